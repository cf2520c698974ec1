extension RGBAImage {
    /// Draws `text` in `BitmapFont` with its baseline at row `baseline` and its first
    /// character starting at column `x`, each glyph bit a `scale` × `scale` block of
    /// `colour`. `bold` draws every bit a second time one pixel to the right. With `rotated`,
    /// the text turns a quarter turn anticlockwise about (x, baseline): it reads upwards from
    /// there (as a y axis's name does). Pixels outside the picture are skipped.
    public mutating func draw(text: String, x: Int, baseline: Int, colour: RGBA, scale: Int = 1, bold: Bool = false, rotated: Bool = false) {
        let scale = max(1, scale)
        var pen = 0
        for scalar in text.unicodeScalars {
            let bits = BitmapFont.glyph(scalar) ?? BitmapFont.missing
            for row in 0..<BitmapFont.glyphHeight {
                for column in 0..<BitmapFont.glyphWidth where bits >> UInt64(row * BitmapFont.glyphWidth + column) & 1 == 1 {
                    for extra in 0...(bold ? 1 : 0) {
                        for dy in 0..<scale {
                            for dx in 0..<scale {
                                // Along the text (u) and down from its top (v), from the pen.
                                let u = pen + column * scale + dx + extra
                                let v = (row - BitmapFont.ascent) * scale + dy
                                if rotated { self[x + v, baseline - u] = colour } else { self[x + u, baseline + v] = colour }
                            }
                        }
                    }
                }
            }
            pen += BitmapFont.advance * scale
        }
    }
}
