/// One line of output, kept in the shape a renderer needs to fit it to a width: its indent,
/// and its text as pieces between which it may break.
///
/// - `.facts`: facts joined by ` · ` (`mass 1 · stiffness 246.7 · settles 0.5712 s`); a
///   narrow terminal breaks between facts, never inside one unless a fact alone is too wide.
/// - `.words`: prose or code; breaks between words.
///
/// The text as a transcript shows it is ``plain``: the indent, then the pieces joined. The
/// shape is decided where the line is made (the value formatter, a command), never guessed
/// later from the finished text.
public struct TextLine: Hashable, Sendable {
    public enum Breaks: Hashable, Sendable {
        /// Between the pieces, which are joined by ``TextLine/factSeparator``.
        case facts
        /// Between words: the one piece is prose or code.
        case words
        /// Two columns, as a command-line tool's help lays them out: the first piece is a
        /// term, the second its description, which starts `column` columns after the indent
        /// (the term padded with spaces to it) and wraps between words with every
        /// continuation line starting there too (a hanging indent).
        case columns(Int)
    }

    /// Columns of spaces before the text.
    public var indent: Int
    /// The text: one piece for `.words`, the facts for `.facts`.
    public var pieces: [String]
    public var breaks: Breaks

    /// How facts are joined in UTF-8 (ASCII shows ` - `).
    public static let factSeparator = " · "

    public init(indent: Int = 0, facts: [String]) {
        self.indent = indent
        self.pieces = facts
        self.breaks = .facts
    }

    public init(indent: Int = 0, _ text: String) {
        self.indent = indent
        self.pieces = [text]
        self.breaks = .words
    }

    /// A term and its description in two columns: `description` starts `column` columns
    /// after the indent, and wraps under itself (`  plot   Draw springs' …`).
    public init(indent: Int = 0, term: String, column: Int, description: String) {
        self.indent = indent
        self.pieces = [term, description]
        self.breaks = .columns(column)
    }

    /// A line of prose whose leading spaces become its indent: `"    b = 2"` is indent 4.
    public init(indented text: String) {
        let spaces = text.prefix { $0 == " " }.count
        self.init(indent: spaces, String(text.dropFirst(spaces)))
    }

    /// Lines of prose from text with newlines, each keeping its own indent.
    public static func prose(_ text: String) -> [TextLine] {
        guard !text.isEmpty else { return [] }
        // One line without a break or a leading space (most values): no splitting needed.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "\n") }), text.utf8.first != UInt8(ascii: " ") {
            return [TextLine(text)]
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { TextLine(indented: String($0)) }
    }

    /// The line as a transcript shows it: indent, then the pieces joined.
    public var plain: String {
        let indentText = String(repeating: " ", count: indent)
        switch breaks {
        case .facts: return indentText + pieces.joined(separator: Self.factSeparator)
        case .words: return indentText + pieces.joined()
        case .columns(let column): return indentText + Self.padded(pieces.first ?? "", to: column) + pieces.dropFirst().joined()
        }
    }

    /// `term` and spaces after it to `column` columns, or `term` and two spaces when it is
    /// that wide already.
    static func padded(_ term: String, to column: Int) -> String {
        let width = displayWidth(term)
        return term + String(repeating: " ", count: width + 2 <= column ? column - width : 2)
    }

    /// Lines as one text, a newline between them.
    public static func text(_ lines: [TextLine]) -> String {
        lines.map(\.plain).joined(separator: "\n")
    }

    /// The line with `prefix` before its text (`s = ` before a value's first line).
    public func prefixed(_ prefix: String) -> TextLine {
        var line = self
        if line.pieces.isEmpty { line.pieces = [prefix] } else { line.pieces[0] = prefix + line.pieces[0] }
        return line
    }
}
