import FluidMotion

/// Members of a decay (`d.distance`, `d.friction`) and changed copies (`d with rate: fast`).
/// Every decay answers rate, friction, timeConstant and decayConstant: the model's own
/// parameter where it has that one, else the conversion from its decay constant λ
/// (ANCHORS.md, "Deceleration models side by side").
extension DecayValue {
    /// In the order Tab offers them; `compare` shows those with a compare label in this order.
    public static let members: [Member<DecayValue>] = [
        Member("velocity", gives: "a speed", "the release velocity as written", compare: "velocity") { .number($0.velocity) },
        Member("rate", gives: "a plain number", "UIKit's deceleration rate per millisecond: the model's own, else e^(−λ/1000)",
               compare: "rate (per ms)") { .number(Quantity($0.rate)) },
        Member("distance", gives: "a length", "how far the flick travels before it stops", compare: "distance") {
            .number(Quantity($0.decay.distance, .length, unit: $0.lengthUnit))
        },
        Member("stop", gives: "a time", "when it stops, by its model's rest rule", compare: "stops (its rest rule)") {
            .number(Quantity($0.decay.stopTime(), .time))
        },
        Member("timeConstant", gives: "a time", "Motion's inertia time constant τ: the model's own, else 1/λ",
               compare: "time constant") { d in
            if let own = d.parameters["timeConstant"] { return .number(own) }
            return .number(Quantity(DecayConversion.timeConstant(decayConstant: d.decay.decayConstant) * 1000, in: .millisecond))
        },
        Member("friction", gives: "a plain number",
               "Android's FlingAnimation friction (a Rebound coasting's own: its Origami friction): the model's own, else λ/4.2") { d in
            if let own = d.ownFriction { return .number(Quantity(own)) }
            return .number(Quantity(DecayConversion.androidFriction(decayConstant: d.decay.decayConstant)))
        },
        Member("decayConstant", gives: "a rate per second", "the decay constant λ of v(t) = v0·e^(−λt)") {
            .number(Quantity($0.decay.decayConstant, .frequency))
        },
        Member("model", gives: "a string", "the deceleration model: " + Builtins.modelChoices) { .string($0.model.rawValue) },
    ] + modelMembers

    /// A member for each model parameter that only some models have and that declares a member
    /// meaning (`d.power`), answered by decays of those models only.
    static var modelMembers: [Member<DecayValue>] {
        DecayModel.all.flatMap { model in
            model.declaration.parameters.compactMap { parameter -> Member<DecayValue>? in
                guard let meaning = parameter.member else { return nil }
                let name = parameter.name
                return Member(name, gives: "a plain number", meaning + " (\(model.rawValue) decays only)", when: { $0.model == model }) {
                    $0.parameters[name].map(Value.number)
                }
            }
        }
    }

    var memberNames: [String] { DecayValue.members.names(for: self) }

    /// A copy with a new velocity or new values of the model's own parameters.
    func with(_ changes: [EvaluatedArgument]) throws(Diagnostic) -> DecayValue {
        var velocity = self.velocity
        var parameters = self.parameters
        var spans: [String: SourceSpan] = [:]
        let writable = ["velocity"] + model.labels
        for change in changes {
            let label = change.label ?? ""
            let labelSpan = change.labelSpan ?? change.span
            spans[label] = labelSpan.joined(change.span)
            guard writable.contains(label) else {
                if memberNames.contains(label) { throw Diagnostic(Messages.notWritable(label, writable: writable), labelSpan) }
                throw Diagnostic(Messages.unknownMember(label, of: "a decay", suggestion: Suggestions.closest(to: label, in: memberNames)), labelSpan)
            }
            if label == "velocity" {
                velocity = try BoundArguments.check(change, name: label, .speed)
            } else {
                parameters[label] = try Builtins.decayParameter(change, label: label)
            }
        }
        do throws(MotionError) {
            return try DecayValue(model: model, velocity: velocity, parameters: parameters)
        } catch {
            throw Diagnostic(Messages.refused(error), spans[error.parameter] ?? spans.values.first ?? SourceSpan(start: 0, end: 0))
        }
    }
}
