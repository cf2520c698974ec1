import Foundation
@testable import Pictures
import Testing

/// GIF and animated PNG files read back by Pillow (its own LZW and APNG readers), pixel for
/// pixel: noisy frames fill GIF's 4,096-code table many times over (clear codes, every code
/// width from 9 to 12 bits), and APNG frames keep every colour.
@Suite struct AnimationFormatsTests {
    static let pillow: Bool = (try? PNGTests.python("import PIL").status) == 0

    /// A frame of seeded noise over `colours` colours.
    static func noisy(seed: UInt64, colours: Int, width: Int = 97, height: Int = 61) -> RGBAImage {
        let noise = ZlibTests.noise(width * height, seed: seed)
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let n = Int(noise[y * width + x]) % colours
                image[x, y] = RGBA(UInt8(n * 37 % 256), UInt8(n * 91 % 256), UInt8(n * 13 % 256))
            }
        }
        return image
    }

    @Test(.enabled(if: pillow || PNGTests.inCI, "no Pillow (pip install pillow); CI is unset"), arguments: ["gif", "png"])
    func pillowReadsEveryFrameBack(_ kind: String) throws {
        let frames = [Self.noisy(seed: 1, colours: 4), Self.noisy(seed: 2, colours: 200), Self.noisy(seed: 3, colours: 2)]
        let read = try Self.readBack(frames, kind: kind)
        let durations = kind == "gif" ? "20 30 500" : "16.6667 33.3333 500"
        #expect(read == "3 97 61 0 \(durations) 0\n", "\(kind): \(read)")
    }

    /// Frames written as the rectangle that changed (`FrameChange`) over the frame before:
    /// a square moving over noise to each corner and the middle, a frame that changes
    /// nothing, one pixel changed at each corner, and a frame that changes everything.
    @Test(.enabled(if: pillow || PNGTests.inCI, "no Pillow (pip install pillow); CI is unset"), arguments: ["gif", "png"])
    func changedRectanglesComposeToEveryFrame(_ kind: String) throws {
        var frames = [Self.noisy(seed: 4, colours: 60)]
        for (x, y) in [(0, 0), (87, 0), (0, 51), (87, 51), (40, 25)] {
            var next = frames[frames.count - 1]
            for dy in 0..<10 { for dx in 0..<10 { next[x + dx, y + dy] = RGBA(200, UInt8(x), UInt8(y)) } }
            frames.append(next)
        }
        frames.append(frames[frames.count - 1])
        for (x, y) in [(0, 0), (96, 0), (0, 60), (96, 60)] {
            var next = frames[frames.count - 1]
            next[x, y] = RGBA(1, 2, 3)
            frames.append(next)
        }
        frames.append(Self.noisy(seed: 5, colours: 3))
        let read = try Self.readBack(frames, kind: kind)
        #expect(read.split(separator: " ").prefix(4) == ["\(frames.count)", "97", "61", "0"], "\(kind): \(read)")
    }

    /// "FRAMES WIDTH HEIGHT WRONG-PIXELS DURATIONS LOOP" as Pillow reads the file `frames`
    /// make (delays of 2, 3, 50 hundredths, the last repeated).
    static func readBack(_ frames: [RGBAImage], kind: String) throws -> String {
        let hundredths = Array([2, 3, 50].prefix(frames.count)) + Array(repeating: 50, count: max(frames.count - 3, 0))
        let bytes = kind == "gif" ? GIF.encode(frames, delays: hundredths)
            : APNG.encode(frames, delays: hundredths.map { $0 == 2 ? (1, 60) : $0 == 3 ? (1, 30) : (1, 2) })
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-animation-\(kind)-\(getpid())-\(UUID().uuidString)")
        let file = stem.appendingPathExtension(kind), raw = stem.appendingPathExtension("rgba")
        defer { try? FileManager.default.removeItem(at: file); try? FileManager.default.removeItem(at: raw) }
        try Data(bytes).write(to: file)
        try Data(frames.flatMap(\.bytes)).write(to: raw)
        let read = try PNGTests.python("""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            raw = open(sys.argv[2], "rb").read()
            w, h = im.size
            bad = 0
            durations = []
            for k in range(im.n_frames):
                im.seek(k)
                durations.append("%g" % im.info["duration"])
                rgb = im.convert("RGB").tobytes()
                base = k * w * h * 4
                bad += sum(1 for p in range(w * h) if rgb[3*p:3*p+3] != raw[base+4*p:base+4*p+3])
            print(im.n_frames, w, h, bad, " ".join(durations), im.info.get("loop"))
            """, file: file.path, extra: [raw.path])
        #expect(read.status == 0, "Pillow: \(read.stderr)")
        return read.stdout + read.stderr
    }
}
