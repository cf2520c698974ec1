import TerminalText

/// A diagnostic laid out under its line, in parts a renderer places: the echoed line (kept
/// whole, so the carets stay under their columns), the carets, the message, the advice.
public struct DiagnosticLayout: Hashable, Sendable {
    /// The line as typed, tabs shown as one space, control characters as `\u{1B}`.
    public var echo: String
    /// Spaces up to the span, then one `^` per column of it.
    public var carets: String
    public var message: String
    /// Advice lines (the accepted forms of `spring`, …), possibly none.
    public var help: [String]

    /// The transcript form: echo and carets indented two, the message after the carets,
    /// the advice indented two.
    public var lines: [String] {
        ["  " + echo, "  " + carets + " " + message] + help.map { "  " + $0 }
    }
}

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
        layout(source: source).lines.joined(separator: "\n")
    }

    /// The parts of `rendered(source:)`. Control characters in the line, the message and
    /// the advice are shown (``ControlCharacters``: ESC as `\u{1B}`); with `ascii`, every
    /// part then gets ASCII stand-ins. The carets are measured on the line as shown (`∞`
    /// shown as `inf` moves the carets after it three columns, not one; an ESC, six).
    public func layout(source: String, ascii: Bool = false) -> DiagnosticLayout {
        let characters = Array(source)
        let start = min(max(span.start, 0), characters.count)
        let end = min(max(span.end, start), characters.count)
        func shown(_ c: Character) -> String {
            let plain = c == "\t" ? " " : ControlCharacters.visible(String(c))
            return ascii ? ASCIIStandIns.ascii(plain) : plain
        }
        let lead = characters[..<start].reduce(0) { $0 + displayWidth(shown($1)) }
        let width = max(1, characters[start..<end].reduce(0) { $0 + displayWidth(shown($1)) })
        let text = { (s: String) in ascii ? ASCIIStandIns.ascii(ControlCharacters.visible(s)) : ControlCharacters.visible(s) }
        return DiagnosticLayout(
            echo: characters.map(shown).joined(),
            carets: String(repeating: " ", count: lead) + String(repeating: "^", count: width),
            message: text(message),
            help: help.map { text($0).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? [])
    }
}
