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

    /// The palette of every pixel of `images` together (one palette for an animation). A
    /// large picture's pixels are counted in parts, one on each core (`ConcurrentParts`),
    /// and the counts added: the same counts, so the same palette.
    public init(_ images: [RGBAImage]) {
        var counts: [UInt32: Int] = [:]
        for image in images {
            let pixels = image.width * image.height, parts = ConcurrentParts.parts(for: pixels)
            let partCounts = ConcurrentParts.map(parts) { part in
                Self.counts(image, pixels: pixels * part / parts..<pixels * (part + 1) / parts)
            }
            for part in partCounts {
                if counts.isEmpty { counts = part; continue }
                for (key, count) in part { counts[key, default: 0] += count }
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

    /// How many of `image`'s pixels in the range `pixels` (counted row by row) have each
    /// colour (0xRRGGBB): a run of one colour at a time, pictures being mostly flat colour.
    static func counts(_ image: RGBAImage, pixels: Range<Int>) -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        image.bytes.withUnsafeBufferPointer { b in
            var p = pixels.lowerBound
            while p < pixels.upperBound {
                let word = Self.rgbWord(b, p)
                var end = p + 1
                while end < pixels.upperBound, Self.rgbWord(b, end) == word { end += 1 }
                counts[Self.key(b, p), default: 0] += end - p
                p = end
            }
        }
        return counts
    }

    /// Each pixel's index into `colours`, row by row; a large picture's in parts, one on
    /// each core, each part into its own range of the indices.
    public func indices(of image: RGBAImage) -> [UInt8] {
        let count = image.width * image.height, parts = ConcurrentParts.parts(for: count)
        return [UInt8](unsafeUninitializedCapacity: count) { out, written in
            let slots = IndexSlots(out: out)
            _ = ConcurrentParts.map(parts) { part in
                fill(slots.out, from: image, pixels: count * part / parts..<count * (part + 1) / parts)
            }
            written = count
        }
    }

    /// Writes the indices of `image`'s pixels in the range `pixels` into `out` at the same
    /// places. A pixel like the last takes its index without a look-up.
    private func fill(_ out: UnsafeMutableBufferPointer<UInt8>, from image: RGBAImage, pixels: Range<Int>) {
        image.bytes.withUnsafeBufferPointer { b in
            var lastWord: UInt32?, lastIndex: UInt8 = 0
            for p in pixels {
                let word = Self.rgbWord(b, p)
                if word != lastWord { lastIndex = index[Self.key(b, p)] ?? 0; lastWord = word }
                out[p] = lastIndex
            }
        }
    }

    /// The indices' memory, shared by the parts: each part writes its own range alone, and
    /// the indices are read only after every part is done.
    private struct IndexSlots: @unchecked Sendable {
        let out: UnsafeMutableBufferPointer<UInt8>
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
