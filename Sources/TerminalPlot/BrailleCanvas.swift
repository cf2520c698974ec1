/// 2×4 dots per cell from the Unicode braille block (U+2800–U+28FF): the finest
/// resolution a text terminal offers. Empty cells are spaces, not U+2800, so the text
/// copies cleanly.
public struct BrailleCanvas: Canvas, GridCanvas {
    private(set) var grid: CellGrid
    public var columns: Int { grid.columns }
    public var rows: Int { grid.rows }
    public var pixelsPerColumn: Int { 2 }
    public var pixelsPerRow: Int { 4 }

    public init(columns: Int, rows: Int) {
        grid = CellGrid(columns: columns, rows: rows)
    }

    /// The bit of pixel (x, y) in its cell's pattern. Braille numbers its dots 1-2-3-7
    /// down the left column and 4-5-6-8 down the right; dot n is bit n − 1: the first
    /// three rows are bits 0-1-2 (left) and 3-4-5 (right), the fourth row bits 6 and 7.
    /// x, y ≥ 0.
    private static func dotBit(x: Int, y: Int) -> UInt16 {
        let row = y & 3, right = x & 1
        return row == 3 ? UInt16(0x40) << UInt16(right) : UInt16(1) << UInt16(row + 3 * right)
    }

    public mutating func setPixel(x: Int, y: Int, ink: Ink) {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return }
        grid.set(bit: Self.dotBit(x: x, y: y), column: x >> 1, row: y >> 2, ink: ink)
    }

    public func isPixelSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return false }
        return grid.pattern(column: x >> 1, row: y >> 2) & Self.dotBit(x: x, y: y) != 0
    }

    public func character(column: Int, row: Int) -> Character {
        let pattern = grid.pattern(column: column, row: row)
        guard pattern != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(pattern)) else { return " " }
        return Character(scalar)
    }

    public func ink(column: Int, row: Int) -> Ink? { grid.ink(column: column, row: row) }

    func writeRow(_ row: Int, markers: [UInt8], color: Bool, to out: inout ByteWriter) {
        writeGridRow(row, markers: markers, color: color, to: &out)
    }

    func scalar(at index: Int) -> Unicode.Scalar {
        let cell = grid.cells[index]
        let pattern = cell.series | cell.reference
        return pattern == 0 ? " " : Unicode.Scalar(0x2800 + UInt32(pattern))!
    }

    public func seriesMask(column: Int, row: Int) -> UInt64 { grid.seriesMask(column: column, row: row) }

    public mutating func drawPolyline(_ points: [(x: Double, y: Double)], ink: Ink) { strokePolyline(points, ink: ink) }
}
