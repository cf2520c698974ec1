import Foundation
import Testing

/// Pictures fluid sent a real terminal, and where the terminal shows them.
///
/// `sent` takes the last whole picture out of fluid's bytes and decodes it with decoders
/// fluid did not write (pypng for kitty's PNG, libsixel's sixel2png for sixels). `find`
/// looks for that picture in a screenshot at its own size (a terminal that scaled it, cut
/// it or drew it elsewhere fails): nine of its rows are matched (numpy) against the screen
/// at every row and the first few columns (terminals keep a border of a few pixels), and
/// the best place is cut out and compared whole. Within 4 per channel on average is the
/// same picture (sixel colours are whole percentages; kitty blends nothing at 1:1).
enum ScreenPicture {
    struct Sent {
        var png: URL
        var width: Int
        var height: Int
    }

    /// Where `sent` is on the screen, and the part of the screenshot it covers.
    struct Found {
        var x: Int
        var y: Int
        var difference: Double
        var crop: URL
    }

    /// A whole picture in `bytes` after `from` (the last, or the `first`) whose header matches
    /// (kitty: the keys of its first chunk, `a=T,…,i=4243`; sixels: the start of its body, with
    /// the raster attributes `"1;1;W;H`), written to `name`.png in `directory`; nil when none
    /// has arrived whole yet.
    static func sent(_ bytes: [UInt8], from: Int, kitty: Bool, name: String, in directory: URL, first: Bool = false,
                     where matches: (String) -> Bool = { _ in true }) throws -> Sent? {
        let png = directory.appendingPathComponent(name + ".png")
        if kitty {
            let pictures = kittyPictures(bytes, from: from).filter { matches($0.keys) }
            guard let picture = first ? pictures.first : pictures.last else { return nil }
            // A PNG (plot, play) as it is; raw pixels (tune's plot, `f=24`) inflated and written as PNG.
            try TunePictureTests.write((id: 0, base64: picture.base64, keys: picture.keys), to: png)
        } else {
            let pictures = TunePictureTests.wholeSixels(bytes, from: from).filter { matches(String(decoding: $0.prefix(40), as: UTF8.self)) }
            guard let sixel = first ? pictures.first : pictures.last else { return nil }
            try Data(Array("\u{1B}P".utf8) + sixel + Array("\u{1B}\\".utf8)).write(to: directory.appendingPathComponent(name + ".six"))
            let sixel2png = try #require(TerminalGraphicsTests.sixel2png, "no sixel2png: apt-get install libsixel-bin (.ci/run does)")
            let converted = try SessionExportTests.shell("'\(sixel2png)' -i \(name).six -o \(name).png", in: directory)
            try #require(converted.status == 0, "sixel2png: \(converted.stderr)")
        }
        let size = try SessionExportTests.shell("python3 -c 'import png; w, h, _, _ = png.Reader(filename=\"\(png.path)\").asRGBA8(); print(w, h)'",
                                                in: directory)
        let numbers = size.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 2 else { return nil }
        return Sent(png: png, width: numbers[0], height: numbers[1])
    }

    /// The kitty pictures in `bytes` after `from` whose last chunk (`m=0`) has arrived: the
    /// keys of the first chunk (`a=T,…`) and the base64 of the whole PNG.
    static func kittyPictures(_ bytes: [UInt8], from: Int) -> [(keys: String, base64: String)] {
        var pictures: [(keys: String, base64: String)] = []
        var current: (keys: String, base64: String)?
        for chunk in TerminalGraphicsTests.payloads(in: bytes, open: "\u{1B}_G", from: from) {
            let text = String(decoding: chunk, as: UTF8.self)
            guard let semicolon = text.firstIndex(of: ";") else { continue }
            let keys = text[..<semicolon], data = String(text[text.index(after: semicolon)...])
            if keys.hasPrefix("a=T") {
                current = (String(keys), data)
            } else if keys.hasPrefix("m="), current != nil {
                current!.base64 += data
            } else {
                continue
            }
            if !keys.split(separator: ",").contains("m=1"), let whole = current { pictures.append(whole); current = nil }
        }
        return pictures
    }

