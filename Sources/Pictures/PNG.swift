/// PNG files (ISO/IEC 15948, the W3C PNG specification): an `RGBAImage` as 8-bit RGB when
/// every pixel is opaque (colour type 2) and 8-bit RGBA otherwise (colour type 6),
/// non-interlaced, each row filtered and the whole compressed as one zlib stream by the
/// system's zlib (`Zlib`).
///
/// A file is the 8-byte signature, then chunks: each a 4-byte big-endian length, a 4-byte
/// type, the data, and the CRC-32 of type and data. `IHDR` (width, height, bit depth 8,
/// colour type, compression 0, filter 0, interlace 0), one `IDAT`, `IEND`.
/// Animated PNG adds `acTL`, `fcTL` and `fdAT` chunks (see `APNG`).
///
/// Size: a plot written at zlib's level 9 with the filters below is smaller than Pillow
/// writes for the same pixels with its defaults (level 6, its own adaptive filters): 10.6 KB
/// against 11.4 KB for one spring at 720×392 (`PNGSizeTests` checks it on each run).
public enum PNG {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// How hard zlib works: `file` for files people keep (level 9, the smallest),
    /// `live` for a picture sent once to a terminal and replaced at the next key (level 1:
    /// a tenth of the time, a third larger).
    public enum Effort: Sendable {
        case file, live
    }

    /// `image` as the bytes of a PNG file.
    public static func encode(_ image: RGBAImage, effort: Effort = .file) -> [UInt8] {
        encode(image, level: effort == .file ? .smallest : .fastest)
    }

    static func encode(_ image: RGBAImage, level: Zlib.Level) -> [UInt8] {
        let channels = image.isOpaque ? 3 : 4
        var file = signature
        appendChunk("IHDR", header(width: image.width, height: image.height, channels: channels), to: &file)
        appendChunk("IDAT", Zlib.compress(filteredRows(image, channels: channels), level: level), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// IHDR's 13 bytes for an 8-bit picture of 3 (RGB, colour type 2) or 4 (RGBA, colour
    /// type 6) channels.
    static func header(width: Int, height: Int, channels: Int = 4) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, channels == 3 ? 2 : 6, 0, 0, 0]
    }

    /// The image's rows as PNG scanlines of `channels` bytes a pixel (3 drops alpha): a
    /// filter-type byte before each row. Each row takes the filter (None, Sub, Up) whose
    /// bytes have the smallest sum of absolute values as signed bytes, the heuristic the PNG
    /// specification suggests; plots are mostly flat colour, so Sub and Up leave long runs
    /// of zeros for the compressor.
    static func filteredRows(_ image: RGBAImage, channels: Int = 4) -> [UInt8] {
        let stride = image.width * channels, height = image.height, width = image.width
        var out = [UInt8](repeating: 0, count: (stride + 1) * height)
        // Two rows of packed pixels: this one and the one above (zeros above the first).
        var rows = [UInt8](repeating: 0, count: 2 * stride)
        image.bytes.withUnsafeBufferPointer { pixels in
        rows.withUnsafeMutableBufferPointer { rows in
            out.withUnsafeMutableBufferPointer { out in
                // |value| as a signed byte: the filter heuristic's cost of one byte.
                @inline(__always) func cost(_ value: UInt8) -> Int { abs(Int(Int8(bitPattern: value))) }
                for y in 0..<height {
                    let rawAt = (y & 1) * stride, aboveAt = stride - rawAt
                    if channels == 4 {
                        for i in 0..<stride { rows[rawAt + i] = pixels[y * stride + i] }
                    } else {
                        for x in 0..<width {
                            let from = (y * width + x) * 4, to = rawAt + x * 3
                            rows[to] = pixels[from]; rows[to + 1] = pixels[from + 1]; rows[to + 2] = pixels[from + 2]
                        }
                    }
                    if y == 0 { for i in 0..<stride { rows[aboveAt + i] = 0 } }
                    let raw = UnsafeBufferPointer(rebasing: rows[rawAt..<(rawAt + stride)])
                    let above = UnsafeBufferPointer(rebasing: rows[aboveAt..<(aboveAt + stride)])
                    // The three filters' costs in one pass; the first of equal costs wins.
                    // The first pixel's Sub is the bytes themselves (zeros to its left).
                    var none = 0, sub = 0, up = 0
                    for i in 0..<min(channels, stride) {
                        none += cost(raw[i]); sub += cost(raw[i]); up += cost(raw[i] &- above[i])
                    }
                    if stride > channels {
                        for i in channels..<stride {
                            none += cost(raw[i]); sub += cost(raw[i] &- raw[i - channels]); up += cost(raw[i] &- above[i])
                        }
                    }
                    let type: UInt8 = sub < none ? (up < sub ? 2 : 1) : (up < none ? 2 : 0)
                    let at = y * (stride + 1)
                    out[at] = type
                    switch type {
                    case 0:
                        for i in 0..<stride { out[at + 1 + i] = raw[i] }
                    case 1:
                        for i in 0..<min(channels, stride) { out[at + 1 + i] = raw[i] }
                        if stride > channels { for i in channels..<stride { out[at + 1 + i] = raw[i] &- raw[i - channels] } }
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
        file += bigEndian(Zlib.crc32(data, continuing: Zlib.crc32(typeBytes)))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
