import Foundation
import Testing

/// fluid asks the terminal's colours with its graphics question (OSC 10 and 11) and paints
/// pictures dark on a dark terminal (issue 28, part 4). The answers played here are the ones
/// kitty 0.26 and xterm 379 really sent under Xvfb (`RealTerminalTests`' machine): kitty's
/// default is #dddddd on black, xterm's black on white.
@Suite(.serialized) struct TerminalThemeTests {
    static let kittyAnswer = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}]10;rgb:dddd/dddd/dddd\u{1B}\\\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;c"

    @Test(.enabled(if: PlotPictureTests.pypng || PlotPictureTests.inCI, "no pypng (pip install pypng); CI is unset"))
    func aDarkKittyGetsADarkPlot() throws {
        let (terminal, directory) = try TerminalGraphicsTests.start()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(TerminalGraphicsTests.waitFor(terminal, raw: "\u{1B}]10;?\u{1B}\\\u{1B}]11;?\u{1B}\\\u{1B}_G"), "fluid asks the colours first")
        #expect(TerminalGraphicsTests.waitFor(terminal, raw: "\u{1B}[c"))
        terminal.send(Self.kittyAnswer)
        #expect(terminal.expect("› "))
        terminal.sendLine("set")
        #expect(terminal.expect("theme auto (dark, the terminal's background)"), "\(terminal.plainText.suffix(400))")
        let from = terminal.output.count
        terminal.sendLine("plot spring(damping: 0.8, response: 0.4s)")
        #expect(TerminalGraphicsTests.waitFor(terminal, raw: "m=0;", from: from))
        #expect(terminal.expect("› "))
        let chunks = TerminalGraphicsTests.payloads(in: terminal.output, open: "\u{1B}_G", from: from)
        let base64 = chunks.map { String(decoding: $0, as: UTF8.self).split(separator: ";", maxSplits: 1).last.map(String.init) ?? "" }.joined()
        let png = directory.appendingPathComponent("dark.png")
        try #require(Data(base64Encoded: base64), "a whole PNG").write(to: png)
        let mean = try SessionExportTests.shell("""
            python3 -c '
            import png
            w, h, rows, _ = png.Reader(filename="dark.png").asRGBA8()
            total = sum(v for r in rows for i, v in enumerate(r) if i % 4 != 3)
            print(total / (3 * w * h))'
            """, in: directory)
        let level = try #require(Double(mean.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(mean.stderr)")
        #expect(level < 60, "a dark picture on a dark terminal: mean level \(level)")
        terminal.sendLine("quit")
    }


    @Test(.enabled(if: PlotPictureTests.pypng || PlotPictureTests.inCI, "no pypng (pip install pypng); CI is unset"))
    func aDarkKittyGetsDarkTuneAndPlayPictures() throws {
        let (terminal, directory) = try TunePictureTests.startWithSpring(answer: Self.kittyAnswer)
        defer { try? FileManager.default.removeItem(at: directory) }
        let from = terminal.output.count
        terminal.sendLine("tune s")
        #expect(terminal.expect("←/→ damping 0.8 ±0.05"), "\(terminal.plainText.suffix(300))")
        var pictures: [TunePictureTests.KittyPicture] = []
        let deadline = Date().addingTimeInterval(PseudoTerminal.hardTimeout)
        while Date() < deadline, Set(pictures.map(\.id)).isSuperset(of: [TunePictureTests.plotID, TunePictureTests.laneID]) == false {
            terminal.settle(for: 0.05)
            pictures = TunePictureTests.kittyPictures(terminal.output, from: from)
        }
        for id in [TunePictureTests.plotID, TunePictureTests.laneID] {
            let picture = try #require(pictures.first { $0.id == id }, "picture \(id): \(pictures.map(\.id))")
            let file = directory.appendingPathComponent("tune\(id).png")
            try TunePictureTests.write(picture, to: file)
            let level = try ScreenPicture.meanLevel(file)
            #expect(level < 60, "tune's picture \(id) is dark on a dark terminal: mean level \(level)")
        }
        terminal.send("\u{1B}")
        #expect(terminal.expect("s unchanged"))
        #expect(terminal.expect("› "))
        let played = terminal.outputCount
        terminal.sendLine("play s")
        #expect(TerminalGraphicsTests.waitFor(terminal, raw: "› ", from: played), "play ends by itself")
        let frame = try #require(TunePictureTests.kittyPictures(terminal.output, from: played).last, "play's frames")
        let file = directory.appendingPathComponent("play.png")
        try TunePictureTests.write(frame, to: file)
        let level = try ScreenPicture.meanLevel(file)
        #expect(level < 60, "play's frame is dark on a dark terminal: mean level \(level)")
        terminal.sendLine("quit")
    }

    @Test func noColorAsksNoColours() throws {
        let (terminal, directory) = try TerminalGraphicsTests.start(["NO_COLOR": "1"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(TerminalGraphicsTests.waitFor(terminal, raw: "\u{1B}[c"))
        terminal.send("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c")
        #expect(terminal.expect("› "))
        #expect(!terminal.text.contains("\u{1B}]11;?"), "NO_COLOR: the colours are not asked")
        terminal.sendLine("set")
        #expect(terminal.expect("theme auto (light)"))
        terminal.sendLine("quit")
    }
}
