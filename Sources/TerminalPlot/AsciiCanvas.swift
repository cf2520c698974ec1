/// 3×3 pixels per cell drawn with plain ASCII (`- _ ' . | / \\ : x #`), for terminals
/// and files that cannot show more.
///
/// Each of the 512 pixel patterns becomes the glyph whose own pattern differs from it
/// in the fewest pixels (ties go to the glyph listed first), so a stroke through a cell
/// picks the character that best follows its direction.
public struct AsciiCanvas: Canvas, GridCanvas {
    private(set) var grid: CellGrid
    public var columns: Int { grid.columns }
    public var rows: Int { grid.rows }
    public var pixelsPerColumn: Int { 3 }
    public var pixelsPerRow: Int { 3 }

    public init(columns: Int, rows: Int) {
        grid = CellGrid(columns: columns, rows: rows)
    }

    private static func bit(x: Int, y: Int) -> UInt16 { 1 << UInt16((y % 3) * 3 + x % 3) }

    public mutating func setPixel(x: Int, y: Int, ink: Ink) {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return }
        grid.set(bit: Self.bit(x: x, y: y), column: x / 3, row: y / 3, ink: ink)
    }

    public func isPixelSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return false }
        return grid.pattern(column: x / 3, row: y / 3) & Self.bit(x: x, y: y) != 0
    }

    /// A series passing through a cell hides the reference dashes there: with one
    /// glyph per cell, mixing both would give neither shape.
    public func character(column: Int, row: Int) -> Character {
        Self.glyphs[Int(grid.seriesOverReference(column: column, row: row) & 0x1FF)]
    }

    public func ink(column: Int, row: Int) -> Ink? { grid.ink(column: column, row: row) }

    func writeRow(_ row: Int, markers: [UInt8], color: Bool, to out: inout ByteWriter) {
        writeGridRow(row, markers: markers, color: color, to: &out)
    }

    func scalar(at index: Int) -> Unicode.Scalar {
        let cell = grid.cells[index]
        return Self.scalars[Int((cell.series != 0 ? cell.series : cell.reference) & 0x1FF)]
    }

    public func seriesMask(column: Int, row: Int) -> UInt64 { grid.seriesMask(column: column, row: row) }

    public mutating func drawPolyline(_ points: [(x: Double, y: Double)], ink: Ink) { strokePolyline(points, ink: ink) }

    /// Glyph shapes, rows top to bottom separated by `/`, `#` a set pixel. Listed in
    /// order of preference for ties.
    private static let shapes: [(Character, [String])] = [
        // A flat stroke reads as a line at the top and middle of a cell, "_" at the foot.
        ("-", ["___/###/___", "___/##_/___", "___/_##/___", "___/_#_/___", "___/#_#/___", "###/___/___"]),
        ("_", ["___/___/###", "___/___/##_", "___/___/_##"]),
        ("'", ["##_/___/___", "_##/___/___", "_#_/___/___", "#__/___/___", "__#/___/___"]),
        (".", ["___/___/_#_", "___/___/#__", "___/___/__#"]),
        ("|", ["_#_/_#_/_#_", "#__/#__/#__", "__#/__#/__#", "_#_/_#_/___", "___/_#_/_#_"]),
        ("/", ["__#/_#_/#__", "__#/_#_/___", "___/_#_/#__", "_##/_#_/##_", "__#/_#_/_#_",
               "_#_/_#_/#__", "__#/_##/##_", "_##/##_/#__", "__#/__#/_#_", "_#_/#__/#__"]),
        ("\\", ["#__/_#_/__#", "#__/_#_/___", "___/_#_/__#", "##_/_#_/_##", "#__/_#_/_#_",
                "_#_/_#_/__#", "#__/##_/_##", "##_/_##/__#", "#__/#__/_#_", "_#_/__#/__#"]),
        (":", ["_#_/___/_#_", "#__/___/#__", "__#/___/__#"]),
        ("x", ["#_#/_#_/#_#"]),
        ("#", ["###/###/###"]),
    ]

    private static let scalars: [Unicode.Scalar] = glyphs.map { $0.unicodeScalars.first! }

    private static let glyphs: [Character] = {
        let candidates: [(Character, UInt16)] = shapes.flatMap { glyph, pictures in
            pictures.map { picture -> (Character, UInt16) in
                var pattern: UInt16 = 0
                for (i, c) in picture.filter({ $0 != "/" }).enumerated() where c == "#" {
                    pattern |= 1 << UInt16(i)
                }
                return (glyph, pattern)
            }
        }
        return (0..<512).map { raw -> Character in
            let pattern = UInt16(raw)
            if pattern == 0 { return " " }
            var best: Character = "#"
            var bestDistance = Int.max
            for (glyph, shape) in candidates {
                let distance = (shape ^ pattern).nonzeroBitCount
                if distance < bestDistance { best = glyph; bestDistance = distance }
            }
            return best
        }
    }()
}
