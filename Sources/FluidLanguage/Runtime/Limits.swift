/// Bounds that keep a line from running away with memory, stack or time. Each one, when
/// reached, stops the line with a message that names the limit and what to do instead; the
/// line changes nothing and the session goes on.
public enum Limits {
    /// Nested function calls (user functions calling themselves).
    public static let callDepth = 200
    /// Expression evaluations per line (about a second of work in a debug build).
    public static let steps = 2_000_000
    /// Elements a value may hold: a list's elements, counting those of lists inside it, and
    /// a string's characters (UTF-8 bytes), so a value always prints and saves in bounded
    /// time and memory.
    public static let elements = 1_000_000
    /// Characters in one line of input; longer lines are refused before they are read.
    public static let lineLength = 100_000

    /// Why `line` is refused before it is read (too long), or nil. The message does not
    /// repeat the line: echoing a megabyte back helps no one.
    public static func problem(withLine line: String) -> String? {
        line.utf8.count > lineLength ? Messages.lineTooLong : nil
    }

    /// The elements `value` holds (see ``elements``), counted up to just past `limit`:
    /// shared lists (`x = [x, x]` doubles the count) are never walked further than that.
    static func weight(of value: Value, upTo limit: Int = elements) -> Int {
        switch value {
        case .string(let text):
            return text.utf8.count
        case .list(let items):
            var total = items.count
            for item in items where total <= limit {
                if case .list = item { total += weight(of: item, upTo: limit - total) }
                else if case .string(let text) = item { total += text.utf8.count }
            }
            return total
        default:
            return 1
        }
    }

    /// Throws ``Messages/valueTooLarge(_:)`` at `span` when `value` holds more than ``elements``.
    static func checkSize(_ value: Value, span: SourceSpan) throws(Diagnostic) {
        switch value {
        case .string, .list:
            let weight = weight(of: value)
            if weight > elements {
                if case .string = value { throw Diagnostic(Messages.textTooLong, span) }
                throw Diagnostic(Messages.listTooLarge, span)
            }
        default:
            return
        }
    }
}
