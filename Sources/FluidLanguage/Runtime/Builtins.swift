import Motion

/// A builtin function: its documentation, its parameters, and its implementation.
struct Builtin: Sendable {
    let topic: HelpTopic
    /// Its parameters, one entry each: the signature, binding, completion and help come from them.
    let parameters: ParameterTable
    let implementation: @Sendable (CallArguments) throws(Diagnostic) -> Value

    var name: String { topic.name }
    /// Every argument name it accepts (positional ones by name too), for completion.
    var labels: [String] { parameters.labels }
    /// The number of arguments when it always takes the same number, else nil.
    var arity: Int? { parameters.arity }

    /// A builtin whose signature is made from its parameter table.
    init(_ name: String, _ summary: String, example: String, _ parameters: ParameterTable,
         _ implementation: @escaping @Sendable (CallArguments) throws(Diagnostic) -> Value) {
        self.init(name, parameters.signature(name), summary, example: example, parameters, implementation)
    }

    /// A builtin whose signature lists forms of its own (the spring constructors).
    init(_ name: String, _ signature: String, _ summary: String, example: String, _ parameters: ParameterTable,
         _ implementation: @escaping @Sendable (CallArguments) throws(Diagnostic) -> Value) {
        self.topic = HelpTopic(name: name, signature: signature, summary: summary, example: example)
        self.parameters = parameters
        self.implementation = { call throws(Diagnostic) in
            var call = call
            call.parameters = parameters
            return try implementation(call)
        }
    }

    /// A spring constructor (`framer.spring`): named arguments only, each word's meaning from
    /// `SpringWords`, the signature from its forms.
    init(_ name: String, _ signature: String, _ summary: String, example: String, labels: [String], arity: Int?,
         _ implementation: @escaping @Sendable (CallArguments) throws(Diagnostic) -> Value) {
        self.init(name, signature, summary, example: example, ParameterTable(labels.map(SpringWords.parameter)), implementation)
    }
}

/// The builtin functions, constants and preset namespaces.
enum Builtins {
    /// In the order `help` lists them.
    static let ordered: [Builtin] = springs + springConstructors + projection + decelerations + timeline + rubberbands + gestures + traces + gestureModels + fitting + math

    static let table: [String: Builtin] = Dictionary(ordered.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    static var functionNames: [String] { ordered.map(\.name) }

    /// Named values: `pi`, the deceleration rates `normal` and `fast`, `true`, `false`.
    static let constants: [(name: String, value: Value)] = [
        ("pi", .number(Quantity(Double.pi))),
        ("normal", .number(Quantity(DecelerationRate.normal.perMillisecond))),
        ("fast", .number(Quantity(DecelerationRate.fast.perMillisecond))),
        // Deceleration model names for `model:` (android and reactspring are namespaces).
        ("exact", .string("exact")),
        ("talk", .string("talk")),
        ("inertia", .string("inertia")),
        ("true", .bool(true)),
        ("false", .bool(false)),
    ]

    static var constantNames: [String] { constants.map(\.name) }
    static var namespaceNames: [String] { namespaces.map(\.name) }

    /// A name that is not the user's: constant, namespace or builtin function.
    static func global(_ name: String) -> Value? {
        if let constant = constants.first(where: { $0.name == name }) { return constant.value }
        if let namespace = namespaces.first(where: { $0.name == name }) { return .namespace(namespace) }
        if table[name] != nil { return .function(FunctionValue(name: name, body: .builtin(name))) }
        return nil
    }

    static func isReserved(_ name: String) -> Bool { global(name) != nil }

    /// The length unit of a speed unit: `px/s` → px, otherwise pt.
    static func lengthUnit(ofRate unit: Unit) -> Unit? {
        guard unit.dimension == .speed else { return nil }
        return unit.symbol.hasPrefix("px/") ? .pixel : .point
    }

    /// A number argument, checked to be a plain number or a per-second rate.
    static func springVelocity(_ argument: EvaluatedArgument) throws(Diagnostic) -> Quantity {
        guard case .number(let q) = argument.value, q.dimension == .none || q.dimension == .frequency else {
            throw Diagnostic(
                Messages.argumentKind("velocity", expected: "a plain number (the distance per second, as UIKit takes it), like 2", got: argument.value.kindPhrase),
                argument.span)
        }
        return q
    }
}
