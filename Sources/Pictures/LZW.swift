/// GIF's LZW compression (GIF89a, appendix F): codes of variable width, least significant
/// bit first. With a minimum code size of 8, the clear code is 256 and the end code 257;
/// codes start 9 bits wide and widen by one each time the next free code reaches 2^width,
/// up to 12 bits; when the table is full (4,096 codes) a clear code starts it again.
enum LZW {
    static func compress(_ indices: [UInt8], minimumCodeSize: Int = 8) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var writer = BitWriter(capacity: indices.count / 2)
        var width = minimumCodeSize + 1
        var next = end + 1
        // The table: (prefix code, byte) → code, as one integer key.
        var table: [Int: Int] = [:]
        table.reserveCapacity(4096)
        writer.write(UInt32(clear), width: width)
        guard var current = indices.first.map(Int.init) else {
            writer.write(UInt32(end), width: width)
            writer.alignToByte()
            return writer.bytes
        }
        for byte in indices.dropFirst() {
            let key = current << 8 | Int(byte)
            if let code = table[key] {
                current = code
                continue
            }
            writer.write(UInt32(current), width: width)
            if next < 4096 {
                table[key] = next
                next += 1
                if next > 1 << width, width < 12 { width += 1 }
            } else {
                writer.write(UInt32(clear), width: width)
                table.removeAll(keepingCapacity: true)
                width = minimumCodeSize + 1
                next = end + 1
            }
            current = Int(byte)
        }
        writer.write(UInt32(current), width: width)
        // The decoder adds an entry on reading that last code and may widen before the end code.
        if next == 1 << width, width < 12 { width += 1 }
        writer.write(UInt32(end), width: width)
        writer.alignToByte()
        return writer.bytes
    }
}
