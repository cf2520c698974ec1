import TerminalText

/// The user's bindings, in the order they were first defined.
struct Environment: Sendable {
    private(set) var order: [String] = []
    private(set) var values: [String: Value] = [:]

    subscript(name: String) -> Value? { values[name] }

    /// Binds or re-binds; a re-bound name keeps its place in the order.
    mutating func bind(_ name: String, _ value: Value) {
        if values[name] == nil { order.append(name) }
        values[name] = value
    }

    mutating func remove(_ name: String) {
        values[name] = nil
        order.removeAll { $0 == name }
    }

    var bindings: [(name: String, value: Value)] {
        order.compactMap { name in values[name].map { (name, $0) } }
    }
}

/// Settings that change how values are shown and how much a line may do.
public struct LanguageSettings: Hashable, Sendable {
    /// Significant digits of displayed numbers (1…17).
    public var digits: Int {
        didSet { digits = min(max(digits, 1), ValueFormatter.maximumDigits) }
    }

    /// How much one line may do (see ``Limits``); `set steps N` and the others change it.
    public var limits: Limits

    public init(digits: Int = 4, limits: Limits = .standard) {
        self.digits = min(max(digits, 1), ValueFormatter.maximumDigits)
        self.limits = limits
    }
}

/// What executing a line produced.
public struct Execution: Sendable {
    /// The binding the line made or changed, if any.
    public var name: String?
    /// The value (for a blank line, an empty list).
    public var value: Value
    /// What to show: `s = spring(…)` plus its summary, `246.7`, `f(x) = x^0.7`, as lines
    /// that keep their shape (facts, prose) for the renderer.
    public var shown: [TextLine]
    /// What to show, as text.
    public var output: String { TextLine.text(shown) }

    /// Bindings that read this one, made again after it, in dependency order, with what
    /// each now shows.
    public var dependents: [Execution]

    public init(name: String?, value: Value, shown: [TextLine], dependents: [Execution] = []) {
        self.name = name
        self.value = value
        self.shown = shown
        self.dependents = dependents
    }
}

/// Documentation of one builtin, for `help`.
public struct HelpTopic: Hashable, Sendable {
    public var name: String
    /// e.g. `spring(damping:, response:)` …
    public var signature: String
    public var summary: String
    /// A line that runs.
    public var example: String

    public init(name: String, signature: String, summary: String, example: String) {
        self.name = name
        self.signature = signature
        self.summary = summary
        self.example = example
    }
}
