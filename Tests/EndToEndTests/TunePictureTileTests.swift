import Foundation
import Testing

/// A key in `tune` at a picture terminal that keeps the plot's layout sends only the tiles
/// of the plot that changed (`TunePictureScreen.plotUpdate`), each at its cells. The test
/// plays kitty and a sixel terminal through a pseudo-terminal, takes the first whole plot
/// and the tiles a key sends out of the bytes, decodes them with decoders fluid did not
/// write (pypng, libsixel's sixel2png), pastes each tile where its cursor move puts it,
/// and checks the curve of the result against the spring's closed form.
@Suite(.serialized) struct TunePictureTileTests {
    static let plotRow = 1, cell = (width: 10, height: 20)

    /// The tiles placed after `from`: where the cursor was moved before each (row and
    /// column from 1) and the picture's body: kitty's base64 PNG, or a sixel string whole.
    /// (Kitty: the body is the payload in base64, `keys` its first chunk's keys.)
    static func tiles(_ bytes: [UInt8], from: Int, kitty: Bool) -> [(row: Int, column: Int, body: String, keys: String)] {
        let text = String(decoding: bytes[from...], as: UTF8.self)
        let pattern = kitty
            ? #/\u{1B}\[(\d+);(\d+)H\u{1B}_Ga=d,d=I,i=(\d+),q=2\u{1B}\\((?:\u{1B}_G[^\u{1B}]*\u{1B}\\)+)/#
            : #/\u{1B}\[(\d+);(\d+)H\u{1B}7(\u{1B}P[^\u{1B}]*\u{1B}\\)()\u{1B}8/#
        var found: [(row: Int, column: Int, body: String, keys: String)] = []
        for match in text.matches(of: pattern) {
            if kitty {
                guard let id = Int(match.output.3), id >= 5000 else { continue }
                // The chunks' payloads joined: the PNG in base64.
                let chunks = match.output.4.split(separator: "\u{1B}\\")
                let payload = chunks.map { $0.split(separator: ";", maxSplits: 1).last.map(String.init) ?? "" }.joined()
                let keys = chunks.first.map { String($0.dropFirst(3).prefix { $0 != ";" }) } ?? ""
                found.append((Int(match.output.1) ?? 0, Int(match.output.2) ?? 0, payload, keys))
            } else {
                found.append((Int(match.output.1) ?? 0, Int(match.output.2) ?? 0, String(match.output.3), ""))
            }
        }
        return found
    }

    /// Pastes each tile (a PNG file) over `base` at its cells and writes `out`, by pypng.
    static func paste(_ tiles: [(row: Int, column: Int, file: URL)], over base: URL, into out: URL) throws {
        let list = tiles.map { "(\(($0.column - 1) * cell.width), \(($0.row - 1 - plotRow) * cell.height), \"\($0.file.path)\")" }
        let run = try SessionExportTests.shell("""
            python3 -c '
            import png
            w, h, rows, info = png.Reader(filename="\(base.path)").asRGBA8()
            px = [bytearray(r) for r in rows]
            for (x0, y0, name) in [\(list.joined(separator: ", "))]:
                tw, th, trows, tinfo = png.Reader(filename=name).asRGBA8()
                for dy, r in enumerate(trows):
                    if dy >= 40 or y0 + dy >= h: continue
                    n = min(tw, w - x0)
                    px[y0 + dy][4 * x0:4 * (x0 + n)] = bytearray(r)[:4 * n]
            png.Writer(w, h, greyscale=False, alpha=True).write(open("\(out.path)", "wb"), px)
            '
            """, in: out.deletingLastPathComponent())
        try #require(run.status == 0, "pypng: \(run.stderr)")
    }

