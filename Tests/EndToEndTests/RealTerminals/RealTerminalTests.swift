import Foundation
import Testing

/// fluid inside real terminals (issue 28, part 3): xterm in VT340 mode (sixels), kitty (its
/// graphics protocol) and plain xterm (no pictures), on a virtual X server (`RealTerminal`).
/// A test types into the terminal's window as a person would, takes the picture fluid sent
/// out of its bytes, finds it on a screenshot of the window at its own size
/// (`ScreenPicture`), and checks the curve on the screen against the spring's closed form,
/// placed by the picture's own landmarks (`PlotCurveCheck`), as the byte-stream tests do.
/// Fluid's graphics detection is checked against what each terminal really answered
/// (script's log of what the terminal sent fluid).
@Suite(.serialized) struct RealTerminalTests {
    static let spring = "spring(damping: 0.8, response: 0.4s)"

    /// The terminal's answer to fluid's questions at start: everything it sent before the
    /// first key typed (the first letter of `typed`).
    static func answers(_ terminal: RealTerminal, before typed: String) -> String {
        let input = String(decoding: terminal.input(), as: UTF8.self)
        let start = input.firstIndex(of: "\u{1B}").map { input[$0...] } ?? ""
        return String(start.prefix { $0 != typed.first })
    }

    /// fluid's output after `from` without escapes.
    static func text(_ terminal: RealTerminal, from: Int = 0) -> String {
        let bytes = terminal.output()
        return PseudoTerminal.plain(String(decoding: bytes[min(from, bytes.count)...], as: UTF8.self))
    }

    /// Types `plot` and checks the picture on the screen: the spring's curve where its
    /// closed form puts it, on a `dark` picture (mean level under 60 of 255) or a light one (over 200).
    static func plotIsOnTheScreen(_ terminal: RealTerminal, dark: Bool) throws {
        let from = terminal.output().count
        try terminal.type("plot \(spring)")
        #expect(terminal.waitForOutput("› ", from: from + 1), "the prompt after the plot")
        var sent: ScreenPicture.Sent?
        _ = try RealTerminal.wait {
            sent = try ScreenPicture.sent(terminal.output(), from: from, kitty: terminal.kind == .kitty, name: "plot", in: terminal.directory)
            return sent != nil
        }
        let picture = try #require(sent, "no picture in fluid's bytes: \(text(terminal, from: from).suffix(300))")
        let found = try #require(try ScreenPicture.waitOnScreen(picture, in: terminal, name: "plot"), "the picture is larger than the window")
        try #require(found.difference <= ScreenPicture.tolerance, "the screen does not show the picture sent: \(found)")
        try TerminalGraphicsTests.checkCurve(png: found.crop, width: picture.width, height: picture.height)
        let level = try ScreenPicture.meanLevel(found.crop)
        #expect(dark ? level < 60 : level > 200, "a \(dark ? "dark" : "light") plot on the screen: mean level \(level)")
    }

    @Test(.enabled(if: RealTerminal.runnable, "needs Xvfb, xterm, kitty, xdotool, ImageMagick, script and pypng; CI is unset"))
    func xtermInVT340ModeAnswersSixelsAndShowsThePlotWhereTheMathPutsIt() throws {
        let terminal = try RealTerminal(.xtermVT340)
        defer { terminal.close() }
        try terminal.type("set")
        #expect(terminal.waitForOutput("graphics auto (sixel, detected)"), "\(Self.text(terminal).suffix(400))")
        let answer = Self.answers(terminal, before: "set")
        // xterm 379 as `-ti vt340`: "\e[?63;1;2;4;6;9;15;16;22;28c", no kitty reply.
        // Its colours first: ESC]10;rgb:0000/0000/0000 ESC\ ESC]11;rgb:ffff/ffff/ffff ESC\ (black on white).
        #expect(answer.contains("\u{1B}[?63;") && answer.contains(";4;") && !answer.contains("\u{1B}_G"), "\(answer.debugDescription)")
        #expect(answer.contains("\u{1B}]11;rgb:ffff/ffff/ffff"), "\(answer.debugDescription)")
        try Self.plotIsOnTheScreen(terminal, dark: false)
    }

