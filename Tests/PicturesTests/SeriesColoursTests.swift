import Testing
@testable import Pictures

/// The 256-colour codes' colours as xterm defines them (its 256colres.h: the cube's levels
/// 0, 95, 135, 175, 215, 255; the grey ramp 8, 18, …, 238), checked at codes whose colour
/// xterm's table lists.
@Suite struct SeriesColoursTests {
    @Test(arguments: [
        (16, "#000000"), (21, "#0000ff"), (33, "#0087ff"), (196, "#ff0000"), (208, "#ff8700"),
        (170, "#d75fd7"), (231, "#ffffff"), (232, "#080808"), (244, "#808080"), (255, "#eeeeee"),
    ])
    func xtermColours(code: Int, hex: String) {
        #expect(SeriesColours.hex(SeriesColours.colour(code: code)) == hex)
        #expect(SeriesColours.colour(code: code) == RGBA(hex: hex))
    }

    @Test func everySeriesColourIsACubeColourOfMediumLightness() {
        // Not the terminal's own sixteen (themes redefine them), not the greys, and neither
        // black nor white (unreadable on one background or the other).
        for code in SeriesColours.codes {
            #expect((16...231).contains(code))
            let c = SeriesColours.colour(code: code)
            let sum = Int(c.red) + Int(c.green) + Int(c.blue)
            #expect(sum > 100 && sum < 600, "code \(code)")
        }
        #expect(Set(SeriesColours.codes).count == SeriesColours.codes.count)
    }

    @Test func seriesIndicesWrapBothWays() {
        let count = SeriesColours.codes.count
        #expect(SeriesColours.code(series: count) == SeriesColours.codes[0])
        #expect(SeriesColours.code(series: -1) == SeriesColours.codes[count - 1])
        #expect(SeriesColours.codes.contains(SeriesColours.code(series: Int.min)))
    }
}
