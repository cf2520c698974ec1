/// zlib streams (RFC 1950) around DEFLATE data (RFC 1951), as PNG's IDAT and fdAT hold them.
///
/// A stream is a two-byte header (CMF 0x78: deflate with a 32 KiB window; FLG chosen so
/// CMF·256 + FLG is a multiple of 31), the deflate blocks, and the Adler-32 of the
/// uncompressed bytes, big-endian.
enum Zlib {
    /// `bytes` as a zlib stream of deflate blocks (`Deflate.compress`).
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        [0x78, 0x01] + Deflate.compress(bytes) + PNG.bigEndian(adler32(bytes))
    }

    /// Adler-32: two sums modulo 65521, `a` = 1 + Σ bytes and `b` = Σ of each `a`;
    /// the checksum is b·65536 + a. adler32("Wikipedia") is 0x11E60398.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                // 5552 bytes is the most that cannot overflow 32 bits before the modulo, so
                // the sums need no overflow checks.
                let end = min(index + 5552, bytes.count)
                while index < end { a &+= UInt32(bytes[index]); b &+= a; index += 1 }
                a %= 65521; b %= 65521
            }
        }
        return b << 16 | a
    }
}
