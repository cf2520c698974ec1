@testable import Pictures
import Testing

/// Lines, dashes, clipping and the bitmap font, checked pixel by pixel against coverage
/// worked out by hand from the rule clamp(width/2 + ½ − d, 0, 1) of the pixel centre's
/// distance d to the segment.
@Suite struct DrawingTests {
    static let black = RGBA(0, 0, 0)

    @Test func aOnePixelLineOnAPixelBoundaryHalfCoversTheTwoRowsBesideIt() {
        var image = RGBAImage(width: 20, height: 20)
        image.draw(lineFrom: 2, 10, to: 18, 10, Stroke(colour: Self.black))
        // Centres 9.5 and 10.5 are ½ from y = 10: coverage ½, white halfway to black.
        #expect(image[8, 9] == RGBA(128, 128, 128))
        #expect(image[8, 10] == RGBA(128, 128, 128))
        #expect(image[8, 8] == .white && image[8, 11] == .white)
    }

    @Test func aLineThroughPixelCentresCoversOneRowWhole() {
        var image = RGBAImage(width: 20, height: 20)
        image.draw(lineFrom: 2, 10.5, to: 18, 10.5, Stroke(colour: Self.black))
        #expect(image[8, 10] == Self.black)
        #expect(image[8, 9] == .white && image[8, 11] == .white)
        // A round cap: the end reaches ½ px past x = 18 at full width only on the axis.
        #expect(image[18, 10] == RGBA(128, 128, 128))
        #expect(image[19, 10] == .white)
    }

    @Test func aClipKeepsInkInsideItsBox() {
        var image = RGBAImage(width: 20, height: 20)
        image.draw(lineFrom: 0, 5.5, to: 20, 5.5, Stroke(colour: Self.black, width: 2), clip: PixelBox(x0: 5, y0: 0, x1: 10, y1: 20))
        #expect(image[4, 5] == .white && image[10, 5] == .white)
        #expect(image[5, 5] == Self.black && image[9, 5] == Self.black)
    }

    @Test func dashesAreSixOnAndFourOff() {
        var image = RGBAImage(width: 40, height: 10)
        image.draw(lineFrom: 0, 5.5, to: 40, 5.5, Stroke(colour: Self.black, dashed: true))
        let row = (0..<40).map { image[$0, 5] == Self.black ? "#" : image[$0, 5] == .white ? "." : "+" }.joined()
        // Dashes cover [0, 6], [10, 16], [20, 26], [30, 36]: centres 0.5…5.5 whole, and
        // 6.5 / 9.5 are ½ from a dash's end (half covered); the line ends at 40, so no dash
        // starts there to half cover 39.5.
        #expect(row == "######+..+######+..+######+..+######+...", "\(row)")
    }

    @Test func drawingOutsideThePictureChangesNothing() {
        var image = RGBAImage(width: 10, height: 10)
        let before = image
        image.draw(lineFrom: -50, -50, to: -10, -10, Stroke(colour: Self.black, width: 3))
        image.draw(polyline: [(x: 100, y: 100), (x: 200, y: .nan), (x: 300, y: 300)], Stroke(colour: Self.black))
        image.draw(text: "far away", x: 500, baseline: 500, colour: Self.black)
        #expect(image == before)
    }

    @Test func everyPrintableCharacterHasInkAndUnknownOnesDrawABox() {
        for value in UInt32(33)..<127 {
            let scalar = Unicode.Scalar(value)!
            #expect((BitmapFont.glyph(scalar) ?? 0) != 0, "no ink for \(Character(scalar))")
        }
        for extra in "µ×−…°·πζωΔ≈→∞".unicodeScalars {
            #expect(BitmapFont.glyph(extra) != nil, "no glyph for \(extra)")
        }
        var image = RGBAImage(width: 10, height: 12)
        image.draw(text: "€", x: 1, baseline: 9, colour: Self.black)
        // The box: rows 1–6 of the glyph (baseline 9 − 7 + row), columns 0–4.
        #expect(image[1, 3] == Self.black && image[5, 3] == Self.black && image[1, 8] == Self.black && image[5, 8] == Self.black)
        #expect(image[3, 5] == .white)
        #expect(BitmapFont.width(of: "0 ms") == 23 && BitmapFont.width(of: "ab", scale: 2) == 22 && BitmapFont.width(of: "") == 0)
    }

    @Test func rotatedTextReadsUpwards() {
        var image = RGBAImage(width: 20, height: 40)
        image.draw(text: "I", x: 10, baseline: 30, colour: Self.black, rotated: true)
        // "I" is a bar down column 2 with serifs on rows 0 and 6; turned a quarter
        // anticlockwise about (10, 30), its column 2 becomes row 30 − 2 = 28, its rows run
        // leftwards from x = 10 − 7 + row.
        #expect(image[3, 28] == Self.black && image[9, 28] == Self.black)
        #expect(image[6, 30] == .white)
    }

    /// Level and upright segments are covered by their rows' or columns' distance beside
    /// them (`RGBAImage.cover`'s shortcut); every pixel's coverage is the one the rule's
    /// general formula gives (the foot of the perpendicular at t = ((c − a)·(b − a)) / |b − a|²,
    /// clamped to the segment), Float for Float, over seeded random segments of several
    /// widths with ends on and off pixel centres and boundaries.
    @Test func levelAndUprightSegmentsCoverAsTheGeneralFormulaDoes() {
        var state: UInt64 = 7
        func next(_ n: Int) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(Int(state >> 33) % n)
        }
        let box = PixelBox(x0: 0, y0: 0, x1: 300, y1: 300)
        var checked = 0
        for round in 0..<600 {
            // Ends at whole, half and odd fractions of a pixel.
            let fractions = [0, 0.5, 0.25, 0.1, 0.7, 1.0 / 3]
            let a = 20 + next(200) + fractions[Int(next(6))], b = 20 + next(200) + fractions[Int(next(6))]
            let along = 20 + next(200) + fractions[Int(next(6))]
            let h = [0.5, 1, 0.75, 1.5, 0.3][round % 5]
            let segment: RGBAImage.Segment = round % 2 == 0 ? (a, along, b, along) : (along, a, along, b)
            guard let reach = RGBAImage.reach(segment, halfWidth: h, box: box) else { continue }
            let spans = RGBAImage.CoverageSpans([reach], box: box)
            var coverage = [Float](repeating: 0, count: spans.count)
            RGBAImage.cover(segment, halfWidth: h, reach: reach, spans: spans, into: &coverage)
            let dx = segment.bx - segment.ax, dy = segment.by - segment.ay, lengthSquared = dx * dx + dy * dy
            for y in reach.y0..<reach.y1 {
                for x in reach.x0..<reach.x1 {
                    let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                    var t = lengthSquared > 0 ? ((cx - segment.ax) * dx + (cy - segment.ay) * dy) / lengthSquared : 0
                    t = min(max(t, 0), 1)
                    let ex = cx - (segment.ax + t * dx), ey = cy - (segment.ay + t * dy)
                    let expected = Float(min(max(h + 0.5 - (ex * ex + ey * ey).squareRoot(), 0), 1))
                    let got = coverage[spans.base(x: x, y: y) + x]
                    if got != expected { Issue.record("\(segment) h \(h) at (\(x), \(y)): \(got), the formula \(expected)") }
                    checked += 1
                }
            }
        }
        #expect(checked > 100_000)
    }
}
