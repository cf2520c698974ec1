import FluidMotion

extension Builtins {
    static let projection: [Builtin] = [
        Builtin("project", "how far a flick travels as it decelerates (a speed or a point of speeds); model " + projectModels,
                example: "project(1200pt/s, rate: fast)",
                ParameterTable([.value("velocity", takes: "a speed or a point of speeds", positional: true, "the release velocity of the flick, like 1200pt/s")]
                               + decayWords(positional: true),
                               forms: DecayModel.all.compactMap { $0.declaration.projectForm.map { ["velocity"] + $0 } }), project),
        Builtin("decay", "a flick decelerating under one platform's model: plot it, or read distance, stop, rate, friction, timeConstant",
                example: "decay(1200pt/s, friction: 1.5).distance",
                ParameterTable([flickVelocity] + decayWords(positional: false),
                               forms: DecayModel.all.compactMap { $0.declaration.decayForm.map { ["velocity"] + $0 } })) { call throws(Diagnostic) in
            let bound = try call.bind()
            return .decay(try makeDecay(bound, velocity: try bound.quantity(.flickVelocity), defaultModel: .exact))
        },
    ]

    /// Every model for `project`'s summary, its default first: "talk (WWDC, default), exact, …
    /// rebound (coasting) or splineBasedDecay".
    static var projectModels: String {
        let ordered = [DecayModel.talk] + DecayModel.all.filter { $0 != .talk }
        return choiceList(ordered.map { model in
            let notes = [model.declaration.note, model == .talk ? "default" : nil].compactMap { $0 }
            return model.rawValue + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")")
        })
    }

    /// The models `model:` takes: "exact, talk, … or splineBasedDecay".
    static var modelChoices: String { choiceList(DecayModel.all.map(\.rawValue)) }

    /// "a, b or c".
    static func choiceList(_ words: [String]) -> String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += index == words.count - 1 ? " or " : ", " }
            text += word
        }
        return text
    }

    /// The parameters after the velocity: the first model's first (rate, positional when
    /// `positional`), `model`, then every other model parameter in the order listed.
    static func decayWords(positional: Bool) -> [Parameter] {
        let labels = DecayModel.allLabels
        guard let first = labels.first else { return [decayWord("model", positional: positional)] }
        return [decayWord(first, positional: true), decayWord("model", positional: positional)] + labels.dropFirst().map { decayWord($0) }
    }

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
        var model = defaultModel
        if bound.has("model") {
            model = try decayModel(try bound.argument("model"))
        } else if let label = DecayModel.allLabels.first(where: { bound.has($0) && !defaultModel.labels.contains($0) }),
                  let implied = DecayModel.all.first(where: { $0.labels.contains(label) }) {
            model = implied
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
            throw Diagnostic(Messages.argumentKind("model", expected: "a model: " + modelChoices, got: argument.value.kindPhrase), argument.span)
        }
        guard let model = DecayModel.named(name) else { throw Diagnostic(Messages.unknownModel(name), argument.span) }
        return model
    }

    /// One model parameter, checked for its kind as its first listed declaration states it: a
    /// plain number, a time (a plain number is seconds), or plain or per second.
    static func decayParameter(_ argument: EvaluatedArgument, label: String) throws(Diagnostic) -> Quantity {
        guard let parameter = DecayModel.describing(label) else { return try BoundArguments.check(argument, name: label, .plain) }
        switch parameter.kind {
        case .time: return try BoundArguments.check(argument, name: label, .time)
        case .plainOrRate:
            guard case .number(let q) = argument.value, q.dimension == .none || q.dimension == .frequency else {
                throw Diagnostic(Messages.argumentKind(label, expected: parameter.takes, got: argument.value.kindPhrase), argument.span)
            }
            return q
        case .plain:
            guard let expected = parameter.expected else { return try BoundArguments.check(argument, name: label, .plain) }
            return try BoundArguments.check(argument, name: label, Expectation(dimension: .none, phrase: expected.phrase, example: expected.example))
        }
    }
}
