import Testing
@testable import TerminalPlot
import TerminalText

/// Inputs that must never crash, hang or produce a broken block.
@Suite("Edge cases")
struct EdgeCaseTests {
    /// Renders in every style, with and without colour, and checks the block shape.
    @discardableResult
    func renderEverywhere(_ series: [PlotSeries], _ options: PlotOptions = PlotOptions(width: 60, height: 10),
                          sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        var first: [String] = []
        for style in CanvasStyle.allCases {
            for color in [false, true] {
                var o = options
                o.style = style
                o.color = color
                let lines = renderPlot(series, options: o)
                let widths = Set(lines.map(displayWidth))
                #expect(widths.count <= 1 && (widths.first ?? 0) <= max(o.width, 0),
                        "bad block for \(style): \(widths.sorted())", sourceLocation: sourceLocation)
                if first.isEmpty { first = lines }
            }
        }
        return first
    }

    @Test func emptyInputGivesAMessage() {
        #expect(renderEverywhere([]) == [Text.padRight("(nothing to plot: no points)", to: 27)])
        #expect(renderEverywhere([PlotSeries(name: "a", points: [])]).count == 1)
    }

    @Test func allNaNGivesAMessage() {
        let bad = PlotSeries(name: "bad", points: [(x: .nan, y: 1), (x: 0, y: .nan), (x: .infinity, y: 0),
                                                    (x: 1, y: -.infinity)])
        let lines = renderEverywhere([bad])
        #expect(lines.count == 1)
        #expect(lines[0].contains("NaN or infinite"))
    }

    @Test func nonFinitePointsAreGaps() {
        let points: [(x: Double, y: Double)] = [(0, 0), (1, 1), (2, .nan), (3, 1), (4, .infinity), (5, 0), (6, 1)]
        let lines = renderEverywhere([PlotSeries(name: "gappy", points: points)])
        #expect(lines.count > 10)
        let braille = renderPlot([PlotSeries(name: "", points: [(0, 0), (1, 0), (.nan, 0), (3, 0), (4, 0)])],
                                 options: PlotOptions(width: 44, height: 4))
        // The row holding y = 0 shows a break around x = 2.
        let row = braille.first { $0.hasPrefix("0") || $0.contains("0 ┤") } ?? ""
        let isDot: (Character) -> Bool = { $0.unicodeScalars.first.map { $0.value > 0x2800 && $0.value <= 0x28FF } ?? false }
        let inner = row.drop { !isDot($0) }.reversed().drop { !isDot($0) }
        #expect(inner.contains(" "), "no gap in:\n\(braille.joined(separator: "\n"))")
    }

    @Test func constantSeriesIsPaddedAndCentred() {
        let flat = PlotSeries(name: "flat", points: (0..<50).map { (x: Double($0), y: 3.0) })
        let lines = renderEverywhere([flat])
        #expect(lines.contains { $0.contains("3.0 ┤") || $0.contains("3 ┤") }, "\(lines.joined(separator: "\n"))")
        let zero = PlotSeries(name: "zero", points: [(x: 0, y: 0), (x: 1, y: 0)])
        #expect(renderEverywhere([zero]).contains { $0.contains("0.0 ┤") || $0.contains("0 ┤") })
    }

    @Test func singlePoint() {
        let one = PlotSeries(name: "one", points: [(x: 2, y: 5)])
        let lines = renderEverywhere([one])
        #expect(lines.joined().unicodeScalars.contains { $0.value >= 0x2801 && $0.value <= 0x28FF }, "the point is drawn")
    }

    @Test func hugeAndTinyMagnitudes() {
        let huge = PlotSeries(name: "huge", points: [(x: 0, y: 0), (x: 1, y: 3e9)])
        let hugeText = renderEverywhere([huge]).joined(separator: "\n")
        #expect(hugeText.contains("e9"), "\(hugeText)")
        let tiny = PlotSeries(name: "tiny", points: [(x: 0, y: 0), (x: 1e-4, y: 2.5e-4)])
        let tinyText = renderEverywhere([tiny]).joined(separator: "\n")
        #expect(tinyText.contains("e-4"), "\(tinyText)")
        let extreme = PlotSeries(name: "extreme", points: [
            (x: -Double.greatestFiniteMagnitude, y: Double.greatestFiniteMagnitude), (x: 0, y: 0),
            (x: Double.greatestFiniteMagnitude, y: -Double.greatestFiniteMagnitude),
            (x: 2_024 * Double.leastNonzeroMagnitude, y: Double.leastNonzeroMagnitude),  // 1e-320 and 5e-324, subnormal
        ])
        renderEverywhere([extreme])
        renderEverywhere([PlotSeries(name: "sub", points: [(x: 0, y: Double.leastNonzeroMagnitude), (x: 1, y: 2 * Double.leastNonzeroMagnitude)])])
        renderEverywhere([PlotSeries(name: "offset", points: [(x: 1e15, y: 1e20), (x: 1e15 + 1, y: 1e20 + 1e5)])])
    }

    @Test func thousandsOfPoints() {
        let many = PlotSeries(name: "many", sampling: { springStep(damping: 0.3, response: 0.5, at: $0) },
                              over: 0...3, count: 100_000)
        #expect(renderEverywhere([many], PlotOptions(width: 120, height: 30)).count > 30)
    }

    @Test func oddRangesAndReferenceLines() {
        let s = springSeries("s", damping: 0.5, response: 0.4, duration: 1)
        renderEverywhere([s], PlotOptions(width: 60, xRange: 0.5...0.5, yRange: -1...(-1)))
        renderEverywhere([s], PlotOptions(width: 60, xRange: -Double.infinity...0, yRange: 0...Double.infinity))
        renderEverywhere([s], PlotOptions(width: 60, xRange: 5...6))   // nothing visible
        renderEverywhere([s], PlotOptions(width: 60, yRange: 0.9...1.1))   // clipped strokes
        renderEverywhere([s], PlotOptions(
            width: 60, xUnit: .custom(symbol: "°", scale: -57.3), yUnit: .custom(symbol: "", scale: .nan),
            horizontalLines: [ReferenceLine(value: .nan), ReferenceLine(value: .infinity), ReferenceLine(value: 1e300)],
            verticalLines: [ReferenceLine(value: -.infinity), ReferenceLine(value: 0.3)]))
    }

    @Test func referenceLinesWidenTheFittedRange() {
        let s = PlotSeries(name: "s", points: [(x: 0, y: 0.2), (x: 1, y: 0.4)])
        let lines = renderPlot([s], options: PlotOptions(width: 60, height: 10, horizontalLines: [ReferenceLine(value: 1)],
                                                         verticalLines: [ReferenceLine(value: 2)]))
        #expect(lines.contains { $0.contains("1.0 ┤") })
        #expect(xTickLine(lines).contains("2"))
        #expect(lines.joined().contains("y = 1") && lines.joined().contains("x = 2"))
    }

    @Test func manySeries() {
        let series = (0..<40).map { i in PlotSeries(name: "s\(i)", points: [(x: 0, y: 0), (x: 1, y: Double(i))]) }
        renderEverywhere(series)
        #expect(Plot.marker(0) == "1" && Plot.marker(9) == "a" && Plot.marker(100) == "*")
    }
}
