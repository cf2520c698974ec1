import Notebook

/// `play …` at the terminal: the lanes drawn in place below the prompt, one frame every
/// 1/60 s of wall-clock time (the wait is `select` on the keyboard, so Ctrl-C, Esc or q stop
/// it at once), held for a moment at the end, and left on screen.
enum PlayScreen {
    static let framesPerSecond = 60.0

    /// Plays once; returns the line to print after it.
    static func run(_ model: PlayModel, terminal: TerminalFacts) -> String {
        guard let raw = TerminalRawMode() else { return "play needs a terminal" }
        raw.onAbnormalExit(write: "\u{1B}[?25h\r\n")
        TerminalRawMode.write("\u{1B}[?25l")
        defer { raw.restore(cleanup: "\u{1B}[?25h") }
        let start = now()
        var drawn = 0
        var stoppedAt: Double?
        var frame = 0
        let end = model.wallDuration + 0.4
        while true {
            let elapsed = now() - start
            let width = max(terminal.columns - 1, 1)
            let lines = model.frame(at: min(elapsed, model.wallDuration), width: width)
            // Back to the first line of the last frame, then draw over it.
            let up = drawn > 1 ? "\u{1B}[\(drawn - 1)A" : ""
            TerminalRawMode.write((drawn > 0 ? up + "\r" : "") + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J")
            drawn = lines.count
            if elapsed >= end { break }
            frame += 1
            let next = Double(frame) / framesPerSecond
            let wait = Int32(max(0, min(1000, (next - (now() - start)) * 1000)).rounded(.up))
            let keys = raw.keys(timeout: wait)
            if keys.contains(where: { $0 == .interrupt || $0 == .escape || $0 == .character("q") || $0 == .enter }) || raw.reachedEnd {
                stoppedAt = model.motionTime(at: now() - start)
                break
            }
        }
        TerminalRawMode.write("\r\n")
        if let stoppedAt { return "stopped at t = \(model.timeText(stoppedAt))" }
        return ""
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double { TerminalDevice.monotonicSeconds() }
}
