import Foundation
import Testing

/// Plots as pictures at terminals that draw them (issue 15, part 3). The test plays the
/// terminal through a pseudo-terminal: it answers fluid's questions at start as kitty, as a
/// sixel terminal, or not at all; types a plot; takes the picture out of the bytes fluid
/// wrote and decodes it with decoders fluid did not write (pypng for kitty's PNG, libsixel's
/// sixel2png for sixels). The pixels are checked against the spring's closed form, placed
/// by the picture's own landmarks: t = 0 at the frame's left edge, the settle time at the
/// dashed settle line, progress 0 where the curve starts and 1 at the dashed target line.
@Suite(.serialized) struct TerminalGraphicsTests {
    static let sixel2png = SessionExportTests.tool("sixel2png")

    static func start(_ extra: [String: String] = [:]) throws -> (PseudoTerminal, URL) {
        let directory = try FluidProcess.temporaryDirectory()
        let terminal = try PseudoTerminal(
            executable: FluidProcess.binary.path,
            environment: ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8", "TERM": "xterm-256color",
                          "FLUID_HISTORY": directory.appendingPathComponent("history").path,
                          "FLUID_SESSIONS": directory.path].merging(extra) { _, new in new },
            directory: directory.path, columns: 100, rows: 40)
        return (terminal, directory)
    }

    /// Waits until the raw bytes (escapes kept) written since `from` hold `needle` (the timeout is a hang guard).
    static func waitFor(_ terminal: PseudoTerminal, raw needle: String, from: Int = 0, timeout: Double = PseudoTerminal.hardTimeout) -> Bool {
        let bytes = Array(needle.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if from < terminal.output.count, PseudoTerminal.firstRange(of: bytes, in: Array(terminal.output[from...])) != nil { return true }
            terminal.settle(for: 0.005)
        }
        return false
    }

    /// The bytes between the first `open` after `from` and the next ESC \.
    static func payloads(in bytes: [UInt8], open: String, from: Int) -> [[UInt8]] {
        var found: [[UInt8]] = []
        let marker = Array(open.utf8)
        var index = from
        while let range = PseudoTerminal.firstRange(of: marker, in: Array(bytes[index...])) {
            let start = index + range.upperBound
            var end = start
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            found.append(Array(bytes[start..<end]))
            index = end
        }
        return found
    }

    /// Checks a decoded picture against the spring ζ 0.8, response 0.4 s (settles 0.5394 s),
    /// every 40 ms from 40 to 480 ms (`PlotCurveCheck`).
    static func checkCurve(png: URL, width: Int, height: Int) throws {
        var samples: [PlotCurveCheck.Sample] = []
        for ms in stride(from: 40.0, through: 480, by: 40) {
            let value = PlotPictureTests.step(zeta: 0.8, omega: 2 * Double.pi / 0.4, at: ms / 1000)
            samples.append(PlotCurveCheck.Sample(fraction: ms / 539.4, value: value))
        }
        _ = PlotCurveCheck.expect(try PlotCurveCheck.lines(png: png, samples: samples), width: width, height: height)
    }

    @Test(.enabled(if: PlotPictureTests.pypng || PlotPictureTests.inCI, "no pypng (pip install pypng); CI is unset"))
    func kittyTerminalsGetAPNGWhereTheMathPutsTheCurve() throws {
        let (terminal, directory) = try Self.start()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(Self.waitFor(terminal, raw: "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"), "fluid asks the terminal: \(terminal.text)")
        terminal.send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        #expect(terminal.expect("› "))
        terminal.sendLine("set")
        #expect(terminal.expect("graphics auto (kitty, detected)"), "\(terminal.plainText)")
        let from = terminal.output.count
        terminal.sendLine("plot spring(damping: 0.8, response: 0.4s)")
        #expect(Self.waitFor(terminal, raw: "m=0;", from: from), "a last chunk")
        // The last chunk's header can arrive before its payload: wait for the ESC \ that ends it.
        let last = PseudoTerminal.firstRange(of: Array("m=0;".utf8), in: Array(terminal.output[from...])).map { from + $0.upperBound } ?? from
        #expect(Self.waitFor(terminal, raw: "\u{1B}\\", from: last), "the last chunk's end")
        let chunks = Self.payloads(in: terminal.output, open: "\u{1B}_G", from: from)
        try #require(!chunks.isEmpty, "no kitty picture: \(terminal.text.suffix(300))")
        let first = String(decoding: chunks[0], as: UTF8.self)
        #expect(first.hasPrefix("a=T,f=100,q=2,C=1,c=100,r="), "\(first.prefix(60))")
        #expect(chunks.allSatisfy { $0.count <= 4096 + 40 }, "chunks of at most 4,096 payload bytes")
        let rows = Int(first.split(separator: ",").first { $0.hasPrefix("r=") }?.dropFirst(2) ?? "") ?? 0
        let base64 = chunks.map { chunk in String(decoding: chunk, as: UTF8.self).split(separator: ";", maxSplits: 1).last.map(String.init) ?? "" }.joined()
        let data = try #require(Data(base64Encoded: base64), "the payload is base64")
        let png = directory.appendingPathComponent("kitty.png")
        try data.write(to: png)
        // The terminal gave no pixel size: cells of 10 × 20 pixels.
        try Self.checkCurve(png: png, width: 100 * 10, height: rows * 20)
        // Text plots again with graphics off.
        let before = terminal.output.count
        terminal.sendLine("set graphics off")
        terminal.sendLine("plot spring(damping: 0.8, response: 0.4s)")
        #expect(terminal.expect("settles 0.5394 s"), "a text plot's legend again")
        #expect(Self.payloads(in: terminal.output, open: "\u{1B}_G", from: before).isEmpty)
        terminal.sendLine("quit")
    }

    @Test(.enabled(if: (sixel2png != nil && PlotPictureTests.pypng) || PlotPictureTests.inCI, "no sixel2png or pypng (apt-get install libsixel-bin; pip install pypng); CI is unset"))
    func sixelTerminalsGetSixelsWhereTheMathPutsTheCurve() throws {
        let sixel2png = try #require(Self.sixel2png, "no sixel2png: apt-get install libsixel-bin (.ci/run does)")
        let (terminal, directory) = try Self.start()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(Self.waitFor(terminal, raw: "\u{1B}[c"))
        terminal.send("\u{1B}[?62;4;22c")
        #expect(terminal.expect("› "))
        let from = terminal.output.count
        terminal.sendLine("plot spring(damping: 0.8, response: 0.4s)")
        #expect(Self.waitFor(terminal, raw: "\u{1B}\\\u{1B}8", from: from), "a whole sixel picture")
        #expect(terminal.expect("› "))
        let pictures = Self.payloads(in: terminal.output, open: "\u{1B}P", from: from)
        try #require(pictures.count == 1, "one sixel picture")
        let file = directory.appendingPathComponent("plot.six")
        try Data(Array("\u{1B}P".utf8) + pictures[0] + Array("\u{1B}\\".utf8)).write(to: file)
        let converted = try SessionExportTests.shell("'\(sixel2png)' -i plot.six -o plot.png", in: directory)
        try #require(converted.status == 0, "sixel2png: \(converted.stderr)")
        let attributes = String(decoding: pictures[0].prefix(40), as: UTF8.self)
        let size = attributes.split(separator: "\"").last?.split(separator: ";").compactMap { Int($0.prefix { $0.isNumber }) } ?? []
        try #require(size.count >= 4, "raster attributes: \(attributes)")
        try Self.checkCurve(png: directory.appendingPathComponent("plot.png"), width: size[2], height: size[3])
        terminal.sendLine("quit")
    }

    /// The card's centre (mean x of the blue pixels) in a decoded frame, and the lane's two
    /// ticks (start, target), by Pillow-free pypng, on a light or a dark frame.
    static func cardAndTicks(png: URL) throws -> (card: Double, start: Double, target: Double)? {
        let read = try SessionExportTests.shell("""
            python3 -c '
            import png
            w, h, rows, info = png.Reader(filename="\(png.path)").asRGBA8()
            px = [list(r) for r in rows]
            def at(x, y): return tuple(px[y][4*x:4*x+3])
            def blue(c): return c[2] > 120 and c[0] < 120 and c[1] < 170
            # The ticks: neutral, 50 to 180 from the background (light or dark: the first pixel).
            bg = at(0, 0)
            def grey(c): return 50 <= abs(c[0] - bg[0]) <= 180 and abs(c[0] - c[1]) < 10 and abs(c[1] - c[2]) < 10
            mid = 44
            xs = [x for x in range(w) for y in range(mid - 10, mid + 11) if blue(at(x, y))]
            ticks = [x for x in range(w) if grey(at(x, mid - 16))]
            groups = []
            for x in ticks:
                if groups and x - groups[-1][-1] <= 2: groups[-1].append(x)
                else: groups.append([x])
            centres = [sum(g) / len(g) for g in groups]
            print(sum(xs) / len(xs) if xs else -1, centres[0] if centres else -1, centres[-1] if centres else -1)
            '
            """, in: png.deletingLastPathComponent())
        let parts = read.stdout.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }

    @Test(.enabled(if: PlotPictureTests.pypng || PlotPictureTests.inCI, "no pypng (pip install pypng); CI is unset"))
    func playMovesARealCardAtAKittyTerminal() throws {
        let (terminal, directory) = try Self.start()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(Self.waitFor(terminal, raw: "\u{1B}[c"))
        terminal.send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        #expect(terminal.expect("› "))
        let from = terminal.output.count
        terminal.sendLine("play spring(damping: 0.8, response: 0.4s)")
        // The motion ends by itself about 0.4 s after it comes to rest.
        #expect(terminal.expect("› ", timeout: 10), "play ends by itself: \(terminal.plainText.suffix(200))")
        let chunks = Self.payloads(in: terminal.output, open: "\u{1B}_G", from: from)
        // Pictures: a first chunk (a=T, with this id) then its continuations, until m=0.
        var pictures: [String] = []
        for chunk in chunks {
            let text = String(decoding: chunk, as: UTF8.self)
            guard let semicolon = text.firstIndex(of: ";") else { continue }
            let keys = text[..<semicolon], data = text[text.index(after: semicolon)...]
            if keys.hasPrefix("a=T") { pictures.append(String(data)) } else if keys.hasPrefix("m="), !pictures.isEmpty { pictures[pictures.count - 1] += data }
        }
        // A picture a frame; how many depends on the machine (a debug build paints slowly).
        #expect(pictures.count >= 5, "a picture a frame: \(pictures.count)")
        #expect(chunks.contains { String(decoding: $0, as: UTF8.self).hasPrefix("a=d,d=I,i=4242") }, "each frame replaces the last")
        // Early, middle and last frames: the card moves from the start tick to the target tick.
        var centres: [Double] = []
        var ticks: (Double, Double) = (0, 0)
        for (i, index) in [0, max(1, pictures.count / 6), pictures.count - 1].enumerated() {
            let data = try #require(Data(base64Encoded: pictures[index]))
            let file = directory.appendingPathComponent("frame\(i).png")
            try data.write(to: file)
            let found = try #require(try Self.cardAndTicks(png: file), "frame \(index)")
            centres.append(found.card)
            ticks = (found.start, found.target)
        }
        #expect(abs(centres[0] - ticks.0) < 3, "the first frame at the start: \(centres) \(ticks)")
        #expect(centres[1] > centres[0] + 20, "moving: \(centres)")
        #expect(abs(centres[2] - ticks.1) < 1, "the last frame at rest on the target: \(centres) \(ticks)")
    }

    @Test(.enabled(if: (sixel2png != nil && PlotPictureTests.pypng) || PlotPictureTests.inCI, "no sixel2png or pypng; CI is unset"))
    func playMovesARealCardAtASixelTerminal() throws {
        let sixel2png = try #require(Self.sixel2png, "no sixel2png: apt-get install libsixel-bin (.ci/run does)")
        let (terminal, directory) = try Self.start()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(Self.waitFor(terminal, raw: "\u{1B}[c"))
        terminal.send("\u{1B}[?62;4;22c")
        #expect(terminal.expect("› "))
        let from = terminal.output.count
        terminal.sendLine("play spring(damping: 0.8, response: 0.4s)")
        #expect(terminal.expect("› ", timeout: 10))
        let pictures = Self.payloads(in: terminal.output, open: "\u{1B}P", from: from)
        #expect(pictures.count >= 5, "a picture a frame: \(pictures.count)")
        let last = try #require(pictures.last)
        try Data(Array("\u{1B}P".utf8) + last + Array("\u{1B}\\".utf8)).write(to: directory.appendingPathComponent("last.six"))
        let converted = try SessionExportTests.shell("'\(sixel2png)' -i last.six -o last.png", in: directory)
        try #require(converted.status == 0, "sixel2png: \(converted.stderr)")
        let found = try #require(try Self.cardAndTicks(png: directory.appendingPathComponent("last.png")))
        #expect(abs(found.card - found.target) < 1, "at rest on the target: \(found)")
    }

    /// No answer costs one question and its one bounded wait (half a second, in fluid): the
    /// prompt comes (`expect`'s deadline is only a hang guard), and the plot is text, drawn
    /// without asking again.
    @Test func aTerminalThatDoesNotAnswerGetsTextPlotsPromptly() throws {
        let (terminal, directory) = try Self.start()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(terminal.expect("› "), "no prompt after a question nobody answered: \(terminal.text.suffix(300))")
        let from = terminal.output.count
        terminal.sendLine("plot spring(damping: 0.8, response: 0.4s)")
        #expect(terminal.expect("target"))
        #expect(Self.payloads(in: terminal.output, open: "\u{1B}_G", from: from).isEmpty)
        #expect(Self.payloads(in: terminal.output, open: "\u{1B}P", from: from).isEmpty)
        let questions = terminal.text.components(separatedBy: "\u{1B}[c").count - 1
        #expect(questions == 1, "the terminal is asked once, at the start: \(questions) times")
        terminal.sendLine("quit")
    }

    @Test func fluidGraphicsOffAsksNothingAndDrawsText() throws {
        let (terminal, directory) = try Self.start(["FLUID_GRAPHICS": "off"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(terminal.expect("› "))
        #expect(!terminal.text.contains("\u{1B}[c") && !terminal.text.contains("\u{1B}_G"), "no question asked")
        terminal.sendLine("set")
        #expect(terminal.expect("graphics off"))
        terminal.sendLine("quit")
    }

    @Test func pipesNeverGetPictures() throws {
        let run = try FluidProcess.run([], input: "plot spring(damping: 0.8, response: 0.4s)\n", environment: ["FLUID_GRAPHICS": "kitty"])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("\u{1B}"), "no escape of any kind in a pipe")
    }
}
