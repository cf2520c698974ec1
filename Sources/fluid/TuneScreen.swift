import Notebook
import Pictures
import TerminalPlot

/// `tune NAME` at the terminal: the alternate screen, redrawn whole after every key and
/// every resize, until Enter or Esc. Between keys the lane under the plot plays the spring
/// as it is now, in a loop: only that row is redrawn, 60 times a second on the monotonic
/// clock (the wait for keys is the frame timer, so there is no busy loop). The model
/// decides everything; this only draws and reads.
///
/// At a terminal that draws pictures (`graphics`), the plot and the lane are pictures
/// (`TunePictures`): the plot painted again after each key, the lane whenever the spring's
/// place in it moved; where they do not fit (a small window), text as elsewhere.
enum TuneScreen {
    static let enter = "\u{1B}[?1049h\u{1B}[?25l"
    static let leave = "\u{1B}[?25h\u{1B}[?1049l"
    static let framesPerSecond = 60.0

    /// Runs the mode and returns the final model (its outcome set), or nil when raw mode
    /// could not start.
    static func run(_ start: TuneModel, terminal: TerminalFacts, display: DisplaySettings,
                    graphics: GraphicsProtocol? = nil) -> TuneModel? {
        guard let raw = TerminalRawMode() else { return nil }
        // Kitty's pictures float above the text: every way out deletes all tune placed (the
        // plot, the lane, the tiles so far), a signal's as well as a return's.
        var tiles: Set<Int> = []
        var rescued: Set<Int> = []
        raw.onAbnormalExit(write: cleanup(graphics, tiles: tiles))
        // With pictures, the terminal reports focus coming back (mode 1004): see `LiveKey.focusIn`.
        TerminalRawMode.write(enter + (graphics == nil ? "" : focusReports))
        defer { raw.restore(cleanup: cleanup(graphics, tiles: tiles)) }
        let cell = TerminalDevice.cellPixels() ?? (width: 10, height: 20)
        // Each key's picture is painted and encoded in the memory the last one freed.
        if graphics != nil { LivePictureMemory.keepFreedBlocks() }
        var model = start
        var size = (columns: 0, rows: 0)
        var dirty = true
        var laneRow: Int?
        var drawnLane = ""
        var last: TuneFrame?
        // The lane for the spring as last drawn: made once per key, drawn every frame.
        var lane = model.laneMotion
        // At a terminal that draws pictures: the screen last drawn with them (nil when text
        // was), and the motion time its lane picture shows.
        var pictures: TunePictureScreen?
        var drawnLaneTime = -1.0
        // The plot's axes while a key is held (`TuneAxes`), nil for the spring's own.
        var axes = TuneHeldAxes()
        let began = PlayScreen.now()
        var frame = 0
        while model.outcome == nil {
            let now = (columns: terminal.columns, rows: terminal.rows)
            if now != size { size = now; dirty = true; axes = TuneHeldAxes() }
            if axes.released(at: PlayScreen.now()) { dirty = true }
            if dirty {
                lane = model.laneMotion
                if let graphics, let screen = model.pictureScreen(width: size.columns, height: size.rows, cell: cell, axes: axes.held) {
                    let sameLayout = pictures.map {
                        $0.lines.count == screen.lines.count && $0.plotRows == screen.plotRows && $0.laneRow == screen.laneRow
                            && $0.plot.width == screen.plot.width
                    } ?? false
                    // The same layout: only the plot's tiles that changed (or, when most did,
                    // the whole plot); else the screen cleared and drawn whole.
                    var out = sameLayout ? "" : TunePictures.clear(graphics, tiles: tiles)
                    if !sameLayout { tiles = [] }
                    if sameLayout, let drawn = pictures?.plot,
                       let update = TunePictureScreen.plotUpdate(from: drawn, to: screen.plot, row: screen.plotRow, graphics: graphics,
                                                                 cell: cell, placed: &tiles) {
                        out += TunePictures.text(screen) + update
                    } else {
                        out += TunePictures.screen(screen, graphics: graphics, cell: cell, tiles: &tiles)
                    }
                    // The tiles' ids join the signal's cleanup before they are placed.
                    if tiles != rescued {
                        raw.onAbnormalExit(write: cleanup(graphics, tiles: tiles))
                        rescued = tiles
                    }
                    TerminalRawMode.write(out)
                    axes.drawn(model)
                    pictures = screen
                    laneRow = nil
                    drawnLaneTime = -1
                } else {
                    if let graphics, pictures != nil { TerminalRawMode.write(TunePictures.clear(graphics, tiles: tiles)) }
                    tiles = []
                    axes = TuneHeldAxes()
                    pictures = nil
                    let screen = model.screen(width: size.columns, height: size.rows, style: display.effectiveStyle, color: display.color,
                                              after: last, lane: lane)
                    draw(screen.lines)
                    last = screen
                    laneRow = screen.laneRow
                    drawnLane = laneRow.map { screen.lines[$0] } ?? ""
                }
                dirty = false
            }
            if let graphics, let screen = pictures {
                // Only when the card moved: a spring at rest sends nothing.
                let wall = PlayScreen.now() - began
                let t = lane.motionTime(at: wall)
                if t != drawnLaneTime {
                    let image = lane.picture(at: wall, pixelWidth: size.columns * cell.width, pixelHeight: screen.laneRows * cell.height)
                    TerminalRawMode.write(TunePictures.lane(image, screen: screen, graphics: graphics, cell: cell))
                    drawnLaneTime = t
                }
            } else if let laneRow {
                // Only when the marker moved: a spring at rest writes nothing.
                let row = lane.row(at: PlayScreen.now() - began, width: size.columns, unicode: display.unicode)
                if row != drawnLane {
                    TerminalRawMode.write("\u{1B}[\(laneRow + 1);1H" + row + "\u{1B}[K")
                    drawnLane = row
                }
            }
            // The next frame of the lane, or (without a lane) 250 ms: resizes also wake the
            // wait, so that only bounds a missed SIGWINCH.
            var wait = 250_000
            if laneRow != nil || pictures != nil {
                let elapsed = PlayScreen.now() - began
                frame = max(frame + 1, Int(bounded: elapsed * framesPerSecond))
                wait = Int(bounded: min(max((Double(frame) / framesPerSecond - elapsed) * 1e6, 0), 250_000).rounded(.up))
            }
            for key in raw.keys(microseconds: wait) where model.outcome == nil {
                // Focus back: the pictures drawn again whole (xterm forgets older sixels once
                // many newer ones came, and leaves an uncovered part of them blank).
                if key == .focusIn { pictures = nil } else { model = model.handle(key) }
                dirty = true
                if pictures != nil { axes.key(model, at: PlayScreen.now()) }
            }
            if raw.reachedEnd && model.outcome == nil { model = model.handle(.escape) }
        }
        return model
    }

    /// What every way out of the mode writes: with pictures, focus reports off and kitty's
    /// pictures deleted (the plot, the lane and the plot's `tiles`); the cursor shown, the main screen back.
    static func cleanup(_ graphics: GraphicsProtocol?, tiles: Set<Int>) -> String {
        (graphics.map { "\u{1B}[?1004l" + TunePictures.deleteAll($0, tiles: tiles) } ?? "") + Self.leave
    }

    /// Focus reporting on (xterm's mode 1004): the terminal sends `ESC [ I` when its window
    /// gets the focus; terminals without it ignore the mode.
    static let focusReports = "\u{1B}[?1004h"

    /// The whole screen in one write: home, each line then clear-to-end-of-line, then
    /// clear below (so a shorter frame leaves nothing of the last one).
    static func draw(_ lines: [String]) {
        TerminalRawMode.write("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J")
    }
}
