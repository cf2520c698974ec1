import FluidMotion

/// Conversions between the deceleration parameters of the platforms, and the models side by
/// side. One exponential decay v0·e^(−λt) is written as UIKit's per-ms rate r
/// (λ = −1000·ln r), Android's FlingAnimation friction f (λ = 4.2·f), Motion's time
/// constant τ (λ = 1/τ), or λ itself (`decayConstant`, per second).
extension Builtins {
    static let decelerations: [Builtin] = [
        conversion("rate", from: ["friction", "timeConstant", "decayConstant"],
                   summary: "UIKit's per-millisecond deceleration rate of the same decay as an Android friction, a Motion time constant or a decay constant",
                   example: "rate(friction: 1)") { lambda throws(Diagnostic) in
            .number(Quantity(DecayConversion.rate(decayConstant: lambda)))
        },
        conversion("friction", from: ["rate", "timeConstant", "decayConstant"],
                   summary: "Android's FlingAnimation friction (setFriction; 1 = 4.2/s) of the same decay as a rate, time constant or decay constant",
                   example: "friction(rate: 0.998)") { lambda throws(Diagnostic) in
            .number(Quantity(DecayConversion.androidFriction(decayConstant: lambda)))
        },
        conversion("timeConstant", from: ["rate", "friction", "decayConstant"],
                   summary: "Motion's (Framer Motion's) inertia time constant τ = 1/λ of the same decay as a rate, friction or decay constant",
                   example: "timeConstant(rate: 0.998)") { lambda throws(Diagnostic) in
            .number(Quantity(DecayConversion.timeConstant(decayConstant: lambda) * 1000, in: .millisecond))
        },
        conversion("decayConstant", from: ["rate", "friction", "timeConstant"],
                   summary: "the decay constant λ (per second, v = v0·e^(−λt)) of a rate, an Android friction or a time constant",
                   example: "decayConstant(rate: fast)") { lambda throws(Diagnostic) in
            .number(Quantity(lambda, .frequency))
        },
        Builtin("decays", "one flick under every model side by side: " + MotionPlatforms.sideBySidePhrase + "; a table, and plot decays(v) overlays them",
                example: "decays(1200pt/s)", ParameterTable([flickVelocity])) { call throws(Diagnostic) in
            let bound = try call.bind()
            let velocity = try bound.quantity(.flickVelocity)
            var list: [Value] = []
            for (model, _) in MotionPlatforms.sideBySideDecays {
                do throws(MotionError) {
                    list.append(.decay(try DecayValue(model: DecayModel(declaration: model), velocity: velocity, parameters: [:])))
                } catch {
                    throw Diagnostic(Messages.refused(error), bound.span(.flickVelocity))
                }
            }
            return .list(list)
        },
    ]

    /// The release velocity of `decay`, `project` and `decays`.
    static let flickVelocity = Parameter.of(.flickVelocity, positional: true, required: true)

    /// What `decayConstant:` and `model:` take and mean, for every builtin that takes them.
    static let decayMeanings: [String: (takes: String, meaning: String)] = [
        "decayConstant": ("a rate per second", "the decay constant λ: v(t) = v0·e^(−λt)"),
        "model": ("a model: " + modelChoices, "the deceleration model; left out, the one its parameters imply"),
    ]

    /// A deceleration parameter; with `defaults`, shown with its default. A model's parameter
    /// takes and means what the first model listed with it declares, and each later model with a
    /// meaning of its own adds "with model: WORD, …".
    static func decayWord(_ label: String, positional: Bool = false, defaults: Bool = true) -> Parameter {
        guard let parameter = DecayModel.describing(label) else {
            let words = decayMeanings[label] ?? ("", "")
            return .value(label, takes: words.takes, positional: positional, optional: true, words.meaning)
        }
        var meaning = parameter.meaning ?? ""
        for model in DecayModel.all {
            guard let own = model.declaration.parameter(label), own.meaning != nil, own.meaning != parameter.meaning else { continue }
            meaning += "; with model: " + model.rawValue + ", " + (own.meaning ?? "")
        }
        let shown = defaults ? parameter.shownDefault ?? SourcePrinter.quantity(DecayModel.quantity(parameter)) : nil
        return .value(label, takes: parameter.takes, default: shown, positional: positional, optional: true, meaning)
    }

    /// A conversion function taking exactly one of `labels` and giving `result(λ)`.
    private static func conversion(_ name: String, from labels: [String], summary: String, example: String,
                                   _ result: @escaping @Sendable (Double) throws(Diagnostic) -> Value) -> Builtin {
        Builtin(name, summary, example: example,
                ParameterTable(labels.map { decayWord($0, defaults: false) }, forms: labels.map { [$0] })) { call throws(Diagnostic) in
            if let positional = call.arguments.first(where: { $0.label == nil }) {
                throw Diagnostic(Messages.conversionNeedsOne(name, labels), positional.span)
            }
            let bound = try call.bind()
            let given = labels.filter { bound.has($0) }
            guard given.count == 1, let label = given.first else {
                throw Diagnostic(Messages.conversionNeedsOne(name, labels), call.span)
            }
            return try result(try decayConstant(from: try bound.argument(label), label: label))
        }
    }

    /// λ (1/s) from one parameter, validated like the models validate it.
    static func decayConstant(from argument: EvaluatedArgument, label: String) throws(Diagnostic) -> Double {
        let lambda: Double
        switch label {
        case "rate":
            let r = try BoundArguments.check(argument, name: label, .plain).value
            do throws(MotionError) { lambda = try DecelerationRate(r).decayConstant } catch { throw Diagnostic(Messages.refused(error), argument.span) }
        case "friction":
            let q = try decayParameter(argument, label: label)
            lambda = DecayConversion.decayConstant(androidFriction: DecayValue.frictionScalar(q))
            guard lambda.isFinite, lambda > 0 else {
                throw Diagnostic(Messages.conversionNotPositive(label, takes: DecayModel.describing(label)?.takes ?? ""), argument.span)
            }
        case "timeConstant":
            let tau = try BoundArguments.check(argument, name: label, .time).value
            lambda = DecayConversion.decayConstant(timeConstant: tau)
            guard tau > 0, lambda.isFinite else { throw Diagnostic(Messages.timeConstantNotPositive, argument.span) }
        default:
            lambda = try BoundArguments.check(argument, name: label, Expectation(dimension: .frequency, phrase: "a rate per second", example: "2/s")).value
            guard lambda.isFinite, lambda > 0 else { throw Diagnostic(Messages.decayConstantNotPositive, argument.span) }
        }
        return lambda
    }
}
