import TerminalText
extension Diagnostic {
    /// The line indented two spaces, carets under the span, then the message:
    ///
    ///       400ms + 20pt
    ///       ^^^^^^^^^^^^ cannot add a time to a length
    ///
    /// Columns are terminal columns: East Asian wide characters (and emoji) take two,
    /// combining marks none, so the carets line up in a terminal. Tabs in the source are
    /// shown as one space. A span at the end of the line gets one caret after it. The
    /// help, if any, follows on its own lines, indented two spaces.
    public func rendered(source: String) -> String {
        let characters = Array(source)
        let start = min(max(span.start, 0), characters.count)
        let end = min(max(span.end, start), characters.count)
        let lead = characters[..<start].reduce(0) { $0 + displayWidth($1) }
        let width = max(1, characters[start..<end].reduce(0) { $0 + displayWidth($1) })
        let shownSource = String(characters.map { $0 == "\t" ? " " : $0 })
        var lines = [
            "  " + shownSource,
            "  " + String(repeating: " ", count: lead) + String(repeating: "^", count: width) + " " + message,
        ]
        if let help {
            lines += help.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
