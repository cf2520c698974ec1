/// GIF's LZW compression (GIF89a, appendix F): codes of variable width, least significant
/// bit first. With a minimum code size of 8, the clear code is 256 and the end code 257;
/// codes start 9 bits wide and widen by one each time the next free code reaches 2^width,
/// up to 12 bits; when the table is full (4,096 codes) a clear code starts it again.
///
/// The table is a flat array indexed by (prefix code, byte), 4,096 × 256 entries of 2
/// bytes (2 MiB), kept between calls: an animation compresses every frame with one table,
/// emptied entry by entry (at most 4,096 set) rather than allocated anew.
struct LZW {
    /// (prefix << 8 | byte) → code, or 0 for none (no entry is ever code 0: entries start at 258).
    private var table = [UInt16](repeating: 0, count: 4096 * 256)
    /// The table's entries set since it was last emptied.
    private var used: [Int32] = []

    /// `indices` compressed with a fresh table (a file's or a frame's whole image data).
    static func compress(_ indices: [UInt8], minimumCodeSize: Int = 8) -> [UInt8] {
        var lzw = LZW()
        return lzw.compress(indices, minimumCodeSize: minimumCodeSize)
    }

    mutating func compress(_ indices: [UInt8], minimumCodeSize: Int = 8) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var writer = BitWriter(capacity: indices.count / 2)
        var width = minimumCodeSize + 1
        var next = end + 1
        empty()
        writer.write(UInt32(clear), width: width)
        guard var current = indices.first.map(Int.init) else {
            writer.write(UInt32(end), width: width)
            writer.alignToByte()
            return writer.bytes
        }
        table.withUnsafeMutableBufferPointer { table in
            for byte in indices.dropFirst() {
                let key = current << 8 | Int(byte)
                let code = table[key]
                if code != 0 {
                    current = Int(code)
                    continue
                }
                writer.write(UInt32(current), width: width)
                if next < 4096 {
                    table[key] = UInt16(next)
                    used.append(Int32(key))
                    next += 1
                    if next > 1 << width, width < 12 { width += 1 }
                } else {
                    writer.write(UInt32(clear), width: width)
                    for k in used { table[Int(k)] = 0 }
                    used.removeAll(keepingCapacity: true)
                    width = minimumCodeSize + 1
                    next = end + 1
                }
                current = Int(byte)
            }
        }
        writer.write(UInt32(current), width: width)
        // The decoder adds an entry on reading that last code and may widen before the end code.
        if next == 1 << width, width < 12 { width += 1 }
        writer.write(UInt32(end), width: width)
        writer.alignToByte()
        return writer.bytes
    }

    /// Empties the table's entries set by the last call.
    private mutating func empty() {
        for k in used { table[Int(k)] = 0 }
        used.removeAll(keepingCapacity: true)
    }
}
