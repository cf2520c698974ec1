import Foundation
import Testing

/// `tune` at terminals that draw pictures (issue 15): the plot and the looping lane are
/// pictures, redrawn in place on each key. The test plays the terminal through a
/// pseudo-terminal (kitty, or a sixel terminal), tunes a spring, takes the pictures out of
/// the bytes fluid wrote and decodes them with decoders fluid did not write (pypng for
/// kitty's PNGs, libsixel's sixel2png for sixels). The plot's curve is checked against the
/// spring's closed form before and after a key that changes the spring (placed by the
/// picture's own landmarks, as `TerminalGraphicsTests` does for `plot`), and the lane's
/// card against its start and target ticks.
@Suite(.serialized) struct TunePictureTests {
    static let plotID = 4243, laneID = 4244

    /// What kitty answers fluid's start-up query: its graphics reply, then the device
    /// attributes every terminal sends.
    static let kittyAnswer = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c"

    /// fluid in `TerminalGraphicsTests`' 100×40 pseudo-terminal, its graphics query answered
    /// with `answer` (nil: not answered; fluid stops waiting after half a second and draws
    /// text), at the prompt with `s = spring(damping: 0.8, response: 0.4s)`.
    static func startWithSpring(answer: String?) throws -> (PseudoTerminal, URL) {
        let (terminal, directory) = try TerminalGraphicsTests.start()
        if let answer {
            #expect(TerminalGraphicsTests.waitFor(terminal, raw: "\u{1B}[c"))
            terminal.send(answer)
        }
        #expect(terminal.expect("› "))
        terminal.sendLine("s = spring(damping: 0.8, response: 0.4s)")
        #expect(terminal.expect("› "))
        return (terminal, directory)
    }

    /// What `tune` sends to delete both its pictures at kitty.
    enum KittyDeletes {
        static let both = "\u{1B}_Ga=d,d=I,i=\(plotID),q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=\(laneID),q=2\u{1B}\\"
    }

    /// Where the closed form of the spring ζ `zeta`, response 0.4 s, puts its curve in a
    /// decoded plot, at 12 times up to 0.9 of `settle` seconds (`PlotCurveCheck.lines`).
    /// With `before` (the ζ of the spring as it was, drawn over it in orange), a time where
    /// the two curves are within 4 px of each other may show either colour.
    static func curve(png: URL, zeta: Double, settle: Double, before: Double? = nil) throws -> [String] {
        var samples: [PlotCurveCheck.Sample] = []
        for k in 1...12 {
            let f = 0.9 * Double(k) / 12
            let value = PlotPictureTests.step(zeta: zeta, omega: 2 * Double.pi / 0.4, at: f * settle)
            let other = before.map { PlotPictureTests.step(zeta: $0, omega: 2 * Double.pi / 0.4, at: f * settle) }
            samples.append(PlotCurveCheck.Sample(fraction: f, value: value, other: other))
        }
        return try PlotCurveCheck.lines(png: png, samples: samples)
    }

    /// A kitty picture: its id, its payload in base64, the keys of its first chunk.
    typealias KittyPicture = (id: Int, base64: String, keys: String)

    /// Kitty's pictures in `bytes` from `from`, in order. A picture starts with an `a=T`
    /// chunk naming its id and runs until its `m=0` chunk.
    static func kittyPictures(_ bytes: [UInt8], from: Int) -> [KittyPicture] {
        var pictures: [KittyPicture] = []
        var open = false
        // Only whole chunks: up to the last ESC \ (a chunk still arriving would be cut short).
        var end = bytes.count
        while end > from + 1, !(bytes[end - 2] == 0x1B && bytes[end - 1] == UInt8(ascii: "\\")) { end -= 1 }
        for chunk in TerminalGraphicsTests.payloads(in: Array(bytes[..<max(end, from)]), open: "\u{1B}_G", from: from) {
            let text = String(decoding: chunk, as: UTF8.self)
            guard let semicolon = text.firstIndex(of: ";") else { continue }
            let keys = text[..<semicolon].split(separator: ","), data = String(text[text.index(after: semicolon)...])
            if keys.first == "a=T", let id = keys.first(where: { $0.hasPrefix("i=") }).flatMap({ Int($0.dropFirst(2)) }) {
                pictures.append((id, data, keys.joined(separator: ",")))
                open = keys.contains("m=1")
            } else if keys.first?.hasPrefix("m=") == true, open, !pictures.isEmpty {
                pictures[pictures.count - 1].base64 += data
                open = keys.first == "m=1"
            }
        }
        // The last picture may still be on its way.
        if open { pictures.removeLast() }
        return pictures
    }

