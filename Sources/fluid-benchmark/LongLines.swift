import FluidLanguage
import Notebook

/// The lines whose work grows with their input, timed here rather than in the tests (which
/// count their work): `export` of n names with a repeat at the end (binding and naming the
/// arguments were once quadratic), and the redraw of the most pins a session keeps. Read
/// the export rows as a pair: 8 times the names should take about 8 times as long.
func measureLongLines(_ bench: inout Bench) {
    guard bench.wants("long lines") else { return }
    let session = Session(store: SessionStore(directory: "/nonexistent-fluid-benchmark-sessions"), display: .transcript)
    for index in 0..<4_000 {
        _ = session.run("s\(index) = spring(damping: 0.5, response: 0.4s)")
    }
    for count in [500, 4_000] {
        let line = "export " + (0..<count).map { "s\($0)" }.joined(separator: ", ") + ", s0 swift"
        bench.measure("long lines", "export of \(count) names, the last a repeat (refused)",
                      runs: 20, inner: 1, unit: "line",
                      throughput: { ns in formatNanoseconds(ns / Double(count)) + "/name" }) {
            blackHole(session.run(line).lines)
        }
    }
    let pins = Session(store: SessionStore(directory: "/nonexistent-fluid-benchmark-sessions"), display: .transcript)
    _ = pins.run("s = spring(damping: 0.8, response: 0.4s)")
    // As many pins as a session keeps: pin until it refuses.
    var pinned = 0
    while pinned < 1_000, !pins.run("pin plot s, kind: both").failed { pinned += 1 }
    var damping = 0.5
    bench.measure("long lines", "s.damping = … with \(pinned) pinned plots (kind: both), redrawn and rendered",
                  runs: 10, inner: 1, unit: "line") {
        damping = damping == 0.5 ? 0.6 : 0.5
        blackHole(pins.run("s.damping = \(damping)").lines)
    }
}
