import FluidLanguage
import Notebook

/// The cost of one `tune` keystroke: the model takes an arrow key and renders the whole
/// frame (header, plot of the tuned spring and the original, lane, summary) for a terminal
/// of the given size, after the frame before it as `TuneScreen` does (the last frame's plot
/// height is tried first). What the terminal then does with the bytes is not counted. A
/// frame at 60 Hz is 16.7 ms; a redraw must be well under it.
func measureTuneRedraw(_ bench: inout Bench) {
    guard case .spring(let spring)? = try? Interpreter().run("spring(damping: 0.8, response: 0.4s)").value,
          let start = try? TuneModel(name: "s", spring: spring) else {
        FileHandleErr.write("fluid-benchmark: cannot build the tune model\n")
        return
    }
    for (columns, rows) in [(100, 30), (40, 20), (200, 60)] {
        var model = start
        var direction = LiveKey.right
        var last: TuneFrame?
        bench.measure("tune redraw", "TuneModel.handle(→) + frame, \(columns)×\(rows) braille",
                      runs: 40, inner: 10, unit: "redraw",
                      throughput: { ns in fixed(16.7e6 / ns, 0) + " per 60 Hz frame" }) {
            for _ in 0..<10 {
                // Back and forth, so the damping stays in range and every key redraws.
                direction = model.value("damping") > 1.2 ? .left : model.value("damping") < 0.4 ? .right : direction
                model = model.handle(direction)
                let frame = model.screen(width: columns, height: rows, after: last)
                blackHole(frame)
                last = frame
            }
        }
    }
}
