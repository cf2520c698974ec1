import FluidLanguage
import Notebook
import Pictures

/// The cost of one `tune` keystroke at a terminal that draws pictures, at 10 × 20 pixel
/// cells (40×20 cells: a 400×240 px plot; 100×30: 1000×440 px; 200×60: 2000×1040 px), a
/// key held: one arrow key after another, turning back at damping 0.4 and 1.2, each key
/// one measurement (so the p99 is over 120 keys).
///
/// "a key at kitty" and "a key at sixel" are the whole of it as `TuneScreen` does it: the
/// model takes the key, lays the screen out and paints the plot (`TuneModel.pictureScreen`,
/// its own row too), and the escapes are made (`TunePictureScreen.plotUpdate`: the tiles
/// that changed, or the whole plot when most did). "the whole plot each key" is the way
/// before tiles, measured in the same run. What the terminal does with the bytes is not
/// counted; the bytes a key writes are in the last column. Then one frame of the lane
/// between keys (painted and encoded).
func measureTunePictureRedraw(_ bench: inout Bench) {
    guard case .spring(let spring)? = try? Interpreter().run("spring(damping: 0.8, response: 0.4s)").value,
          let start = try? TuneModel(name: "s", spring: spring) else {
        FileHandleErr.write("fluid-benchmark: cannot build the tune model\n")
        return
    }
    let cell = (width: 10, height: 20)
    for (columns, rows) in [(40, 20), (100, 30), (200, 60)] {
        let size = "\(columns)×\(rows)"
        for graphics in GraphicsProtocol.allCases {
            for whole in [false, true] {
                var model = start
                var direction = LiveKey.right
                var drawn = model.pictureScreen(width: columns, height: rows, cell: cell)?.plot
                var placed: Set<Int> = []
                var bytes = 0, keys = 0
                // Named so that `--only` picks one row ("kitty, 200×60 (tiles)").
                let name = "a key at \(graphics.rawValue), \(size)" + (whole ? " (the whole plot each key, as before)" : " (tiles)")
                bench.measure("tune picture", name, runs: 120, warmup: 5, inner: 1, unit: "key",
                              throughput: { _ in "\(bytes / max(keys, 1) / 1000) KB a key" }) {
                    direction = model.value("damping") > 1.2 ? .left : model.value("damping") < 0.4 ? .right : direction
                    model = model.handle(direction)
                    guard let screen = model.pictureScreen(width: columns, height: rows, cell: cell) else { return }
                    var out = whole ? nil : drawn.flatMap {
                        TunePictureScreen.plotUpdate(from: $0, to: screen.plot, row: screen.plotRow, graphics: graphics, cell: cell, placed: &placed)
                    }
                    if out == nil {
                        // As TunePictures draws the whole plot: raw pixels through zlib at kitty. The
                        // way before: a PNG.
                        out = graphics == .sixel ? Sixel.encode(screen.plot)
                            : whole ? KittyGraphics.escapes(png: PNG.encode(screen.plot, effort: .live), columns: columns, rows: screen.plotRows, id: 1)
                            : KittyGraphics.escapes(rgb: screen.plot, columns: columns, rows: screen.plotRows, id: 1)
                    }
                    drawn = screen.plot
                    bytes += out?.utf8.count ?? 0
                    keys += 1
                    blackHole(out)
                }
            }
        }
        // The parts of a key: the painting alone.
        var model = start
        var direction = LiveKey.right
        bench.measure("tune picture", "  painting: handle(→) + pictureScreen, \(size)", runs: 60, inner: 1, unit: "key") {
            direction = model.value("damping") > 1.2 ? .left : model.value("damping") < 0.4 ? .right : direction
            model = model.handle(direction)
            blackHole(model.pictureScreen(width: columns, height: rows, cell: cell))
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
