import Foundation
import Testing

extension RealTerminalTests {
    /// `tune` and `play` inside real terminals (issue 28, part 3), as `RealTerminalTests` does
    /// `plot`: keys typed into xterm in VT340 mode (sixels, black on white) and kitty (its
    /// protocol, #dddddd on black: dark pictures), the screen read from screenshots.
    ///
    /// A picture is found on the screen by the first whole one fluid sent (`ScreenPicture`);
    /// what is at that place later is read off the screenshot, whatever fluid sent to change it
    /// (tiles, whole pictures): `tune`'s curve after the arrow keys where the changed spring's
    /// closed form puts it, `play`'s card where the closed form puts it at the time the header
    /// shows, paused mid-way, and on the target at the end.
    ///
    /// A suite inside `RealTerminalTests`, serialized with it: one terminal on the X server at a time.
    @Suite struct Live {
        static let spring = RealTerminalTests.spring

        /// Whether every sample `PlotCurveCheck.lines` printed is on the curve: the condition a
        /// screenshot is waited for (the checks with their messages come after).
        static func onTheCurve(_ lines: [String]) -> Bool {
            let curve = lines.filter { $0.hasPrefix("curve") }
            return curve.count == 12 && curve.allSatisfy { $0.hasSuffix("True") }
        }

        /// The first whole picture fluid sent after `from` that `matches`, found on the screen
        /// within `within` per channel on average (screenshots taken until it is; a moving card
        /// makes a later frame differ from the first by a few).
        static func firstOnScreen(_ terminal: RealTerminal, from: Int, name: String, within: Double = ScreenPicture.tolerance,
                                  where matches: @escaping (String) -> Bool = { _ in true }) throws -> (ScreenPicture.Sent, ScreenPicture.Found) {
            let picture = try firstSent(terminal, from: from, name: name, where: matches)
            return (picture, try onScreen(picture, terminal, name: name, within: within))
        }

        /// The first whole picture fluid sent after `from` that `matches`, as it arrives.
        static func firstSent(_ terminal: RealTerminal, from: Int, name: String,
                              where matches: @escaping (String) -> Bool = { _ in true }) throws -> ScreenPicture.Sent {
            var sent: ScreenPicture.Sent?
            _ = try RealTerminal.wait {
                sent = try ScreenPicture.sent(terminal.output(), from: from, kitty: terminal.kind == .kitty, name: name, in: terminal.directory,
                                              first: true, where: matches)
                return sent != nil
            }
            return try #require(sent, "no picture in fluid's bytes: \(RealTerminalTests.text(terminal, from: from).suffix(300))")
        }

        /// Where `picture` is on the screen, within `within` (screenshots taken until it is).
        static func onScreen(_ picture: ScreenPicture.Sent, _ terminal: RealTerminal, name: String, within: Double) throws -> ScreenPicture.Found {
            var found: ScreenPicture.Found?
            var shot = 0
            _ = try RealTerminal.wait {
                shot += 1
                found = try ScreenPicture.find(picture, in: try terminal.screenshot("\(name)-screen\(shot).png"))
                return (found?.difference ?? .infinity) <= within
            }
            let place = try #require(found, "the picture is larger than the window")
            try #require(place.difference <= within, "the screen does not show the picture sent: \(place)")
            return place
        }

        /// The samples `read` prints of `picture`'s place on the screen (`found`), from
        /// screenshots taken until every one is on the curve (`onTheCurve`) or the wait ends:
        /// the last screenshot's, for `PlotCurveCheck.expect` to judge.
        static func curveOnScreen(_ picture: ScreenPicture.Sent, at found: ScreenPicture.Found, _ terminal: RealTerminal, name: String,
                                  read: (URL) throws -> [String]) throws -> [String] {
            var lines: [String] = []
            var shot = 0
            _ = try RealTerminal.wait {
                shot += 1
                let screen = try terminal.screenshot("\(name)-screen\(shot).png")
                lines = try read(try ScreenPicture.crop(screen, x: found.x, y: found.y, width: picture.width, height: picture.height,
                                                       name: "\(name)\(shot)"))
                return onTheCurve(lines)
            }
            return lines
        }