    /// The best place for `sent` in the screenshot `screen`, and how far it is from `sent`
    /// there (nil when the picture is larger than the screen).
    static func find(_ sent: Sent, in screen: URL) throws -> Found? {
        let crop = screen.deletingPathExtension().appendingPathExtension("crop.png")
        let run = try SessionExportTests.shell("""
            python3 -c '
            import png, numpy
            def load(path):
                w, h, rows, _ = png.Reader(filename=path).asRGBA8()
                return numpy.array([numpy.frombuffer(bytes(r), numpy.uint8).reshape(w, 4)[:, :3] for r in rows], numpy.int16)
            screen, pic = load("\(screen.path)"), load("\(sent.png.path)")
            (sh, sw, _), (ph, pw, _) = screen.shape, pic.shape
            if pw > sw or ph > sh:
                print("none"); raise SystemExit
            rows = [ph * k // 10 for k in range(1, 10)]
            best = None
            for x0 in range(0, min(8, sw - pw) + 1):
                for y0 in range(0, sh - ph + 1):
                    d = numpy.abs(screen[[y0 + r for r in rows], x0:x0 + pw] - pic[rows]).mean()
                    if best is None or d < best[0]: best = (d, x0, y0)
            d, x0, y0 = best
            crop = screen[y0:y0 + ph, x0:x0 + pw]
            png.from_array(crop.astype(numpy.uint8).reshape(ph, pw * 3).tolist(), "RGB").save("\(crop.path)")
            print("found", x0, y0, numpy.abs(crop - pic).mean())
            '
            """, in: screen.deletingLastPathComponent())
        try #require(run.status == 0, "pypng: \(run.stderr)")
        let words = run.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard words.count == 4, words[0] == "found", let x = Int(words[1]), let y = Int(words[2]), let d = Double(words[3]) else { return nil }
        return Found(x: x, y: y, difference: d, crop: crop)
    }

    /// The `width` × `height` pixels of the screenshot `screen` from (`x`, `y`), written
    /// beside it as `name`.png: where a picture found earlier is, for what is there now.
    static func crop(_ screen: URL, x: Int, y: Int, width: Int, height: Int, name: String) throws -> URL {
        let crop = screen.deletingLastPathComponent().appendingPathComponent(name + ".png")
        let run = try SessionExportTests.shell("""
            python3 -c '
            import png
            w, h, rows, _ = png.Reader(filename="\(screen.path)").asRGBA8()
            rows = [bytes(r) for r in rows][\(y):\(y + height)]
            out = [[v for i, v in enumerate(r[4 * \(x):4 * (\(x + width))]) if i % 4 != 3] for r in rows]
            png.from_array(out, "RGB").save("\(crop.path)")'
            """, in: screen.deletingLastPathComponent())
        try #require(run.status == 0, "pypng: \(run.stderr)")
        return crop
    }

    /// The mean of every channel of every pixel of `png`, 0 (black) to 255 (white).
    static func meanLevel(_ png: URL) throws -> Double {
        let run = try SessionExportTests.shell("""
            python3 -c '
            import png
            w, h, rows, _ = png.Reader(filename="\(png.path)").asRGBA8()
            print(sum(v for r in rows for i, v in enumerate(r) if i % 4 != 3) / (3 * w * h))'
            """, in: png.deletingLastPathComponent())
        return try #require(Double(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "pypng: \(run.stderr)")
    }

    /// The most a picture on the screen may differ from the one sent, per channel on average.
    static let tolerance = 4.0

    /// Takes screenshots of `terminal` until one shows `sent` within the tolerance (the hang
    /// guard bounds it); the last place found, shown or not.
    static func waitOnScreen(_ sent: Sent, in terminal: RealTerminal, name: String) throws -> Found? {
        var found: Found?
        var shot = 0
        _ = try RealTerminal.wait {
            shot += 1
            found = try find(sent, in: try terminal.screenshot("\(name)-screen\(shot).png"))
            return (found?.difference ?? .infinity) <= tolerance
        }
        return found
    }
}