    /// Writes a kitty picture as a PNG file: a PNG payload as it is; raw RGB pixels
    /// compressed by zlib (`f=24`, `o=z`, the size in `s=` and `v=`) inflated by Python's
    /// zlib and written by pypng.
    static func write(_ picture: KittyPicture, to file: URL) throws {
        let data = try #require(Data(base64Encoded: picture.base64), "the payload is base64")
        let keys = picture.keys.split(separator: ",")
        guard keys.contains("f=24") else { return try data.write(to: file) }
        #expect(keys.contains("o=z"), "raw pixels come compressed: \(picture.keys)")
        func value(_ key: String) -> Int? { keys.first { $0.hasPrefix(key) }.flatMap { Int($0.dropFirst(key.count)) } }
        let width = try #require(value("s=")), height = try #require(value("v="))
        let raw = file.appendingPathExtension("z")
        try data.write(to: raw)
        defer { try? FileManager.default.removeItem(at: raw) }
        let run = try SessionExportTests.shell("""
            python3 -c '
            import png, zlib
            pixels = zlib.decompress(open("\(raw.path)", "rb").read())
            assert len(pixels) == \(width) * \(height) * 3, len(pixels)
            rows = [pixels[y * \(width) * 3:(y + 1) * \(width) * 3] for y in range(\(height))]
            png.Writer(\(width), \(height), greyscale=False).write(open("\(file.path)", "wb"), rows)
            '
            """, in: file.deletingLastPathComponent())
        try #require(run.status == 0, "raw pixels: \(run.stderr)")
    }

    /// The `c=` and `r=` of the first chunk of the last picture `id` placed after `from`.
    static func cells(_ bytes: [UInt8], id: Int, from: Int) -> (columns: Int, rows: Int)? {
        let first = TerminalGraphicsTests.payloads(in: bytes, open: "\u{1B}_Ga=T", from: from)
            .map { String(decoding: $0, as: UTF8.self) }.last { $0.contains(",i=\(id),") } ?? ""
        let keys = first.split(separator: ";").first?.split(separator: ",") ?? []
        func value(_ key: String) -> Int? { keys.first { $0.hasPrefix(key) }.flatMap { Int($0.dropFirst(key.count)) } }
        guard let c = value("c="), let r = value("r=") else { return nil }
        return (c, r)
    }

