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
@testable import TerminalPlot

@Suite("Golden renderings")
struct GoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let series: [PlotSeries]
        let options: PlotOptions
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
        return [spring, overlay, function]
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
            let actual = renderPlot(golden.series, options: options).joined(separator: "\n") + "\n"
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
