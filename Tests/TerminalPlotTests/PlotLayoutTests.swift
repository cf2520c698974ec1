import Testing
@testable import TerminalPlot
import TerminalText

/// Where things go in a rendering: what a reader relies on to read the chart.
@Suite("Plot layout")
struct PlotLayoutTests {
    static let step = springSeries("s", damping: 0.5, response: 0.4, duration: 1.2)

    static func render(_ style: CanvasStyle = .braille, width: Int = 72) -> [String] {
        renderPlot([step], options: PlotOptions(
            width: width, height: 12, style: style, title: "step response", xLabel: "time", yLabel: "progress",
            xUnit: .time, horizontalLines: [ReferenceLine(value: 1, label: "target")]))
    }

    @Test("title, y label, frame, ticks, x label and legend come in order", arguments: CanvasStyle.allCases)
    func order(style: CanvasStyle) {
        let lines = Self.render(style)
        let title = lines.firstIndex { $0.contains("step response") }
        let yLabel = lines.firstIndex { $0.hasPrefix("progress") }
        let top = lines.firstIndex { $0.contains("┌") || $0.drop(while: { $0 == " " }).hasPrefix("+-") }
        let xLabel = lines.lastIndex { $0.trimmingCharacters() == "time" }
        let legend = lines.firstIndex { $0.contains(" s ") || $0.hasSuffix(" s") || $0.contains("target") }
        #expect(title == 0 && yLabel == 1 && top == 2, "\(lines.joined(separator: "\n"))")
        #expect(xLabel != nil && legend != nil && xLabel! < legend!)
        #expect(xTickLine(lines).contains("0 ms"))
    }

    @Test("every tick mark in the bottom border has its label beneath", arguments: CanvasStyle.allCases)
    func tickMarksHaveLabels(style: CanvasStyle) {
        for width in [30, 50, 72, 120] {
            let lines = Self.render(style, width: width)
            let labels = Array(xTickLine(lines))
            guard let border = lines.last(where: { $0.contains("└") || $0.contains("++") || $0.contains("-+-") })
            else { Issue.record("no bottom border"); continue }
            let marks = Array(border).enumerated().filter { $0.element == "┬" || ($0.element == "+" && $0.offset > 0) }
            for mark in marks where mark.offset < Array(border).count - 1 {
                let near = (max(mark.offset - 3, 0)...min(mark.offset + 3, labels.count - 1))
                    .contains { labels[$0] != " " }
                #expect(near, "tick at column \(mark.offset) has no label (width \(width))")
            }
        }
    }

    @Test("y tick labels sit on the rows of their values")
    func yTicksOnTheirRows() {
        let lines = Self.render(.braille)
        // The settled response and the dashed target share the 1.0 row; the start is on the 0.0 row.
        let one = lines.first { $0.hasPrefix("1.0 ┤") } ?? ""
        let zero = lines.first { $0.hasPrefix("0.0 ┤") } ?? ""
        #expect(one.dropLast().suffix(20).allSatisfy { $0 != " " }, "the settled curve is not on the 1.0 row: \(one)")
        #expect(zero.dropFirst(5).first.map { $0 != " " } == true, "\(zero)")
    }

    @Test func controlCharactersInTextAreNeutralised() {
        let s = PlotSeries(name: "evil\u{1B}[31m\nname", points: [(x: 0, y: 0), (x: 1, y: 1)])
        let lines = renderPlot([s], options: PlotOptions(width: 40, title: "a\tb\u{07}", xLabel: "x\ny",
                                                          xUnit: .custom(symbol: "\u{1B}[1m", scale: 1),
                                                          horizontalLines: [ReferenceLine(value: 0.5, label: "t\u{1B}")]))
        let text = lines.joined(separator: "\n")
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}") && !text.contains("\t"))
        #expect(lines.allSatisfy { !$0.contains("\n") && displayWidth($0) == 40 })
        #expect(text.contains("evil[31m name"))
    }
}

extension String {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
