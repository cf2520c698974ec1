import FluidLanguage
import TerminalPlot
import TerminalText

/// Renders blocks for a person at a terminal (or reading a pipe): fitted to the width when
/// the display wraps, coloured when it has colour, ASCII when it cannot show UTF-8.
///
/// Each block is fitted by its own boundaries: facts break between facts, prose between
/// words, a table splits its columns, a plot is drawn at the width, a diagnostic keeps the
/// echoed line whole (its carets stay under their columns) and moves a message too wide for
/// the caret line below it. ASCII stand-ins are applied to each piece before it is measured.
///
/// A notebook's text never drives the terminal: every piece of text in every block (values,
/// messages, echoed lines, file names, table names and cells, plot labels) has its control
/// characters shown as `\u{1B}` (``ControlCharacters``) before it is measured, so the only
/// escapes in the lines are the renderer's own colours.
public struct TerminalRenderer: Sendable {
    public var display: DisplaySettings

    public init(display: DisplaySettings) {
        self.display = display
    }

    /// Columns to fit text to: the display's width when it wraps, else none (0).
    private var wrapWidth: Int { display.wrapsText ? display.width : 0 }
    private var ascii: Bool { !display.unicode }

    public func lines(_ blocks: [Block]) -> [String] {
        blocks.flatMap(lines)
    }

    public func lines(_ block: Block) -> [String] {
        switch block {
        case .text(let textLines):
            return textLines.flatMap { $0.fitted(width: wrapWidth, ascii: ascii) }
        case .code(let codeLines):
            return codeLines.flatMap { TextLine(indented: $0).fitted(width: wrapWidth, ascii: ascii) }
        case .table(let table):
            return table.visible.render(width: display.width, color: display.color, ascii: ascii)
        case .plot(let figure):
            let drawn = figure.lines(width: display.width, style: display.effectiveStyle, color: display.color, ascii: ascii)
            return drawn
        case .diagnostic(let diagnostic, let source):
            return diagnosticLines(diagnostic.layout(source: source, ascii: ascii))
        }
    }

    /// The echo whole; the message beside its carets when they fit the width, else on the
    /// lines below them; the advice fitted as prose.
    private func diagnosticLines(_ layout: DiagnosticLayout) -> [String] {
        let width = wrapWidth
        var lines = ["  " + layout.echo]
        let caretLine = "  " + layout.carets + " " + layout.message
        if width > 0, displayWidth(caretLine) > width {
            lines.append("  " + layout.carets)
            lines += TextLine(indent: 2, layout.message).fitted(width: width)
        } else {
            lines.append(caretLine)
        }
        lines += layout.help.flatMap { TextLine(indented: "  " + $0).fitted(width: width) }
        return lines
    }
}

extension ComparisonTable {
    /// The table with control characters in its names, labels and cells shown.
    var visible: ComparisonTable {
        ComparisonTable(names: names.map(ControlCharacters.visible),
                        rows: rows.map { (ControlCharacters.visible($0.label), $0.cells.map(ControlCharacters.visible)) })
    }
}
