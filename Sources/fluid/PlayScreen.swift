import Notebook
import Pictures

/// `play …` at the terminal: the frame drawn in place below the prompt, one every 1/120 s of
/// wall-clock time on the monotonic clock (a frame whose text did not change is not sent) (the wait is `select` on the keyboard, the frame
/// timer, so there is no busy loop and keys act at once). Keys go to `PlayState`; the last
/// frame is left on screen and the cursor restored on every exit.
enum PlayScreen {
    static let framesPerSecond = 120.0

    /// Plays until the motion ends by itself or a key leaves; returns the line to print after
    /// it. With `graphics`, the lanes are a picture (`PlayState.picture`), redrawn in place.
    static func run(_ model: PlayModel, loop: Bool, terminal: TerminalFacts, graphics: GraphicsProtocol? = nil) -> String {
        guard let raw = TerminalRawMode() else { return "play needs a terminal" }
        raw.onAbnormalExit(write: "\u{1B}[?25h\r\n")
        TerminalRawMode.write("\u{1B}[?25l")
        defer { raw.restore(cleanup: "\u{1B}[?25h") }
        var state = PlayState(model: model, loop: loop, startingAt: now())
        let cell = TerminalDevice.cellPixels() ?? (width: 10, height: 20)
        // Each frame's picture is painted and encoded in the memory the last one freed.
        if graphics != nil { LivePictureMemory.keepFreedBlocks() }
        var drawn = 0
        var frame = 0
        var last: [String] = []
        var lastTime = -1.0
        let start = now()
        while true {
            let wall = now()
            let width = max(terminal.columns - 1, 1)
            if let graphics {
                // The picture changes whenever the motion's time or the lanes shown do.
                let key = state.motionTime(at: wall) + Double(state.only ?? -1) * 1e6
                if key != lastTime || last.isEmpty {
                    let picture = state.picture(at: wall, columns: width, pixelWidth: width * cell.width)
                    let text = [picture.header, picture.footer]
                    TerminalRawMode.write(GraphicsFrame.redraw(picture.image, header: picture.header, footer: picture.footer,
                                                               graphics: graphics, cell: cell, drawnLines: &drawn,
                                                               first: last.isEmpty))
                    last = text
                    lastTime = key
                }
            } else {
            let lines = state.frame(at: wall, width: width, height: max(terminal.rows, 4))
            if lines != last {
                // Back to the first line of the last frame, then draw over it.
                let up = drawn > 1 ? "\u{1B}[\(drawn - 1)A" : ""
                TerminalRawMode.write((drawn > 0 ? up + "\r" : "") + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J")
                drawn = lines.count
                last = lines
            }
            }
            if state.endsByItself(at: wall) { break }
            frame = max(frame + 1, Int(bounded: (wall - start) * framesPerSecond))
            // Until the next frame's time, to the microsecond.
            let wait = Int(bounded: min(max((Double(frame) / framesPerSecond - (now() - start)) * 1e6, 0), 1e6).rounded(.up))
            for key in raw.keys(microseconds: wait) where state.outcome == nil {
                state = state.handle(key, at: now())
            }
            if raw.reachedEnd && state.outcome == nil { state = state.handle(.escape, at: now()) }
            if state.outcome != nil { break }
        }
        TerminalRawMode.write("\r\n")
        if case .stopped(let t)? = state.outcome { return "stopped at t = \(model.timeText(t))" }
        return ""
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double { TerminalDevice.monotonicSeconds() }
}
