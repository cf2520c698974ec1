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
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
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
