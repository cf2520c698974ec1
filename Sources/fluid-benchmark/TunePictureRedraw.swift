import FluidLanguage
import Notebook
import Pictures

/// The cost of one `tune` keystroke at a terminal that draws pictures, at 10 × 20 pixel
/// cells (40×20 cells: a 400×240 px plot; 100×30: 1000×440 px; 200×60: 2000×1040 px), a
/// key held: → until damping 1.2, the keys stop, ← until 0.4, the keys stop, and again,
/// each key one measurement (the p99 is over 120 keys).
///
/// "a key at kitty, 200×60" is the whole of a key as `TuneScreen` does it, from the key to
/// the last byte written: the model takes the key and the plot keeps its axes while they
/// suit the spring (`TuneHeldAxes`), the screen is laid out and the plot painted
/// (`TuneModel.pictureScreen`: the painting), the escapes made (`TunePictureScreen.plotUpdate`:
/// the tiles that changed, or the whole plot when most did: the encoding) and written to
/// /dev/null (the writing). Its parts are timed inside the same keys. What the terminal
/// does with the bytes is not counted. The bound is the issue's: 4 ms at 40×20 and
/// 100×30, a 120 Hz frame (8.3 ms) at 200×60. "the keys stop" is the plot drawn again in
/// the spring's own axes 0.7 s after the last key, once a hold. "as before" is the way
/// before the picture work, a PNG or a sixel picture of the whole plot each key, in the
/// same run. Then one frame of the lane between keys (painted and encoded).
///
/// For exact instruction counts, callgrind counts `heldKey` (and its callees) alone:
/// `valgrind --tool=callgrind --toggle-collect='*heldKey*' --dump-after='*heldKey*'
/// fluid-benchmark --quick --only "a key at kitty, 200×60"` writes one profile a key.
func measureTunePictureRedraw(_ bench: inout Bench) {
    guard case .spring(let spring)? = try? Interpreter().run("spring(damping: 0.8, response: 0.4s)").value,
          let start = try? TuneModel(name: "s", spring: spring) else {
        FileHandleErr.write("fluid-benchmark: cannot build the tune model\n")
        return
    }
    // As `tune` and `play` do when their pictures start.
    LivePictureMemory.keepFreedBlocks()
    let cell = (width: 10, height: 20)
    let keys = max(24, Int((120 * bench.runScale).rounded()))
    for (columns, rows) in [(40, 20), (100, 30), (200, 60)] {
        let size = "\(columns)×\(rows)"
        let bound = columns >= 200 ? 8.3e6 : 4e6
        for graphics in GraphicsProtocol.allCases {
            let at = "at \(graphics.rawValue), \(size)"
            let name = "a key \(at)"
            let parts = ["  painting \(at)", "  encoding \(at)", "  writing \(at)", "  the keys stop \(at): the plot in its own axes"]
            let before = "as before, the whole plot each key: \(graphics.rawValue), \(size)"
            if bench.wants("tune picture", anyOf: [name] + parts) {
                var run = HeldKeys(start, columns: columns, rows: rows, cell: cell, graphics: graphics)
                for _ in 0..<5 { run.press() }
                run.forget()
                for _ in 0..<keys { run.press() }
                let key = Measurement(group: "", name: "", perOperation: run.key.sorted(), inner: 1, unit: "", throughput: "")
                let within = key.p99 <= bound ? "p99 within" : "p99 over"
                bench.record("tune picture", name, nanoseconds: run.key, unit: "key",
                             throughput: "\(run.bytes / keys / 1000) KB a key, \(run.wholePlots) whole plots; \(within) \(formatNanoseconds(bound))")
                for (part, times) in zip(parts, [run.paint, run.encode, run.write, run.stop]) {
                    bench.record("tune picture", part, nanoseconds: times, unit: part.contains("stop") ? "stop" : "key")
                }
            }
            var model = start
            var direction = LiveKey.right
            bench.measure("tune picture", before, runs: keys, warmup: 5, inner: 1, unit: "key") {
                direction = model.value("damping") > 1.2 ? .left : model.value("damping") < 0.4 ? .right : direction
                model = model.handle(direction)
                blackHole(wholePlotKey(model, columns: columns, rows: rows, cell: cell, graphics: graphics))
            }
        }
    }
    let lane = start.laneMotion
    var wall = 0.0
    bench.measure("tune picture", "a lane frame: TuneLane.picture + PNG.encode (live), 1000×80 px", runs: 30, inner: 5, unit: "frame") {
        for _ in 0..<5 { wall += 1.0 / 60; blackHole(PNG.encode(lane.picture(at: wall, pixelWidth: 1000, pixelHeight: 80), effort: .live)) }
    }
    bench.measure("tune picture", "a lane frame: TuneLane.picture + Sixel.encode, 1000×80 px", runs: 30, inner: 5, unit: "frame") {
        for _ in 0..<5 { wall += 1.0 / 60; blackHole(Sixel.encode(lane.picture(at: wall, pixelWidth: 1000, pixelHeight: 80))) }
    }
}

