import FluidLanguage

/// Lines typed (or piped) until they make a finished statement: an open bracket, or a line
/// ending in a comma or an operator, continues on the next (see `Continuation`). A blank
/// line ends a continued statement as it is, so its mistake is shown rather than waited on;
/// a statement as long as the longest line allowed ends there too.
struct StatementBuffer {
    private var lines: [String] = []

    var isEmpty: Bool { lines.isEmpty }

    /// Adds a typed line; returns the statement when it is finished, else nil (wait for more).
    mutating func add(_ line: String) -> String? {
        let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
        if blank && !lines.isEmpty { return finish() }
        lines.append(line)
        // Most statements are one line: taken as it is, not through `joined`, whose first call
        // costs the unspecialized generic's witness lookups at start-up.
        let text = lines.count == 1 ? line : lines.joined(separator: " ")
        if Continuation.isUnfinished(text) && text.count < Limits.lineLength { return nil }
        lines = []
        return text
    }

    /// The statement so far, ending the continuation; nil if nothing is pending.
    mutating func finish() -> String? {
        defer { lines = [] }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }
}
