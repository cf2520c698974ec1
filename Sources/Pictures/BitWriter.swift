/// Bits packed as DEFLATE packs them (RFC 1951 §3.1.1): each value's bits from its least
/// significant up, filling each byte from its least significant bit. Huffman codes, which
/// are defined most significant bit first, are reversed before they are written.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The `width` low bits of `value`, least significant first (width ≤ 32).
    mutating func write(_ value: UInt32, width: Int) {
        buffer |= UInt64(value & (width == 32 ? .max : (1 << UInt32(width)) - 1)) << UInt64(count)
        count += width
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// A Huffman code `width` bits long, most significant bit first.
    mutating func write(code: UInt32, width: Int) {
        var reversed: UInt32 = 0
        for i in 0..<width { reversed |= (code >> UInt32(i) & 1) << UInt32(width - 1 - i) }
        write(reversed, width: width)
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if count > 0 { write(0, width: 8 - count) }
    }
}
