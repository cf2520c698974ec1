import Testing
@testable import TerminalPlot
import TerminalText

/// Whatever the width, the rendering is a rectangle no wider than asked.
@Suite("Width invariants")
struct WidthInvariantTests {
    static let series = [
        springSeries("spring(damping: 0.5, response: 0.4s)", damping: 0.5, response: 0.4, duration: 1.2),
        springSeries("a rather long series name that will need wrapping or cutting", damping: 0.9,
                     response: 0.3, duration: 1.2),
    ]

    static func options(width: Int, style: CanvasStyle, color: Bool) -> PlotOptions {
        PlotOptions(
            width: width, height: 8, style: style, color: color,
            title: "a title that is longer than the narrowest plots can show",
            xLabel: "time", yLabel: "progress", xUnit: .time, yUnit: .custom(symbol: "pt", scale: 300),
            horizontalLines: [ReferenceLine(value: 1, label: "target"), ReferenceLine(value: 0)],
            verticalLines: [ReferenceLine(value: 0.8, label: "settles")])
    }

    @Test("every line fits and all lines are equally wide", arguments: CanvasStyle.allCases)
    func linesFitEveryWidth(style: CanvasStyle) {
        for color in [false, true] {
            for width in 1...300 {
                let lines = renderPlot(Self.series, options: Self.options(width: width, style: style, color: color))
                #expect(!lines.isEmpty, "nothing rendered at width \(width)")
                let widths = Set(lines.map(displayWidth))
                #expect(widths.count == 1, "ragged block at width \(width): \(widths.sorted())")
                #expect((widths.max() ?? 0) <= width, "too wide at width \(width)")
                if width >= minimumPlotWidth {
                    #expect(widths.max() == width, "plots use the whole width (\(width))")
                    #expect(lines.count > 8, "a plot, not a note, at width \(width)")
                }
            }
        }
    }

    @Test func narrowWidthsGiveANote() {
        let lines = renderPlot(Self.series, options: PlotOptions(width: 19))
        #expect(lines == ["(too narrow)"] || lines.count == 1)
        #expect(renderPlot(Self.series, options: PlotOptions(width: 40)).count > 1)
        #expect(renderPlot(Self.series, options: PlotOptions(width: 19)).first?.contains("narrow") == true)
        #expect(renderPlot(Self.series, options: PlotOptions(width: 40 + 0, height: 15)).count > 15)
        #expect(renderPlot(Self.series, options: PlotOptions(width: 32)).count > 1)
        #expect(renderPlot(Self.series, options: PlotOptions(width: 0)).isEmpty)
        #expect(renderPlot(Self.series, options: PlotOptions(width: -5)).isEmpty)
    }

    @Test func hugeSizesAreClamped() {
        let lines = renderPlot(Self.series, options: PlotOptions(width: 10_000, height: 10_000))
        #expect(lines.allSatisfy { displayWidth($0) == maximumPlotWidth })
        #expect(lines.count < 200 + 12)
        let tall = renderPlot(Self.series, options: PlotOptions(width: 60, height: Int.max))
        #expect(tall.count < 200 + 12)
        let flat = renderPlot(Self.series, options: PlotOptions(width: 60, height: 0))
        #expect(flat.count >= 2 + 2, "height 0 still gives a (tiny) plot")
        #expect(renderPlot(Self.series, options: PlotOptions(width: Int.max, height: Int.min)).count > 2)
    }

    @Test("the legend wraps to the width", arguments: [24, 40, 60])
    func legendWraps(width: Int) {
        let many = (0..<8).map { i in
            springSeries("series number \(i)", damping: 0.3 + 0.08 * Double(i), response: 0.4, duration: 1)
        }
        let lines = renderPlot(many, options: PlotOptions(width: width, height: 6))
        #expect(lines.allSatisfy { displayWidth($0) == width })
        for i in 0..<8 {
            let name = "series number \(i)"
            let shown = lines.contains { $0.contains(name) }
                || lines.contains { $0.contains(String(name.prefix(max(width - 6, 1)))) }
            #expect(shown, "legend entry \(i) missing at width \(width)")
        }
    }
}
