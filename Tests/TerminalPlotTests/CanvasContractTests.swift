import Testing
@testable import TerminalPlot

/// The behaviour every canvas must share, run over each style.
@Suite("Canvas contract")
struct CanvasContractTests {
    @Test("a stroke from corner to corner is connected", arguments: CanvasStyle.allCases)
    func cornerToCornerIsConnected(style: CanvasStyle) {
        var canvas = makeCanvas(style, columns: 17, rows: 5)
        let w = canvas.pixelWidth, h = canvas.pixelHeight
        canvas.drawLine(from: (x: 0, y: Double(h - 1)), to: (x: Double(w - 1), y: 0), ink: .series(0))
        for x in 0..<w {
            #expect((0..<h).contains { canvas.isPixelSet(x: x, y: $0) }, "no pixel in column \(x)")
        }
        for y in 0..<h {
            #expect((0..<w).contains { canvas.isPixelSet(x: $0, y: y) }, "no pixel in row \(y)")
        }
        #expect(canvas.isPixelSet(x: 0, y: h - 1))
        #expect(canvas.isPixelSet(x: w - 1, y: 0))
    }

    @Test("a steep stroke is connected row by row", arguments: CanvasStyle.allCases)
    func steepStrokeIsConnected(style: CanvasStyle) {
        var canvas = makeCanvas(style, columns: 3, rows: 10)
        let h = canvas.pixelHeight
        canvas.drawLine(from: (x: 0, y: 0), to: (x: 2.4, y: Double(h - 1)), ink: .series(0))
        for y in 0..<h {
            #expect((0..<canvas.pixelWidth).contains { canvas.isPixelSet(x: $0, y: y) }, "gap at row \(y)")
        }
    }

    @Test("pixels outside the grid are ignored", arguments: CanvasStyle.allCases)
    func boundsAreRespected(style: CanvasStyle) {
        var canvas = makeCanvas(style, columns: 4, rows: 3)
        for (x, y) in [(-1, 0), (0, -1), (canvas.pixelWidth, 0), (0, canvas.pixelHeight), (Int.max, Int.min)] {
            canvas.setPixel(x: x, y: y, ink: .series(0))
            #expect(!canvas.isPixelSet(x: x, y: y))
        }
        #expect(canvas.plainLines().allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(canvas.character(column: -1, row: 0) == " ")
        #expect(canvas.ink(column: 99, row: 0) == nil)
    }

