/// DEFLATE (RFC 1951) compression: LZ77 matches found through hash chains, coded with the
/// fixed Huffman codes of §3.2.6, in one final block; stored blocks when that would be
/// larger (already-compressed or random bytes).
///
/// Matches: for each position, the three bytes there are hashed and the chain of earlier
/// positions with the same hash is searched (at most 64 of them, within 32,768 bytes
/// back) for the longest match of 3 to 258 bytes; a match of at least 3 is emitted as a
/// (length, distance) pair, otherwise a literal. Positions inside a match are still
/// entered into the chains. Fixed codes: literals 0–143 take 8 bits (codes 0x30…),
/// 144–255 9 bits (0x190…), length symbols 256–279 7 bits (0…), 280–287 8 bits (0xC0…);
/// distances 5 bits; each with the extra bits of the length and distance tables.
enum Deflate {
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        let fixed = fixedHuffman(bytes)
        let storedSize = bytes.count + 5 * max(1, (bytes.count + 65534) / 65535)
        return fixed.count < storedSize ? fixed : stored(bytes)
    }

    /// Stored blocks: each up to 65,535 bytes as they are (BFINAL, BTYPE 00, padding to a
    /// byte, LEN and its one's complement NLEN, little-endian, then the bytes).
    static func stored(_ bytes: [UInt8]) -> [UInt8] {
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

    /// Base lengths of length symbols 257…285 and their extra bits.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Base distances of distance codes 0…29 and their extra bits.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The index of the last table entry ≤ `value` (tables ascend).
    static func slot(_ value: Int, in table: [Int]) -> Int {
        var lo = 0, hi = table.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if table[mid] <= value { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    static func writeLiteralOrLength(_ symbol: Int, to writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.write(code: UInt32(0x30 + symbol), width: 8)
        case 144...255: writer.write(code: UInt32(0x190 + symbol - 144), width: 9)
        case 256...279: writer.write(code: UInt32(symbol - 256), width: 7)
        default: writer.write(code: UInt32(0xC0 + symbol - 280), width: 8)
        }
    }

    /// One final block with the fixed Huffman codes.
    static func fixedHuffman(_ bytes: [UInt8]) -> [UInt8] {
        var writer = BitWriter(capacity: bytes.count / 4 + 16)
        writer.write(1, width: 1)        // BFINAL
        writer.write(1, width: 2)        // BTYPE 01: fixed Huffman codes
        let window = 32768, maxChain = 64, minMatch = 3, maxMatch = 258
        let hashSize = 1 << 15
        var headTable = [Int32](repeating: -1, count: hashSize)
        var previousTable = [Int32](repeating: -1, count: window)
        let count = bytes.count
        // The tables as buffers: written for every byte, they should not be checked for
        // being shared each time.
        headTable.withUnsafeMutableBufferPointer { head in
        previousTable.withUnsafeMutableBufferPointer { previous in
        bytes.withUnsafeBufferPointer { data in
            func hash(_ i: Int) -> Int {
                (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & (hashSize - 1)
            }
            func insert(_ i: Int) {
                guard i + 2 < count else { return }
                let h = hash(i)
                previous[i & (window - 1)] = head[h]
                head[h] = Int32(i)
            }
            var i = 0
            while i < count {
                var bestLength = 0, bestDistance = 0
                if i + minMatch <= count {
                    var candidate = Int(head[hash(i)])
                    var chain = 0
                    let limit = min(maxMatch, count - i)
                    while candidate >= 0, i - candidate <= window, chain < maxChain {
                        if data[candidate + bestLength] == data[i + bestLength] || bestLength == 0 {
                            var length = 0
                            while length < limit, data[candidate + length] == data[i + length] { length += 1 }
                            if length > bestLength {
                                bestLength = length
                                bestDistance = i - candidate
                                if length == limit { break }
                            }
                        }
                        let next = Int(previous[candidate & (window - 1)])
                        if next >= candidate { break }
                        candidate = next
                        chain += 1
                    }
                }
                if bestLength >= minMatch {
                    let l = slot(bestLength, in: lengthBase)
                    writeLiteralOrLength(257 + l, to: &writer)
                    if lengthExtra[l] > 0 { writer.write(UInt32(bestLength - lengthBase[l]), width: lengthExtra[l]) }
                    let d = slot(bestDistance, in: distanceBase)
                    writer.write(code: UInt32(d), width: 5)
                    if distanceExtra[d] > 0 { writer.write(UInt32(bestDistance - distanceBase[d]), width: distanceExtra[d]) }
                    for j in i..<(i + bestLength) { insert(j) }
                    i += bestLength
                } else {
                    writeLiteralOrLength(Int(data[i]), to: &writer)
                    insert(i)
                    i += 1
                }
            }
        }
        }
        }
        writeLiteralOrLength(256, to: &writer)    // end of block
        writer.alignToByte()
        return writer.bytes
    }
}
