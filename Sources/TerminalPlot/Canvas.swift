/// What coloured a canvas cell: a series (by its index in the plotted list) or a
/// reference line. The last ink to set a pixel in a cell owns the whole cell.
public enum Ink: Hashable, Sendable {
    case series(Int)
    case reference
}

/// A grid of pixels that renders as one character per cell.
///
/// Pixel (0, 0) is the top-left; x grows to the right, y grows downward. Each cell
/// covers `pixelsPerColumn × pixelsPerRow` pixels. Setting a pixel outside the grid
/// does nothing, so callers never need to bounds-check.
public protocol Canvas: Sendable {
    /// Cells across and down.
    var columns: Int { get }
    var rows: Int { get }
    /// Pixels per cell across and down (braille 2×4, block 2×2, ascii 3×3).
    var pixelsPerColumn: Int { get }
    var pixelsPerRow: Int { get }

    /// Sets one pixel and makes `ink` the owner of its cell; ignored outside the grid.
    mutating func setPixel(x: Int, y: Int, ink: Ink)
    /// Whether a pixel is set; `false` outside the grid.
    func isPixelSet(x: Int, y: Int) -> Bool
    /// The character for a cell: a space when no pixel in it is set.
    func character(column: Int, row: Int) -> Character
    /// The last ink that set a pixel in the cell, `nil` if none (or outside the grid).
    func ink(column: Int, row: Int) -> Ink?
    /// Which series set a pixel in the cell: bit n for series n (n < 64), whatever drew
    /// over it since; 0 outside the grid.
    func seriesMask(column: Int, row: Int) -> UInt64
    /// Strokes through `points` (see the default in `Canvas+Stroke.swift`); each canvas
    /// implements it by calling `strokePolyline`, so the stroke runs specialised for it.
    mutating func drawPolyline(_ points: [(x: Double, y: Double)], ink: Ink)
}

extension Canvas {
    public var pixelWidth: Int { columns * pixelsPerColumn }
    public var pixelHeight: Int { rows * pixelsPerRow }

    /// The cells as plain text, one string per row, no colour.
    public func plainLines() -> [String] {
        (0..<rows).map { row in
            String((0..<columns).map { character(column: $0, row: row) })
        }
    }
}

/// Makes an empty canvas of the given style. Sizes below 1 are raised to 1.
public func makeCanvas(_ style: CanvasStyle, columns: Int, rows: Int) -> any Canvas {
    switch style {
    case .braille: return BrailleCanvas(columns: columns, rows: rows)
    case .block: return BlockCanvas(columns: columns, rows: rows)
    case .ascii: return AsciiCanvas(columns: columns, rows: rows)
    }
}

/// A canvas drawn on a `CellGrid`, read whole by the plot (markers, rows of text) instead
/// of a cell at a time through the protocol.
protocol GridCanvas {
    var grid: CellGrid { get }
    /// The character of cell `index` (`row * columns + column`, in range) as one scalar.
    func scalar(at index: Int) -> Unicode.Scalar
    /// `writeGridRow` of the extension, as a requirement so each canvas has its own copy.
    func writeRow(_ row: Int, markers: [UInt8], color: Bool, to out: inout ByteWriter)
}

/// Storage shared by the canvases: bit patterns and an owner per cell. Which bit a
/// pixel sets is each canvas's business. Series and reference pixels are kept apart
/// so a canvas may draw a series without the reference dots under it.
struct CellGrid: Sendable {
    /// One cell: its series and reference pixels, its owner (−1 none, −2 reference, n ≥ 0
    /// series n) and its mask (bit n: series n set a pixel here). One array of these, so
    /// setting a pixel writes one element.
    struct Cell: Sendable {
        var series: UInt16 = 0
        var reference: UInt16 = 0
        var owner: Int32 = -1
        var mask: UInt64 = 0
    }

    let columns: Int
    let rows: Int
    /// Row by row: cell (column, row) at `row * columns + column`.
    private(set) var cells: [Cell]

    init(columns: Int, rows: Int) {
        // Clamped so that columns × rows × pixels can never overflow or exhaust memory.
        self.columns = min(max(columns, 1), 4096)
        self.rows = min(max(rows, 1), 4096)
        cells = Array(repeating: Cell(), count: self.columns * self.rows)
    }

    func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    mutating func set(bit: UInt16, column: Int, row: Int, ink: Ink) {
        guard contains(column: column, row: row) else { return }
        let i = row * columns + column
        var cell = cells[i]
        switch ink {
        case .reference:
            cell.reference |= bit
            cell.owner = -2
        case .series(let n):
            cell.series |= bit
            cell.owner = Int32(clamping: max(n, 0))
            if n >= 0 && n < 64 { cell.mask |= 1 << UInt64(n) }
        }
        cells[i] = cell
    }

    func seriesMask(column: Int, row: Int) -> UInt64 {
        contains(column: column, row: row) ? cells[row * columns + column].mask : 0
    }

    /// Every set pixel of the cell, series and reference alike.
    func pattern(column: Int, row: Int) -> UInt16 {
        guard contains(column: column, row: row) else { return 0 }
        let cell = cells[row * columns + column]
        return cell.series | cell.reference
    }

    /// The series pixels of the cell when it has any, else its reference pixels.
    func seriesOverReference(column: Int, row: Int) -> UInt16 {
        guard contains(column: column, row: row) else { return 0 }
        let cell = cells[row * columns + column]
        return cell.series != 0 ? cell.series : cell.reference
    }

    func ink(column: Int, row: Int) -> Ink? {
        guard contains(column: column, row: row) else { return nil }
        switch cells[row * columns + column].owner {
        case -1: return nil
        case -2: return .reference
        case let n: return .series(Int(n))
        }
    }
}
