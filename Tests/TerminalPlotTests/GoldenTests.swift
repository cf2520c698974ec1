// Golden tests: whole renderings compared with text files in Golden/.
//
// Each case renders in every canvas style, with and without colour, and compares with
// Golden/<case>-<style>[-color].txt. When a rendering changes on purpose, re-record the
// files and review them by eye (`cat Tests/TerminalPlotTests/Golden/*.txt`):
//
//     FLUID_RECORD_GOLDEN=1 swift test --filter TerminalPlotTests.GoldenTests
//
// Without that variable a missing or different file fails with a line-by-line diff.

import Testing
import Foundation
@testable import TerminalPlot

@Suite("Golden renderings")
struct GoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let series: [PlotSeries]
        let options: PlotOptions
        /// Stacked panels instead of `series`, when set.
        var panels: [PlotPanel]? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let settle = settleTime(damping: 0.5, response: 0.4, duration: 1.2)
        let spring = Case(
            name: "spring-step",
            series: [springSeries("spring(damping: 0.5, response: 0.4s)", damping: 0.5, response: 0.4, duration: 1.2)],
            options: PlotOptions(
                width: 72, height: 14, title: "step response", xUnit: .time,
                horizontalLines: [ReferenceLine(value: 1, label: "target")],
                verticalLines: [ReferenceLine(value: settle, label: "settles \(Int((settle * 1000).rounded())) ms")]))
        let overlay = Case(
            name: "overlay",
            series: [
                springSeries("s", damping: 0.5, response: 0.4, duration: 1),
                springSeries("t", damping: 0.8, response: 0.25, duration: 1),
            ],
            options: PlotOptions(width: 72, height: 12, xUnit: .time,
                                 horizontalLines: [ReferenceLine(value: 1, label: "target")]))
        let function = Case(
            name: "rubberband",
            series: [PlotSeries(name: "x -> rubberband(x, dimension: 300pt)",
                                sampling: { rubberband($0, dimension: 300) }, over: 0...600)],
            options: PlotOptions(width: 72, height: 12, xLabel: "offset", yLabel: "rubberbanded",
                                 xUnit: .custom(symbol: "pt", scale: 1), yUnit: .custom(symbol: "pt", scale: 1)))
        // Velocity of an under-damped step: dp/dt = ω0²/ωd · e^(−ζω0t)·sin(ωd·t); it
        // goes negative, so the zero line shows.
        func springVelocity(_ zeta: Double, _ response: Double, _ t: Double) -> Double {
            let w0 = 2 * Double.pi / response, wd = w0 * (1 - zeta * zeta).squareRoot()
            return w0 * w0 / wd * exp(-zeta * w0 * t) * sin(wd * t)
        }
        let velocity = Case(
            name: "velocity",
            series: [PlotSeries(name: "velocity(s)", sampling: { springVelocity(0.5, 0.4, $0) }, over: 0...1.2, count: 600)],
            options: PlotOptions(width: 72, height: 12, xLabel: "time", yLabel: "velocity", xUnit: .time,
                                 yUnit: .custom(symbol: "/s", scale: 1)))
        let both = Case(
            name: "both",
            series: [],
            options: PlotOptions(width: 72, height: 8, title: "s and t", xLabel: "time", xUnit: .time,
                                 verticalLines: [ReferenceLine(value: 0.8, label: "x = 800 ms")]),
            panels: [
                PlotPanel(series: [springSeries("s", damping: 0.5, response: 0.4, duration: 1.2),
                                   springSeries("t", damping: 0.8, response: 0.3, duration: 1.2)],
                          yLabel: "progress", horizontalLines: [ReferenceLine(value: 1, label: "target")]),
                PlotPanel(series: [
                    PlotSeries(name: "s", sampling: { springVelocity(0.5, 0.4, $0) }, over: 0...1.2, count: 600),
                    PlotSeries(name: "t", sampling: { springVelocity(0.8, 0.3, $0) }, over: 0...1.2, count: 600),
                ], yLabel: "velocity", yUnit: .custom(symbol: "/s", scale: 1), height: 6),
            ])
        // A circle of radius 100 pt around (200, 300): equal aspect keeps it round.
        let circle = Case(
            name: "path",
            series: [PlotSeries(name: "circle", points: (0...120).map { i in
                let a = 2 * Double.pi * Double(i) / 120
                return (x: 200 + 100 * cos(a), y: 300 + 100 * sin(a))
            })],
            options: PlotOptions(width: 72, height: 12, xLabel: "x", yLabel: "y",
                                 xUnit: .custom(symbol: "pt", scale: 1), yUnit: .custom(symbol: "pt", scale: 1),
                                 zeroLine: false, equalAspect: true))
        let pole = Case(
            name: "pole",
            series: [PlotSeries(name: "x -> 1/x", sampling: { 1 / $0 }, over: -1...1, count: 600)],
            options: PlotOptions(width: 72, height: 12))
        let difference = Case(
            name: "difference",
            series: [PlotSeries(name: "s - t", sampling: {
                springStep(damping: 0.5, response: 0.4, at: $0) - springStep(damping: 0.9, response: 0.3, at: $0)
            }, over: 0...1, count: 600)],
            options: PlotOptions(width: 72, height: 10, xLabel: "time", yLabel: "difference", xUnit: .time))
        return [spring, overlay, function, velocity, both, circle, pole, difference]
    }()

    static let variants: [(style: CanvasStyle, color: Bool)] =
        CanvasStyle.allCases.flatMap { style in [(style, false), (style, true)] }

    @Test("renders as recorded", arguments: cases)
    func matchesGolden(_ golden: Case) {
        for variant in Self.variants {
            var options = golden.options
            options.style = variant.style
            options.color = variant.color
            let file = "\(golden.name)-\(variant.style.rawValue)\(variant.color ? "-color" : "").txt"
            let lines = golden.panels.map { renderPanels($0, options: options) } ?? renderPlot(golden.series, options: options)
            let actual = lines.joined(separator: "\n") + "\n"
            if GoldenFiles.recording {
                #expect(GoldenFiles.write(file, actual), "could not write \(file)")
                continue
            }
            guard let expected = GoldenFiles.read(file) else {
                Issue.record("missing golden file \(file); record with FLUID_RECORD_GOLDEN=1")
                continue
            }
            if expected != actual {
                let diff = GoldenFiles.diff(expected: expected, actual: actual)
                Issue.record("\(file) differs (re-record with FLUID_RECORD_GOLDEN=1 if intended):\n\(diff)")
            }
        }
    }
}
