import Pictures

/// The decorated plot (layer 2): a canvas in a frame, with y tick labels on the left,
/// x tick labels below, reference lines, a title, axis labels and a legend.
///
/// Built by `renderPlot`, which has already fitted the ranges and sized the canvas;
/// `Plot` maps data to pixels, draws, and lays out text around the canvas.
struct Plot {
    var canvas: any Canvas
    let x: Axis
    let y: Axis
    let style: CanvasStyle
    let color: Bool
    /// Digits or letters written over a cell of each series when colour cannot tell
    /// them apart, as ASCII codes (0: no marker); indexed by `row * columns + column`,
    /// empty when there are none.
    private(set) var markers: [UInt8] = []

    init(canvas: any Canvas, x: Axis, y: Axis, style: CanvasStyle, color: Bool) {
        self.canvas = canvas
        self.x = x
        self.y = y
        self.style = style
        self.color = color
    }

    // MARK: Data to pixels

    /// Pixel column of a data x: 0 at the low end, pixelWidth − 1 at the high end.
    func pixelX(_ v: Double) -> Double { x.fraction(v) * Double(canvas.pixelWidth - 1) }
    /// Pixel row of a data y: 0 at the top (high end).
    func pixelY(_ v: Double) -> Double { (1 - y.fraction(v)) * Double(canvas.pixelHeight - 1) }

    /// Strokes through the points in order. Two neighbours beyond opposite edges of the
    /// y range (above the top and below the bottom) are not joined: that is a pole such
    /// as 1/x at 0, where a stroke would draw a wall that is not part of the curve.
    mutating func draw(_ series: PlotSeries, ink: Ink) {
        // `pixelX` and `pixelY` with the ranges and canvas size read once, not per point.
        let xLo = x.lo, xSpan = x.hi - x.lo, yLo = y.lo, yHi = y.hi, ySpan = y.hi - y.lo
        let width = Double(canvas.pixelWidth - 1), height = Double(canvas.pixelHeight - 1)
        let points = series.points
        // At most one break before each point.
        let pixels = [(x: Double, y: Double)](unsafeUninitializedCapacity: 2 * points.count) { buffer, count in
            var previousSide = 0
            for p in points {
                guard p.x.isFinite, p.y.isFinite else {
                    buffer[count] = (x: .nan, y: .nan)
                    count += 1
                    previousSide = 0
                    continue
                }
                let side = p.y > yHi ? 1 : (p.y < yLo ? -1 : 0)
                if side != 0 && side == -previousSide {
                    buffer[count] = (x: .nan, y: .nan)
                    count += 1
                }
                previousSide = side
                buffer[count] = (x: (p.x - xLo) / xSpan * width, y: (1 - (p.y - yLo) / ySpan) * height)
                count += 1
            }
        }
        canvas.drawPolyline(pixels, ink: ink)
    }

    /// A dashed horizontal line at data y `v`: one cell of dash, one cell of gap.
    mutating func drawHorizontalReference(at v: Double) {
        guard v.isFinite, v >= y.lo, v <= y.hi else { return }
        let row = snappedToCellCentre(Int(bounded: pixelY(v).rounded()), cell: canvas.pixelsPerRow)
        let period = canvas.pixelsPerColumn * 2
        for px in 0..<canvas.pixelWidth where px % period < canvas.pixelsPerColumn {
            canvas.setPixel(x: px, y: row, ink: .reference)
        }
    }

    /// A dashed vertical line at data x `v`: one cell row of dash, one of gap.
    mutating func drawVerticalReference(at v: Double) {
        guard v.isFinite, v >= x.lo, v <= x.hi else { return }
        let column = snappedToCellCentre(Int(bounded: pixelX(v).rounded()), cell: canvas.pixelsPerColumn)
        let period = canvas.pixelsPerRow * 2
        for py in 0..<canvas.pixelHeight where py % period < canvas.pixelsPerRow {
            canvas.setPixel(x: column, y: py, ink: .reference)
        }
    }

    /// ASCII dashes only read as a line in the middle of a cell (`- - -`, not
    /// `' ' '` or `_ _ _`), so there reference lines move to the centre of their cell:
    /// at most a third of a cell, on a canvas that coarse anyway.
    private func snappedToCellCentre(_ pixel: Int, cell: Int) -> Int {
        guard style == .ascii, cell > 0 else { return pixel }
        return pixel / cell * cell + cell / 2
    }

