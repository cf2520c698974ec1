import FluidMotion

/// Members of a decay (`d.distance`, `d.friction`) and changed copies (`d with rate: fast`).
/// Every decay answers rate, friction, timeConstant and decayConstant: the model's own
/// parameter where it has that one, else the conversion from its decay constant λ
/// (ANCHORS.md, "Deceleration models side by side").
extension DecayValue {
    /// In the order Tab offers them; `compare` shows those with a compare label in this order.
    public static let members: [Member<DecayValue>] = [
        Member("velocity", gives: "a speed", "the release velocity as written", compare: "velocity") { .number($0.velocity) },
        writingMember("rate", compare: "rate (per ms)"),
        Member("distance", gives: "a length", "how far the flick travels before it stops", compare: "distance") {
            .number(Quantity($0.decay.distance, .length, unit: $0.lengthUnit))
        },
        Member("stop", gives: "a time", "when it stops, by its model's rest rule", compare: "stops (its rest rule)") {
            .number(Quantity($0.decay.stopTime(), .time))
        },
        writingMember("timeConstant", compare: "time constant"),
        writingMember("friction"),
        Member("decayConstant", gives: "a rate per second", "the decay constant λ of v(t) = v0·e^(−λt)") {
            .number(Quantity($0.decay.decayConstant, .frequency))
        },
        Member("model", gives: "a string", "the deceleration model: " + Builtins.modelChoices) { .string($0.model.rawValue) },
    ] + modelMembers

    /// A way of writing λ (`rate`, `timeConstant`, `friction`) as every decay answers it: the
    /// model's own value where it has that parameter, else the platform's conversion of λ.
    /// Its meaning is the platform's, with what a model reads its own way in brackets.
    static func writingMember(_ name: String, compare: String? = nil) -> Member<DecayValue> {
        let parameter = DecayModel.describing(name)
        let writing = parameter?.writing
        let own = DecayModel.all.compactMap { $0.declaration.parameter(name)?.ownReading }
        let meaning = (writing?.meaning ?? name) + (own.isEmpty ? "" : " (" + own.joined(separator: "; ") + ")")
            + ": the model's own, else " + (writing?.formula ?? "")
        let gives = parameter?.kind == .time ? "a time" : "a plain number"
        return Member(name, gives: gives, meaning, compare: compare) { d in
            if parameter?.kind == .plainOrRate, let own = d.ownFriction { return .number(Quantity(own)) }
            if parameter?.kind != .plainOrRate, let own = d.parameters[name] { return .number(own) }
            return .number(Builtins.writingQuantity(name, writing?.value(d.decay.decayConstant) ?? .nan))
        }
    }

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
