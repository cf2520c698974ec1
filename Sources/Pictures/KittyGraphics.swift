/// A picture for terminals that speak kitty's graphics protocol (kitty, Ghostty, WezTerm):
/// the PNG file's bytes (or raw pixels, zlib-compressed), base64-encoded, sent in
/// application program commands `ESC _ G keys ; payload ESC \` of at most 4,096 payload
/// bytes each.
///
/// The first chunk carries the keys: `a=T` (transmit and show), `f=100` (PNG; or `f=24`
/// raw RGB with `s`, `v` and `o=z`), `q=2` (the terminal sends no reply), `C=1` (the cursor
/// stays where it was), `c`/`r` (the columns and rows of cells the picture is scaled into),
/// `m=1` when more chunks follow. Later chunks carry only `m=1`, the last `m=0`.
public enum KittyGraphics {
    public static let chunkSize = 4096

    /// The escape sequences that show `png` over `columns` × `rows` cells at the cursor;
    /// with an `id` (`i=`), so a later picture can replace it (`delete(id:)` first); with a
    /// `layer` (`z=`), drawn over the pictures of lower layers (0 when not given).
    public static func escapes(png: [UInt8], columns: Int, rows: Int, id: Int? = nil, layer: Int? = nil) -> String {
        escapes(payload: png, format: "f=100", columns: columns, rows: rows, id: id, layer: layer)
    }

    /// The same for `image`'s pixels sent raw as 8-bit RGB (`f=24`, its size in `s=` and
    /// `v=`), compressed by zlib (`o=z`): no PNG filters to work out, and zlib at its
    /// fastest with a small hash (`Zlib.Level.rawPixels`). Alpha is left out: live pictures
    /// are opaque.
    public static func escapes(rgb image: RGBAImage, columns: Int, rows: Int, id: Int? = nil, layer: Int? = nil) -> String {
        // A large picture (the whole plot) made into RGB and compressed in parts of its rows,
        // one on each core (`Zlib.compress(parts:level:piece:)`).
        let parts = ConcurrentParts.parts(for: image.width * image.height), height = image.height
        let payload = Zlib.compress(parts: parts, level: .rawPixels) { part in
            rgbBytes(image, rows: height * part / parts..<height * (part + 1) / parts)
        }
        return escapes(payload: payload, format: "f=24,s=\(image.width),v=\(image.height),o=z",
                       columns: columns, rows: rows, id: id, layer: layer)
    }

    /// `image`'s pixels without alpha: red, green, blue, pixel after pixel, of its `rows`
    /// (every row when not given; cut to the picture's). Four pixels
    /// (four 32-bit words, little-endian RGBA) make three words of output at a time, a
    /// quarter of the stores of a byte at a time (2000×1040 px: 25 M instructions to 8 M);
    /// the last one to three pixels byte by byte.
    static func rgbBytes(_ image: RGBAImage, rows: Range<Int>? = nil) -> [UInt8] {
        let rows = (rows ?? 0..<image.height).clamped(to: 0..<image.height)
        let count = image.width * rows.count
        return [UInt8](unsafeUninitializedCapacity: count * 3) { out, written in
            image.bytes.withUnsafeBytes { pixels in
                guard let first = pixels.baseAddress, let start = out.baseAddress else { return }
                let from = first + 4 * image.width * rows.lowerBound
                let to = UnsafeMutableRawPointer(start)
                var p = 0
                while p + 4 <= count {
                    let a = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 4 * p, as: UInt32.self)) & 0xFF_FFFF
                    let b = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 4 * p + 4, as: UInt32.self)) & 0xFF_FFFF
                    let c = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 4 * p + 8, as: UInt32.self)) & 0xFF_FFFF
                    let d = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 4 * p + 12, as: UInt32.self)) & 0xFF_FFFF
                    to.storeBytes(of: (a | b << 24).littleEndian, toByteOffset: 3 * p, as: UInt32.self)
                    to.storeBytes(of: (b >> 8 | c << 16).littleEndian, toByteOffset: 3 * p + 4, as: UInt32.self)
                    to.storeBytes(of: (c >> 16 | d << 8).littleEndian, toByteOffset: 3 * p + 8, as: UInt32.self)
                    p += 4
                }
                while p < count {
                    for channel in 0..<3 {
                        to.storeBytes(of: from.load(fromByteOffset: 4 * p + channel, as: UInt8.self), toByteOffset: 3 * p + channel, as: UInt8.self)
                    }
                    p += 1
                }
            }
            written = count * 3
        }
    }

    /// `payload` (of the picture in `format`'s keys) in chunks, the first with the keys.
    static func escapes(payload bytes: [UInt8], format: String, columns: Int, rows: Int, id: Int?, layer: Int?) -> String {
        let payload = Array(Base64.encode(bytes).utf8)
        var out = ""
        var start = 0
        repeat {
            let end = min(start + chunkSize, payload.count)
            let more = end < payload.count ? 1 : 0
            let keys = start == 0
                ? "a=T,\(format),\(id.map { "i=\($0)," } ?? "")\(layer.map { "z=\($0)," } ?? "")q=2,C=1,c=\(columns),r=\(rows),m=\(more)" : "m=\(more)"
            out += "\u{1B}_G" + keys + ";" + String(decoding: payload[start..<end], as: UTF8.self) + "\u{1B}\\"
            start = end
        } while start < payload.count
        return out
    }

    /// Deletes the picture `id` and its data (`a=d`, `d=I`): before showing the next frame
    /// of an animation in its place.
    public static func delete(id: Int) -> String { "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\" }

    /// The query that asks whether the terminal speaks the protocol: a 1×1 RGB picture
    /// (`AAAA`, three zero bytes) with `a=q`, which is checked and not kept. A terminal that
    /// does answers `ESC _ G i=31 ; OK ESC \`.
    public static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
}
