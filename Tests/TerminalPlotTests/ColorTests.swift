import Pictures
import Testing
@testable import TerminalPlot

@Suite("Colour")
struct ColorTests {
    static let overlay = [
        springSeries("s", damping: 0.5, response: 0.4, duration: 1),
        springSeries("t", damping: 0.8, response: 0.3, duration: 1),
    ]
    static let lines = [ReferenceLine(value: 1, label: "target")]

    @Test("colour off means no escape code anywhere", arguments: CanvasStyle.allCases)
    func noEscapesWhenOff(style: CanvasStyle) {
        for width in [20, 33, 72, 200] {
            let text = renderPlot(Self.overlay, options: PlotOptions(
                width: width, style: style, color: false, title: "t", xLabel: "x", yLabel: "y",
                xUnit: .time, horizontalLines: Self.lines, verticalLines: [ReferenceLine(value: 0.5)]))
                .joined(separator: "\n")
            #expect(!text.contains("\u{1B}"))
        }
        for message in [renderPlot([], options: PlotOptions(color: false)),
                        renderPlot([], options: PlotOptions(width: 5, color: false))] {
            #expect(!message.joined().contains("\u{1B}"))
        }
    }

    @Test("each series gets its own colour; reference lines are grey", arguments: CanvasStyle.allCases)
    func seriesColours(style: CanvasStyle) {
        let text = renderPlot(Self.overlay, options: PlotOptions(
            width: 72, style: style, color: true, xUnit: .time, horizontalLines: Self.lines)).joined()
        #expect(text.contains(Palette.escape(for: .series(0))))
        #expect(text.contains(Palette.escape(for: .series(1))))
        #expect(text.contains(Palette.escape(for: .reference)))
        #expect(Palette.escape(for: .series(0)) != Palette.escape(for: .series(1)))
        // Every colour is closed on the same line it opens.
        for line in renderPlot(Self.overlay, options: PlotOptions(width: 72, style: style, color: true)) {
            let opens = line.split(separator: "\u{1B}", omittingEmptySubsequences: false).count - 1
            let resets = line.components(of: Palette.reset)
            #expect(opens == 2 * resets, "unbalanced colour in: \(line)")
        }
    }

    @Test func coloursOnlyChangeEscapes() {
        for style in CanvasStyle.allCases {
            let plain = renderPlot([Self.overlay[0]], options: PlotOptions(width: 72, style: style, color: false))
            let painted = renderPlot([Self.overlay[0]], options: PlotOptions(width: 72, style: style, color: true))
            #expect(painted.map(stripANSI) == plain, "colour changed the text of \(style)")
        }
    }

    @Test func withoutColourSeriesAreMarked() {
        let lines = renderPlot(Self.overlay, options: PlotOptions(width: 72, color: false))
        let text = lines.joined(separator: "\n")
        #expect(text.contains("[1] s") && text.contains("[2] t"))
        let canvasRows = lines.filter { $0.contains("│") }
        #expect(canvasRows.contains { $0.contains("1") } && canvasRows.contains { $0.contains("2") })
        // One series needs no marker.
        let single = renderPlot([Self.overlay[0]], options: PlotOptions(width: 72, color: false))
        #expect(single.contains { $0.contains("── s") })
    }

    @Test func paletteCyclesAndNeverTraps() {
        let count = SeriesColours.codes.count
        #expect(Palette.escape(for: .series(count)) == Palette.escape(for: .series(0)))
        #expect(Palette.escape(for: .series(-1)) == Palette.escape(for: .series(count - 1)))
    }

    /// Issue 25: the terminal's fourth series was magenta and the picture's red. Now the
    /// terminal writes the code `SeriesColours` declares for series n, and a picture strokes
    /// series n with that code's colour, for every series of a plot with more series than
    /// colours.
    @Test func terminalAndPicturesPaintASeriesAlike() {
        let series = (0..<(SeriesColours.codes.count + 2)).map {
            springSeries("s\($0)", damping: 0.2 + 0.1 * Double($0), response: 0.3, duration: 1)
        }
        let svg = renderSVG([PlotPanel(series: series)], options: PlotOptions())
        let strokes = svg.split(separator: "<polyline class=\"series\"").dropFirst().map { element in
            element.split(separator: "stroke=\"")[1].prefix(7)
        }
        #expect(strokes.count == series.count)
        for (n, stroke) in strokes.enumerated() {
            let code = SeriesColours.code(series: n)
            #expect(Palette.escape(for: .series(n)) == "\u{1B}[38;5;\(code)m")
            #expect(String(stroke) == SeriesColours.hex(SeriesColours.colour(code: code)), "series \(n)")
        }
        let reference = SeriesColours.hex(SeriesColours.colour(code: SeriesColours.referenceCode))
        #expect(Palette.escape(for: .reference) == "\u{1B}[38;5;\(SeriesColours.referenceCode)m")
        #expect(PlotScene.referenceColour == reference)
    }
}

extension String {
    /// How many times `needle` occurs (non-overlapping).
    func components(of needle: String) -> Int {
        guard !needle.isEmpty else { return 0 }
        var count = 0
        var rest = Substring(self)
        while let range = rest.firstRange(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
