import SeededRandom
import Testing
import Foundation
@testable import TerminalPlot
import TerminalText


/// The rows (counted from the top border) whose left border carries a y tick mark.
func yTickRows(_ lines: [String]) -> [Int] {
    let plain = lines.map(stripANSI)
    guard let top = plain.firstIndex(where: { $0.contains("┌") || $0.contains("+-") }) else { return [] }
    var rows: [Int] = []
    for (i, line) in plain.enumerated().dropFirst(top + 1) {
        if line.contains("└") || line.contains("++") { break }
        if line.contains("┤") || line.drop(while: { $0 == " " || $0.isNumber || $0 == "." || $0 == "-" }).first == "+" {
            rows.append(i - top - 1)
        }
    }
    return rows
}

@Suite("Decoration: ticks, zero line, poles")
struct DecorationTests {
    @Test("y ticks are evenly spaced rows and cover the data", arguments: CanvasStyle.allCases)
    func evenTicks(style: CanvasStyle) {
        var random = SplitMix64(seed: 42)
        let p = makeCanvas(style, columns: 1, rows: 1).pixelsPerRow
        for _ in 0..<400 {
            let magnitude = pow(10, Double.random(in: -6...9, using: &random))
            let lo = Double.random(in: -1...1, using: &random) * magnitude
            let hi = lo + Double.random(in: 0.001...2, using: &random) * magnitude
            let rows = Int.random(in: 3...60, using: &random)
            let maxTicks = max(2, min(rows / 2 + 1, 11))
            guard let axis = Axis.evenlyTicked(lo: lo, hi: hi, unit: .none, rows: rows, pixelsPerRow: p, maxTicks: maxTicks)
            else {
                // Allowed only where no round step can fill 40 % of a few rows.
                #expect(rows < 5, "no even axis for \(lo)…\(hi) on \(rows) rows")
                continue
            }
            #expect(axis.lo <= lo * (1 + 1e-12) + 1e-300 && axis.hi >= hi - abs(hi) * 1e-12,
                    "data \(lo)…\(hi) not inside \(axis.lo)…\(axis.hi)")
            let ticks = try! #require(axis.presetTicks)
            #expect(ticks.count >= 2 && ticks.count <= max(maxTicks, rows < 5 ? rows : 0))
            // Every tick falls on the same pixel of its cell, the same number of rows apart.
            let extent = Double(rows * p - 1)
            let pixels = ticks.values.map { (1 - (($0 - axis.lo) / (axis.hi - axis.lo))) * extent }
            let c = Double((p - 1) / 2)
            for pixel in pixels {
                let offset = pixel - (pixel / Double(p)).rounded(.down) * Double(p)
                #expect(abs(pixel - pixel.rounded()) < 1e-6 && abs(offset - c) < 1e-6 || abs(offset - c - Double(p)) < 1e-6,
                        "tick at pixel \(pixel) is not at the cell's centre pixel \(c)")
            }
            let gaps = Set(zip(pixels, pixels.dropFirst()).map { Int(($0 - $1).rounded()) })
            #expect(gaps.count == 1 && gaps.first! % p == 0 && gaps.first! / p >= (rows >= 5 ? 2 : 1), "uneven gaps \(gaps)")
            // The data fills a fair share of the height (at least 40 %).
            #expect((hi - lo) / (axis.hi - axis.lo) > 0.4, "data \(lo)…\(hi) lost in \(axis.lo)…\(axis.hi)")
        }
    }

    @Test("rendered y tick labels are evenly spaced", arguments: CanvasStyle.allCases)
    func renderedEvenRows(style: CanvasStyle) {
        for rows in [4, 7, 10, 14, 23, 40] {
            let lines = renderPlot([springSeries("s", damping: 0.3, response: 0.5, duration: 2)],
                                   options: PlotOptions(width: 60, height: rows, style: style, xUnit: .time,
                                                        horizontalLines: [ReferenceLine(value: 1, label: "target")]))
            let tickRows = yTickRows(lines)
            let gaps = Set(zip(tickRows, tickRows.dropFirst()).map { $1 - $0 })
            #expect(tickRows.count >= 2 && gaps.count == 1, "rows \(tickRows) at height \(rows):\n\(lines.joined(separator: "\n"))")
        }
    }

    @Test func aZeroLineCrossesPlotsThatGoNegative() {
        let wave = PlotSeries(name: "v", sampling: { sin($0) }, over: 0...6, count: 300)
        let lines = renderPlot([wave], options: PlotOptions(width: 60, height: 12))
        let zeroRow = try! #require(lines.first { $0.hasPrefix(" 0.0 ┤") || $0.hasPrefix("0.0 ┤") || $0.contains(" 0 ┤") })
        // Dashes of the zero line (dots in the same braille row) reach both ends of the canvas.
        let inner = zeroRow.split(separator: "┤")[1].dropLast()
        #expect(inner.first != " " && inner.last != " ", "no zero line on its row: \(zeroRow)")
        #expect(!lines.joined().contains("y = 0"), "the zero line is not a legend entry")
        var off = PlotOptions(width: 60, height: 12)
        off.zeroLine = false
        let plain = renderPlot([wave], options: off)
        #expect(plain != lines)
        // No zero line when everything is on one side of 0.
        let positive = renderPlot([PlotSeries(name: "p", sampling: { 2 + sin($0) }, over: 0...6)], options: off)
        var on = off
        on.zeroLine = true
        #expect(renderPlot([PlotSeries(name: "p", sampling: { 2 + sin($0) }, over: 0...6)], options: on) == positive)
    }

    @Test("a pole is a gap, not a wall", arguments: CanvasStyle.allCases)
    func poles(style: CanvasStyle) {
        // 1/x sampled so that no sample hits 0: neighbours at −600 and +600.
        let series = PlotSeries(name: "1/x", sampling: { 1 / $0 }, over: -1...1, count: 600)
        let lines = renderPlot([series], options: PlotOptions(width: 60, height: 14, style: style, zeroLine: false))
        let canvasRows = lines.filter { $0.contains("┤") || $0.contains("│") || $0.hasSuffix("|") }
        // A wall would set a cell in every row of one column near the middle.
        let plain: [[Character]] = canvasRows.map { Array(stripANSI($0)) }
        let width = plain.map { $0.count }.min() ?? 0
        let border: Set<Character> = [" ", "|", "│"]
        let full = (6..<(width - 2)).filter { column in plain.allSatisfy { row in !border.contains(row[column]) } }
        #expect(full.count <= 1, "a column is filled top to bottom (\(full)):\n\(lines.joined(separator: "\n"))")
        // The spikes leave the frame: the axis is about ±60, not ±600.
        #expect(!lines.joined().contains("600") && !lines.joined().contains("500"), "\(lines.joined(separator: "\n"))")
    }

    @Test func aTallFinitePeakIsKept() {
        // A Lorentzian: a real peak of 1 over a floor near 0, with no pole beside it.
        let peak = PlotSeries(name: "peak", sampling: { 1 / (1 + ($0 / 0.01) * ($0 / 0.01)) }, over: -1...1, count: 601)
        let lines = renderPlot([peak], options: PlotOptions(width: 60, height: 10))
        #expect(lines.contains { $0.hasPrefix("1.0 ┤") || $0.hasPrefix("1.2 ┤") }, "\(lines.joined(separator: "\n"))")
    }

    @Test func widthsAndHeightsAtEveryExtremeKeepTheBlock() {
        let s = springSeries("s", damping: 0.5, response: 0.4, duration: 1)
        for width in [0, 1, 2, 5, 10, 19, 20, 21, 25, 33, 47, 80, 133, 200, 300] {
            for height in [3, 4, 5, 9, 50, 200] {
                for style in CanvasStyle.allCases {
                    let lines = renderPlot([s, s], options: PlotOptions(width: width, height: height, style: style, xUnit: .time,
                                                                        horizontalLines: [ReferenceLine(value: 1, label: "target")]))
                    let widths = Set(lines.map(displayWidth))
                    #expect(widths.count <= 1 && (widths.first ?? 0) <= max(width, 0), "\(style) \(width)×\(height): \(widths)")
                    if width >= 20 { #expect(lines.count >= height + 3, "\(style) \(width)×\(height)") }
                }
            }
        }
    }
}