    /// Waits until a lane picture follows `marker` in the bytes after `from`: the key's
    /// text, its tiles, then the lane, all written (the two minutes are a hang guard).
    static func waitForLane(after marker: String, _ terminal: PseudoTerminal, from: Int, kitty: Bool) -> Int? {
        let deadline = Date().addingTimeInterval(PseudoTerminal.hardTimeout)
        while Date() < deadline {
            let bytes = Array(terminal.output[from...])
            if let mark = PseudoTerminal.firstRange(of: Array(marker.utf8), in: bytes) {
                // Kitty's lane picture by its id; the sixel lane by its size (640 × 80 px).
                let lane = kitty ? "i=\(TunePictureTests.laneID),q=2,C=1" : "\"1;1;640;80"
                if let at = PseudoTerminal.firstRange(of: Array(lane.utf8), in: Array(bytes[mark.upperBound...])) {
                    return from + mark.upperBound + at.lowerBound
                }
            }
            terminal.settle(for: 0.05)
        }
        return nil
    }

    @Test(.enabled(if: PlotPictureTests.pypng || PlotPictureTests.inCI, "no pypng (pip install pypng); CI is unset"))
    func kittyGetsTheTilesThatChanged() throws {
        try check(kitty: true)
    }

    @Test(.enabled(if: (TerminalGraphicsTests.sixel2png != nil && PlotPictureTests.pypng) || PlotPictureTests.inCI,
                   "no sixel2png or pypng (apt-get install libsixel-bin; pip install pypng); CI is unset"))
    func sixelTerminalsGetTheTilesThatChanged() throws {
        try check(kitty: false)
    }

