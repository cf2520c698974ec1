import Foundation
import Testing

/// Where a spring's closed form puts its curve in a decoded plot picture, read by pypng:
/// on a light or a dark background (the first pixel's colour), the plot's own landmarks (the frame, the dashed settle column and target row, the lowest
/// pixel of a curve at the start) place each sample, and a pixel of the first series' blue
/// within 2 px of it counts as the curve being there. `TerminalGraphicsTests` (plots) and
/// `TunePictureTests` (tune's plot, before and after a key) check their pictures with it.
enum PlotCurveCheck {
    /// A time as a fraction of the way from the left edge to the settle line, the progress
    /// the closed form gives there, and (when a second spring is drawn over it in orange)
    /// that spring's progress: where the two are within 4 px, either colour counts.
    struct Sample {
        var fraction: Double
        var value: Double
        var other: Double?
    }

    /// The lines pypng printed: "size w h", "landmarks left settle target start highest",
    /// then "curve x y True/False" a sample.
    static func lines(png: URL, samples: [Sample]) throws -> [String] {
        let listed = samples.map { "(\($0.fraction), \($0.value), \($0.other ?? 99))" }.joined(separator: ", ")
        let check = try SessionExportTests.shell("""
            python3 -c '
            import png
            w, h, rows, info = png.Reader(filename="\(png.path)").asRGBA8()
            px = [list(r) for r in rows]
            def at(x, y): return tuple(px[y][4*x:4*x+3])
            def blue(c): return c[2] > 120 and c[0] < 120 and c[1] < 170
            # The reference lines: their grey (128) over the background, over 30 % of a pixel or more
            # (on white 109 to 217; on black 38 to 147, where a line between two columns is 64 in each).
            def grey(c): return 0.3 <= (c[0] - bg[0]) / ((128 - bg[0]) or 1) <= 1.15 and abs(c[0] - c[1]) < 12 and abs(c[1] - c[2]) < 12
            def orange(c): return c[0] > 200 and 90 <= c[1] <= 170 and c[2] < 90
            # Ink: every channel 56 or more from the background (on white, each below 200).
            bg = at(0, 0)
            def dark(c): return all(abs(c[i] - bg[i]) > 55 for i in range(3))
            print("size", w, h)
            left = max(range(20, w // 4), key=lambda x: sum(1 for y in range(h) if dark(at(x, y))))
            right = max(range(3 * w // 4, w), key=lambda x: sum(1 for y in range(h) if dark(at(x, y))))
            top = max(range(0, h // 4), key=lambda y: sum(1 for x in range(w) if dark(at(x, y))))
            bottom = max(range(3 * h // 4, h), key=lambda y: sum(1 for x in range(w) if dark(at(x, y))))
            settle = max(range(left + 3, right - 2), key=lambda x: sum(1 for y in range(top, bottom) if grey(at(x, y))))
            target = max(range(top + 3, bottom - 2), key=lambda y: sum(1 for x in range(left, right) if grey(at(x, y))))
            # Progress 0: the lowest pixel of either curve (both start there) in the first columns.
            # (None found, as on a screen still being drawn: 0, and the samples miss.)
            start = max((y for x in range(left, left + 4) for y in range(h) if blue(at(x, y)) or orange(at(x, y))), default=0)
            highest = min((y for x in range(left, right) for y in range(top, bottom) if blue(at(x, y))), default=0)
            print("landmarks", left, settle, target, start, highest)
            for (f, value, other) in [\(listed)]:
                x = round(left + f * (settle - left))
                y = round(start + value * (target - start))
                near = [at(x + dx, y + dy) for dx in range(-2, 3) for dy in range(-2, 3) if 0 <= y + dy < h]
                hidden = abs((value - other) * (target - start)) < 4
                print("curve", x, y, any(blue(c) or (hidden and orange(c)) for c in near))
            '
            """, in: png.deletingLastPathComponent())
        try #require(check.status == 0, "pypng: \(check.stderr)")
        return check.stdout.split(separator: "\n").map(String.init)
    }

    /// Checks what `lines` printed: the size, and every sample on the curve. Returns the
    /// overshoot the picture shows: (target row − highest blue row) / (target − start).
    static func expect(_ lines: [String], width: Int, height: Int) -> Double {
        #expect(lines.first == "size \(width) \(height)", "\(lines)")
        let curve = lines.filter { $0.hasPrefix("curve") }
        #expect(curve.count == 12)
        for line in curve { #expect(line.hasSuffix("True"), "no curve where the math puts it: \(line) (\(lines.dropFirst().first ?? ""))") }
        let marks = (lines.first { $0.hasPrefix("landmarks") } ?? "").split(separator: " ").compactMap { Double($0) }
        guard marks.count == 5, marks[3] != marks[2] else { return .nan }
        return (marks[2] - marks[4]) / (marks[3] - marks[2])
    }
}