    @Test(.enabled(if: RealTerminal.runnable, "needs Xvfb, xterm, kitty, xdotool, ImageMagick, script and pypng; CI is unset"))
    func kittyAnswersItsProtocolAndShowsThePlotWhereTheMathPutsIt() throws {
        let terminal = try RealTerminal(.kitty)
        defer { terminal.close() }
        try terminal.type("set")
        #expect(terminal.waitForOutput("graphics auto (kitty, detected)"), "\(Self.text(terminal).suffix(400))")
        let answer = Self.answers(terminal, before: "set")
        // kitty 0.26: "\e_Gi=31;OK\e\\" then "\e[?62;c".
        // After its colours, #dddddd on black: ESC]10;rgb:dddd/dddd/dddd ESC\ ESC]11;rgb:0000/0000/0000 ESC\.
        #expect(answer.contains("\u{1B}_Gi=31;OK\u{1B}\\") && answer.contains("\u{1B}[?62;"), "\(answer.debugDescription)")
        #expect(answer.contains("\u{1B}]11;rgb:0000/0000/0000"), "\(answer.debugDescription)")
        #expect(terminal.waitForOutput("theme auto (dark, the terminal's background)"), "kitty's black makes pictures dark")
        try Self.plotIsOnTheScreen(terminal, dark: true)
        try terminal.type("set theme light")
        try Self.plotIsOnTheScreen(terminal, dark: false)
    }

    @Test(.enabled(if: RealTerminal.runnable, "needs Xvfb, xterm, kitty, xdotool, ImageMagick, script and pypng; CI is unset"))
    func xtermInVT340ModeOnBlackShowsADarkPlot() throws {
        let terminal = try RealTerminal(.xtermVT340, options: ["-bg", "black", "-fg", "white"])
        defer { terminal.close() }
        try terminal.type("set")
        #expect(terminal.waitForOutput("theme auto (dark, the terminal's background)"), "\(Self.text(terminal).suffix(400))")
        let answer = Self.answers(terminal, before: "set")
        // xterm answers the colours -fg and -bg set: ESC]10;rgb:ffff/ffff/ffff ESC\ ESC]11;rgb:0000/0000/0000 ESC\.
        #expect(answer.contains("\u{1B}]10;rgb:ffff/ffff/ffff") && answer.contains("\u{1B}]11;rgb:0000/0000/0000"), "\(answer.debugDescription)")
        try Self.plotIsOnTheScreen(terminal, dark: true)
    }

    @Test(.enabled(if: RealTerminal.runnable, "needs Xvfb, xterm, kitty, xdotool, ImageMagick, script and pypng; CI is unset"))
    func plainXtermAnswersNoPicturesAndGetsATextPlot() throws {
        let terminal = try RealTerminal(.xterm)
        defer { terminal.close() }
        try terminal.type("set")
        #expect(terminal.waitForOutput("graphics auto (none detected: text plots)"), "\(Self.text(terminal).suffix(400))")
        let answer = Self.answers(terminal, before: "set")
        // xterm 379 as itself (VT420): "\e[?64;1;2;6;9;15;16;17;18;21;22;28c", no 4.
        #expect(answer.contains("\u{1B}[?64;") && !answer.contains(";4;") && !answer.contains("\u{1B}_G"), "\(answer.debugDescription)")
        let from = terminal.output().count
        try terminal.type("plot \(Self.spring)")
        #expect(terminal.waitForOutput("settles 0.5394 s", from: from), "a text plot's legend")
        let bytes = String(decoding: terminal.output()[from...], as: UTF8.self)
        #expect(!bytes.contains("\u{1B}P") && !bytes.contains("\u{1B}_G"), "no picture")
    }
}