    /// Writes `marker(i)` on one visible cell of each series so that text without
    /// colour still tells the curves apart. Among the cells series i shows, the marker
    /// goes where the fewest other series pass through the 3×3 block around it, and
    /// among those, nearest a column spread across the width by series index.
    /// Markers run out after 35 series (1…9, a…z); later series stay unmarked.
    mutating func placeMarkers(for series: [PlotSeries]) {
        let columns = canvas.columns, rows = canvas.rows
        let markedCount = min(series.count, 35)
        guard markedCount > 0 else { return }
        guard let grid = (canvas as? GridCanvas)?.grid else { return }
        let cells = columns * rows
        var markers = Array(repeating: UInt8(0), count: cells)
        // The cells each series touches (whatever was drawn over them since: on the
        // shared canvas a later series hides who else went through a cell, so the grid
        // keeps a mask of the series per cell), how many series pass through each cell,
        // and which cells each series shows (owns).
        let markedBits: UInt64 = markedCount >= 64 ? ~0 : (1 << UInt64(markedCount)) - 1
        grid.cells.withUnsafeBufferPointer { grid in
        // The cells each series shows, in order, from one pass over the grid.
        var shown = [[Int]](repeating: [], count: markedCount)
        for cell in 0..<cells {
            let owner = Int(grid[cell].owner)
            if owner >= 0 && owner < markedCount { shown[owner].append(cell) }
        }
        // Series through a cell; most cells have none or one (no population count then).
        func coverage(_ cell: Int) -> Int {
            let bits = grid[cell].mask & markedBits
            return bits & (bits &- 1) == 0 ? (bits == 0 ? 0 : 1) : bits.nonzeroBitCount
        }
        markers.withUnsafeMutableBufferPointer { markers in
            for i in 0..<markedCount {
                let bit: UInt64 = 1 << UInt64(i)
                let target = columns * (i + 1) / (markedCount + 1)
                var best: (score: Int, cell: Int)?
                for cell in shown[i] where markers[cell] == 0 {
                    let row = cell / columns, column = cell % columns
                    var crowding = 0
                    for r in max(row - 1, 0)..<min(row + 2, rows) {
                        for c in max(column - 1, 0)..<min(column + 2, columns) {
                            let neighbour = r * columns + c
                            if markers[neighbour] != 0 { crowding += 10 }
                            crowding += coverage(neighbour) - (grid[neighbour].mask & bit != 0 ? 1 : 0)
                        }
                    }
                    let score = crowding * 10_000 + abs(column - target)
                    if score < (best?.score ?? Int.max) { best = (score, cell) }
                }
                if let best { markers[best.cell] = Plot.marker(i).asciiValue ?? UInt8(ascii: "*") }
            }
        }
        }
        self.markers = markers
    }

    /// 1…9, then a…z, then `*`.
    static func marker(_ i: Int) -> Character {
        if i < 9 { return Character(String(i + 1)) }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return i - 9 < letters.count ? letters[i - 9] : "*"
    }
}

/// The characters of the frame for a style.
struct FrameGlyphs {
    let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character
    let leftTick, bottomTick: Character
    let seriesSample: String
    let referenceSample: String

    init(_ style: CanvasStyle) {
        switch style {
        case .ascii:
            (horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight) = ("-", "|", "+", "+", "+", "+")
            (leftTick, bottomTick) = ("+", "+")
            seriesSample = "--"
            referenceSample = "- -"
        case .braille, .block:
            (horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight) = ("─", "│", "┌", "┐", "└", "┘")
            (leftTick, bottomTick) = ("┤", "┬")
            seriesSample = "──"
            referenceSample = "┄┄"
        }
    }
}

/// The frame's glyphs as UTF-8 bytes, for lines written as bytes.
struct FrameBytes {
    let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight, leftTick, bottomTick: [UInt8]

    init(_ glyphs: FrameGlyphs) {
        (horizontal, vertical) = (Array(glyphs.horizontal.utf8), Array(glyphs.vertical.utf8))
        (topLeft, topRight) = (Array(glyphs.topLeft.utf8), Array(glyphs.topRight.utf8))
        (bottomLeft, bottomRight) = (Array(glyphs.bottomLeft.utf8), Array(glyphs.bottomRight.utf8))
        (leftTick, bottomTick) = (Array(glyphs.leftTick.utf8), Array(glyphs.bottomTick.utf8))
    }
}
