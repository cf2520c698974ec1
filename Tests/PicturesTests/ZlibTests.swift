import Foundation
@testable import Pictures
import Testing

/// zlib streams made through fluid's seam to the system's zlib, inflated by Python's zlib,
/// byte for byte, at each level fluid uses, on inputs of every kind: empty, one byte, long
/// runs, text, seeded random bytes (which do not shrink), and more than a 32 KiB window of
/// repeating rows, as PNG scanlines are.
@Suite struct ZlibTests {
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

    @Test(arguments: inputs.map(\.0), [Zlib.Level.fastest, .balanced, .smallest])
    func pythonsZlibInflatesItByteForByte(_ name: String, level: Zlib.Level) throws {
        let input = try #require(Self.inputs.first { $0.0 == name }?.1)
        let read = try Self.inflatedByPython(Zlib.compress(input, level: level), original: input, name: "\(name)-\(level.value)")
        #expect(read.status == 0, "zlib: \(read.stderr)")
        #expect(read.stdout == "\(input.count) True\n", "\(name): \(read.stdout)\(read.stderr)")
    }

    /// Python's zlib inflating `stream`: prints the length inflated and whether it is
    /// `original`, byte for byte ("12 True"). `name` tells the temporary files apart.
    static func inflatedByPython(_ stream: [UInt8], original input: [UInt8], name: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let stem = FileManager.default.temporaryDirectory
            .appendingPathComponent("fluid-zlib-\(name.replacingOccurrences(of: " ", with: "-"))-\(getpid())")
        let compressed = stem.appendingPathExtension("z"), original = stem.appendingPathExtension("bin")
        defer { try? FileManager.default.removeItem(at: compressed); try? FileManager.default.removeItem(at: original) }
        try Data(stream).write(to: compressed)
        try Data(input).write(to: original)
        return try PNGTests.python("""
            import sys, zlib
            data = zlib.decompress(open(sys.argv[1] + '.z', 'rb').read())
            print(len(data), data == open(sys.argv[1] + '.bin', 'rb').read())
            """, file: stem.path)
    }

    @Test func repetitiveInputShrinksAndTheLevelsOrderBySize() throws {
        let zeros = Zlib.compress([UInt8](repeating: 0, count: 100_000), level: .balanced)
        #expect(zeros.count < 1_000, "\(zeros.count) bytes for 100,000 zeros")
        // Noise does not shrink: zlib falls back to stored blocks (5 bytes a block) within
        // its header and checksum.
        let noise = Self.noise(70_000, seed: 7)
        #expect(Zlib.compress(noise, level: .smallest).count <= 70_000 + 6 + 5 * 4, "stored blocks for noise")
        let rows = try #require(Self.inputs.first { $0.0 == "rows" }?.1)
        let sizes = [Zlib.Level.fastest, .balanced, .smallest].map { Zlib.compress(rows, level: $0).count }
        #expect(sizes[0] >= sizes[1] && sizes[1] >= sizes[2], "level 1, 6, 9: \(sizes)")
    }
}