    /// SIGTERM while tuning at kitty, after a key placed tiles over the plot: the signal's
    /// cleanup (the deletes written just before the cursor and the main screen come back)
    /// deletes every picture `tune` placed, the tiles as well as the plot and the lane.
    @Test(.enabled(if: PlotPictureTests.pypng || PlotPictureTests.inCI, "no pypng (pip install pypng); CI is unset"))
    func aSignalWhileTuningDeletesEveryPictureItPlaced() throws {
        let (terminal, directory) = try TunePictureTests.startWithSpring(answer: TunePictureTests.kittyAnswer)
        defer { try? FileManager.default.removeItem(at: directory) }
        let from = terminal.output.count
        terminal.sendLine("tune s")
        #expect(terminal.expect("←/→ damping 0.8 ±0.05"), "\(terminal.plainText.suffix(300))")
        _ = try #require(Self.waitForLane(after: "damping 0.8 ±", terminal, from: from, kitty: true), "the first plot and a lane")
        let typed = terminal.output.count
        terminal.send("\u{1B}[C")
        let lane = try #require(Self.waitForLane(after: "damping 0.85 ±", terminal, from: typed, kitty: true), "the key's tiles and a lane")
        let placed = Set(TunePictureTests.kittyPictures(Array(terminal.output[..<lane]), from: from).map(\.id))
        #expect(placed.contains { $0 >= 5000 }, "tiles placed after the key: \(placed.sorted())")
        #expect(placed.isSuperset(of: [TunePictureTests.plotID, TunePictureTests.laneID]), "the plot and the lane placed")

        let killed = terminal.output.count
        kill(terminal.pid, SIGTERM)
        #expect(terminal.waitForExit() == 128 + SIGTERM, "SIGTERM ends tune by the signal")
        let tail = String(decoding: terminal.output[killed...], as: UTF8.self)
        let back = try #require(tail.range(of: "\u{1B}[?25h\u{1B}[?1049l", options: .backwards), "the cursor and the main screen back")
        // The run of deletes right before it: the cleanup.
        var deleted: Set<Int> = []
        for part in tail[..<back.lowerBound].components(separatedBy: "\u{1B}_G").reversed() {
            guard let match = part.wholeMatch(of: #/a=d,d=I,i=(\d+),q=2\u{1B}\\/#), let id = Int(match.output.1) else { break }
            deleted.insert(id)
        }
        #expect(placed.subtracting(deleted).isEmpty, "placed but not deleted: \(placed.subtracting(deleted).sorted())")
    }

    func check(kitty: Bool) throws {
        let answer = kitty ? TunePictureTests.kittyAnswer : "\u{1B}[?62;4;22c"
        let (terminal, directory) = try TunePictureTests.startWithSpring(answer: answer)
        defer { try? FileManager.default.removeItem(at: directory) }
        let from = terminal.output.count
        terminal.sendLine("tune s")
        #expect(terminal.expect("←/→ damping 0.8 ±0.05"), "\(terminal.plainText.suffix(300))")
        // The first plot, whole, decoded.
        let base = directory.appendingPathComponent("base.png")
        let first = try #require(Self.waitForLane(after: "damping 0.8 ±", terminal, from: from, kitty: kitty), "the first plot and a lane")
        if kitty {
            let plot = try #require(TunePictureTests.kittyPictures(terminal.output, from: from).first { $0.id == TunePictureTests.plotID })
            try TunePictureTests.write(plot, to: base)
        } else {
            let sixel2png = try #require(TerminalGraphicsTests.sixel2png)
            let plot = try #require(TunePictureTests.wholeSixels(Array(terminal.output[..<first]), from: from).first)
            try Data(Array("\u{1B}P".utf8) + plot + Array("\u{1B}\\".utf8)).write(to: directory.appendingPathComponent("base.six"))
            #expect(try SessionExportTests.shell("'\(sixel2png)' -i base.six -o base.png", in: directory).status == 0)
        }

        // → raises the damping to 0.85: the axes stay, only the tiles along the curves change.
        let typed = terminal.output.count
        terminal.send("\u{1B}[C")
        let lane = try #require(Self.waitForLane(after: "damping 0.85 ±", terminal, from: typed, kitty: kitty), "the key's tiles and a lane")
        let bytes = Array(terminal.output[..<lane])
        let tiles = Self.tiles(bytes, from: typed, kitty: kitty)
        #expect(!tiles.isEmpty, "tiles after the key")
        if kitty {
            #expect(!TunePictureTests.kittyPictures(bytes, from: typed).contains { $0.id == TunePictureTests.plotID }, "no whole plot")
        } else {
            // A run of tiles may span the plot's width, but not more than a tile's height.
            let whole = TunePictureTests.wholeSixels(bytes, from: typed).filter {
                let attributes = String(decoding: $0.prefix(40), as: UTF8.self)
                return attributes.contains("\"1;1;1000;") && !attributes.contains("\"1;1;1000;40#")
            }
            #expect(whole.isEmpty, "no whole plot")
        }
        var files: [(row: Int, column: Int, file: URL)] = []
        for (i, tile) in tiles.enumerated() {
            let file = directory.appendingPathComponent("tile\(i).png")
            if kitty {
                try TunePictureTests.write((id: 0, base64: tile.body, keys: tile.keys), to: file)
            } else {
                let sixel2png = try #require(TerminalGraphicsTests.sixel2png)
                try Data(tile.body.utf8).write(to: directory.appendingPathComponent("tile\(i).six"))
                #expect(try SessionExportTests.shell("'\(sixel2png)' -i tile\(i).six -o tile\(i).png", in: directory).status == 0)
            }
            #expect((tile.column - 1) % 10 == 0 && (tile.row - 1 - Self.plotRow) % 2 == 0, "a tile starts at a tile's cell: \(tile.row), \(tile.column)")
            files.append((tile.row, tile.column, file))
        }
        let pasted = directory.appendingPathComponent("pasted.png")
        try Self.paste(files, over: base, into: pasted)
        let settle = try #require(TunePictureTests.settle(in: terminal.plainText), "no settle time on screen")
        let lines = try TunePictureTests.curve(png: pasted, zeta: 0.85, settle: settle, before: 0.8)
        let size = lines.first?.split(separator: " ") ?? []
        _ = PlotCurveCheck.expect(lines, width: 1000, height: Int(size.last ?? "") ?? 0)
        terminal.send("\r")
        #expect(terminal.expect("› "))
        terminal.sendLine("quit")
    }
}
