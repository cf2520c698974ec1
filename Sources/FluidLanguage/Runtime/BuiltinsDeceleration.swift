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
        Builtin("decays", "one flick under every model side by side: UIKit talk and exact, Android fling, Motion inertia, react-spring, Compose exponentialDecay and splineBasedDecay (density 1); a table, and plot decays(v) overlays them",
                example: "decays(1200pt/s)", ParameterTable([flickVelocity])) { call throws(Diagnostic) in
            let bound = try call.bind()
            let velocity = try bound.quantity(.flickVelocity)
            var list: [Value] = []
            for model in [DecayModel.talk, .exact, .android, .inertia, .reactspring, .compose, .splineBasedDecay] {
                do throws(MotionError) {
                    list.append(.decay(try DecayValue(model: model, velocity: velocity, parameters: [:])))
                } catch {
                    throw Diagnostic(Messages.refused(error), bound.span(.flickVelocity))
                }
            }
            return .list(list)
        },
    ]

    /// The release velocity of `decay`, `project` and `decays`.
    static let flickVelocity = Parameter.of(.flickVelocity, positional: true, required: true)

    /// What each deceleration parameter means, for every builtin that takes it.
    static let decayMeanings: [String: (takes: String, meaning: String)] = [
        "rate": ("a plain number", "UIKit's deceleration rate per millisecond, r (normal 0.998, fast 0.99): v(t) = v0·r^(1000·t)"),
        "friction": (Messages.frictionKind, "Android FlingAnimation's friction f: v(t) = v0·e^(−4.2·f·t); with model: rebound, Rebound's coasting friction in Origami units (coastingConfigWithOrigamiFriction; 7 = 22/s, its default), or λ itself per second"),
        "power": ("a plain number", "Motion's inertia power: the distance is power × the velocity (in seconds)"),
        "timeConstant": ("a time", "Motion's inertia time constant τ: v(t) = v0·e^(−t/τ)"),
        "decayConstant": ("a rate per second", "the decay constant λ: v(t) = v0·e^(−λt)"),
        "frictionMultiplier": ("a plain number", "Compose exponentialDecay's friction multiplier m: v(t) = v0·e^(−4.2·m·t)"),
        "absVelocityThreshold": ("a plain number", "Compose exponentialDecay's end: the speed (units per second) at which it stops"),
        "density": ("a plain number", "Compose splineBasedDecay's screen density, pixels per dp (LocalDensity; 1 = 160 dpi, 2.625 = 420 dpi): the velocity and distance are that screen's pixels; at 1 they are dp"),
        "model": ("a model: exact, talk, android, inertia, reactspring, compose, rebound or splineBasedDecay", "the deceleration model; left out, the one its parameters imply"),
    ]

    /// A deceleration parameter; with `defaults`, shown with the model's default.
    static func decayWord(_ label: String, positional: Bool = false, defaults: Bool = true) -> Parameter {
        let words = decayMeanings[label] ?? ("", "")
        let shown = !defaults || label == "model" || label == "decayConstant" ? nil
            : label == "rate" ? "normal" : SourcePrinter.quantity(DecayModel.defaultValue(label))
        return .value(label, takes: words.takes, default: shown, positional: positional, optional: true, words.meaning)
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
            guard lambda.isFinite, lambda > 0 else { throw Diagnostic("friction must be positive: " + Messages.frictionKind, argument.span) }
        case "timeConstant":
            let tau = try BoundArguments.check(argument, name: label, .time).value
            lambda = DecayConversion.decayConstant(timeConstant: tau)
            guard tau > 0, lambda.isFinite else { throw Diagnostic("timeConstant must be a positive time, like 325ms", argument.span) }
        default:
            lambda = try BoundArguments.check(argument, name: label, Expectation(dimension: .frequency, phrase: "a rate per second", example: "2/s")).value
            guard lambda.isFinite, lambda > 0 else { throw Diagnostic("decayConstant must be a positive rate per second, like 2/s", argument.span) }
        }
        return lambda
    }
}