        /// `tune s`: the plot on the screen where ζ 0.8's closed form puts the curve; ten ←
        /// (damping 0.05 down each) make ζ 0.3, and the same place on the screen then shows ζ
        /// 0.3's curve over ζ 0.8's, the parameter line saying so. Enter keeps it.
        @discardableResult
        static func tuneFollowsTheArrowKeys(_ terminal: RealTerminal) throws -> (width: Int, height: Int) {
            let kitty = terminal.kind == .kitty
            try terminal.type("s = \(spring)")
            let from = terminal.output().count
            try terminal.type("tune s")
            #expect(terminal.waitForOutput("←/→ damping 0.8 ±0.05", from: from), "\(RealTerminalTests.text(terminal, from: from).suffix(300))")
            // The plot: kitty's picture 4243; the sixel taller than the lane's 4 rows (and the tiles' 2).
            let isPlot: (String) -> Bool = { header in
                let raster = header.split(separator: "\"").dropFirst().first?.split(separator: ";").dropFirst(3).first?.prefix { $0.isNumber }
                return kitty ? header.contains(",i=4243,") : (Int(raster ?? "") ?? 0) > 150
            }
            let (plot, found) = try firstOnScreen(terminal, from: from, name: "tune", where: isPlot)
            let before = PlotCurveCheck.expect(try TunePictureTests.curve(png: found.crop, zeta: 0.8, settle: 0.5394), width: plot.width, height: plot.height)
            #expect(before < 0.05, "ζ 0.8 overshoots 1.5 %: \(before)")

            let typed = terminal.output().count
            try terminal.press(Array(repeating: "Left", count: 10).joined(separator: " "))
            let line = "s = spring(damping: 0.3, response: 400 ms)"
            #expect(terminal.waitForOutput(line, from: typed), "\(RealTerminalTests.text(terminal, from: typed).suffix(300))")
            var settle: Double?
            _ = RealTerminal.wait {
                let text = RealTerminalTests.text(terminal, from: typed)
                settle = text.range(of: line, options: .backwards).flatMap { TunePictureTests.settle(in: String(text[$0.upperBound...])) }
                return settle != nil
            }
            let settles = try #require(settle, "the summary line after the keys")
            let lines = try curveOnScreen(plot, at: found, terminal, name: "tuned") { crop in
                try TunePictureTests.curve(png: crop, zeta: 0.3, settle: settles, before: 0.8)
            }
            let overshoot = PlotCurveCheck.expect(lines, width: plot.width, height: plot.height)
            #expect(overshoot > 0.3, "ζ 0.3 overshoots 37 %: the curve on the screen moved up (\(overshoot))")
            try terminal.press("Return")
            #expect(terminal.waitForOutput("› ", from: typed), "tune ends on Enter")
            return (plot.width, plot.height)
        }

