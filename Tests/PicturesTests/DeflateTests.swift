import Foundation
@testable import Pictures
import Testing

/// Deflate streams inflated by Python's zlib (an inflater fluid did not write), byte for
/// byte, on inputs that reach every path: empty, one byte, long runs (matches of 258 and
/// overlapping distance 1), text, seeded random bytes (stored blocks win), and more than a
/// 32 KiB window of repeating rows, as PNG scanlines are.
@Suite struct DeflateTests {
    /// A seeded xorshift generator, so failures repeat.
    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
    }

    static let inputs: [(String, [UInt8])] = [
        ("empty", []),
        ("one byte", [42]),
        ("zeros", [UInt8](repeating: 0, count: 100_000)),
        ("text", Array(String(repeating: "the spring settles in 0.5394 s; overshoot 1.516 %\n", count: 300).utf8)),
        ("noise", noise(70_000, seed: 7)),
        ("rows", (0..<120).flatMap { row in (0..<2880).map { UInt8(truncatingIfNeeded: ($0 / 4 + row / 10) * 37) } }),
        ("mixed", noise(5_000, seed: 3) + [UInt8](repeating: 9, count: 600) + noise(5_000, seed: 3)),
    ]

    @Test(arguments: inputs.map(\.0))
    func pythonsZlibInflatesItByteForByte(_ name: String) throws {
        let input = try #require(Self.inputs.first { $0.0 == name }?.1)
        let stream = Zlib.compress(input)
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-deflate-\(name.replacingOccurrences(of: " ", with: "-"))-\(getpid())")
        let compressed = stem.appendingPathExtension("z"), original = stem.appendingPathExtension("bin")
        defer { try? FileManager.default.removeItem(at: compressed); try? FileManager.default.removeItem(at: original) }
        try Data(stream).write(to: compressed)
        try Data(input).write(to: original)
        let read = try PNGTests.python("""
            import sys, zlib
            data = zlib.decompress(open(sys.argv[1] + '.z', 'rb').read())
            print(len(data), data == open(sys.argv[1] + '.bin', 'rb').read())
            """, file: stem.path)
        #expect(read.status == 0, "zlib: \(read.stderr)")
        #expect(read.stdout == "\(input.count) True\n", "\(name): \(read.stdout)\(read.stderr)")
    }

    @Test func repetitiveInputShrinksAndNoiseFallsBackToStoredBlocks() {
        let zeros = Deflate.compress([UInt8](repeating: 0, count: 100_000))
        #expect(zeros.count < 1_000, "\(zeros.count) bytes for 100,000 zeros")
        let noise = Self.noise(70_000, seed: 7)
        let packed = Deflate.compress(noise)
        // Stored: 2 blocks of 5 header bytes each.
        #expect(packed.count == 70_000 + 10, "\(packed.count)")
    }

    @Test func bitsArePackedLeastSignificantFirstAndCodesMostSignificantFirst() {
        var writer = BitWriter()
        writer.write(0b1, width: 1)
        writer.write(0b01, width: 2)
        writer.write(code: 0b00110, width: 5)   // written reversed: 01100
        #expect(writer.bytes == [0b0110_0011])
    }
}
