import FluidLanguage
import TerminalText

/// One piece of what a line produced, typed so each renderer shows it in its own way: the
/// terminal fits it to its width, colours and ASCII; a transcript keeps one line per fact
/// list; a later JSON or SVG renderer reads the same values. Nothing is parsed back from
/// printed text.
public enum Block: Sendable {
    /// Lines of facts and prose: results, confirmations, help.
    case text([TextLine])
    /// Rows of values, one column per compared thing (`compare`).
    case table(ComparisonTable)
    /// A plot: its series, drawn at the renderer's width.
    case plot(PlotFigure)
    /// A mistake, drawn under the line it is in.
    case diagnostic(Diagnostic, source: String)
    /// Code to copy (`export`): shown as is, one piece per line.
    case code([String])

    /// Prose, one block line per line of `text` (leading spaces become the indent).
    public static func prose(_ text: String) -> Block { .text(TextLine.prose(text)) }
}
