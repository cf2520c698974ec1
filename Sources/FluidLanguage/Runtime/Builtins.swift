import FluidMotion

/// A builtin function: its documentation, its parameters, and its implementation.
struct Builtin: Sendable {
    let name: String
    /// One line for `help`: put together when help or completion asks (many are made from
    /// every platform's declarations), never when the table is built at start-up.
    var summary: String { describedSummary() }
    private let describedSummary: @Sendable () -> String
    /// A line that runs.
    let example: String
    /// Its signature text, made when help, completion or a function's read-back asks for it:
    /// most sessions never do, so start-up does not build them all.
    private let signature: @Sendable () -> String
    /// Its parameters, one entry each: the signature, binding, completion and help come from them.
    let parameters: ParameterTable
    let implementation: @Sendable (CallArguments) throws(Diagnostic) -> Value

    /// Its documentation, for `help`.
    var topic: HelpTopic { HelpTopic(name: name, signature: signature(), summary: summary, example: example) }
    /// Every argument name it accepts (positional ones by name too), for completion.
    var labels: [String] { parameters.labels }
    /// The number of arguments when it always takes the same number, else nil.
    var arity: Int? { parameters.arity }

    /// A builtin whose signature is made from its parameter table.
    init(_ name: String, _ summary: @escaping @autoclosure @Sendable () -> String, example: String, _ parameters: ParameterTable,
         _ implementation: @escaping @Sendable (CallArguments) throws(Diagnostic) -> Value) {
        self.init(name, parameters.signature(name), summary(), example: example, parameters, implementation)
    }

    /// A builtin whose signature lists forms of its own (the spring constructors).
    init(_ name: String, _ signature: @escaping @autoclosure @Sendable () -> String, _ summary: @escaping @autoclosure @Sendable () -> String,
         example: String, _ parameters: ParameterTable, _ implementation: @escaping @Sendable (CallArguments) throws(Diagnostic) -> Value) {
        self.name = name
        self.describedSummary = summary
        self.example = example
        self.signature = signature
        self.parameters = parameters
        self.implementation = { call throws(Diagnostic) in
            var call = call
            call.parameters = parameters
            return try implementation(call)
        }
    }

    /// A spring constructor (`motion.spring`): named arguments only (so `arity` is always
    /// nil, whatever is passed), each word's meaning from `SpringWords`, the signature from
    /// its forms.
    init(_ name: String, _ signature: @escaping @autoclosure @Sendable () -> String, _ summary: @escaping @autoclosure @Sendable () -> String,
         example: String, labels: [String], arity: Int?, _ implementation: @escaping @Sendable (CallArguments) throws(Diagnostic) -> Value) {
        self.init(name, signature(), summary(), example: example, ParameterTable(labels.map(SpringWords.parameter)), implementation)
    }
}

/// The builtin functions, constants and preset namespaces.
enum Builtins {
    /// In the order `help` lists them.
    static let ordered: [Builtin] = springs + springConstructors + platformFrames + easingStepsBuiltins + projection + decelerations + timeline
        + rubberbands + gestures + traces + gestureModels + fitting + math

    static let table: [String: Builtin] = Dictionary(ordered.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    static var functionNames: [String] { ordered.map(\.name) }

    /// A named value: `pi`, the deceleration rates `normal` and `fast`, the model names,
    /// `true`, `false`; with what it means and a line that uses it, for `help`.
    struct Constant: Sendable {
        let name: String
        let value: Value
        let meaning: String
        let example: String
    }

    static let constants: [Constant] = [
        Constant(name: "pi", value: .number(Quantity(Double.pi)), meaning: "the number π", example: "pi"),
        Constant(name: "normal", value: .number(Quantity(DecelerationRate.normal.perMillisecond)),
                 meaning: "UIScrollView's normal deceleration rate, per millisecond; for project(v, rate:) and decay(v, rate:)",
                 example: "project(1200pt/s, rate: normal)"),
        Constant(name: "fast", value: .number(Quantity(DecelerationRate.fast.perMillisecond)),
                 meaning: "UIScrollView's fast deceleration rate, per millisecond; for project(v, rate:) and decay(v, rate:)",
                 example: "project(1200pt/s, rate: fast)"),
    ] + MotionPlatforms.constants.map { word, entry in
        // Deceleration model words for `model:`, as their platforms declare them (a platform's own name is a namespace).
        Constant(name: word, value: .string(word), meaning: entry.meaning ?? word, example: entry.example ?? word)
    } + bareModelWords(modelWords, taken: Set(MotionPlatforms.constants.map(\.word) + namespaceNames)).map { word, title in
        Constant(name: word, value: .string(word), meaning: "a deceleration model: \(title); decay(v, model: \(word))",
                 example: "decay(1200pt/s, model: \(word))")
    } + [
        Constant(name: "true", value: .bool(true), meaning: "a true/false value, as for allowOverDamping: true", example: "true"),
        Constant(name: "false", value: .bool(false), meaning: "a true/false value, as for allowOverDamping: false", example: "false"),
    ]

    static var constantNames: [String] { constants.map(\.name) }

    /// The words `model:` takes bare, with the title of the model each means: the name of each
    /// platform with decays (its first model) and each model's own word, in registry order.
    static var modelWords: [(word: String, title: String)] {
        MotionPlatforms.all.flatMap { platform -> [(word: String, title: String)] in
            guard let first = platform.decayModels.first else { return [] }
            return [(platform.name, first.title)] + platform.decayModels.map { ($0.word, $0.title) }
        }
    }

    /// The model words a bare name would not reach, so `model: kite` works as `model: exact`
    /// does: those that are neither a platform's declared constant (`exact`, `inertia`) nor a
    /// namespace (`android`, a platform with presets), each once. A platform with decays and no
    /// presets then needs no glossary entry for its word to be written unquoted.
    static func bareModelWords(_ words: [(word: String, title: String)], taken: Set<String>) -> [(word: String, title: String)] {
        var seen = taken
        return words.filter { seen.insert($0.word).inserted }
    }

    /// A name that is not the user's: constant, namespace or builtin function.
    static func global(_ name: String) -> Value? {
        if let constant = constants.first(where: { $0.name == name }) { return constant.value }
        if namespaceNames.contains(name), let namespace = namespaces.first(where: { $0.name == name }) { return .namespace(namespace) }
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
                Messages.argumentKind("velocity", expected: "a plain number (the distance per second"
                    + (MotionPlatforms.meaning(.plainVelocity).map { ", " + $0 } ?? "") + "), like 2",
                    got: argument.value.kindPhrase),
                argument.span)
        }
        return q
    }
}
