import FluidLanguage
import TerminalText

/// What one line of input produced: typed blocks, rendered late.
///
/// `lines` is what a person sees, rendered by ``TerminalRenderer`` at the display settings
/// of the session that ran the line (its width, colour, UTF-8 or ASCII, wrapping);
/// `transcript` is what a notebook file records, rendered by ``TranscriptRenderer`` (no
/// wrapping, no colour, UTF-8), the same on every machine and terminal.
public struct Response: Equatable, Sendable {
    /// What to show, in order. Empty for a line that prints nothing (a blank line, a comment).
    public var blocks: [Block]
    /// The line failed: nothing it would have bound was kept, and `blocks` say why.
    public var failed: Bool
    /// The user asked to leave (`quit`, `exit`).
    public var quit: Bool
    /// The settings the blocks are rendered at: the session's, when it ran the line.
    public var display: DisplaySettings = .transcript
    /// Reference text (`help`) that a person at a terminal reads through a pager when it is
    /// taller than the window.
    public var paged = false
    /// The catalogue's code of the mistake a failed response reports (`help E400`): the code
    /// of the message or diagnostic it was made from; nil for one that did not fail.
    public var code: ErrorCode?

    public init(blocks: [Block] = [], failed: Bool = false, quit: Bool = false, code: ErrorCode? = nil) {
        self.blocks = blocks
        self.failed = failed
        self.quit = quit
        self.code = code
    }

    /// Lines of prose, each keeping its leading spaces as its indent.
    public init(lines: [String], failed: Bool = false, quit: Bool = false) {
        self.init(blocks: lines.isEmpty ? [] : [.text(lines.map(TextLine.init(indented:)))], failed: failed, quit: quit)
    }

    /// The response as a person sees it at the session's terminal.
    public var lines: [String] { TerminalRenderer(display: display).lines(blocks) }

    /// The response as a notebook file records it.
    public var transcript: [String] { TranscriptRenderer(display: display).lines(blocks) }

    /// The response has nothing to show.
    public var isEmpty: Bool { blocks.allSatisfy(\.isEmpty) }

    public static func == (a: Response, b: Response) -> Bool {
        a.failed == b.failed && a.quit == b.quit && a.transcript == b.transcript
    }

    /// A mistake that is not under a place in the line (`unpin 7`, `load nope`): the
    /// message's words as prose, its code kept. There is no form that takes a bare string,
    /// so every failure a command reports comes from the catalogue (`Messages`).
    static func error(_ message: Message) -> Response {
        Response(blocks: [.prose(message.text)], failed: true, code: message.code)
    }

    static func text(_ text: String) -> Response {
        Response(blocks: text.isEmpty ? [] : [.prose(text)])
    }

    /// What a failed response says, as one line for a note about it (`save`'s "left out 'x':
    /// replaying it fails: …"): the last diagnostic's message, else the last line of text; nil
    /// when it shows neither. Read from the typed blocks, never from the rendered lines.
    var failureMessage: String? {
        for block in blocks.reversed() {
            switch block {
            case .diagnostic(let diagnostic, _): return diagnostic.message
            case .text(let lines): if let last = lines.last { return last.plain.trimmed(of: " ") }
            case .table, .plot, .code: continue
            }
        }
        return nil
    }

    /// A mistake drawn under the line it is in.
    static func diagnostic(_ diagnostic: Diagnostic, source: String) -> Response {
        Response(blocks: [.diagnostic(diagnostic, source: source)], failed: true, code: diagnostic.code)
    }
}

extension Block {
    var isEmpty: Bool {
        switch self {
        case .text(let lines): return lines.isEmpty
        case .code(let lines): return lines.isEmpty
        case .table, .plot, .diagnostic: return false
        }
    }
}
