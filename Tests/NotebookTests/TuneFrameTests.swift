import FluidLanguage
import FluidMotion
@testable import Notebook
import SeededRandom
import TerminalPlot
import Testing

/// `tune`'s plot fitted into its rows in one drawing (`FittedPlot`) gives the lines the
/// plain way (drawn at full height, then shrunk by what overflows) gives: frame for frame,
/// whatever height is guessed first, on seeded springs, sizes, styles and colour.
@Suite struct TuneFrameTests {
    static func model(_ line: String) throws -> TuneModel {
        guard case .spring(let s) = try Interpreter().run(line).value else { throw TuneError(message: "not a spring: \(line)") }
        return try TuneModel(name: "s", spring: s)
    }

    /// Seeded springs (damping 0.05…2, response 20 ms…3 s, some changed by a key so the
    /// original is drawn too) at seeded sizes and styles: the plot `tune` draws equals the
    /// plain way's, with no guess, the last frame's guess, and wrong guesses.
    @Test func oneDrawingGivesThePlainWaysLines() throws {
        var random = LCG(seed: 15)
        var fast = 0, cases = 0
        for _ in 0..<60 {
            let damping = (random.uniform(0.05, 2) * 100).rounded() / 100
            let response = (random.uniform(0.02, 3) * 1000).rounded()
            var m = try Self.model("spring(damping: \(damping), response: \(Int(response))ms)")
            if random.uniform(0, 1) < 0.7 { m = m.handle(random.uniform(0, 1) < 0.5 ? .right : .up) }
            let width = Int(random.uniform(20, 230))
            let rows = Int(random.uniform(3, 80))
            let style = CanvasStyle.allCases[Int(random.uniform(0, Double(CanvasStyle.allCases.count)))]
            let color = random.uniform(0, 1) < 0.3
            let (series, options) = m.plotInput(width: width, style: style, color: color)
            let plain = FittedPlot.shrinking(series, options: options, rows: rows)
            for guess in [nil, plain.height, rows, 2, plain.height + 1, plain.height - 1, 500] as [Int?] {
                let fitted = m.plot(width: width, rows: rows, style: style, color: color, guess: guess)
                #expect(fitted == plain, "damping \(damping), response \(response) ms, \(width)×\(rows) \(style) colour \(color), guess \(guess.map(String.init) ?? "none")")
            }
            cases += 1
            if FittedPlot.probedHeight(series, options: options, rows: rows) == plain.height { fast += 1 }
        }
        // The probe is what keeps a redraw to one drawing when the guess is off; it should
        // almost always be right.
        #expect(fast >= cases * 9 / 10, "the probe proposed the plain way's height in \(fast) of \(cases)")
    }

    /// Keys one after another, each frame drawn after the last (as the screen does), give
    /// the frames drawn afresh.
    @Test func framesAfterTheLastAreTheFramesDrawnAfresh() throws {
        for (width, height) in [(40, 20), (100, 30), (200, 60), (31, 12), (72, 9)] {
            var m = try Self.model("spring(damping: 0.8, response: 0.4s)")
            var last: TuneFrame?
            for key in [LiveKey.right, .right, .up, .up, .left, .down, .character("f"), .right, .up, .character("s"), .right] {
                m = m.handle(key)
                let frame = m.screen(width: width, height: height, after: last)
                let afresh = m.screen(width: width, height: height)
                #expect(frame == afresh, "\(width)×\(height) after \(key)")
                #expect(frame.lines == m.frame(width: width, height: height))
                last = frame
            }
        }
    }

    /// A series with a point that is not finite has no outline: the probe leaves it to the
    /// plain way rather than guess its axes.
    @Test func outlinesKeepTheExtentsAndRefuseNonFinitePoints() {
        let series = PlotSeries(name: "a", points: [(0, 0.5), (1, -2), (2, 3), (3, 3), (4, 1)])
        let outline = FittedPlot.outline(series)
        #expect(outline?.points.map(\.x) == [0, 1, 2, 4])
        #expect(outline?.points.map(\.y) == [0.5, -2, 3, 1])
        let falling = PlotSeries(name: "b", points: [(0, 1), (1, 4), (2, -1), (3, 0)])
        #expect(FittedPlot.outline(falling)?.points.map(\.x) == [0, 1, 2, 3])
        #expect(FittedPlot.outline(PlotSeries(name: "c", points: [(0, 1), (1, .nan)])) == nil)
        #expect(FittedPlot.outline(PlotSeries(name: "d", points: []))?.points.isEmpty == true)
    }
}
