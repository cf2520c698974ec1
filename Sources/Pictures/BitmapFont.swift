/// fluid's own bitmap font for pictures: every printable ASCII character and the few others
/// plots print (µ × − … ° · π ζ ω Δ ≈ → ∞), each designed on a 5 × 8 grid: rows 0–6 stand
/// on the baseline (capitals fill them), row 7 holds descenders (g, j, p, q, y, comma).
///
/// A glyph is 40 bits: bit r·5 + c is ink at column c, row r. Characters are 6 pixels apart
/// at scale 1 (a column of space between glyphs); scale k draws each bit as a k × k block.
/// A character the font lacks draws as a hollow box, so missing glyphs show instead of
/// vanishing.
public enum BitmapFont {
    public static let glyphWidth = 5
    public static let glyphHeight = 8
    /// Rows above the baseline.
    public static let ascent = 7
    /// Pixels from one character's start to the next, at scale 1.
    public static let advance = 6

    /// The glyph bits of `scalar`, or nil when the font lacks it.
    public static func glyph(_ scalar: Unicode.Scalar) -> UInt64? {
        let value = scalar.value
        if value >= 32, value < 127 { return ascii[Int(value - 32)] }
        return others[scalar]
    }

    /// The hollow box drawn for characters the font lacks: rows 1–6, columns 0–4.
    static let missing: UInt64 = {
        var bits: UInt64 = 0
        for r in 1...6 { for c in 0..<5 where r == 1 || r == 6 || c == 0 || c == 4 { bits |= 1 << UInt64(r * 5 + c) } }
        return bits
    }()

    /// How wide `text` is, in pixels, at `scale` (no space after the last character).
    public static func width(of text: String, scale: Int = 1) -> Int {
        let count = text.unicodeScalars.count
        return count == 0 ? 0 : (count * advance - 1) * scale
    }

    static let ascii: [UInt64] = [
        0x0000000000, 0x0100421084, 0x000000014A, 0x0295F57D4A, 0x011F4717C4, 0x0632222263,
        0x0593511526, 0x0000000084, 0x0208210888, 0x0088842082, 0x0009575480, 0x00084F9080,
        0x1318000000, 0x00000F8000, 0x018C000000, 0x0002222200, 0x03A33AE62E, 0x03884210C4,
        0x07C444422E, 0x03A304111F, 0x0211F4A988, 0x03A3083C3F, 0x03A317844C, 0x008422221F,
        0x03A317462E, 0x01910F462E, 0x000C6018C0, 0x008C6018C0, 0x0208208888, 0x0001F07C00,
        0x0088882082, 0x010044422E, 0x03AB5B422E, 0x04631FC62E, 0x03E317C62F, 0x03A210862E,
        0x01D318C527, 0x07C217843F, 0x004217843F, 0x07A31E862E, 0x04631FC631, 0x038842108E,
        0x019284211C, 0x0452519531, 0x07C2108421, 0x04631AD771, 0x04639ACE31, 0x03A318C62E,
        0x004217C62F, 0x059358C62E, 0x045257C62F, 0x03E107043E, 0x010842109F, 0x03A318C631,
        0x011518C631, 0x02AB5AC631, 0x0462A22A31, 0x0108422A31, 0x07C222221F, 0x038421084E,
        0x0020820820, 0x039084210E, 0x0000004544, 0x07C0000000, 0x0000000082, 0x07A3E83800,
        0x03E319B421, 0x03A210B800, 0x07A31CDA10, 0x0383F8B800, 0x0084238A4C, 0x743D18F800,
        0x046319B421, 0x0388421804, 0x3250843008, 0x024A32A421, 0x0388421086, 0x04635AAC00,
        0x046319B400, 0x03A318B800, 0x085F18BC00, 0x843D18F800, 0x004219B400, 0x03E0E0F800,
        0x0324211C42, 0x05B318C400, 0x011518C400, 0x02AB58C400, 0x0454454400, 0x743D18C400,
        0x07C4447C00, 0x0208411088, 0x0108421084, 0x0088441082, 0x00008A8800,
    ]
    static let others: [Unicode.Scalar: UInt64] = [
        "\u{00B5}": 0x0B6718C400,  // µ
        "\u{00D7}": 0x0022A22A20,  // ×
        "\u{2212}": 0x00000F8000,  // −
        "\u{2026}": 0x0540000000,  // …
        "\u{00B0}": 0x0000032526,  // °
        "\u{00B7}": 0x0000630000,  // ·
        "\u{03C0}": 0x0494A57C00,  // π
        "\u{03B6}": 0x641C11111F,  // ζ
        "\u{03C9}": 0x02AB58A800,  // ω
        "\u{0394}": 0x07E318A880,  // Δ
        "\u{2248}": 0x001B203640,  // ≈
        "\u{2192}": 0x00088FA080,  // →
        "\u{221E}": 0x00155AA800,  // ∞
    ]
}
