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
    /// them apart; indexed by `row * columns + column`, empty when there are none.
    private(set) var markers: [Character?] = []

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
        var pixels: [(x: Double, y: Double)] = []
        pixels.reserveCapacity(series.points.count)
        var previousSide = 0
        for p in series.points {
            guard p.x.isFinite, p.y.isFinite else {
                pixels.append((x: .nan, y: .nan))
                previousSide = 0
                continue
            }
            let side = p.y > y.hi ? 1 : (p.y < y.lo ? -1 : 0)
            if side != 0 && side == -previousSide { pixels.append((x: .nan, y: .nan)) }
            previousSide = side
            pixels.append((x: pixelX(p.x), y: pixelY(p.y)))
        }
        canvas.drawPolyline(pixels, ink: ink)
    }

    /// A dashed horizontal line at data y `v`: one cell of dash, one cell of gap.
    mutating func drawHorizontalReference(at v: Double) {
        guard v.isFinite, v >= y.lo, v <= y.hi else { return }
        let row = snappedToCellCentre(Int(pixelY(v).rounded()), cell: canvas.pixelsPerRow)
        let period = canvas.pixelsPerColumn * 2
        for px in 0..<canvas.pixelWidth where px % period < canvas.pixelsPerColumn {
            canvas.setPixel(x: px, y: row, ink: .reference)
        }
    }

    /// A dashed vertical line at data x `v`: one cell row of dash, one of gap.
    mutating func drawVerticalReference(at v: Double) {
        guard v.isFinite, v >= x.lo, v <= x.hi else { return }
        let column = snappedToCellCentre(Int(pixelX(v).rounded()), cell: canvas.pixelsPerColumn)
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
        let marked = Array(series.prefix(35))
        guard !marked.isEmpty else { return }
        guard let grid = (canvas as? GridCanvas)?.grid else { return }
        markers = Array(repeating: nil, count: columns * rows)
        // The cells each series touches (whatever was drawn over them since: on the
        // shared canvas a later series hides who else went through a cell, so the grid
        // keeps a mask of the series per cell), how many series pass through each cell,
        // and which cells each series shows (owns).
        let markedBits: UInt64 = marked.count >= 64 ? ~0 : (1 << UInt64(marked.count)) - 1
        var coverage = Array(repeating: 0, count: columns * rows)
        var shown = Array(repeating: [Int](), count: marked.count)
        for cell in 0..<columns * rows {
            coverage[cell] = (grid.masks[cell] & markedBits).nonzeroBitCount
            let owner = Int(grid.owners[cell])
            if owner >= 0 && owner < marked.count { shown[owner].append(cell) }
        }
        func touches(_ i: Int, _ cell: Int) -> Bool { grid.masks[cell] & (1 << UInt64(i)) != 0 }
        for i in marked.indices {
            let target = columns * (i + 1) / (marked.count + 1)
            var best: (score: Int, cell: Int)?
            for cell in shown[i] where markers[cell] == nil {
                let row = cell / columns, column = cell % columns
                var crowding = 0
                for r in max(row - 1, 0)...min(row + 1, rows - 1) {
                    for c in max(column - 1, 0)...min(column + 1, columns - 1) {
                        let neighbour = r * columns + c
                        if markers[neighbour] != nil { crowding += 10 }
                        crowding += coverage[neighbour] - (touches(i, neighbour) ? 1 : 0)
                    }
                }
                let score = crowding * 10_000 + abs(column - target)
                if score < (best?.score ?? Int.max) { best = (score, cell) }
            }
            if let best { markers[best.cell] = Plot.marker(i) }
        }
    }

    /// 1…9, then a…z, then `*`.
    static func marker(_ i: Int) -> Character {
        if i < 9 { return Character(String(i + 1)) }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return i - 9 < letters.count ? letters[i - 9] : "*"
    }

    // MARK: Rows of the canvas

    /// One row of cells as text: markers first, then colour runs by ink. Built as UTF-8
    /// bytes and made a string once (a row is drawn for every plot, every redraw).
    func canvasRow(_ row: Int) -> String {
        let columns = canvas.columns
        let scalars = (canvas as? GridCanvas)?.scalars(ofRow: row)
            ?? (0..<columns).map { canvas.character(column: $0, row: row).unicodeScalars.first! }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns * 3 + 16)
        var open: Ink?
        for column in 0..<columns {
            let index = row * columns + column
            if !markers.isEmpty, let marker = markers[index] {
                if open != nil { bytes += Palette.reset.utf8; open = nil }
                for scalar in marker.unicodeScalars { Self.encode(scalar, into: &bytes) }
                continue
            }
            let scalar = scalars[column]
            let ink = color && scalar != " " ? canvas.ink(column: column, row: row) : nil
            if ink != open {
                if open != nil { bytes += Palette.reset.utf8 }
                if let ink { bytes += Palette.escape(for: ink).utf8 }
                open = ink
            }
            Self.encode(scalar, into: &bytes)
        }
        if open != nil { bytes += Palette.reset.utf8 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `scalar`.
    static func encode(_ scalar: Unicode.Scalar, into bytes: inout [UInt8]) {
        let v = scalar.value
        if v < 0x80 {
            bytes.append(UInt8(v))
        } else if v < 0x800 {
            bytes.append(UInt8(0xC0 | v >> 6)); bytes.append(UInt8(0x80 | v & 0x3F))
        } else if v < 0x10000 {
            bytes.append(UInt8(0xE0 | v >> 12)); bytes.append(UInt8(0x80 | v >> 6 & 0x3F)); bytes.append(UInt8(0x80 | v & 0x3F))
        } else {
            bytes.append(UInt8(0xF0 | v >> 18)); bytes.append(UInt8(0x80 | v >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | v >> 6 & 0x3F)); bytes.append(UInt8(0x80 | v & 0x3F))
        }
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
