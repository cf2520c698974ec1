import Foundation
@testable import Pictures
import Testing

/// The escapes that carry pictures to terminals: base64 against RFC 4648's test vectors,
/// kitty's chunking, and sixels decoded by libsixel's sixel2png (a decoder fluid did not
/// write) and compared pixel by pixel.
@Suite struct TerminalPictureFormatsTests {
    static let sixel2png: String? = ["/usr/bin/sixel2png", "/usr/local/bin/sixel2png"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func base64MatchesRFC4648sVectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (input, output) in vectors { #expect(Base64.encode(Array(input.utf8)) == output, "\(input)") }
        #expect(Base64.encode([0xFF, 0xFE, 0xFD]) == "//79")
    }

    @Test func kittyChunksCarryThePNGWhole() throws {
        // Noise does not compress: a PNG of several chunks.
        var noisy = RGBAImage(width: 60, height: 60)
        noisy.bytes = ZlibTests.noise(60 * 60 * 4, seed: 11)
        let png = PNG.encode(noisy)
        let escapes = KittyGraphics.escapes(png: png, columns: 12, rows: 5)
        let chunks = escapes.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(chunks.count > 1)
        for (i, chunk) in chunks.enumerated() {
            #expect(chunk.hasPrefix("\u{1B}_G"))
            let parts = chunk.dropFirst(3).split(separator: ";", maxSplits: 1)
            let keys = String(parts[0]), payload = parts.count > 1 ? String(parts[1]) : ""
            #expect(payload.utf8.count <= 4096)
            let more = i < chunks.count - 1 ? "m=1" : "m=0"
            #expect(keys == (i == 0 ? "a=T,f=100,q=2,C=1,c=12,r=5,\(more)" : more), "\(keys)")
        }
        let joined = chunks.map { String($0.split(separator: ";", maxSplits: 1)[1]) }.joined()
        #expect(Data(base64Encoded: joined) == Data(png))
    }

    /// Raw pixels: RGB bytes, compressed by zlib (inflated here by Python's zlib, a decoder
    /// fluid did not write), their size in the first chunk's keys.
    @Test func kittyRawPixelsAreTheRGBBytesThroughZlib() throws {
        let image = PNGTests.pattern(width: 83, height: 41)
        let escapes = KittyGraphics.escapes(rgb: image, columns: 9, rows: 3, id: 7, layer: 1)
        let chunks = escapes.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        let first = String(chunks[0].dropFirst(3).prefix { $0 != ";" })
        #expect(first.hasPrefix("a=T,f=24,s=83,v=41,o=z,i=7,z=1,q=2,C=1,c=9,r=3,m="), "\(first)")
        let payload = chunks.map { String($0.split(separator: ";", maxSplits: 1)[1]) }.joined()
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-kitty-raw-\(getpid())")
        defer { try? FileManager.default.removeItem(at: stem.appendingPathExtension("z")); try? FileManager.default.removeItem(at: stem.appendingPathExtension("rgb")) }
        try #require(Data(base64Encoded: payload)).write(to: stem.appendingPathExtension("z"))
        let rgb = (0..<(83 * 41)).flatMap { image.bytes[(4 * $0)..<(4 * $0 + 3)] }
        try Data(rgb).write(to: stem.appendingPathExtension("rgb"))
        let read = try PNGTests.python("""
            import sys, zlib
            data = zlib.decompress(open(sys.argv[1] + '.z', 'rb').read())
            print(len(data), data == open(sys.argv[1] + '.rgb', 'rb').read())
            """, file: stem.path)
        #expect(read.stdout == "\(83 * 41 * 3) True\n", "\(read.stdout)\(read.stderr)")
    }

    @Test(.enabled(if: sixel2png != nil || PNGTests.inCI, "no sixel2png (apt-get install libsixel-bin); CI is unset"))
    func sixel2pngReadsBackEveryPixel() throws {
        let tool = try #require(Self.sixel2png, "no sixel2png: apt-get install libsixel-bin (.ci/run does)")
        // Few colours (exact palette), and 300 colours (the 256 most frequent kept).
        var few = RGBAImage(width: 37, height: 23)
        for y in 0..<23 { for x in 0..<37 { few[x, y] = [RGBA(255, 255, 255), RGBA(31, 119, 180), RGBA(255, 127, 14), RGBA(51, 51, 51)][(x / 5 + y / 4) % 4] } }
        // Anti-aliased lines in eight colours on white: hundreds of blends (more than 256
        // colours), as plots have; the blends take the nearest of the most frequent colours.
        var many = RGBAImage(width: 160, height: 90)
        let hues = [RGBA(31, 119, 180), RGBA(255, 127, 14), RGBA(44, 160, 44), RGBA(214, 39, 40), RGBA(148, 103, 189), RGBA(140, 86, 75), RGBA(227, 119, 194), RGBA(23, 190, 207)]
        for (i, hue) in hues.enumerated() {
            many.draw(lineFrom: 3, 5 + Double(i) * 10.3, to: 157, 12 + Double(i) * 9.1, Stroke(colour: hue, width: 2.5))
        }
        for (name, image, exact) in [("few", few, true), ("many", many, false)] {
            let stem = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-sixel-\(name)-\(getpid())")
            defer { try? FileManager.default.removeItem(at: stem.appendingPathExtension("six")); try? FileManager.default.removeItem(at: stem.appendingPathExtension("png")) }
            try Data(Sixel.encode(image).utf8).write(to: stem.appendingPathExtension("six"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["-i", stem.appendingPathExtension("six").path, "-o", stem.appendingPathExtension("png").path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            // Each channel within the percent palette's rounding (255/100/2 ≈ 1.3, and the
            // decoder's own rounding back): 3; the 300-colour picture within its nearest kept colour.
            try Data(image.bytes).write(to: stem.appendingPathExtension("rgba"))
            defer { try? FileManager.default.removeItem(at: stem.appendingPathExtension("rgba")) }
            let read = try PNGTests.python("""
                import png, sys
                w, h, rows, info = png.Reader(filename=sys.argv[1] + ".png").asRGBA8()
                raw = open(sys.argv[1] + ".rgba", "rb").read()
                want = [tuple(raw[i:i+3]) for i in range(0, len(raw), 4)]
                got = [tuple(r[4*x:4*x+3]) for r in rows for x in range(w)]
                errors = [max(abs(a - b) for a, b in zip(p, q)) for p, q in zip(got, want)]
                print(w, h, round(sum(errors) / len(errors) * 100), max(errors))
                """, file: stem.path)
            let parts = read.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            #expect(parts.count == 4 && parts[0] == image.width && parts[1] == image.height, "\(name): \(read.stdout)\(read.stderr)")
            // The mean channel error, in hundredths: under 1 (exact) or 2.5 (quantized; 1.62
            // measured: blends of the anti-aliased edges take the nearest frequent colour).
            #expect(parts.count == 4 && parts[2] <= (exact ? 100 : 250), "\(name): mean error \(read.stdout)")
            // Exact palettes: within the percent rounding. Quantized: the flat colours (white
            // and each line's core) stay exact, so the mean error over the picture is small.
            #expect((parts.last ?? 99) <= (exact ? 3 : 96), "\(name): worst channel error \(read.stdout)")
        }
    }
}
