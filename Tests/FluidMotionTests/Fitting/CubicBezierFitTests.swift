import Testing
@testable import FluidMotion

/// The closest cubic-bezier to a curve: exact curves come back, a spring's gap is stated.
@Suite struct CubicBezierFitTests {
    @Test(arguments: [CubicBezierTiming.easeInOut, .easeOut, CubicBezierTiming(0.2, 0, 0, 1), CubicBezierTiming(0.3, 1.4, 0.6, 1)])
    func aCurveThatIsACubicBezierIsFoundAgain(original: CubicBezierTiming) {
        let (timing, gap) = CubicBezierTiming.fitted { original.progress(at: $0) }
        #expect(gap < 0.002, "gap \(gap) for \(original): found \(timing)")
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(timing.progress(at: x) - original.progress(at: x)) <= gap + 1e-12)
        }
    }

    @Test func theGapIsTheLargestDistanceSampled() throws {
        let spring = try Spring(.dampingResponse(damping: 0.8, response: 0.4))
        let duration = 0.6
        let (timing, gap) = CubicBezierTiming.fitted { spring.value(at: $0 * duration) }
        let measured = (0...100).map { Double($0) / 100 }.map { abs(timing.progress(at: $0) - spring.value(at: $0 * duration)) }.max() ?? 0
        #expect(abs(measured - gap) < 1e-12)
        #expect(gap < 0.05, "a lightly bouncing spring is close to one cubic: \(gap)")
        #expect(timing.x1 >= 0 && timing.x1 <= 1 && timing.x2 >= 0 && timing.x2 <= 1)
    }
}
