import Motion

/// Members of a decay (`d.distance`, `d.friction`) and changed copies (`d with rate: fast`).
/// Every decay answers rate, friction, timeConstant and decayConstant: the model's own
/// parameter where it has that one, else the conversion from its decay constant λ
/// (ANCHORS.md, "Deceleration models side by side").
extension DecayValue {
    var memberNames: [String] {
        ["distance", "stop", "velocity", "rate", "friction", "timeConstant", "decayConstant", "model"] + (model == .inertia ? ["power"] : [])
    }

    func member(_ name: String) -> Value? {
        let lambda = decay.decayConstant
        switch name {
        case "distance": return .number(Quantity(decay.distance, .length, unit: lengthUnit))
        case "stop": return .number(Quantity(decay.stopTime(), .time))
        case "velocity": return .number(velocity)
        case "rate": return .number(Quantity(rate))
        case "friction":
            if let own = parameters["friction"] { return .number(Quantity(DecayValue.frictionScalar(own))) }
            return .number(Quantity(DecayConversion.androidFriction(decayConstant: lambda)))
        case "timeConstant":
            if let own = parameters["timeConstant"] { return .number(own) }
            return .number(Quantity(DecayConversion.timeConstant(decayConstant: lambda) * 1000, in: .millisecond))
        case "decayConstant": return .number(Quantity(lambda, .frequency))
        case "model": return .string(model.rawValue)
        case "power": return parameters["power"].map(Value.number)
        default: return nil
        }
    }

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
            throw Diagnostic(error.message, spans[error.parameter] ?? spans.values.first ?? SourceSpan(start: 0, end: 0))
        }
    }
}
