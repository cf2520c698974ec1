import Foundation
import Testing

/// `plot …, to: "drawer.png"` (issue 15, part 4): the PNG decoded by pypng and read by
/// ImageMagick (`identify`), its pixels checked against the SVG of the same plot (the same
/// layout): the curve where the spring's closed form puts it against the picture's own tick
/// labels, the frame, the legend's colour and the title's ink. pypng is installed by
/// .ci/run; elsewhere the test is skipped unless CI is set.
@Suite(.serialized) struct PlotPNGTests {
    static let identify = SessionExportTests.tool("identify")

    @Test(.enabled(if: PlotPictureTests.pypng || PlotPictureTests.inCI, "no pypng (pip install pypng); CI is unset"))
    func theCurveSitsWhereTheMathPutsItAgainstTheAxes() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("picture.fluid")
        try """
            s = spring(damping: 0.8, response: 0.4s)
            plot s, title: "drawer", to: "drawer.svg"
            plot s, title: "drawer", to: "drawer.png"

            """.write(to: script, atomically: true, encoding: .utf8)
        let run = try FluidProcess.run(["run", "--allow-write", directory.path, script.path])
        try #require(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("wrote the plot to drawer.png (PNG, 720×392)"), "\(run.stdout)")
        let svg = try String(contentsOf: directory.appendingPathComponent("drawer.svg"), encoding: .utf8)
        let y0 = try #require(PlotPictureTests.labelPosition(svg, "0.0", attribute: "y")), y1 = try #require(PlotPictureTests.labelPosition(svg, "1.0", attribute: "y"))
        let x0 = try #require(PlotPictureTests.labelPosition(svg, "0 ms", attribute: "x")), x400 = try #require(PlotPictureTests.labelPosition(svg, "400 ms", attribute: "x"))
        var points: [(x: Int, y: Int)] = []
        for ms in stride(from: 25.0, through: 375, by: 25) {
            let value = PlotPictureTests.step(zeta: 0.8, omega: 2 * Double.pi / 0.4, at: ms / 1000)
            points.append((Int((x0 + (x400 - x0) * ms / 400).rounded()), Int((y0 + (y1 - y0) * value).rounded())))
        }
        let probe = points.map { "(\($0.x),\($0.y))" }.joined(separator: ",")
        let legend = try #require(PlotPictureTests.legendRanges(svg), "no legend in the SVG")
        let check = try SessionExportTests.shell("""
            python3 -c '
            import png
            w, h, rows, info = png.Reader(filename="drawer.png").asRGBA8()
            px = [list(r) for r in rows]
            def at(x, y): return tuple(px[y][4*x:4*x+3])
            def blue(c): return c[2] > 120 and c[0] < 120 and c[1] < 170
            for (x, y) in [\(probe)]:
                near = [at(x+dx, y+dy) for dx in range(-1, 2) for dy in range(-1, 2)]
                print("curve", x, y, any(blue(c) for c in near))
            far = [at(x, y) for (x, y) in [\(probe)] for y in (y - 12, y + 12) if 0 <= y < h]
            print("away", sum(1 for c in far if blue(c)))
            left = min(i for i in range(20, w) if at(i, h // 2) != (255, 255, 255))
            print("frame", left, at(left, h // 2))
            print("legend", any(blue(at(x, y)) for x in \(legend.x) for y in \(legend.y)))
            print("title", sum(1 for x in range(w // 2 - 60, w // 2 + 60) for y in range(6, 30) if max(at(x, y)) < 120))
            print("size", w, h)
            '
            """, in: directory)
        try #require(check.status == 0, "pypng: \(check.stderr)")
        let lines = check.stdout.split(separator: "\n").map(String.init)
        for line in lines where line.hasPrefix("curve") {
            #expect(line.hasSuffix("True"), "no curve where the math puts it: \(line)")
        }
        #expect(lines.contains("away 0"), "the curve is a line, not a smear 12 px away: \(lines)")
        #expect(lines.contains("size 720 392"))
        let frame = try #require(lines.first { $0.hasPrefix("frame") }?.split(separator: " "))
        #expect((63...64).contains(Int(frame[1]) ?? 0), "the frame's left edge at 64 px: \(frame)")
        #expect(lines.contains("legend True"), "the legend shows the series' colour")
        let title = try #require(lines.first { $0.hasPrefix("title") }.flatMap { Int($0.split(separator: " ")[1]) })
        #expect(title > 60, "the title's ink above the frame: \(title) dark pixels")
        if let identify = Self.identify {
            let read = try SessionExportTests.shell("'\(identify)' drawer.png", in: directory)
            #expect(read.stdout.contains("PNG 720x392"), "ImageMagick: \(read.stdout)\(read.stderr)")
        }
    }

    @Test func onlyPicturesAreWritten() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("bad.fluid")
        try "s = spring(damping: 0.8, response: 0.4s)\nplot s, to: \"drawer.gif\"\nplot s, to: \"../drawer.png\"\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try FluidProcess.run(["check", script.path])
        #expect(run.status == 1)
        let all = run.stdout + run.stderr
        #expect(all.contains("plots are pictures, not motions: write \"drawer.png\" or .svg"), "\(all)")
        #expect(all.contains("cannot write ../drawer.png"), "a replayed notebook writes only inside its project: \(all)")
        #expect(!FileManager.default.fileExists(atPath: directory.deletingLastPathComponent().appendingPathComponent("drawer.png").path))
    }

    /// `plot …, to:` PNG files are no larger than Pillow writes for the same pixels with its
    /// defaults (Pillow decodes fluid's file and saves it again), and two decoders fluid did
    /// not write, Pillow and pypng, read the same pixels from it: one spring, two springs, a
    /// wide plot and a short one.
    @Test(.enabled(if: (PlayPictureTests.pillow && PlotPictureTests.pypng) || PlotPictureTests.inCI,
                   "no Pillow or pypng (pip install pillow pypng); CI is unset"))
    func filesAreNoLargerThanPillowsForTheSamePixels() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("sizes.fluid")
        try """
            s = spring(damping: 0.8, response: 0.4s)
            t = spring(damping: 0.3, response: 0.6s)
            plot s, to: "one.png"
            plot s, t, to: "two.png"
            plot s, t, width: 200, to: "wide.png"
            plot t, width: 40, height: 8, to: "short.png"

            """.write(to: script, atomically: true, encoding: .utf8)
        let run = try FluidProcess.run(["run", "--allow-write", directory.path, script.path])
        try #require(run.status == 0, "\(run.stdout)\(run.stderr)")
        let check = try SessionExportTests.shell("""
            python3 -c '
            import io, os, png
            from PIL import Image
            for name in ["one", "two", "wide", "short"]:
                im = Image.open(name + ".png"); im.load()
                again = io.BytesIO(); im.save(again, "PNG")
                w, h, rows, info = png.Reader(filename=name + ".png").asRGBA8()
                same = b"".join(bytes(r) for r in rows) == im.convert("RGBA").tobytes()
                print(name, os.path.getsize(name + ".png"), len(again.getvalue()), same)
            '
            """, in: directory)
        try #require(check.status == 0, "Pillow: \(check.stderr)")
        let lines = check.stdout.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(lines.count == 4, "\(check.stdout)")
        for line in lines where line.count == 4 {
            let fluid = Int(line[1]) ?? .max, pillow = Int(line[2]) ?? 0
            #expect(fluid <= pillow, "\(line[0]).png: fluid \(fluid) bytes, Pillow \(pillow)")
            #expect(line[3] == "True", "\(line[0]).png: Pillow and pypng read the same pixels")
        }
    }
}
