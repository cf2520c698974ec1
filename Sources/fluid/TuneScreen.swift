import Notebook
import TerminalPlot

/// `tune NAME` at the terminal: the alternate screen, redrawn whole after every key and
/// every resize, until Enter or Esc. The model decides everything; this only draws and reads.
enum TuneScreen {
    static let enter = "\u{1B}[?1049h\u{1B}[?25l"
    static let leave = "\u{1B}[?25h\u{1B}[?1049l"

    /// Runs the mode and returns the final model (its outcome set), or nil when raw mode
    /// could not start.
    static func run(_ start: TuneModel, terminal: TerminalFacts, display: DisplaySettings) -> TuneModel? {
        guard let raw = TerminalRawMode() else { return nil }
        raw.onAbnormalExit(write: leave)
        TerminalRawMode.write(enter)
        defer { raw.restore(cleanup: leave) }
        var model = start
        var size = (columns: 0, rows: 0)
        var dirty = true
        while model.outcome == nil {
            let now = (columns: terminal.columns, rows: terminal.rows)
            if now != size { size = now; dirty = true }
            if dirty {
                draw(model.frame(width: size.columns, height: size.rows, style: display.effectiveStyle, color: display.color))
                dirty = false
            }
            // 250 ms: resizes also wake the wait, so this only bounds a missed SIGWINCH.
            for key in raw.keys(timeout: 250) where model.outcome == nil {
                model = model.handle(key)
                dirty = true
            }
            if raw.reachedEnd && model.outcome == nil { model = model.handle(.escape) }
        }
        return model
    }

    /// The whole screen in one write: home, each line then clear-to-end-of-line, then
    /// clear below (so a shorter frame leaves nothing of the last one).
    static func draw(_ lines: [String]) {
        TerminalRawMode.write("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J")
    }
}
