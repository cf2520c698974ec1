/// PNG files (ISO/IEC 15948, the W3C PNG specification): an `RGBAImage` as 8-bit RGBA,
/// non-interlaced, each row filtered and the whole compressed as one zlib stream.
///
/// A file is the 8-byte signature, then chunks: each a 4-byte big-endian length, a 4-byte
/// type, the data, and the CRC-32 of type and data. `IHDR` (width, height, bit depth 8,
/// colour type 6 = RGBA, compression 0, filter 0, interlace 0), one `IDAT`, `IEND`.
/// Animated PNG adds `acTL`, `fcTL` and `fdAT` chunks (see `APNG`).
public enum PNG {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `image` as the bytes of a PNG file.
    public static func encode(_ image: RGBAImage) -> [UInt8] {
        var file = signature
        appendChunk("IHDR", header(width: image.width, height: image.height), to: &file)
        appendChunk("IDAT", Zlib.compress(filteredRows(image)), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// IHDR's 13 bytes for an 8-bit RGBA picture.
    static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    }

    /// The image's rows as PNG scanlines: a filter-type byte before each row. Each row takes
    /// the filter (None, Sub, Up) whose bytes have the smallest sum of absolute values as
    /// signed bytes, the heuristic the PNG specification suggests; plots are mostly flat
    /// colour, so Sub and Up leave long runs of zeros for the compressor.
    static func filteredRows(_ image: RGBAImage) -> [UInt8] {
        let stride = image.width * 4, height = image.height
        var out = [UInt8](repeating: 0, count: (stride + 1) * height)
        let zeros = [UInt8](repeating: 0, count: stride)
        image.bytes.withUnsafeBufferPointer { pixels in
        zeros.withUnsafeBufferPointer { zeros in
            out.withUnsafeMutableBufferPointer { out in
                // |value| as a signed byte: the filter heuristic's cost of one byte.
                @inline(__always) func cost(_ value: UInt8) -> Int { abs(Int(Int8(bitPattern: value))) }
                for y in 0..<height {
                    let raw = UnsafeBufferPointer(rebasing: pixels[(y * stride)..<((y + 1) * stride)])
                    // The row above (zeros above the first), and the pixel to the left (zeros
                    // left of the first: the first 4 bytes' Sub is the byte itself).
                    let above = y > 0 ? UnsafeBufferPointer(rebasing: pixels[((y - 1) * stride)..<(y * stride)]) : zeros
                    // The three filters' costs in one pass; the first of equal costs wins.
                    var none = 0, sub = 0, up = 0
                    for i in 0..<min(4, stride) {
                        none += cost(raw[i]); sub += cost(raw[i]); up += cost(raw[i] &- above[i])
                    }
                    if stride > 4 {
                        for i in 4..<stride {
                            none += cost(raw[i]); sub += cost(raw[i] &- raw[i - 4]); up += cost(raw[i] &- above[i])
                        }
                    }
                    let type: UInt8 = sub < none ? (up < sub ? 2 : 1) : (up < none ? 2 : 0)
                    let at = y * (stride + 1)
                    out[at] = type
                    switch type {
                    case 0:
                        for i in 0..<stride { out[at + 1 + i] = raw[i] }
                    case 1:
                        for i in 0..<min(4, stride) { out[at + 1 + i] = raw[i] }
                        if stride > 4 { for i in 4..<stride { out[at + 1 + i] = raw[i] &- raw[i - 4] } }
                    default:
                        for i in 0..<stride { out[at + 1 + i] = raw[i] &- above[i] }
                    }
                }
            }
        }
        }
        return out
    }

    /// Appends one chunk (length, type, data, CRC-32 of type and data) to `file`.
    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        file += bigEndian(CRC32.checksum(typeBytes + data))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
