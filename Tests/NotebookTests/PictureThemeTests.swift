import Testing
import TerminalPlot
@testable import Notebook

/// Pictures at the terminal follow its background (issue 28, part 4): `set theme auto` paints
/// dark pictures on a terminal that answered a dark background, light ones otherwise; `dark`
/// and `light` choose. The decoded pixels say which.
@Suite struct PictureThemeTests {
    /// The mean of every channel of every pixel, 0 (black) to 255 (white).
    static func meanLevel(_ bytes: [UInt8]) -> Double {
        var sum = 0
        for p in 0..<(bytes.count / 4) { sum += Int(bytes[4 * p]) + Int(bytes[4 * p + 1]) + Int(bytes[4 * p + 2]) }
        return Double(sum) / Double(3 * (bytes.count / 4))
    }

    /// The RGBA bytes of a plot's picture at `display`'s colours.
    static func picture(_ display: DisplaySettings) throws -> [UInt8] {
        let session = makeSession(display: display)
        let figure = try #require(session.run("plot spring(damping: 0.8, response: 0.4s)").blocks.compactMap { if case .plot(let f) = $0 { f } else { nil } }.first)
        return figure.picture(columns: 80, cellWidth: 8, cellHeight: 16, colours: session.display.pictureColours).image.bytes
    }

    @Test func aDarkTerminalGetsADarkPictureAndALightOneALightPicture() throws {
        var dark = DisplaySettings(width: 80, height: 14)
        dark.terminalColours = TerminalColours(foreground: "#dddddd", background: "#000000")
        let darkPicture = try Self.picture(dark)
        #expect(Self.meanLevel(darkPicture) < 60, "mostly the terminal's black: \(Self.meanLevel(darkPicture))")
        #expect(Array(darkPicture[0..<3]) == [0, 0, 0], "the background is the terminal's own")
        var light = DisplaySettings(width: 80, height: 14)
        light.terminalColours = TerminalColours(foreground: "#000000", background: "#ffffff")
        let lightPicture = try Self.picture(light)
        #expect(Self.meanLevel(lightPicture) > 200, "\(Self.meanLevel(lightPicture))")
        // A light terminal's picture is the picture fluid always drew.
        #expect(lightPicture == (try Self.picture(DisplaySettings(width: 80, height: 14))))
    }

    @Test func setThemeChoosesWhateverTheTerminalSaid() throws {
        var display = DisplaySettings(width: 80, height: 14)
        display.terminalColours = TerminalColours(foreground: "#dddddd", background: "#101010")
        let session = makeSession(display: display)
        #expect(session.run("set").text.contains("theme auto (dark, the terminal's background)"))
        #expect(!session.run("set theme light").failed)
        #expect(session.display.pictureColours == .light)
        #expect(!session.run("set theme dark").failed)
        #expect(session.display.pictureColours.background == "#101010")
        #expect(session.run("set theme dusk").failed, "a theme it does not know")
        // With no answer, dark is fluid's own dark.
        var unknown = DisplaySettings(width: 80, height: 14)
        unknown.themeChoice = .dark
        #expect(unknown.pictureColours == .dark())
        #expect(Self.meanLevel(try Self.picture(unknown)) < 60)
    }

    @Test func terminalAnswersReadAsColours() {
        #expect(TerminalColours.hex(answer: "rgb:dddd/dddd/dddd") == "#dddddd")
        #expect(TerminalColours.hex(answer: "rgb:0/8/f") == "#0088ff")
        #expect(TerminalColours.hex(answer: "rgb:ffff/ffff") == nil)
        #expect(TerminalColours.hex(answer: "#ffffff") == nil)
    }
}