        /// The frame `play` sent last after `from`, found on the screen where it stays (paused, or
        /// ended), and the card and ticks there (`TerminalGraphicsTests.cardAndTicks`).
        static func lastFrameOnScreen(_ terminal: RealTerminal, from: Int, name: String) throws -> (card: Double, start: Double, target: Double) {
            let frame = try #require(try ScreenPicture.sent(terminal.output(), from: from, kitty: terminal.kind == .kitty, name: name,
                                                            in: terminal.directory), "no frame in fluid's bytes")
            let found = try onScreen(frame, terminal, name: name, within: ScreenPicture.tolerance)
            return try #require(try TerminalGraphicsTests.cardAndTicks(png: found.crop), "no card on the screen")
        }

        /// `play s, slow: 4` paused at once with Space: the header's time t, and the card on the
        /// screen where ζ 0.8's closed form puts it at t, between its ticks: x(0) + p(t) · (x(1) − x(0)).
        /// Then `play s` to its end: it ends by itself, its last frame left on the screen with the
        /// card on the target.
        static func playShowsTheMotionOnTheScreen(_ terminal: RealTerminal) throws {
            let from = terminal.output().count
            try terminal.type("play \(spring), slow: 4")
            // Paused as soon as the first frame arrives (slowed four times, the motion takes 2.6 s).
            _ = try firstSent(terminal, from: from, name: "play")
            try terminal.type(" ", enter: false)
            // The paused frame: its header, picture and keys line ("Space play") in one write.
            try #require(terminal.waitForOutput("Space play", from: from), "\(RealTerminalTests.text(terminal, from: from).suffix(300))")
            let header = RealTerminalTests.text(terminal, from: from).components(separatedBy: "play · t = ").last ?? ""
            let t = try #require(TunePictureTests.settle(in: "settles " + header), "the paused time: \(header.prefix(60))")
            let p = PlotPictureTests.step(zeta: 0.8, omega: 2 * Double.pi / 0.4, at: t)
            let paused = try lastFrameOnScreen(terminal, from: from, name: "paused")
            let x = paused.start + p * (paused.target - paused.start)
            #expect(abs(paused.card - x) < 2 && paused.target > paused.start + 100, "paused at t = \(t) s (progress \(p)): \(paused), not \(x)")
            #expect(t > 0, "paused after the start")
            try terminal.type("q", enter: false)
            #expect(terminal.waitForOutput("stopped at t = ", from: from))

            let again = terminal.output().count
            try terminal.type("play \(spring)")
            #expect(terminal.waitForOutput("› ", from: again + 1), "play ends by itself")
            let end = try lastFrameOnScreen(terminal, from: again, name: "ended")
            #expect(abs(end.card - end.target) < 1 && end.target > end.start + 100, "at rest on the target: \(end)")
        }

        /// xterm forgets an older sixel picture once many newer ones came (tune's lane sends one a
        /// frame): a part of the plot covered by another window then comes back blank. tune asks
        /// for focus reports and draws its pictures again when the focus comes back.
        @Test(.enabled(if: RealTerminal.runnable, "needs Xvfb, xterm, kitty, xdotool, ImageMagick, script and pypng; CI is unset"))
        func xtermInVT340ModeShowsTunesPlotAgainAfterAWindowCoveredIt() throws {
            let terminal = try RealTerminal(.xtermVT340)
            defer { terminal.close() }
            try terminal.type("s = \(Self.spring)")
            let from = terminal.output().count
            try terminal.type("tune s")
            let isPlot: (String) -> Bool = { header in
                let raster = header.split(separator: "\"").dropFirst().first?.split(separator: ";").dropFirst(3).first?.prefix { $0.isNumber }
                return (Int(raster ?? "") ?? 0) > 150
            }
            let (plot, found) = try Self.firstOnScreen(terminal, from: from, name: "tune", where: isPlot)
            // Many lane pictures after the plot (the lane loops: it never stops sending).
            #expect(RealTerminal.wait { TunePictureTests.wholeSixels(terminal.output(), from: from).count > 100 }, "the lane's pictures")
            let input = terminal.input().count
            try terminal.coverAndUncover()
            // xterm's report of the focus coming back: under CI's load (two CI runs in a row,
            // 2026-11-28) it did not reach fluid within the minute waited, while the plot was
            // on the screen afterwards all the same; the screen below is what is checked.
            withKnownIssue("xterm under load may report the focus late", isIntermittent: true) {
                #expect(RealTerminal.wait { String(decoding: terminal.input()[input...], as: UTF8.self).contains("\u{1B}[I") },
                        "xterm reports the focus back")
            }
            // The plot is mostly white, as the blank left where a picture is lost: the curve tells.
            let lines = try Self.curveOnScreen(plot, at: found, terminal, name: "uncovered") { crop in
                try TunePictureTests.curve(png: crop, zeta: 0.8, settle: 0.5394)
            }
            _ = PlotCurveCheck.expect(lines, width: plot.width, height: plot.height)
            try terminal.press("Escape")
            #expect(terminal.waitForOutput("s unchanged", from: from))
        }

        @Test(.enabled(if: RealTerminal.runnable, "needs Xvfb, xterm, kitty, xdotool, ImageMagick, script and pypng; CI is unset"))
        func xtermInVT340ModeTunesAndPlaysOnTheScreen() throws {
            let terminal = try RealTerminal(.xtermVT340)
            defer { terminal.close() }
            try Self.tuneFollowsTheArrowKeys(terminal)
            try Self.playShowsTheMotionOnTheScreen(terminal)
        }

        /// A large window: the whole plot, over half a million pixels, is made into RGB and
        /// compressed in two parts on both cores (one zlib stream of two DEFLATE parts joined,
        /// `ConcurrentParts`), and kitty shows it pixel for pixel where the curve belongs.
        @Test(.enabled(if: RealTerminal.runnable, "needs Xvfb, xterm, kitty, xdotool, ImageMagick, script and pypng; CI is unset"))
        func kittyShowsALargePlotCompressedOnBothCores() throws {
            let terminal = try RealTerminal(.kitty, columns: 150, rows: 50)
            defer { terminal.close() }
            let plot = try Self.tuneFollowsTheArrowKeys(terminal)
            #expect(plot.width * plot.height >= 500_000, "a plot of \(plot.width) × \(plot.height) px is made in one part")
        }

        @Test(.enabled(if: RealTerminal.runnable, "needs Xvfb, xterm, kitty, xdotool, ImageMagick, script and pypng; CI is unset"))
        func kittyTunesAndPlaysOnTheScreenInItsDarkColours() throws {
            let terminal = try RealTerminal(.kitty)
            defer { terminal.close() }
            try terminal.type("set")
            #expect(terminal.waitForOutput("theme auto (dark, the terminal's background)"), "kitty's black makes pictures dark")
            try Self.tuneFollowsTheArrowKeys(terminal)
            try Self.playShowsTheMotionOnTheScreen(terminal)
        }
    }
}
