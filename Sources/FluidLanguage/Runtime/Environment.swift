import TerminalText

/// The user's bindings, in the order they were first defined.
struct Environment: Sendable {
    private(set) var order: [String] = []
    /// Each bound name's rank in ``order``: larger for names first bound later. Comparing
    /// ranks orders names as ``order`` does, without a search or a table per question.
    private(set) var rank: [String: Int] = [:]
    private var nextRank = 0
    private(set) var values: [String: Value] = [:]
    /// The last line's result, seen as `ans` and `_` wherever no binding has those names.
    /// Set on an evaluator's copy of the globals: a field beside the bindings rather than
    /// two more bindings, so giving it costs nothing however many bindings there are (binding
    /// into the copy would copy every binding, once per line).
    var lastResult: Value?

    subscript(name: String) -> Value? {
        if let value = values[name] { return value }
        guard let lastResult, Interpreter.lastResultNames.contains(name) else { return nil }
        return lastResult
    }

    /// Binds or re-binds; a re-bound name keeps its place in the order.
    mutating func bind(_ name: String, _ value: Value) {
        if values[name] == nil {
            order.append(name)
            rank[name] = nextRank
            nextRank += 1
        }
        values[name] = value
    }

    /// Where a removed binding was: its index in ``order`` and its rank.
    struct Place: Sendable {
        let position: Int
        let rank: Int
    }

    /// Removes a binding; returns where it was (nil if there was none).
    @discardableResult
    mutating func remove(_ name: String) -> Place? {
        values[name] = nil
        guard let position = order.firstIndex(of: name), let oldRank = rank.removeValue(forKey: name) else { return nil }
        order.remove(at: position)
        return Place(position: position, rank: oldRank)
    }

    /// Puts a removed binding back where it was.
    mutating func restore(_ name: String, _ value: Value, at place: Place) {
        if values[name] == nil {
            order.insert(name, at: min(max(place.position, 0), order.count))
            rank[name] = place.rank
        }
        values[name] = value
    }

    /// The bindings in the order they were first made, then ``lastResult`` under each of
    /// its names no binding has.
    var bindings: [(name: String, value: Value)] {
        let bound = order.compactMap { name in values[name].map { (name, $0) } }
        guard let lastResult else { return bound }
        return bound + Interpreter.lastResultNames.filter { values[$0] == nil }.map { ($0, lastResult) }
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
