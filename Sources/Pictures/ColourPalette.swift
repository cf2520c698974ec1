/// Pictures as palettes of at most 256 colours and an index per pixel, as sixels and GIF
/// files carry them.
///
/// Pictures with at most 256 colours keep them exactly. Otherwise the 256 most frequent
/// colours are kept (ties broken by the colour's value, so the result repeats) and every
/// other colour takes the nearest kept one (least squared RGB distance): right for plots
/// and motion frames, whose flat colours dominate and whose anti-aliased edges are blends
/// of them. Alpha is ignored: pictures are opaque.
public struct ColourPalette: Sendable {
    public let colours: [RGBA]
    private let index: [UInt32: UInt8]

    /// The palette of every pixel of `images` together (one palette for an animation).
    public init(_ images: [RGBAImage]) {
        var counts: [UInt32: Int] = [:]
        for image in images {
            image.bytes.withUnsafeBufferPointer { b in
                // Counted a run of one colour at a time: pictures are mostly flat colour.
                let pixels = image.width * image.height
                var p = 0
                while p < pixels {
                    let word = Self.rgbWord(b, p)
                    var end = p + 1
                    while end < pixels, Self.rgbWord(b, end) == word { end += 1 }
                    counts[Self.key(b, p), default: 0] += end - p
                    p = end
                }
            }
        }
        let kept = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(256).map(\.key)
        var index: [UInt32: UInt8] = [:]
        for (n, key) in kept.enumerated() { index[key] = UInt8(n) }
        for key in counts.keys where index[key] == nil {
            let r = Int(key >> 16), g = Int(key >> 8 & 0xFF), b = Int(key & 0xFF)
            var best = 0, bestDistance = Int.max
            for (n, k) in kept.enumerated() {
                let dr = r - Int(k >> 16), dg = g - Int(k >> 8 & 0xFF), db = b - Int(k & 0xFF)
                let d = dr * dr + dg * dg + db * db
                if d < bestDistance { bestDistance = d; best = n }
            }
            index[key] = UInt8(best)
        }
        self.colours = kept.map { RGBA(UInt8($0 >> 16), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)) }
        self.index = index
    }

    /// Each pixel's index into `colours`, row by row.
    public func indices(of image: RGBAImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.width * image.height)
        image.bytes.withUnsafeBufferPointer { b in
            out.withUnsafeMutableBufferPointer { out in
                // A pixel like the last takes its index without a look-up.
                var lastWord: UInt32?, lastIndex: UInt8 = 0
                for p in 0..<out.count {
                    let word = Self.rgbWord(b, p)
                    if word != lastWord { lastIndex = index[Self.key(b, p)] ?? 0; lastWord = word }
                    out[p] = lastIndex
                }
            }
        }
        return out
    }

    /// Pixel `p`'s red, green and blue as one 32-bit load (alpha masked off): equal for
    /// equal colours, cheaper than `key` to compare along a run. Not `key`'s order.
    static func rgbWord(_ b: UnsafeBufferPointer<UInt8>, _ p: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(b.baseAddress!).loadUnaligned(fromByteOffset: 4 * p, as: UInt32.self)) & 0xFF_FFFF
    }

    /// Pixel `p`'s colour as 0xRRGGBB: the palette's order and look-up.
    static func key(_ b: UnsafeBufferPointer<UInt8>, _ p: Int) -> UInt32 {
        UInt32(b[4 * p]) << 16 | UInt32(b[4 * p + 1]) << 8 | UInt32(b[4 * p + 2])
    }
}
