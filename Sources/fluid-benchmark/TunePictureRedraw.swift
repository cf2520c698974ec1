import FluidLanguage
import Notebook
import Pictures

/// The cost of one `tune` keystroke at a terminal that draws pictures: the model takes an
/// arrow key, lays the screen out and paints the plot (`TuneModel.pictureScreen`), and the
/// picture is encoded for the terminal (a PNG for kitty, sixels), at 10 × 20 pixel cells
/// (100×30 cells: a 1000×440 px plot; 200×60: 2000×1040 px); and one frame of the lane
/// between keys (painted and encoded). What the terminal does with the bytes is not counted.
func measureTunePictureRedraw(_ bench: inout Bench) {
    guard case .spring(let spring)? = try? Interpreter().run("spring(damping: 0.8, response: 0.4s)").value,
          let start = try? TuneModel(name: "s", spring: spring) else {
        FileHandleErr.write("fluid-benchmark: cannot build the tune model\n")
        return
    }
    let cell = (width: 10, height: 20)
    for (columns, rows) in [(100, 30), (200, 60)] {
        var model = start
        var direction = LiveKey.right
        /// One key and the screen painted; the plot picture returned for the encoders.
        func key() -> RGBAImage? {
            direction = model.value("damping") > 1.2 ? .left : model.value("damping") < 0.4 ? .right : direction
            model = model.handle(direction)
            return model.pictureScreen(width: columns, height: rows, cell: cell)?.plot
        }
        // Made only when a measurement that needs it runs (`--only`).
        var image: RGBAImage?
        let size = "\(columns)×\(rows) cells"
        bench.measure("tune picture", "handle(→) + pictureScreen, \(size)", runs: 10, inner: 1, unit: "redraw") {
            blackHole(key())
        }
        bench.measure("tune picture", "PNG.encode of the plot, \(size) (kitty)", runs: 10, inner: 1, unit: "picture",
                      setUp: { if image == nil { image = key() } }) {
            blackHole(image.map(PNG.encode))
        }
        bench.measure("tune picture", "Sixel.encode of the plot, \(size)", runs: 10, inner: 1, unit: "picture",
                      setUp: { if image == nil { image = key() } }) {
            blackHole(image.map(Sixel.encode))
        }
    }
    let lane = start.laneMotion
    var wall = 0.0
    bench.measure("tune picture", "a lane frame: TuneLane.picture + PNG.encode, 640×80 px", runs: 30, inner: 5, unit: "frame") {
        for _ in 0..<5 { wall += 1.0 / 60; blackHole(PNG.encode(lane.picture(at: wall, pixelWidth: 1000, pixelHeight: 80))) }
    }
    bench.measure("tune picture", "a lane frame: TuneLane.picture + Sixel.encode, 640×80 px", runs: 30, inner: 5, unit: "frame") {
        for _ in 0..<5 { wall += 1.0 / 60; blackHole(Sixel.encode(lane.picture(at: wall, pixelWidth: 1000, pixelHeight: 80))) }
    }
}
