import Foundation
import Testing

/// `plot …, to: "drawer.svg"` (issue 15, part 4): the picture rendered by a real SVG renderer
/// (rsvg-convert, from Debian's librsvg2-bin) and decoded by a PNG library (PyPI's pypng),
/// its pixels checked: the curve where the spring's closed form puts it against the axes'
/// own tick labels, the frame, and the legend in the series' colour. Both tools are
/// installed by .ci/run; elsewhere the test is skipped unless CI is set.
@Suite(.serialized) struct PlotPictureTests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
    static let rsvg = SessionExportTests.tool("rsvg-convert")
    static let pypng: Bool = (try? SessionExportTests.shell("python3 -c 'import png'", in: FileManager.default.temporaryDirectory).status == 0) ?? false

    /// The step response of a unit-mass spring of damping ratio ζ < 1, natural frequency ω.
    static func step(zeta: Double, omega: Double, at t: Double) -> Double {
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    /// The `y` (or `x`) attribute of the tick label whose text is `label`.
    static func labelPosition(_ svg: String, _ label: String, attribute: String) -> Double? {
        guard let range = svg.range(of: ">\(label)</text>") else { return nil }
        let line = svg[..<range.lowerBound].split(separator: "\n").last ?? ""
        guard let start = line.range(of: " \(attribute)=\"") else { return nil }
        return Double(line[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The legend's box in an SVG plot (`<g class="legend">`'s rect), as Python's `range`
    /// bounds: "range(x0, x1)" across and "range(y0, y1)" down; the legend sits where it covers
    /// no data (`LegendPlace`), so its place is read, not assumed.
    static func legendRanges(_ svg: String) -> (x: String, y: String)? {
        guard let group = svg.range(of: "<g class=\"legend\">") else { return nil }
        let rect = svg[group.upperBound...].split(separator: "\n").first { $0.contains("<rect") } ?? ""
        func value(_ name: String) -> Int? {
            guard let start = rect.range(of: " \(name)=\"") else { return nil }
            return Double(rect[start.upperBound...].prefix { $0 != "\"" }).map { Int($0.rounded()) }
        }
        guard let x = value("x"), let y = value("y"), let w = value("width"), let h = value("height") else { return nil }
        return ("range(\(x), \(x + w))", "range(\(y), \(y + h))")
    }

    @Test(.enabled(if: (rsvg != nil && pypng) || inCI, "no rsvg-convert or pypng (apt-get install librsvg2-bin; pip install pypng); CI is unset"))
    func theCurveSitsWhereTheMathPutsItAgainstTheAxes() throws {
        let rsvg = try #require(Self.rsvg, "no rsvg-convert: apt-get install librsvg2-bin (.ci/run does)")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("picture.fluid")
        try "s = spring(damping: 0.8, response: 0.4s)\nplot s, title: \"drawer\", to: \"drawer.svg\"\n".write(to: script, atomically: true, encoding: .utf8)
        // A replayed script writes where it is allowed to, as save does.
        let run = try FluidProcess.run(["run", "--allow-write", directory.path, script.path])
        try #require(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("wrote the plot to drawer.svg (SVG, 720×392)"), "\(run.stdout)")
        let svg = try String(contentsOf: directory.appendingPathComponent("drawer.svg"), encoding: .utf8)
        let png = try SessionExportTests.shell("'\(rsvg)' drawer.svg -o drawer.png", in: directory)
        try #require(png.status == 0, "rsvg-convert: \(png.stderr)")
        // The axes as the picture labels them: 0.0 and 1.0 on y, 0 ms and 400 ms on x.
        let y0 = try #require(Self.labelPosition(svg, "0.0", attribute: "y")), y1 = try #require(Self.labelPosition(svg, "1.0", attribute: "y"))
        let x0 = try #require(Self.labelPosition(svg, "0 ms", attribute: "x")), x400 = try #require(Self.labelPosition(svg, "400 ms", attribute: "x"))
        // ζ = 0.8, ω = 2π/0.4 s: where the curve is at 50 … 350 ms, in pixels.
        var points: [(x: Int, y: Int)] = []
        for ms in stride(from: 50.0, through: 350, by: 50) {
            let value = Self.step(zeta: 0.8, omega: 2 * Double.pi / 0.4, at: ms / 1000)
            points.append((Int((x0 + (x400 - x0) * ms / 400).rounded()), Int((y0 + (y1 - y0) * value).rounded())))
        }
        let probe = points.map { "(\($0.x),\($0.y))" }.joined(separator: ",")
        // For each point, the bluest pixel within 2 px; then the frame's left edge at mid
        // height and the legend's swatch colour.
        let legend = try #require(PlotPictureTests.legendRanges(svg), "no legend in the SVG")
        let check = try SessionExportTests.shell("""
            python3 -c '
            import png
            w, h, rows, info = png.Reader(filename="drawer.png").asRGBA8()
            px = [list(r) for r in rows]
            def at(x, y): return tuple(px[y][4*x:4*x+3])
            def blue(c): return c[2] > 150 and c[0] < 100 and c[1] < 160
            for (x, y) in [\(probe)]:
                near = [at(x+dx, y+dy) for dx in range(-2, 3) for dy in range(-2, 3)]
                print("curve", x, y, any(blue(c) for c in near))
            left = min(i for i in range(20, w) if at(i, h // 2) != (255, 255, 255))
            print("frame", left, at(left, h // 2))
            print("legend", any(blue(at(x, y)) for x in \(legend.x) for y in \(legend.y)))
            print("size", w, h)
            '
            """, in: directory)
        try #require(check.status == 0, "pypng: \(check.stderr)")
        let lines = check.stdout.split(separator: "\n").map(String.init)
        for line in lines where line.hasPrefix("curve") {
            #expect(line.hasSuffix("True"), "no curve where the math puts it: \(line)")
        }
        #expect(lines.contains("size 720 392"))
        let frame = try #require(lines.first { $0.hasPrefix("frame") }?.split(separator: " "))
        #expect((63...64).contains(Int(frame[1]) ?? 0), "the frame's left edge at 64 px (a 1 px line straddles 63 and 64): \(frame)")
        #expect(lines.contains("legend True"), "the legend shows the series' colour")
    }

    @Test func badPicturesAreRefusedWhereTheyAre() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("bad.fluid")
        try "s = spring(damping: 0.8, response: 0.4s)\nplot s, to: \"drawer.txt\"\nplot s, to: \"/etc/drawer.svg\"\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try FluidProcess.run(["check", script.path])
        #expect(run.status == 1)
        let all = run.stdout + run.stderr
        #expect(all.contains("to: names an .svg or a .png file"), "\(all)")
        #expect(all.contains("cannot write /etc/drawer.svg"), "a replayed notebook writes only inside its project: \(all)")
        #expect(!FileManager.default.fileExists(atPath: "/etc/drawer.svg"))
    }
}
