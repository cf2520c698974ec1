import TerminalPlot

/// Renders blocks as a notebook file records them (`#>` lines, `fluid check`): one line
/// per fact list (a changed number is a one-line diff), no colour, UTF-8, plots at the
/// session's own width, height and style. What it gives depends only on the session, never
/// on the terminal that ran it. Control characters are shown as the terminal renderer shows
/// them (`\u{1B}`), so a `#>` line never holds one.
public struct TranscriptRenderer: Sendable {
    private let terminal: TerminalRenderer

    public init(display: DisplaySettings) {
        var settings = display
        settings.wrapsText = false
        settings.color = false
        settings.unicode = true
        terminal = TerminalRenderer(display: settings)
    }

    public func lines(_ blocks: [Block]) -> [String] {
        terminal.lines(blocks)
    }
}
