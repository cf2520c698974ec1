import Foundation
import Pictures
import Testing
@testable import TerminalPlot

/// A picture's legend covers no data (issue 28, part 4): it sits inside the first panel,
/// clear of every series and reference line, and stays at the bottom right when that is clear.
@Suite struct LegendPlaceTests {
    /// The step response of a spring ζ `zeta`, ω `omega` rad/s, from 0 to `end` seconds.
    static func step(zeta: Double, omega: Double, end: Double) -> [(x: Double, y: Double)] {
        (0...400).map { k in
            let t = end * Double(k) / 400
            guard zeta < 1 else { return (t, 1 - exp(-omega * t) * (1 + omega * t)) }
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return (t, 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t)))
        }
    }

    /// The legend's box in `scene`.
    static func legendBox(_ scene: PlotScene) -> PlotScene.Box? {
        for case .group("legend", let items) in scene.items {
            for case .rect(let box, _, _, _) in items { return box }
        }
        return nil
    }

    /// Every data segment of `scene`'s panels: series polylines and reference lines.
    static func data(_ scene: PlotScene) -> [LegendPlace.Segment] {
        var segments: [LegendPlace.Segment] = []
        for case .group("panel", let items) in scene.items {
            for item in items {
                switch item {
                case .series(let runs, _, _, _):
                    for run in runs where run.count > 1 {
                        for k in 1..<run.count { segments.append(.init(x1: run[k - 1].x, y1: run[k - 1].y, x2: run[k].x, y2: run[k].y)) }
                    }
                case .line(let x1, let y1, let x2, let y2, _, _, _, "reference"):
                    segments.append(.init(x1: x1, y1: y1, x2: x2, y2: y2))
                default: break
                }
            }
        }
        return segments
    }

    /// A spring that settles at 800 ms, its settle line and target drawn: the bottom right,
    /// where the legend used to sit, is crossed by the settle line; the legend moves clear.
    @Test func theLegendCoversNeitherTheSettleLineNorTheCurve() throws {
        let settle = 0.8, zeta = 0.8
        // Settling to 1 % with ζ 0.8: about 4.6/(ζω).
        let omega = 4.6 / (zeta * settle)
        let series = PlotSeries(name: "spring(damping: 0.8, response: 0.4s)", points: Self.step(zeta: zeta, omega: omega, end: 1))
        let panel = PlotPanel(series: [series], yLabel: "progress", horizontalLines: [ReferenceLine(value: 1, label: "target")])
        var options = PlotOptions()
        options.verticalLines = [ReferenceLine(value: settle, label: "settles 0.8 s")]
        options.xRange = 0...1
        for (width, height) in [(720, 400), (1000, 360), (600, 300)] {
            let scene = PlotScene([panel], options: options, width: width, height: height)
            let box = try #require(Self.legendBox(scene))
            let crossing = Self.data(scene).filter { LegendPlace.crosses($0, box) }
            #expect(crossing.isEmpty, "at \(width)×\(height) the legend \(box) covers \(crossing.count) data segments")
            // The pixels agree: no curve blue inside the box, except its own swatch (the first 36 px).
            let image = renderRaster([panel], options: options, width: width, height: height)
            var blue = 0
            for y in Int(box.y)..<Int(box.y + box.height) {
                for x in Int(box.x + 36)..<Int(box.x + box.width) {
                    let p = 4 * (y * image.width + x)
                    if image.bytes[p + 2] > 200, image.bytes[p] < 60 { blue += 1 }
                }
            }
            #expect(blue == 0, "at \(width)×\(height), \(blue) curve pixels under the legend")
        }
    }

    /// With nothing in the way the legend keeps its place, 8 px in from the bottom-right corner.
    @Test func aClearBottomRightKeepsTheLegend() throws {
        let panel = PlotPanel(series: [PlotSeries(name: "s", points: Self.step(zeta: 1, omega: 20, end: 1))], horizontalLines: [])
        let scene = PlotScene([panel], options: PlotOptions(), width: 720, height: 400)
        let box = try #require(Self.legendBox(scene))
        #expect(box.x + box.width == 720 - 24 - 8, "\(box)")
        #expect(box.y + box.height == 400 - 56 - 8, "\(box)")
    }
}
