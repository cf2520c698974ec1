import CZlib

/// zlib streams (RFC 1950 around RFC 1951's DEFLATE), as PNG's IDAT and fdAT chunks and
/// kitty's compressed pictures (`o=z`) carry them, made by the system's zlib; and the two
/// checksums zlib computes, CRC-32 (PNG's chunks) and Adler-32 (a zlib stream's last four
/// bytes).
///
/// This is Pictures' one seam to a C library: the rest of the module calls these.
enum Zlib {
    /// How hard zlib looks for matches: 1 is fastest, 9 smallest; 6 is zlib's own default.
    struct Level: Sendable, Equatable {
        let value: Int32
        /// zlib's strategy: its default, or runs only (`Z_RLE`: matches one byte back, no
        /// hash of earlier strings).
        var runsOnly = false
        /// For live pictures, sent once and thrown away (kitty's payloads at a key).
        static let fastest = Level(value: 1)
        /// Raw pixels of a live picture: mostly runs of one colour, whose bytes repeat one
        /// byte back where the colour is a grey (white, the axes, the text) and which zlib
        /// finds without hashing; about twice as fast as `fastest` on a plot, as small.
        static let runs = Level(value: 1, runsOnly: true)
        /// zlib's default: animations, where hundreds of frames are compressed in a row.
        static let balanced = Level(value: 6)
        /// Files a person keeps (`plot …, to: "x.png"`): no larger than Pillow writes.
        static let smallest = Level(value: 9)
    }

    /// `bytes` as one zlib stream (a 32 KiB window, the default strategy). An empty input
    /// gives the 8-byte stream of no data. The memory level is 9 (the most, zlib's hash of
    /// 64 Ki entries) from 64 KiB of input, 7 under it: zlib clears its hash for every
    /// stream, and a live picture's small tiles are many streams. Runs only (`Z_RLE`) never
    /// look in the hash, but zlib still clears it and shifts it with the window at every
    /// 32 KiB of input: level 5 (a hash of 4 Ki entries, blocks of 2 Ki symbols) instead of 9
    /// takes a whole plot of 2000×1040 px from 186.6 M instructions to 108.3 M, 45,283 bytes
    /// to 44,571 (callgrind, zlib 1.2.13; at 1000×440 px 39.6 M to 23.9 M, 16,265 bytes to
    /// 15,720); levels 4 and 6 are within 2 % of it, 1 is larger and slower.
    static func compress(_ bytes: UnsafeBufferPointer<UInt8>, level: Level) -> [UInt8] {
        var stream = z_stream()
        let memoryLevel: Int32 = level.runsOnly ? 5 : bytes.count >= 65536 ? 9 : 7
        let strategy = level.runsOnly ? Z_RLE : Z_DEFAULT_STRATEGY
        let started = deflateInit2_(&stream, level.value, Z_DEFLATED, 15, memoryLevel, strategy, zlibVersion(),
                                    Int32(MemoryLayout<z_stream>.size))
        precondition(started == Z_OK, "zlib could not start a stream (\(started))")
        defer { deflateEnd(&stream) }
        // deflateBound is the most a stream of this many bytes can take: one call finishes it.
        let bound = Int(deflateBound(&stream, uLong(bytes.count)))
        return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
            stream.avail_in = uInt(bytes.count)
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(bound)
            let finished = deflate(&stream, Z_FINISH)
            precondition(finished == Z_STREAM_END, "zlib did not finish within its own bound (\(finished))")
            count = bound - Int(stream.avail_out)
        }
    }

    static func compress(_ bytes: [UInt8], level: Level) -> [UInt8] {
        bytes.withUnsafeBufferPointer { compress($0, level: level) }
    }

    /// CRC-32 as PNG uses it (ISO 3309, polynomial 0xEDB88320 reflected, initial value and
    /// final XOR 0xFFFFFFFF), continued from `crc` (0 to start): crc32("123456789") is 0xCBF43926.
    static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: CZlib.crc32(uLong(crc), $0.baseAddress, uInt($0.count))) }
    }

    /// Adler-32: two sums modulo 65521, `a` = 1 + Σ bytes and `b` = Σ of each `a`; the
    /// checksum is b·65536 + a. adler32("Wikipedia") is 0x11E60398; of nothing, 1.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: CZlib.adler32(1, $0.baseAddress, uInt($0.count))) }
    }
}
