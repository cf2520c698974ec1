import Foundation
import Testing

/// `play …, to: "drawer.gif"` and `"drawer.png"` (issue 15, part 4): the animation read by
/// Pillow (a decoder fluid did not write: its GIF LZW and APNG readers), checked for its
/// frame count, every frame's delay, looping and size, and the card's centre in each frame
/// where the spring's closed form puts it between the lane's own start and target ticks.
/// Pillow is installed by .ci/run; elsewhere the test is skipped unless CI is set.
@Suite(.serialized) struct PlayPictureTests {
    static let pillow: Bool = (try? SessionExportTests.shell("python3 -c 'import PIL'", in: FileManager.default.temporaryDirectory).status == 0) ?? false

    static func write(_ line: String, file: String) throws -> (directory: URL, stdout: String) {
        let directory = try FluidProcess.temporaryDirectory()
        let script = directory.appendingPathComponent("motion.fluid")
        try "s = spring(damping: 0.8, response: 0.4s)\n\(line)\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try FluidProcess.run(["run", "--allow-write", directory.path, script.path])
        try #require(run.status == 0, "\(run.stdout)\(run.stderr)")
        try #require(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path), "\(run.stdout)")
        return (directory, run.stdout)
    }

    /// Frames, delays, loop, size and the card's centres at t = k/fps for the first frames.
    static func check(_ file: String, in directory: URL, fps: Double, delay: String, stdout: String) throws {
        let frames = try #require(stdout.split(separator: " ").firstIndex(of: "frames:").map { Int(stdout.split(separator: " ")[$0 - 1]) ?? 0 })
        var expected: [String] = []
        for k in 0..<20 {
            expected.append(String(PlotPictureTests.step(zeta: 0.8, omega: 2 * Double.pi / 0.4, at: Double(k) / fps)))
        }
        let check = try SessionExportTests.shell("""
            python3 -c '
            from PIL import Image
            im = Image.open("\(file)")
            print("frames", im.n_frames, "loop", im.info.get("loop"), "size", im.size[0], im.size[1])
            delays = []
            centres = []
            def grey(c): return 100 <= c[0] <= 170 and abs(c[0] - c[1]) < 10 and abs(c[1] - c[2]) < 10
            def blue(c): return c[2] > 120 and c[0] < 120 and c[1] < 170
            mid = 16 + 28
            ticks = None
            for k in range(im.n_frames):
                im.seek(k)
                delays.append(round(im.info["duration"], 2))
                rgb = im.convert("RGB")
                w = im.size[0]
                if ticks is None:
                    row = [x for x in range(w) if grey(rgb.getpixel((x, mid - 16)))]
                    groups = []
                    for x in row:
                        if groups and x - groups[-1][-1] <= 2: groups[-1].append(x)
                        else: groups.append([x])
                    ticks = [sum(g) / len(g) for g in groups]
                xs = [x for x in range(w) for y in range(mid - 10, mid + 11) if blue(rgb.getpixel((x, y)))]
                centres.append(sum(xs) / len(xs) if xs else -1)
            print("ticks", " ".join("%.1f" % t for t in ticks))
            print("delays", " ".join(("%g" % d) for d in sorted(set(delays[:-1]))), "last", "%g" % delays[-1])
            want = [\(expected.joined(separator: ", "))]
            x0, x1 = ticks[0], ticks[-1]
            worst = max(abs(centres[k] - (x0 + p * (x1 - x0))) for k, p in enumerate(want))
            print("worst %.2f" % worst, "rest %.2f" % abs(centres[-1] - x1))
            '
            """, in: directory)
        try #require(check.status == 0, "Pillow: \(check.stderr)")
        let lines = check.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "frames \(frames) loop 0 size 640 72", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("ticks ") && $0.split(separator: " ").count == 3 }, "two ticks, the start and the target: \(lines)")
        #expect(lines.contains("delays \(delay) last 500"), "\(lines)")
        let worst = try #require(lines.first { $0.hasPrefix("worst") }?.split(separator: " "))
        #expect((Double(worst[1]) ?? 99) <= 1.5, "the card where the closed form puts it, within 1.5 px: \(lines)")
        #expect((Double(worst[3]) ?? 99) <= 1.0, "at rest on the target: \(lines)")
    }

    @Test(.enabled(if: pillow || PlotPictureTests.inCI, "no Pillow (pip install pillow); CI is unset"))
    func aGIFAtFiftyFramesASecond() throws {
        let (directory, stdout) = try Self.write("play s, to: \"drawer.gif\"", file: "drawer.gif")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(stdout.contains("wrote the motion to drawer.gif (GIF, 50 fps, 640×72, "), "\(stdout)")
        try Self.check("drawer.gif", in: directory, fps: 50, delay: "20", stdout: stdout)
    }

    @Test(.enabled(if: pillow || PlotPictureTests.inCI, "no Pillow (pip install pillow); CI is unset"))
    func anAnimatedPNGAtSixtyFramesASecond() throws {
        let (directory, stdout) = try Self.write("play s, to: \"drawer.png\"", file: "drawer.png")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(stdout.contains("wrote the motion to drawer.png (animated PNG, 60 fps, 640×72, "), "\(stdout)")
        try Self.check("drawer.png", in: directory, fps: 60, delay: "16.67", stdout: stdout)
    }

    @Test func badAnimationsAreRefusedWhereTheyAre() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("bad.fluid")
        try "s = spring(damping: 0.8, response: 0.4s)\nplay s, to: \"drawer.svg\"\nplay s, slow: 50, to: \"slow.gif\"\nplay s, to: \"/etc/drawer.gif\"\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try FluidProcess.run(["check", script.path])
        #expect(run.status == 1)
        let all = run.stdout + run.stderr
        #expect(all.contains("motions are written as animations: to: \"…gif\" or \"…png\""), "\(all)")
        #expect(all.contains("an animation holds at most 20 s; this motion plays for 32.4 s"), "\(all)")
        #expect(all.contains("cannot write /etc/drawer.gif"), "\(all)")
        #expect(!FileManager.default.fileExists(atPath: "/etc/drawer.gif"))
    }
}
