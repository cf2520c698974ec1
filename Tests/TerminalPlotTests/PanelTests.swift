import Testing
import Foundation
@testable import TerminalPlot
import TerminalText

@Suite("Stacked panels and equal aspect")
struct PanelTests {
    static let position = springSeries("s", damping: 0.5, response: 0.4, duration: 1.2)
    /// Velocity reaching about ±9 /s: wider tick labels than the position panel's.
    static let velocity = PlotSeries(name: "s", sampling: { t in
        let w0 = 2 * Double.pi / 0.4, wd = w0 * (1 - 0.25).squareRoot()
        return w0 * w0 / wd * exp(-0.5 * w0 * t) * sin(wd * t)
    }, over: 0...1.2, count: 600)

    @Test("panels share the frame columns and one x axis", arguments: CanvasStyle.allCases)
    func framesLineUp(style: CanvasStyle) {
        for width in [20, 30, 45, 72, 150] {
            let lines = renderPanels([
                PlotPanel(series: [Self.position], yLabel: "progress", horizontalLines: [ReferenceLine(value: 1, label: "target")]),
                PlotPanel(series: [Self.velocity], yLabel: "velocity", yUnit: .custom(symbol: "/s", scale: 1)),
            ], options: PlotOptions(width: width, height: 6, style: style, xUnit: .time))
            let plain = lines.map(stripANSI)
            #expect(Set(plain.map(displayWidth)).count == 1)
            let corner: Character = style == .ascii ? "+" : "┌"
            let tops = plain.filter { $0.drop(while: { $0 == " " }).first == corner }
            #expect(tops.count == (style == .ascii ? 4 : 2), "two frames (ascii: tops and bottoms alike) at width \(width):\n\(plain.joined(separator: "\n"))")
            let starts = Set(tops.map { $0.prefix { $0 == " " }.count })
            #expect(starts.count == 1, "the frames start at different columns \(starts):\n\(plain.joined(separator: "\n"))")
            // One line of x tick labels, under the last frame only.
            #expect(plain.filter { $0.contains("0 ms") }.count == 1)
            // One legend entry for the series drawn in both panels.
            #expect(plain.filter { $0.contains("── s") || $0.contains("-- s") || $0.contains("] s") }.count <= 1)
        }
    }

    @Test func aSinglePanelIsRenderPlot() {
        let options = PlotOptions(width: 60, height: 10, yLabel: "progress", xUnit: .time,
                                  horizontalLines: [ReferenceLine(value: 1, label: "target")])
        let panel = PlotPanel(series: [Self.position], yLabel: "progress", horizontalLines: [ReferenceLine(value: 1, label: "target")])
        #expect(renderPlot([Self.position], options: options) == renderPanels([panel], options: options))
    }

    @Test func equalAspectKeepsACircleRound() {
        // Radius 50 around (0, 0), drawn on canvases of several shapes.
        let circle = PlotSeries(name: "", points: (0...240).map { i in
            let a = 2 * Double.pi * Double(i) / 240
            return (x: 50 * cos(a), y: 50 * sin(a))
        })
        for (width, height) in [(72, 12), (40, 20), (120, 8), (30, 30)] {
            let lines = renderPlot([circle], options: PlotOptions(width: width, height: height, style: .braille,
                                                                  zeroLine: false, equalAspect: true))
            // Measure the drawn circle in cells: columns across, rows down.
            var rows: [Int] = [], columns: [Int] = []
            for (r, line) in lines.enumerated() {
                for (c, ch) in line.enumerated() where ch.unicodeScalars.first!.value > 0x2800 && ch.unicodeScalars.first!.value <= 0x28FF {
                    rows.append(r); columns.append(c)
                }
            }
            let across = Double(columns.max()! - columns.min()! + 1), down = Double(rows.max()! - rows.min()! + 1)
            // A cell is twice as tall as wide: a round circle is twice as many columns as rows,
            // to within a cell either way.
            #expect(abs(across - 2 * down) <= 2.5, "\(width)×\(height): \(across) columns × \(down) rows\n\(lines.joined(separator: "\n"))")
        }
    }
}
