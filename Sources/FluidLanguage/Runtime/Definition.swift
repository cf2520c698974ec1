/// How a binding was made: the lines that made it, as written, and the names they read.
/// A binding is made again from its lines when a name it reads changes (live dependencies),
/// and saved as its lines.
///
/// - `s = spring(damping: d, response: 0.4s)`: one line, reading `d`.
/// - then `s.damping = 0.6` or `s = s with damping: 0.6`: a line that reads the binding
///   itself updates it in place, so it is appended (the definition is both lines, reading
///   `d` and whatever the update reads); a line that does not read it starts anew.
/// - `f(x) = x * k`: one line, reading `k` (not `x`).
/// - A value that came from elsewhere (a spring kept by `tune`) has no lines and reads
///   nothing: it is saved as its value.
public struct Definition: Sendable {
    public struct Line: Sendable {
        public var statement: Statement
        /// The text as typed, for saving and for messages.
        public var source: String
    }

    public var lines: [Line]
    /// Names the lines read, other than the binding itself and builtins.
    public var reads: Set<String>

    public static let value = Definition(lines: [], reads: [])

    /// The definition after `statement` (typed as `source`) bound `name`, given the one
    /// before it (nil for a new name).
    static func after(_ statement: Statement, source: String, binding name: String, previous: Definition?,
                      builtins: Set<String>) -> Definition {
        let reads = Set(statement.freeNames.filter { !builtins.contains($0) })
        let line = Line(statement: statement, source: source)
        let updatesInPlace: Bool
        switch statement {
        case .memberAssignment: updatesInPlace = true
        case .assignment: updatesInPlace = reads.contains(name)
        default: updatesInPlace = false
        }
        guard updatesInPlace else { return Definition(lines: [line], reads: reads.subtracting([name])) }
        let before = previous ?? .value
        return Definition(lines: before.lines + [line], reads: before.reads.union(reads).subtracting([name]))
    }

    /// A function definition (`f(x) = …`): its value does not change when what it reads
    /// does (it reads it when called), but the bindings that call it do.
    var definesFunction: Bool {
        if case .functionDefinition? = lines.last?.statement { return true }
        return false
    }
}

/// Every binding's definition, with the reverse index (who reads a name) kept as they
/// change, so finding a binding's dependents costs what it finds, not the whole session.
struct Definitions: Sendable {
    private var byName: [String: Definition] = [:]
    /// For each name, the bindings whose definitions read it.
    private(set) var readers: [String: Set<String>] = [:]

    subscript(name: String) -> Definition? {
        get { byName[name] }
        set {
            for read in byName[name]?.reads ?? [] { readers[read]?.remove(name) }
            byName[name] = newValue
            for read in newValue?.reads ?? [] { readers[read, default: []].insert(name) }
        }
    }
}
