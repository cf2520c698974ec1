@testable import Pictures
import Testing

/// Issue 24, part 3: a real number a notebook can produce (NaN, ±∞, ±1e308, the smallest
/// subnormal, −0, values past `Int`'s range) reaches every painting primitive as a
/// coordinate, a size, a radius, a width, an opacity or a coverage without trapping; what
/// cannot be drawn draws nothing, and the picture keeps its size.
@Suite struct ExtremeCoordinateTests {
    static let values: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -0.0, 0,
                                   9.3e18, -9.3e18, 1.2e12, -1.2e12, 1e15, 7.5, 15.5, -3]

    /// The conversion's rule: NaN → the stated value, within ±2⁴⁰ truncated, beyond held.
    @Test func boundedConversionFollowsItsRule() {
        let limit = Int.boundedLimit
        #expect(limit == 1 << 40)
        for value in Self.values {
            let converted = Int(bounded: value)
            if value.isNaN {
                #expect(converted == 0 && Int(bounded: value, nan: -7) == -7)
            } else if abs(value) >= Double(limit) {
                #expect(converted == (value > 0 ? limit : -limit), "\(value)")
            } else {
                #expect(converted == Int(value), "\(value)")
            }
            #expect(abs(converted) <= limit)
            #expect(Int32(bounded: value) == (value.isNaN ? 0 : Int32(clamping: converted)))
            let channel = UInt8(bounded: value, nan: 9)
            #expect(value.isNaN ? channel == 9 : channel == UInt8(clamping: Int(bounded: value.rounded())))
        }
        #expect(Int(bounded: 1_099_511_627_775.9) == 1_099_511_627_775)
        #expect(Int(bounded: -2.5) == -2)
    }

    /// Every primitive over seeded draws of the values (all four places of a rectangle,
    /// both ends of a line, a polyline through several): no trap, size kept, and a shape
    /// at a NaN place leaves the picture as it was (a polyline drops its NaN points).
    @Test func everyPrimitiveTakesEveryValue() {
        var state: UInt64 = 24
        func any() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Self.values[Int(state >> 33) % Self.values.count]
        }
        let blank = RGBAImage(width: 16, height: 12)
        var image = blank
        let ink = RGBA(31, 119, 180)
        for _ in 0..<3000 {
            image.fill(roundedRect: any(), any(), width: any(), height: any(), radius: any(), ink, opacity: any())
            image.fill(circleAt: any(), any(), radius: any(), ink, opacity: any())
            image.draw(lineFrom: any(), any(), to: any(), any(), Stroke(colour: ink, width: any(), dashed: state & 1 == 0))
            image.draw(polyline: (0..<4).map { _ in (x: any(), y: any()) }, Stroke(colour: ink, width: any(), dashed: state & 2 == 0))
            image.fill(PixelBox(x: any(), y: any(), width: any(), height: any()), ink, opacity: any())
            image.blend(x: 3, y: 4, ink, coverage: any())
            image.draw(text: "fluid", x: Int(bounded: any()), baseline: Int(bounded: any()), colour: ink)
            #expect(image.width == 16 && image.height == 12 && image.bytes.count == 16 * 12 * 4)
        }
        var untouched = blank
        untouched.fill(roundedRect: .nan, 2, width: 28, height: 28, radius: 7, ink)
        untouched.fill(circleAt: 3, .nan, radius: 5, ink)
        untouched.draw(lineFrom: .nan, 0, to: 5, .nan, Stroke(colour: ink, width: 2))
        #expect(untouched == blank, "a shape at a NaN place, a line whose ends are both NaN, draw nothing")
    }

    /// A dashed line longer than any picture is drawn solid, in the time of one segment.
    @Test func aDashedLineAcrossTheWholeRangeIsOneSegment() {
        let pieces = RGBAImage.segments([(x: -1e308, y: 5), (x: 1e308, y: 5)], dashed: true)
        #expect(pieces.count == 1)
        #expect(RGBAImage.segments([(x: 0, y: 5), (x: 100, y: 5)], dashed: true).count == 10)
    }

    /// Frames of an animation with cards far off the picture encode, and the changed box of
    /// two frames is where they differ.
    @Test func changedBoxesAreWhereFramesDiffer() {
        let blank = RGBAImage(width: 40, height: 30)
        var moved = blank
        moved[5, 7] = RGBA(1, 2, 3)
        moved[30, 20] = RGBA(1, 2, 3)
        #expect(FrameChange.box(from: blank, to: moved) == PixelBox(x0: 5, y0: 7, x1: 31, y1: 21))
        #expect(FrameChange.box(from: blank, to: blank) == PixelBox(x0: 0, y0: 0, x1: 1, y1: 1))
        var last = blank
        last[39, 29] = RGBA(0, 0, 0)
        #expect(FrameChange.box(from: blank, to: last) == PixelBox(x0: 39, y0: 29, x1: 40, y1: 30))
        #expect(moved.cropped(to: PixelBox(x0: 5, y0: 7, x1: 6, y1: 8))[0, 0] == RGBA(1, 2, 3))
    }
}
