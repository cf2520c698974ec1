import FluidMotion

extension Builtins {
    static let projection: [Builtin] = [
        Builtin("project", "how far a flick travels as it decelerates (a speed or a point of speeds); model talk (WWDC, default), exact, android, inertia, reactspring, compose, rebound (coasting) or splineBasedDecay",
                example: "project(1200pt/s, rate: fast)",
                ParameterTable([.value("velocity", takes: "a speed or a point of speeds", positional: true, "the release velocity of the flick, like 1200pt/s"),
                                decayWord("rate", positional: true), decayWord("model", positional: true),
                                decayWord("friction"), decayWord("power"), decayWord("timeConstant"),
                                decayWord("frictionMultiplier"), decayWord("absVelocityThreshold"), decayWord("density")],
                               forms: [["velocity", "rate", "model: talk"], ["velocity", "model: android", "friction"],
                                       ["velocity", "model: inertia", "power", "timeConstant"],
                                       ["velocity", "model: compose", "frictionMultiplier", "absVelocityThreshold"],
                                       ["velocity", "model: splineBasedDecay", "density"]]), project),
        Builtin("decay", "a flick decelerating under one platform's model: plot it, or read distance, stop, rate, friction, timeConstant",
                example: "decay(1200pt/s, friction: 1.5).distance",
                ParameterTable([flickVelocity, decayWord("rate", positional: true), decayWord("model"),
                                decayWord("friction"), decayWord("power"), decayWord("timeConstant"),
                                decayWord("frictionMultiplier"), decayWord("absVelocityThreshold"), decayWord("density")],
                               forms: [["velocity", "rate", "model: exact"], ["velocity", "friction"], ["velocity", "power", "timeConstant"],
                                       ["velocity", "model: reactspring"], ["velocity", "model: compose", "frictionMultiplier", "absVelocityThreshold"],
                                       ["velocity", "model: rebound", "friction: 7"], ["velocity", "model: splineBasedDecay", "density"]])) { call throws(Diagnostic) in
            let bound = try call.bind()
            return .decay(try makeDecay(bound, velocity: try bound.quantity(.flickVelocity), defaultModel: .exact))
        },
    ]

    @Sendable static func project(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let argument = try bound.argument("velocity")
        func distance(_ v: Quantity) throws(Diagnostic) -> Quantity {
            let d = try makeDecay(bound, velocity: v, defaultModel: .talk)
            // The talk's and the exact projection keep their own formulas (Projection.swift).
            return Quantity(d.decay.distance, .length, unit: d.lengthUnit)
        }
        if case .point(let p) = argument.value, p.isUniform, p.dimension == .speed {
            return .point(PointValue(x: try distance(p.x), y: try distance(p.y)))
        }
        return .number(try distance(try BoundArguments.check(argument, name: "velocity", .speed)))
    }

    /// The decay a `decay`/`project` call describes: the model named by `model:` (a bare
    /// word or a string; `android` and `reactspring` are also their preset namespaces), or
    /// the one its parameters imply (friction → android, power/timeConstant → inertia,
    /// frictionMultiplier/absVelocityThreshold → compose, density → splineBasedDecay), or
    /// `defaultModel`. A parameter of another model is an error at its label.
    static func makeDecay(_ bound: BoundArguments, velocity: Quantity, defaultModel: DecayModel) throws(Diagnostic) -> DecayValue {
        let model: DecayModel
        if bound.has("model") {
            model = try decayModel(try bound.argument("model"))
        } else if bound.has("friction") {
            model = .android
        } else if bound.has("power") || bound.has("timeConstant") {
            model = .inertia
        } else if bound.has("frictionMultiplier") || bound.has("absVelocityThreshold") {
            model = .compose
        } else if bound.has("density") {
            model = .splineBasedDecay
        } else {
            model = defaultModel
        }
        var parameters: [String: Quantity] = [:]
        for label in DecayModel.allLabels where bound.has(label) {
            let argument = try bound.argument(label)
            guard model.labels.contains(label) else {
                throw Diagnostic(Messages.decayParameterNotInModel(label, model: model.rawValue, takes: model.labels),
                                 argument.labelSpan ?? argument.span)
            }
            parameters[label] = try decayParameter(argument, label: label)
        }
        do throws(MotionError) {
            return try DecayValue(model: model, velocity: velocity, parameters: parameters)
        } catch {
            throw Diagnostic(Messages.refused(error), bound.span(error.parameter))
        }
    }

    /// `model:` as a bare word (`exact`, `talk`, `inertia` are constants; `android`,
    /// `reactspring` namespaces) or a string.
    static func decayModel(_ argument: EvaluatedArgument) throws(Diagnostic) -> DecayModel {
        let name: String
        switch argument.value {
        case .string(let s): name = s
        case .namespace(let n): name = n.name
        default:
            throw Diagnostic(Messages.argumentKind("model", expected: "a model: exact, talk, android, inertia, reactspring, compose, rebound or splineBasedDecay", got: argument.value.kindPhrase), argument.span)
        }
        guard let model = DecayModel.named(name) else { throw Diagnostic(Messages.unknownModel(name), argument.span) }
        return model
    }

    /// One model parameter, checked for its kind: rate, power and density plain numbers,
    /// timeConstant a time (a plain number is seconds), friction plain or per second.
    static func decayParameter(_ argument: EvaluatedArgument, label: String) throws(Diagnostic) -> Quantity {
        switch label {
        case "timeConstant": return try BoundArguments.check(argument, name: label, .time)
        case "friction":
            if case .number(let q) = argument.value, q.dimension == .frequency { return q }
            guard case .number(let q) = argument.value, q.dimension == .none else {
                throw Diagnostic(Messages.argumentKind(label, expected: Messages.frictionKind, got: argument.value.kindPhrase), argument.span)
            }
            return q
        case "density":
            return try BoundArguments.check(argument, name: label, Expectation(dimension: .none, phrase: "a plain number (pixels per dp)", example: "2.625"))
        default: return try BoundArguments.check(argument, name: label, .plain)
        }
    }
}
