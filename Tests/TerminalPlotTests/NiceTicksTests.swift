import Testing
@testable import TerminalPlot

@Suite("Nice ticks")
struct NiceTicksTests {
    func labels(_ lo: Double, _ hi: Double, max: Int) -> [String] {
        guard let ticks = NiceTicks.choose(from: lo, to: hi, maxCount: max) else { return [] }
        return TickLabels.format(ticks)
    }

    @Test func stepResponseRange() {
        #expect(labels(0, 1.16, max: 8) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        #expect(labels(0, 1.16, max: 3) == ["0.0", "0.5", "1.0"])
        #expect(labels(0, 1.16, max: 2) == ["0", "1"])
    }

    @Test("steps are 1, 2 or 5 × 10ⁿ at every magnitude",
          arguments: [1e-12, 3e-7, 0.004, 0.7, 1, 13, 560, 7_000, 2.5e6, 8e11, 1e200])
    func stepsAreRound(span: Double) {
        for offset in [0.0, -span / 3, span * 7.3] {
            guard let ticks = NiceTicks.choose(from: offset, to: offset + span, maxCount: 6) else {
                Issue.record("no ticks for span \(span)"); continue
            }
            #expect([1, 2, 5].contains(ticks.mantissa))
            #expect(ticks.count >= 2 && ticks.count <= 6, "count \(ticks.count) for span \(span)")
            let values = ticks.values
            #expect(values.first! >= offset - span * 1e-9 && values.last! <= offset + span * (1 + 1e-9))
        }
    }

    @Test func ticksIncludeExactEnds() {
        #expect(labels(0, 600, max: 7) == ["0", "100", "200", "300", "400", "500", "600"])
        #expect(labels(-1, 1, max: 5) == ["-1.0", "-0.5", "0.0", "0.5", "1.0"])
    }

    @Test func labelsAreExactDecimals() {
        // 0.1 + 0.2 noise must never reach a label.
        #expect(labels(0.1, 0.35, max: 6) == ["0.10", "0.15", "0.20", "0.25", "0.30", "0.35"])
        #expect(labels(0, 0.003, max: 4) == ["0.000", "0.001", "0.002", "0.003"])
    }

    @Test func hugeAndTinyMagnitudesAreCompact() {
        #expect(labels(0, 3e6, max: 4) == ["0", "1e6", "2e6", "3e6"])
        #expect(labels(0, 2.5e6, max: 6) == ["0", "5e5", "1e6", "1.5e6", "2e6", "2.5e6"])
        #expect(labels(0, 5e-4, max: 3) == ["0", "2.5e-4", "5e-4"] || labels(0, 5e-4, max: 3) == ["0", "2e-4", "4e-4"])
        #expect(labels(1e-5, 5e-5, max: 5) == ["1e-5", "2e-5", "3e-5", "4e-5", "5e-5"])
        #expect(labels(-4e9, 4e9, max: 3) == ["-5e9", "0", "5e9"] || labels(-4e9, 4e9, max: 3).count <= 3)
    }

    @Test func degenerateRangesGiveNoTicks() {
        #expect(NiceTicks.choose(from: 1, to: 1, maxCount: 5) == nil)
        #expect(NiceTicks.choose(from: 2, to: 1, maxCount: 5) == nil)
        #expect(NiceTicks.choose(from: .nan, to: 1, maxCount: 5) == nil)
        #expect(NiceTicks.choose(from: 0, to: .infinity, maxCount: 5) == nil)
        #expect(NiceTicks.choose(from: -Double.greatestFiniteMagnitude, to: Double.greatestFiniteMagnitude,
                                 maxCount: 5) == nil)
    }

    @Test func significantFormatting() {
        #expect(TickLabels.formatSignificant(0.57031) == "0.5703")
        #expect(TickLabels.formatSignificant(570.31) == "570.3")
        #expect(TickLabels.formatSignificant(1) == "1")
        #expect(TickLabels.formatSignificant(-0.25) == "-0.25")
        #expect(TickLabels.formatSignificant(99_999.7) == "100000")
        #expect(TickLabels.formatSignificant(999_999.7) == "1e6")
        #expect(TickLabels.formatSignificant(1_234_567) == "1.235e6")
        #expect(TickLabels.formatSignificant(0.00001234) == "1.234e-5")
    }
}

@Suite("Axis units")
struct AxisUnitTests {
    @Test func timeReadsInMillisecondsBelowTwoSeconds() {
        let short = AxisDisplay(unit: .time, lo: 0, hi: 1.2)
        #expect(short.scale == 1000 && short.symbol == "ms")
        #expect(short.label("200") == "200 ms")
        let long = AxisDisplay(unit: .time, lo: 0, hi: 2)
        #expect(long.scale == 1 && long.symbol == "s")
        #expect(long.label("0.5") == "0.5 s")
    }

    @Test func customUnitsScaleAndAttach() {
        let points = AxisDisplay(unit: .custom(symbol: "pt", scale: 1), lo: 0, hi: 600)
        #expect(points.label("300") == "300 pt")
        let degrees = AxisDisplay(unit: .custom(symbol: "°", scale: 180 / Double.pi), lo: 0, hi: 3)
        #expect(degrees.label("90") == "90°")
        #expect(AxisDisplay(unit: .custom(symbol: "x", scale: .nan), lo: 0, hi: 1).scale == 1)
        #expect(AxisDisplay(unit: .custom(symbol: "x", scale: 0), lo: 0, hi: 1).scale == 1)
    }

    @Test func timeAxisTickLabels() {
        let tickLine = xTickLine(renderPlot([springSeries("s", damping: 0.7, response: 0.3, duration: 0.6)],
                                            options: PlotOptions(width: 60, height: 8, xUnit: .time)))
        #expect(tickLine.contains("0 ms") && tickLine.contains("200 ms") && tickLine.contains("400 ms"),
                "tick line: \(tickLine)")
        let secondsLine = xTickLine(renderPlot([springSeries("s", damping: 0.7, response: 2, duration: 5)],
                                               options: PlotOptions(width: 60, height: 8, xUnit: .time)))
        #expect(secondsLine.contains("0 s") && secondsLine.contains("2 s") && !secondsLine.contains("ms"),
                "tick line: \(secondsLine)")
    }

    @Test func pointAxisLabels() {
        let lines = renderPlot([PlotSeries(name: "f", sampling: { rubberband($0, dimension: 300) }, over: 0...600)],
                               options: PlotOptions(width: 72, height: 10, xUnit: .custom(symbol: "pt", scale: 1),
                                                    yUnit: .custom(symbol: "pt", scale: 1)))
        let tickLine = xTickLine(lines)
        #expect(tickLine.contains("0 pt") && tickLine.contains("500 pt"), "tick line: \(tickLine)")
        #expect(lines.contains { $0.contains("100 pt ┤") }, "\(lines.joined(separator: "\n"))")
    }
}