    @Test("strokes far outside are clipped to the grid", arguments: CanvasStyle.allCases)
    func farStrokesAreClipped(style: CanvasStyle) {
        var canvas = makeCanvas(style, columns: 10, rows: 4)
        let mid = Double(canvas.pixelHeight / 2)
        canvas.drawLine(from: (x: -1e12, y: mid), to: (x: 1e12, y: mid), ink: .series(0))
        for x in 0..<canvas.pixelWidth { #expect(canvas.isPixelSet(x: x, y: Int(mid))) }
        // Entirely outside: nothing.
        var empty = makeCanvas(style, columns: 10, rows: 4)
        empty.drawLine(from: (x: -5, y: -5), to: (x: -1, y: 1e300), ink: .series(0))
        #expect(empty.plainLines().joined().allSatisfy { $0 == " " })
    }

    @Test("non-finite coordinates draw nothing and never trap", arguments: CanvasStyle.allCases)
    func nonFiniteCoordinates(style: CanvasStyle) {
        var canvas = makeCanvas(style, columns: 5, rows: 5)
        let bad: [Double] = [.nan, .infinity, -.infinity]
        for b in bad {
            canvas.drawLine(from: (x: b, y: 1), to: (x: 3, y: 3), ink: .series(0))
            canvas.drawLine(from: (x: 1, y: 1), to: (x: 3, y: b), ink: .series(0))
        }
        canvas.drawLine(from: (x: -Double.greatestFiniteMagnitude, y: 0),
                        to: (x: Double.greatestFiniteMagnitude, y: 0), ink: .series(0))
        #expect(!canvas.isPixelSet(x: 3, y: 3))
    }

    @Test("a cell remembers the last series that drew in it", arguments: CanvasStyle.allCases)
    func colourTracking(style: CanvasStyle) {
        var canvas = makeCanvas(style, columns: 4, rows: 2)
        canvas.setPixel(x: 0, y: 0, ink: .series(0))
        #expect(canvas.ink(column: 0, row: 0) == .series(0))
        canvas.setPixel(x: 1, y: 1, ink: .series(3))
        #expect(canvas.ink(column: 0, row: 0) == .series(3))
        canvas.setPixel(x: canvas.pixelsPerColumn, y: 0, ink: .reference)
        #expect(canvas.ink(column: 1, row: 0) == .reference)
        #expect(canvas.ink(column: 2, row: 0) == nil)
        #expect(canvas.character(column: 0, row: 0) != " ")
        #expect(canvas.character(column: 2, row: 0) == " ")
    }

    @Test("every pixel of a cell sets a distinct glyph", arguments: CanvasStyle.allCases)
    func everyPixelIsVisible(style: CanvasStyle) {
        let probe = makeCanvas(style, columns: 1, rows: 1)
        for x in 0..<probe.pixelsPerColumn {
            for y in 0..<probe.pixelsPerRow {
                var canvas = makeCanvas(style, columns: 1, rows: 1)
                canvas.setPixel(x: x, y: y, ink: .series(0))
                #expect(canvas.isPixelSet(x: x, y: y))
                #expect(canvas.character(column: 0, row: 0) != " ", "pixel (\(x), \(y)) invisible")
            }
        }
    }

    @Test("a polyline breaks at NaN and keeps a lone point", arguments: CanvasStyle.allCases)
    func polylineGaps(style: CanvasStyle) {
        var canvas = makeCanvas(style, columns: 20, rows: 2)
        let w = Double(canvas.pixelWidth - 1)
        canvas.drawPolyline([(x: 0, y: 0), (x: 5, y: 0), (x: .nan, y: 0), (x: 10, y: 0),
                             (x: .infinity, y: 0), (x: 15, y: 0), (x: w, y: 0)], ink: .series(0))
        #expect(canvas.isPixelSet(x: 3, y: 0))
        #expect(!canvas.isPixelSet(x: 7, y: 0), "the NaN must break the stroke")
        #expect(canvas.isPixelSet(x: 10, y: 0), "a lone point is drawn")
        #expect(!canvas.isPixelSet(x: 12, y: 0))
        #expect(canvas.isPixelSet(x: 16, y: 0))
    }

    @Test("sizes below one cell are raised to one", arguments: CanvasStyle.allCases)
    func tinySizes(style: CanvasStyle) {
        let canvas = makeCanvas(style, columns: 0, rows: -3)
        #expect(canvas.columns == 1 && canvas.rows == 1)
        #expect(canvas.plainLines() == [" "])
    }
}

@Suite("Canvas glyphs")
struct CanvasGlyphTests {
    @Test func brailleDotsFollowTheUnicodeNumbering() {
        var canvas = BrailleCanvas(columns: 1, rows: 1)
        canvas.setPixel(x: 0, y: 0, ink: .series(0))
        #expect(canvas.character(column: 0, row: 0) == "⠁")
        canvas.setPixel(x: 1, y: 3, ink: .series(0))
        #expect(canvas.character(column: 0, row: 0) == "⢁")
        for x in 0..<2 { for y in 0..<4 { canvas.setPixel(x: x, y: y, ink: .series(0)) } }
        #expect(canvas.character(column: 0, row: 0) == "⣿")
    }

    @Test func blockQuadrants() {
        var canvas = BlockCanvas(columns: 1, rows: 1)
        canvas.setPixel(x: 1, y: 0, ink: .series(0))
        #expect(canvas.character(column: 0, row: 0) == "▝")
        canvas.setPixel(x: 0, y: 1, ink: .series(0))
        #expect(canvas.character(column: 0, row: 0) == "▞")
        canvas.setPixel(x: 0, y: 0, ink: .series(0))
        canvas.setPixel(x: 1, y: 1, ink: .series(0))
        #expect(canvas.character(column: 0, row: 0) == "█")
    }

    @Test func asciiFollowsStrokeDirection() {
        func glyph(_ from: (Double, Double), _ to: (Double, Double)) -> Character {
            var canvas = AsciiCanvas(columns: 1, rows: 1)
            canvas.drawLine(from: (x: from.0, y: from.1), to: (x: to.0, y: to.1), ink: .series(0))
            return canvas.character(column: 0, row: 0)
        }
        #expect(glyph((0, 1), (2, 1)) == "-")
        #expect(glyph((0, 2), (2, 2)) == "_")
        #expect(glyph((0, 0), (2, 0)) == "-", "a flat stroke at the top of a cell still reads as a line")
        #expect(glyph((0, 0), (1, 0)) == "'")
        #expect(glyph((1, 0), (1, 2)) == "|")
        #expect(glyph((0, 2), (2, 0)) == "/")
        #expect(glyph((0, 0), (2, 2)) == "\\")
    }
}