/// A held arrow key in `tune` at a picture terminal, one press at a time, as `TuneScreen`
/// draws it; each press's parts timed (nanoseconds).
struct HeldKeys {
    var model: TuneModel
    let columns: Int, rows: Int, cell: (width: Int, height: Int), graphics: GraphicsProtocol
    var axes = TuneHeldAxes()
    var drawn: RGBAImage?
    var placed: Set<Int> = []
    var direction = LiveKey.right
    var key: [Double] = [], paint: [Double] = [], encode: [Double] = [], write: [Double] = [], stop: [Double] = []
    var bytes = 0, wholePlots = 0
    let device = NullDevice()
    let clock = ContinuousClock()

    init(_ model: TuneModel, columns: Int, rows: Int, cell: (width: Int, height: Int), graphics: GraphicsProtocol) {
        self.model = model
        self.columns = columns
        self.rows = rows
        self.cell = cell
        self.graphics = graphics
        drawn = model.pictureScreen(width: columns, height: rows, cell: cell)?.plot
        axes.drawn(model)
    }

    /// Forgets the times and counts so far (after the warm-up keys).
    mutating func forget() {
        (key, paint, encode, write, stop) = ([], [], [], [], [])
        (bytes, wholePlots) = (0, 0)
    }

    /// One key; at damping 1.2 and 0.4 the keys stop first (the plot drawn in its own axes,
    /// timed as `stop`) and the other arrow is held.
    mutating func press() {
        let turn: LiveKey? = model.value("damping") > 1.2 ? .left : model.value("damping") < 0.4 ? .right : nil
        if let turn, turn != direction {
            direction = turn
            if axes.released(at: .infinity) {
                let t0 = clock.now
                keysStop()
                stop.append((clock.now - t0).nanoseconds)
            }
        }
        heldKey()
    }

    /// A key from the model taking it to the last byte written.
    @inline(never) mutating func heldKey() {
        let t0 = clock.now
        model = model.handle(direction)
        axes.key(model, at: 0)
        guard let screen = model.pictureScreen(width: columns, height: rows, cell: cell, axes: axes.held) else { return }
        let t1 = clock.now
        let (out, whole) = escapes(screen)
        let t2 = clock.now
        device.send(out)
        let t3 = clock.now
        paint.append((t1 - t0).nanoseconds)
        encode.append((t2 - t1).nanoseconds)
        write.append((t3 - t2).nanoseconds)
        key.append((t3 - t0).nanoseconds)
        bytes += out.utf8.count
        if whole { wholePlots += 1 }
    }

    /// The keys stopped: the plot in the spring's own axes, painted, encoded and written.
    @inline(never) mutating func keysStop() {
        guard let screen = model.pictureScreen(width: columns, height: rows, cell: cell, axes: axes.held) else { return }
        device.send(escapes(screen).text)
    }

    /// The plot's tiles that changed since the last drawn, or the whole plot (`whole`) as
    /// `TunePictures` sends it; the plot and its axes noted as drawn.
    mutating func escapes(_ screen: TunePictureScreen) -> (text: String, whole: Bool) {
        var out = drawn.flatMap {
            TunePictureScreen.plotUpdate(from: $0, to: screen.plot, row: screen.plotRow, graphics: graphics, cell: cell, placed: &placed)
        }
        let whole = out == nil
        if whole {
            out = graphics == .sixel ? Sixel.encode(screen.plot)
                : KittyGraphics.escapes(rgb: screen.plot, columns: columns, rows: screen.plotRows, id: 1)
        }
        drawn = screen.plot
        axes.drawn(model)
        return (out ?? "", whole)
    }
}

/// A key the way before the picture work: the whole plot in the spring's own axes, as a
/// PNG (kitty) or sixels.
@inline(never) func wholePlotKey(_ model: TuneModel, columns: Int, rows: Int, cell: (width: Int, height: Int),
                                 graphics: GraphicsProtocol) -> String {
    guard let screen = model.pictureScreen(width: columns, height: rows, cell: cell) else { return "" }
    return graphics == .sixel ? Sixel.encode(screen.plot)
        : KittyGraphics.escapes(png: PNG.encode(screen.plot, effort: .live), columns: columns, rows: screen.plotRows, id: 1)
}
