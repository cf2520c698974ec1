/// 2×2 quadrant blocks per cell (▘▝▀▖▌▞▛▗▚▐▜▄▙▟█): coarser than braille, but solid
/// strokes that survive fonts without braille glyphs.
public struct BlockCanvas: Canvas, GridCanvas {
    private(set) var grid: CellGrid
    public var columns: Int { grid.columns }
    public var rows: Int { grid.rows }
    public var pixelsPerColumn: Int { 2 }
    public var pixelsPerRow: Int { 2 }

    public init(columns: Int, rows: Int) {
        grid = CellGrid(columns: columns, rows: rows)
    }

    /// Indexed by the pattern: bit 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right.
    private static let scalars: [Unicode.Scalar] = glyphs.map { $0.unicodeScalars.first! }

    private static let glyphs: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    private static func bit(x: Int, y: Int) -> UInt16 { 1 << UInt16((y % 2) * 2 + x % 2) }

    public mutating func setPixel(x: Int, y: Int, ink: Ink) {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return }
        grid.set(bit: Self.bit(x: x, y: y), column: x / 2, row: y / 2, ink: ink)
    }

    public func isPixelSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return false }
        return grid.pattern(column: x / 2, row: y / 2) & Self.bit(x: x, y: y) != 0
    }

    public func character(column: Int, row: Int) -> Character {
        Self.glyphs[Int(grid.pattern(column: column, row: row) & 0xF)]
    }

    public func ink(column: Int, row: Int) -> Ink? { grid.ink(column: column, row: row) }

    func writeRow(_ row: Int, markers: [UInt8], color: Bool, to out: inout ByteWriter) {
        writeGridRow(row, markers: markers, color: color, to: &out)
    }

    func scalar(at index: Int) -> Unicode.Scalar {
        let cell = grid.cells[index]
        return Self.scalars[Int((cell.series | cell.reference) & 0xF)]
    }

    public func seriesMask(column: Int, row: Int) -> UInt64 { grid.seriesMask(column: column, row: row) }

    public mutating func drawPolyline(_ points: [(x: Double, y: Double)], ink: Ink) { strokePolyline(points, ink: ink) }
}
