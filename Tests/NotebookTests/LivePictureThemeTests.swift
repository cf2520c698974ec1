import FluidLanguage
@testable import Notebook
import Testing
import TerminalPlot

/// `tune`'s and `play`'s pictures follow the terminal's theme as `plot`'s do (issue 28,
/// part 4): at a dark terminal the plot, the lane and play's frames are painted on its own
/// background in its own ink; light ones keep the greys fluid always drew (the track 220,
/// the ticks 136, the words 51). Read from the pixels.
@Suite struct LivePictureThemeTests {
    /// The picture colours at kitty's own, as it answered under Xvfb: #dddddd on black.
    static let kitty: PlotColours = {
        var display = DisplaySettings(width: 80, height: 14)
        display.terminalColours = TerminalColours(foreground: "#dddddd", background: "#000000")
        return display.pictureColours
    }()

    /// The red, green and blue of pixel (`x`, `y`) of a picture `width` pixels wide.
    static func pixel(_ bytes: [UInt8], width: Int, _ x: Int, _ y: Int) -> [UInt8] {
        let i = 4 * (y * width + x)
        return Array(bytes[i..<(i + 3)])
    }

    /// How many pixels are exactly `colour`.
    static func count(_ colour: [UInt8], in bytes: [UInt8]) -> Int {
        stride(from: 0, to: bytes.count, by: 4).filter { Array(bytes[$0..<($0 + 3)]) == colour }.count
    }

    @Test func tunesPlotAndLaneAreDarkAtADarkTerminal() throws {
        var model = try TunePictureScreenTests.model().handle(.left)
        let light = try #require(model.pictureScreen(width: 100, height: 40, cell: (10, 20)))
        model.pictureColours = Self.kitty
        let dark = try #require(model.pictureScreen(width: 100, height: 40, cell: (10, 20)))
        #expect(PictureThemeTests.meanLevel(dark.plot.bytes) < 60, "the plot: \(PictureThemeTests.meanLevel(dark.plot.bytes))")
        #expect(PictureThemeTests.meanLevel(light.plot.bytes) > 200)
        #expect(Array(dark.plot.bytes[0..<3]) == [0, 0, 0] && Array(light.plot.bytes[0..<3]) == [255, 255, 255])
        // The curve keeps the first series' blue (#0087ff).
        #expect(PlotScene.palette[0] == "#0087ff")
        #expect(Self.count([0x00, 0x87, 0xFF], in: dark.plot.bytes) > 100, "the blue curve on the dark plot")
        let lane = model.laneMotion.picture(at: 0.1, pixelWidth: 1000, pixelHeight: light.laneRows * 20)
        #expect(lane.height == 80 && PictureThemeTests.meanLevel(lane.bytes) < 60, "the lane: \(PictureThemeTests.meanLevel(lane.bytes))")
        #expect(Self.pixel(lane.bytes, width: lane.width, 0, 79) == [0, 0, 0], "padded with the terminal's background")
    }

    @Test func playsFramesAreDarkAtADarkTerminalWithTheSameShades() throws {
        var model = PlayModel(lanes: [try PlayModelTests.lane("s", "spring(damping: 0.8, response: 0.4s)")])
        let lightFrame = PlayPicture(model: model).frame(time: 0.1)
        model.colours = Self.kitty
        let darkFrame = PlayPicture(model: model).frame(time: 0.1)
        let light = lightFrame.bytes, dark = darkFrame.bytes
        func pixel(_ bytes: [UInt8], _ x: Int, _ y: Int) -> [UInt8] { Self.pixel(bytes, width: lightFrame.width, x, y) }
        #expect(PictureThemeTests.meanLevel(dark) < 40 && PictureThemeTests.meanLevel(light) > 200)
        // The track runs along the lane's middle (y 44, 2 px: rows 43 and 44 whole), from x 152;
        // the start's tick, 1.5 px wide at x 152, covers 3/4 of pixel 152 from y 26 to 62.
        #expect(pixel(light, 170, 44) == [220, 220, 220], "light: the track's grey as always")
        #expect(pixel(light, 152, 30) == [166, 166, 166], "light: 3/4 of the tick's grey 136 over white")
        let track = UInt8((0xDD * 35.0 / 204).rounded()), tick = UInt8((0.75 * (0xDD * 119.0 / 204).rounded()).rounded())
        #expect(pixel(dark, 170, 44) == [track, track, track], "dark: the track is black moved 35/204 towards the ink")
        #expect(pixel(dark, 152, 30) == [tick, tick, tick], "dark: 3/4 of black moved 119/204 towards the ink")
        // The lane's name (x 8 on, baseline 48): its darkest pixel the ink on light, its lightest the ink on dark.
        let name = (8..<40).flatMap { x in (30..<50).map { y in (pixel(light, x, y)[0], pixel(dark, x, y)[0]) } }
        #expect(name.map(\.0).min() == 51 && name.map(\.1).max() == 0xDD, "the name in the ink")
        // Files stay light: a model's colours default to light.
        #expect(PlayModel(lanes: model.lanes).colours == .light)
    }
}
