/// DEFLATE (RFC 1951) compression.
///
/// Stored blocks: each holds up to 65,535 bytes as they are (a header bit BFINAL, BTYPE 00,
/// padding to a byte, LEN and its one's complement NLEN, little-endian, then the bytes).
/// Always valid; no compression.
enum Deflate {
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 65535 * 5 + 5)
        var start = 0
        repeat {
            let end = min(start + 65535, bytes.count)
            let length = UInt16(end - start)
            out.append(end == bytes.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += bytes[start..<end]
            start = end
        } while start < bytes.count
        return out
    }
}
