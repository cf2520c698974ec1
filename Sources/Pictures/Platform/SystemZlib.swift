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
        /// zlib's memory level (1…9: its hash of 2^(level + 7) entries, blocks of
        /// 2^(level + 6) symbols); nil: chosen by the input's size (`compress`).
        var memoryLevel: Int32?
        /// For live pictures, sent once and thrown away (kitty's payloads at a key).
        static let fastest = Level(value: 1)
        /// Raw pixels of a live picture (kitty's `f=24`): level 1 at memory level 5. zlib
        /// clears its hash for every stream and shifts it with the window at every 32 KiB of
        /// input, which at level 9's 64 Ki entries was most of the work: on the whole plot
        /// `tune` sends at 200×60 cells (2000×1040 px, callgrind, zlib 1.2.13) memory level 5
        /// takes 108.1 M instructions and 64,551 bytes, memory level 9 187.1 M and 64,163 bytes
        /// (memory levels 4 and 6 are within 4 % of 5). Runs only (`Z_RLE`, matches one byte
        /// back) costs the same there, 108.3 M for 44,571 bytes, but finds only greys' runs:
        /// with a dark theme's background of (40, 44, 52) it takes 561.7 M instructions and
        /// 1,575,425 bytes where this takes 108.1 M and 66,261.
        static let rawPixels = Level(value: 1, memoryLevel: 5)
        /// zlib's default: animations, where hundreds of frames are compressed in a row.
        static let balanced = Level(value: 6)
        /// Files a person keeps (`plot …, to: "x.png"`): no larger than Pillow writes.
        static let smallest = Level(value: 9)
    }

    /// `bytes` as one zlib stream (a 32 KiB window, the default strategy). An empty input
    /// gives the 8-byte stream of no data. The memory level is the level's own, else 9 (the
    /// most, zlib's hash of 64 Ki entries) from 64 KiB of input, 7 under it: zlib clears its
    /// hash for every stream, and a live picture's small tiles are many streams.
    static func compress(_ bytes: UnsafeBufferPointer<UInt8>, level: Level) -> [UInt8] {
        var stream = z_stream()
        let memoryLevel: Int32 = level.memoryLevel ?? (bytes.count >= 65536 ? 9 : 7)
        let started = deflateInit2_(&stream, level.value, Z_DEFLATED, 15, memoryLevel, Z_DEFAULT_STRATEGY, zlibVersion(),
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

    /// One zlib stream of the bytes `piece(0)`, `piece(1)` … `piece(parts − 1)` joined,
    /// each piece made and compressed at once on its own core (`ConcurrentParts`), as pigz
    /// compresses in parts: each part a raw DEFLATE stream of its own (no window from the
    /// part before), all but the last ended by a sync flush (an empty stored block:
    /// byte-aligned, not the final block), joined after the header (`78 01`); the Adler-32 of
    /// the whole combined from the parts' (`adler32_combine`). It inflates to the pieces
    /// joined, a little larger than one stream (each part starts without matches). One part:
    /// `compress(_:level:)` of `piece(0)`.
    static func compress(parts: Int, level: Level, piece: @Sendable (Int) -> [UInt8]) -> [UInt8] {
        guard parts > 1 else { return compress(piece(0), level: level) }
        let pieces = ConcurrentParts.map(parts) { part -> (deflated: [UInt8], adler: uLong, count: Int) in
            piece(part).withUnsafeBufferPointer { bytes in
                (rawDeflate(bytes, level: level, last: part == parts - 1),
                 CZlib.adler32(1, bytes.baseAddress, uInt(bytes.count)), bytes.count)
            }
        }
        var adler = pieces[0].adler
        for piece in pieces.dropFirst() { adler = adler32_combine(adler, piece.adler, .init(piece.count)) }
        var out: [UInt8] = [0x78, 0x01]
        out.reserveCapacity(pieces.reduce(6) { $0 + $1.deflated.count })
        for piece in pieces { out += piece.deflated }
        let sum = UInt32(truncatingIfNeeded: adler)
        out += [UInt8(sum >> 24), UInt8(sum >> 16 & 0xFF), UInt8(sum >> 8 & 0xFF), UInt8(sum & 0xFF)]
        return out
    }

    /// `bytes` as raw DEFLATE (no header, no checksum): the final block when `last`, else
    /// ended by a sync flush so that more DEFLATE can follow it.
    static func rawDeflate(_ bytes: UnsafeBufferPointer<UInt8>, level: Level, last: Bool) -> [UInt8] {
        var stream = z_stream()
        let started = deflateInit2_(&stream, level.value, Z_DEFLATED, -15, level.memoryLevel ?? 9, Z_DEFAULT_STRATEGY, zlibVersion(),
                                    Int32(MemoryLayout<z_stream>.size))
        precondition(started == Z_OK, "zlib could not start a stream (\(started))")
        defer { deflateEnd(&stream) }
        // The bound, and room for the sync flush's empty stored block (5 bytes) and its bits.
        let bound = Int(deflateBound(&stream, uLong(bytes.count))) + 16
        return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
            stream.avail_in = uInt(bytes.count)
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(bound)
            let result = deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
            precondition(result == (last ? Z_STREAM_END : Z_OK) && stream.avail_in == 0 && stream.avail_out > 0,
                         "zlib did not finish a part within its bound (\(result))")
            count = bound - Int(stream.avail_out)
        }
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