    /// The whole sixel pictures (`ESC P` … `ESC \\`) in `bytes` after `from`: their bodies,
    /// without a last one still on its way.
    static func wholeSixels(_ bytes: [UInt8], from: Int) -> [[UInt8]] {
        var found: [[UInt8]] = []
        var index = from
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "P") else { index += 1; continue }
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            guard end + 1 < bytes.count else { break }
            found.append(Array(bytes[(index + 2)..<end]))
            index = end + 2
        }
        return found
    }

    /// The settle time the summary line shows ("settles 0.5394 s"), in seconds.
    static func settle(in text: String) -> Double? {
        guard let range = text.range(of: "settles ", options: .backwards) else { return nil }
        let rest = text[range.upperBound...]
        let number = Double(rest.prefix { $0.isNumber || $0 == "." }) ?? .nan
        return rest.drop { $0.isNumber || $0 == "." }.hasPrefix(" ms") ? number / 1000 : number
    }

    /// At most `count` of `items`, evenly spread from the first to the last.
    static func spread<T>(_ items: [T], _ count: Int) -> [T] {
        guard items.count > count, count > 1 else { return items }
        return (0..<count).map { items[$0 * (items.count - 1) / (count - 1)] }
    }

    /// The card's centre and the lane's ticks in each decoded lane picture.
    static func cards(_ files: [URL]) throws -> [(card: Double, start: Double, target: Double)] {
        try files.map { try #require(try TerminalGraphicsTests.cardAndTicks(png: $0), "\($0.lastPathComponent)") }
    }

    @Test(.enabled(if: PlotPictureTests.pypng || PlotPictureTests.inCI, "no pypng (pip install pypng); CI is unset"))
    func kittyTerminalsTuneAPictureThatFollowsTheKeys() throws {
        let (terminal, directory) = try Self.startWithSpring(answer: Self.kittyAnswer)
        defer { try? FileManager.default.removeItem(at: directory) }
        let from = terminal.output.count
        terminal.sendLine("tune s")
        #expect(terminal.expect("tune s · damping/response · ←/→ damping 0.8 ±0.05"), "\(terminal.plainText.suffix(300))")
        // The plot, then lane pictures as the card moves: eight of them, counted, not timed
        // (a loaded machine draws fewer frames a second, each at its own moment of the loop).
        // The two minutes are a hang guard.
        var pictures: [KittyPicture] = []
        let deadline = Date().addingTimeInterval(PseudoTerminal.hardTimeout)
        repeat {
            terminal.settle(for: 0.05)
            pictures = Self.kittyPictures(terminal.output, from: from)
        } while Date() < deadline && pictures.filter({ $0.id == Self.laneID }).count < 8
        let plot = try #require(pictures.first { $0.id == Self.plotID }, "no plot picture: \(pictures.map(\.id))")
        let size = try #require(Self.cells(terminal.output, id: Self.plotID, from: from))
        #expect(size.columns == 100, "the plot spans the window")
        let file = directory.appendingPathComponent("plot.png")
        try Self.write(plot, to: file)
        // No pixel size from the terminal: cells of 10 × 20 pixels.
        let before = PlotCurveCheck.expect(try Self.curve(png: file, zeta: 0.8, settle: 0.5394), width: 1000, height: size.rows * 20)
        #expect(before < 0.05, "ζ 0.8 overshoots 1.5 %: \(before)")
        // The lane: play's card, moving, between the start and target ticks.
        let lanes = Self.spread(pictures.filter { $0.id == Self.laneID }, 8)
        var files: [URL] = []
        for (i, lane) in lanes.enumerated() {
            let file = directory.appendingPathComponent("lane\(i).png")
            try Self.write(lane, to: file)
            files.append(file)
        }
        let cards = try Self.cards(files)
        #expect(Set(cards.map { Int($0.card.rounded()) }).count >= 2, "the card moves: \(cards)")
        for found in cards {
            #expect(found.card > found.start - 3 && found.card < found.target + 0.05 * (found.target - found.start), "the card on the lane: \(found)")
        }

        // A key that changes the spring: a new plot, its curve where ζ 0.3 puts it.
        let typed = terminal.output.count
        terminal.send("=0.3\r")
        #expect(terminal.expect("s = spring(damping: 0.3, response: 400 ms)"), "\(terminal.plainText.suffix(300))")
        var after: KittyPicture?
        let second = Date().addingTimeInterval(PseudoTerminal.hardTimeout)
        repeat {
            terminal.settle(for: 0.05)
            after = Self.kittyPictures(terminal.output, from: typed).last { $0.id == Self.plotID }
        } while Date() < second && after == nil
        let replot = try #require(after, "no plot after the key")
        #expect(String(decoding: terminal.output[typed...], as: UTF8.self).contains("\u{1B}_Ga=d,d=I,i=\(Self.plotID),q=2\u{1B}\\"),
                "the new plot replaces the old by its id")
        let settle = try #require(Self.settle(in: terminal.plainText), "no settle time on screen")
        let changed = directory.appendingPathComponent("plot-after.png")
        try Self.write(replot, to: changed)
        let overshoot = PlotCurveCheck.expect(try Self.curve(png: changed, zeta: 0.3, settle: settle, before: 0.8), width: 1000, height: size.rows * 20)
        #expect(overshoot > 0.3, "ζ 0.3 overshoots 37 %: the curve moved up (\(overshoot))")

        // Enter keeps it; the pictures are deleted and the screen and cursor restored.
        let leaving = terminal.output.count
        terminal.send("\r")
        #expect(terminal.expect("› "))
        let tail = String(decoding: terminal.output[leaving...], as: UTF8.self)
        for id in [Self.plotID, Self.laneID] { #expect(tail.contains("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"), "picture \(id) deleted on the way out") }
        #expect(tail.contains("\u{1B}[?25h\u{1B}[?1049l"), "the cursor and the main screen back")
        terminal.sendLine("s.damping")
        #expect(terminal.expect("0.3"))
        terminal.sendLine("quit")
    }

    @Test(.enabled(if: (TerminalGraphicsTests.sixel2png != nil && PlotPictureTests.pypng) || PlotPictureTests.inCI,
                   "no sixel2png or pypng (apt-get install libsixel-bin; pip install pypng); CI is unset"))
    func sixelTerminalsTuneAPictureThatFollowsTheKeys() throws {
        let sixel2png = try #require(TerminalGraphicsTests.sixel2png, "no sixel2png: apt-get install libsixel-bin (.ci/run does)")
        let (terminal, directory) = try Self.startWithSpring(answer: "\u{1B}[?62;4;22c")
        defer { try? FileManager.default.removeItem(at: directory) }

        /// The sixel pictures after `from`, decoded: (width, height, file), whole ones only.
        var decoded = 0
        func sixels(from: Int) throws -> [(width: Int, height: Int, file: URL)] {
            var found: [(width: Int, height: Int, file: URL)] = []
            let bytes = terminal.output
            for picture in Self.wholeSixels(bytes, from: from) {
                let attributes = String(decoding: picture.prefix(40), as: UTF8.self)
                let size = attributes.split(separator: "\"").last?.split(separator: ";").compactMap { Int($0.prefix { $0.isNumber }) } ?? []
                guard size.count >= 4 else { continue }
                decoded += 1
                let name = "picture\(decoded)"
                try Data(Array("\u{1B}P".utf8) + picture + Array("\u{1B}\\".utf8)).write(to: directory.appendingPathComponent(name + ".six"))
                let converted = try SessionExportTests.shell("'\(sixel2png)' -i \(name).six -o \(name).png", in: directory)
                guard converted.status == 0 else { continue }
                found.append((size[2], size[3], directory.appendingPathComponent(name + ".png")))
            }
            return found
        }
        /// Waits until the bytes after `from` hold `count` whole sixel pictures `width` wide
        /// (the two minutes are a hang guard).
        func waitForPicture(width: Int, count: Int = 1, from: Int) -> Bool {
            let deadline = Date().addingTimeInterval(PseudoTerminal.hardTimeout)
            while Date() < deadline {
                let whole = Self.wholeSixels(terminal.output, from: from).filter { picture in
                    String(decoding: picture.prefix(40), as: UTF8.self).contains("\"1;1;\(width);")
                }
                if whole.count >= count { return true }
                terminal.settle(for: 0.05)
            }
            return false
        }

        let from = terminal.output.count
        terminal.sendLine("tune s")
        #expect(terminal.expect("tune s · damping/response · ←/→ damping 0.8 ±0.05"), "\(terminal.plainText.suffix(300))")
        #expect(waitForPicture(width: 1000, from: from), "a whole plot picture")
        // Eight lane pictures as the card moves, counted, not timed.
        #expect(waitForPicture(width: 640, count: 8, from: from), "lane pictures as the card moves")
        let first = try sixels(from: from)
        let plot = try #require(first.first { $0.width == 1000 }, "no plot picture: \(first.map { ($0.width, $0.height) })")
        let before = PlotCurveCheck.expect(try Self.curve(png: plot.file, zeta: 0.8, settle: 0.5394), width: 1000, height: plot.height)
        #expect(before < 0.05, "ζ 0.8 overshoots 1.5 %: \(before)")
        #expect(plot.height % 20 == 0, "the plot covers whole rows: \(plot.height)")
        let lanes = first.filter { $0.width == 640 }
        #expect(lanes.count >= 3, "lane pictures as the card moves: \(first.map { ($0.width, $0.height) })")
        #expect(lanes.allSatisfy { $0.height == 80 }, "the lane fills its 4 rows: \(lanes.map(\.height))")
        let cards = try Self.cards(Self.spread(lanes.map(\.file), 8))
        #expect(Set(cards.map { Int($0.card.rounded()) }).count >= 2, "the card moves: \(cards)")

        let typed = terminal.output.count
        terminal.send("=0.3\r")
        #expect(terminal.expect("s = spring(damping: 0.3, response: 400 ms)"), "\(terminal.plainText.suffix(300))")
        #expect(waitForPicture(width: 1000, from: typed), "a new plot after the key")
        let settle = try #require(Self.settle(in: terminal.plainText), "no settle time on screen")
        let replot = try #require(try sixels(from: typed).first { $0.width == 1000 })
        let overshoot = PlotCurveCheck.expect(try Self.curve(png: replot.file, zeta: 0.3, settle: settle, before: 0.8), width: 1000, height: replot.height)
        #expect(overshoot > 0.3, "ζ 0.3 overshoots 37 %: the curve moved up (\(overshoot))")

        // Esc puts the spring back and leaves the main screen as it was.
        let leaving = terminal.output.count
        terminal.send("\u{1B}")
        #expect(terminal.expect("s unchanged: spring(damping: 0.8, response: 400 ms)"))
        let tail = String(decoding: terminal.output[leaving...], as: UTF8.self)
        #expect(tail.contains("\u{1B}[?25h\u{1B}[?1049l"), "the cursor and the main screen back")
        terminal.sendLine("quit")
    }

    @Test(.enabled(if: PlotPictureTests.pypng || PlotPictureTests.inCI, "no pypng (pip install pypng); CI is unset"))
    func aWindowTooSmallForPicturesTunesInText() throws {
        let (terminal, directory) = try Self.startWithSpring(answer: Self.kittyAnswer)
        defer { try? FileManager.default.removeItem(at: directory) }
        let from = terminal.output.count
        terminal.sendLine("tune s")
        #expect(TerminalGraphicsTests.waitFor(terminal, raw: "i=\(Self.plotID),", from: from), "a plot picture at 100×40")
        // 12 rows leave no room for a plot picture 150 px tall: the screen is text, and
        // kitty's pictures (which float above text) are deleted.
        let resized = terminal.output.count
        terminal.resize(columns: 60, rows: 12)
        #expect(terminal.expect("▶ "), "the text lane: \(terminal.plainText.suffix(300))")
        // Pictures already on their way before the window shrank may follow the resize;
        // after the deletes, nothing more.
        let tail = String(decoding: terminal.output[resized...], as: UTF8.self)
        let deletes = KittyDeletes.both
        let deleted = try #require(tail.range(of: deletes), "both pictures deleted: \(tail.suffix(200).debugDescription)")
        #expect(!tail[deleted.upperBound...].contains("\u{1B}_Ga=T"), "no picture placed in text mode")
        terminal.send("\r")
        #expect(terminal.expect("› "))
        terminal.sendLine("quit")
    }

    @Test func textTerminalsTuneInText() throws {
        let (terminal, directory) = try Self.startWithSpring(answer: nil)
        defer { try? FileManager.default.removeItem(at: directory) }
        let from = terminal.output.count
        terminal.sendLine("tune s")
        #expect(terminal.expect("┄┄ target"), "the text plot's legend: \(terminal.plainText.suffix(600))")
        #expect(terminal.expect("▶ "), "the text lane")
        terminal.send("\r")
        #expect(terminal.expect("› "))
        #expect(TerminalGraphicsTests.payloads(in: terminal.output, open: "\u{1B}_G", from: from).isEmpty)
        #expect(TerminalGraphicsTests.payloads(in: terminal.output, open: "\u{1B}P", from: from).isEmpty)
        terminal.sendLine("quit")
    }
}
