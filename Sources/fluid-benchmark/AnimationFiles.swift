import FluidLanguage
import Notebook
import Pictures

/// `play …, to:` a file: 10 s of motion (two springs' lanes at 640 px, the motion slowed to
/// last 10 s) painted frame by frame (`PlayPicture.frame(time:)`) and encoded as the
/// command writes it: a GIF at 50 frames a second (500 frames) and an animated PNG at 60
/// (600 frames). The floor in the same run is the painting alone; the goal is under 1 s
/// a file. Writing to the disk is not counted. And a frame of `play` at a picture terminal,
/// whose bound is a 120 Hz frame (8.3 ms) at its p99.
///
/// For exact instruction counts, callgrind counts the functions `playFrame`, `gifFile` and
/// `apngFile` alone (`--toggle-collect='*playFrame*'`, as `TunePictureRedraw` says).
func measureAnimationFiles(_ bench: inout Bench) {
    let interpreter = Interpreter()
    guard case .spring(let s)? = try? interpreter.run("spring(damping: 0.8, response: 0.4s)").value,
          case .spring(let t)? = try? interpreter.run("spring(damping: 0.3, response: 0.6s)").value else {
        FileHandleErr.write("fluid-benchmark: cannot build the play model\n")
        return
    }
    let lanes = [PlayModel.Lane(name: "s", spring: s), PlayModel.Lane(name: "t", spring: t)]
    let once = PlayModel(lanes: lanes)
    let model = PlayModel(lanes: lanes, slow: 10 / once.duration)
    let picture = PlayPicture(model: model)
    /// Frame n of `count` over the 10 s.
    func frame(_ n: Int, of count: Int) -> RGBAImage { picture.frame(time: model.duration * Double(n) / Double(count - 1)) }
    // `play` at a picture terminal of 200×60 cells (10 × 20 px): one frame's picture and its
    // escapes, as PlayScreen makes them 120 times a second (the lanes are at most 640 px).
    let state = PlayState(model: model, loop: true, startingAt: 0)
    var wall = 0.0
    for graphics in GraphicsProtocol.allCases {
        bench.measure("animation file", "a play frame at \(graphics.rawValue), 200×60 cells: picture + escapes", runs: 240, warmup: 5, unit: "frame",
                      throughput: { _ in "bound 8.3 ms at the p99" }) {
            wall += 1.0 / 120
            blackHole(playFrame(state, at: wall, graphics: graphics))
        }
    }
    bench.measure("animation file", "10 s of play painted, 600 frames at 60 fps (the floor)", runs: 3, warmup: 1, unit: "file") {
        for n in 0..<600 { blackHole(frame(n, of: 600)) }
    }
    bench.measure("animation file", "play …, to: GIF, 10 s: 500 frames at 50 fps, painted and encoded", runs: 3, warmup: 1, unit: "file",
                  throughput: { _ in "bound 1 s" }) {
        blackHole(gifFile(picture, model: model))
    }
    bench.measure("animation file", "play …, to: APNG, 10 s: 600 frames at 60 fps, painted and encoded", runs: 3, warmup: 1, unit: "file",
                  throughput: { _ in "bound 1 s" }) {
        blackHole(apngFile(picture, model: model))
    }
}

/// One frame of `play` at a picture terminal of 200×60 cells, as `GraphicsFrame` sends it.
@inline(never) func playFrame(_ state: PlayState, at wall: Double, graphics: GraphicsProtocol) -> String {
    let frame = state.picture(at: wall, columns: 199, pixelWidth: 1990)
    return graphics == .kitty ? KittyGraphics.escapes(png: PNG.encode(frame.image, effort: .live), columns: 64, rows: 4, id: 1)
        : Sixel.encode(frame.image)
}

/// `play …, to: "x.gif"`'s bytes: 500 frames at 50 fps over the model's 10 s.
@inline(never) func gifFile(_ picture: PlayPicture, model: PlayModel) -> Int {
    var writer = GIF.Writer(width: picture.width, height: picture.height)
    var bytes = writer.header.count
    for n in 0..<500 { bytes += writer.add(picture.frame(time: model.duration * Double(n) / 499), delay: 2).count }
    return bytes
}

/// `play …, to: "x.png"`'s bytes (an animated PNG): 600 frames at 60 fps over the 10 s.
@inline(never) func apngFile(_ picture: PlayPicture, model: PlayModel) -> Int {
    var writer = APNG.Writer(width: picture.width, height: picture.height, frames: 600)
    var bytes = writer.header.count
    for n in 0..<600 { bytes += writer.add(picture.frame(time: model.duration * Double(n) / 599), delay: (1, 60)).count }
    return bytes
}
