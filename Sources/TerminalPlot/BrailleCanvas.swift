/// 2×4 dots per cell from the Unicode braille block (U+2800–U+28FF): the finest
/// resolution a text terminal offers. Empty cells are spaces, not U+2800, so the text
/// copies cleanly.
public struct BrailleCanvas: Canvas {
    private var grid: CellGrid
    public var columns: Int { grid.columns }
    public var rows: Int { grid.rows }
    public var pixelsPerColumn: Int { 2 }
    public var pixelsPerRow: Int { 4 }

    public init(columns: Int, rows: Int) {
        grid = CellGrid(columns: columns, rows: rows)
    }

    /// Braille dot numbering: dots 1-2-3-7 down the left column, 4-5-6-8 down the right.
    private static let dotBits: [[UInt16]] = [
        [0x01, 0x08],
        [0x02, 0x10],
        [0x04, 0x20],
        [0x40, 0x80],
    ]

    public mutating func setPixel(x: Int, y: Int, ink: Ink) {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return }
        grid.set(bit: Self.dotBits[y % 4][x % 2], column: x / 2, row: y / 4, ink: ink)
    }

    public func isPixelSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return false }
        return grid.pattern(column: x / 2, row: y / 4) & Self.dotBits[y % 4][x % 2] != 0
    }

    public func character(column: Int, row: Int) -> Character {
        let pattern = grid.pattern(column: column, row: row)
        guard pattern != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(pattern)) else { return " " }
        return Character(scalar)
    }

    public func ink(column: Int, row: Int) -> Ink? { grid.ink(column: column, row: row) }
}
