import FluidMotion

/// Conversions between the deceleration parameters of the platforms, and the models side by
/// side. One exponential decay v0·e^(−λt) is written as UIKit's per-ms rate r
/// (λ = −1000·ln r), Android's FlingAnimation friction f (λ = 4.2·f), Motion's time
/// constant τ (λ = 1/τ), or λ itself (`decayConstant`, per second).
extension Builtins {
    static let decelerations: [Builtin] = writings.map { label, writing in
        conversion(label, from: (writings.map(\.label) + ["decayConstant"]).filter { $0 != label }, summary: named(writing.summary),
                   example: writing.example) { lambda throws(Diagnostic) in
            .number(writingQuantity(label, writing.value(lambda)))
        }
    } + [
        conversion("decayConstant", from: writings.map(\.label),
                   summary: named("the decay constant λ (per second, v = v0·e^(−λt)) of a rate, {friction} or a time constant"),
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
        let meaning = modelMeanings[label] ?? parameter.meaning ?? ""
        let shown = defaults ? parameter.shownDefault ?? SourcePrinter.quantity(DecayModel.quantity(parameter)) : nil
        return .value(label, takes: parameter.takes, default: shown, positional: positional, optional: true, meaning)
    }

    /// Each model parameter's meaning as `decayWord` gives it, composed once: the first model's,
    /// then "; with model: WORD, …" for each later model with a meaning of its own.
    private static let modelMeanings: [String: String] = DecayModel.allLabels.reduce(into: [:]) { meanings, label in
        guard let parameter = DecayModel.describing(label) else { return }
        var meaning = parameter.meaning ?? ""
        for model in DecayModel.all {
            guard let own = model.declaration.parameter(label), own.meaning != nil, own.meaning != parameter.meaning else { continue }
            meaning += "; with model: " + model.rawValue + ", " + (own.meaning ?? "")
        }
        meanings[label] = meaning
    }

    /// The platforms' ways of writing any decay's constant λ, by their parameter's name, in the
    /// order the models list them: rate, friction, timeConstant.
    static let writings: [(label: String, writing: DecayWriting)] =
        DecayModel.allLabels.compactMap { label in DecayModel.describing(label)?.writing.map { (label, $0) } }

    /// `text` with each way named in braces (`{friction}`) written as that way's phrase; braces
    /// around any other word stay as written. Most texts have none and are returned as they are.
    static func named(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += String(rest[..<open])
            let inside = rest[rest.index(after: open)...]
            if let close = inside.firstIndex(of: "}"), let way = writings.first(where: { $0.label == inside[..<close] }) {
                result += way.writing.phrase
                rest = inside[inside.index(after: close)...]
            } else {
                result += "{"
                rest = inside
            }
        }
        return result + String(rest)
    }

    /// A way's value in base units as a quantity: a time in milliseconds, else a plain number.
    static func writingQuantity(_ label: String, _ value: Double) -> Quantity {
        DecayModel.describing(label)?.kind == .time ? Quantity(value * 1000, in: .millisecond) : Quantity(value)
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

    /// λ (1/s) from one parameter, validated like the models validate it: a way of writing it
    /// as its platform declares (`DecayWriting.decayConstant`), or λ itself.
    static func decayConstant(from argument: EvaluatedArgument, label: String) throws(Diagnostic) -> Double {
        guard let parameter = DecayModel.describing(label), let writing = parameter.writing else {
            let perSecond = Expectation(dimension: .frequency, phrase: "a rate per second", example: "2/s")
            let lambda = try BoundArguments.check(argument, name: label, perSecond).value
            guard lambda.isFinite, lambda > 0 else { throw Diagnostic(Messages.decayConstantNotPositive, argument.span) }
            return lambda
        }
        let q = try decayParameter(argument, label: label)
        let value = q.dimension == .frequency ? parameter.plainOfRate?(q.value) ?? q.value : q.value
        let lambda: Double?
        do throws(MotionError) { lambda = try writing.decayConstant(value) } catch { throw Diagnostic(Messages.refused(error), argument.span) }
        guard let lambda else { throw Diagnostic(Messages.conversionRefused(writing.refusal), argument.span) }
        return lambda
    }
}
