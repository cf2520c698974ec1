import Foundation
@testable import Pictures
import Testing

/// PNG files read back by decoders fluid did not write: PyPI's pypng (which checks every
/// chunk's CRC and inflates with Python's zlib) and ImageMagick where it is installed.
@Suite struct PNGTests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
    static let pypng: Bool = (try? python("import png").status) == 0

    /// Runs `python3 -c code` with `file` as its first argument.
    static func python(_ code: String, file: String? = nil, extra: [String] = []) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", code] + (file.map { [$0] } ?? []) + extra
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// A picture whose every pixel is a function of its place, so any filter or byte-order
    /// mistake shows: red = x·7, green = y·11, blue = (x + y)·3, alpha = 255 − x.
    static func pattern(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBA(UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x + y) * 3 % 256), UInt8(255 - x % 256))
            }
        }
        return image
    }

    @Test func checksumsMatchTheirPublishedCheckValues() {
        // CRC-32/ISO-HDLC and Adler-32 check values for these strings (RFC 1950's example).
        #expect(Zlib.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Zlib.crc32(Array("6789".utf8), continuing: Zlib.crc32(Array("12345".utf8))) == 0xCBF4_3926)
        #expect(Zlib.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Zlib.adler32([]) == 1)
    }

    @Test(.enabled(if: pypng || inCI, "no pypng (pip install pypng); CI is unset"))
    func pypngReadsBackEveryPixel() throws {
        for (width, height) in [(1, 1), (3, 2), (40, 17), (300, 230)] {
            let image = Self.pattern(width: width, height: height)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-png-\(width)x\(height)-\(getpid()).png")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data(PNG.encode(image)).write(to: file)
            let read = try Self.python("""
                import png, sys
                w, h, rows, info = png.Reader(filename=sys.argv[1]).asRGBA8()
                bad = 0
                for y, row in enumerate(rows):
                    for x in range(w):
                        want = ((x * 7) % 256, (y * 11) % 256, ((x + y) * 3) % 256, 255 - x % 256)
                        if tuple(row[4*x:4*x+4]) != want: bad += 1
                print(w, h, bad, info["bitdepth"], info["alpha"])
                """, file: file.path)
            #expect(read.status == 0, "pypng: \(read.stderr)")
            #expect(read.stdout == "\(width) \(height) 0 8 True\n", "\(width)×\(height): \(read.stdout)\(read.stderr)")
        }
    }
}

/// Opaque pictures are written as RGB (colour type 2), others as RGBA, and Pillow (a decoder
/// fluid did not write) reads every pixel back; a plot-like picture's file is no larger than
/// Pillow writes for the same pixels with its defaults.
@Suite struct PNGColourTypeTests {
    /// Pillow's mode and the pixels it decodes that differ from `image` (alpha compared too);
    /// then the size of the file Pillow writes for those pixels with its defaults.
    static func pillow(_ image: RGBAImage) throws -> (mode: String, wrong: Int, pillowSize: Int) {
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-png-type-\(getpid())-\(UUID().uuidString)")
        defer { for ext in ["png", "rgba", "resaved.png"] { try? FileManager.default.removeItem(at: stem.appendingPathExtension(ext)) } }
        try Data(PNG.encode(image)).write(to: stem.appendingPathExtension("png"))
        try Data(image.bytes).write(to: stem.appendingPathExtension("rgba"))
        let read = try PNGTests.python("""
            import sys, os
            from PIL import Image
            im = Image.open(sys.argv[1] + ".png"); im.load()
            raw = open(sys.argv[1] + ".rgba", "rb").read()
            got = im.convert("RGBA").tobytes()
            wrong = sum(1 for i in range(0, len(raw), 4) if raw[i:i+4] != got[i:i+4])
            im.save(sys.argv[1] + ".resaved.png")
            print(im.mode, wrong, os.path.getsize(sys.argv[1] + ".resaved.png"))
            """, file: stem.path)
        let parts = read.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        try #require(read.status == 0 && parts.count == 3, "Pillow: \(read.stdout)\(read.stderr)")
        return (parts[0], Int(parts[1]) ?? -1, Int(parts[2]) ?? -1)
    }

    @Test(.enabled(if: AnimationFormatsTests.pillow || PNGTests.inCI, "no Pillow (pip install pillow); CI is unset"))
    func opaquePicturesAreRGBAndTranslucentOnesRGBA() throws {
        let translucent = PNGTests.pattern(width: 41, height: 17)
        var opaque = translucent
        for i in stride(from: 3, to: opaque.bytes.count, by: 4) { opaque.bytes[i] = 255 }
        #expect(PNG.encode(opaque)[25] == 2 && PNG.encode(translucent)[25] == 6, "IHDR's colour type")
        let a = try Self.pillow(opaque), b = try Self.pillow(translucent)
        #expect(a.mode == "RGB" && a.wrong == 0, "\(a)")
        #expect(b.mode == "RGBA" && b.wrong == 0, "\(b)")
        // A plot-like picture: flat colour, anti-aliased lines, text.
        let plot = EncoderFastPathTests.pictures(width: 720, height: 392)[0]
        let c = try Self.pillow(plot)
        #expect(c.wrong == 0, "\(c)")
        #expect(PNG.encode(plot).count <= c.pillowSize, "fluid \(PNG.encode(plot).count) bytes, Pillow \(c.pillowSize)")
    }
}
