import FluidMotion
import Testing

/// `CubicBezierFits` returns what `CubicBezierTiming.fitted(to:)` returns, to the last bit,
/// and fits a curve it has seen (the same values at every sample) only once.
@Suite struct CubicBezierFitsTests {
    static func springProgress(damping: Double, response: Double) throws -> (Double) -> Double {
        let spring = try Spring(.dampingResponse(damping: damping, response: response))
        let duration = spring.settleTime
        return { spring.value(at: $0 * duration) }
    }

    @Test func aRememberedFitIsTheFitItself() throws {
        let fits = CubicBezierFits()
        for (damping, response) in [(0.7, 0.5), (1.0, 0.3), (0.7, 0.5), (0.3, 0.8)] {
            let progress = try Self.springProgress(damping: damping, response: response)
            let remembered = fits.fitted(to: progress), fitted = CubicBezierTiming.fitted(to: progress)
            #expect(remembered.timing == fitted.timing, "damping \(damping) response \(response)")
            #expect(remembered.maximumGap.bitPattern == fitted.maximumGap.bitPattern, "damping \(damping) response \(response)")
        }
        #expect(fits.count == 3)
    }

    @Test func curvesThatDifferAtOneSampleAreFittedApart() throws {
        let fits = CubicBezierFits()
        let progress = try Self.springProgress(damping: 0.7, response: 0.5)
        _ = fits.fitted(to: progress)
        // The same spring, one sample nudged by the smallest step: another curve.
        let nudged = fits.fitted { $0 == 0.5 ? progress($0).nextUp : progress($0) }
        #expect(fits.count == 2)
        #expect(nudged.timing == CubicBezierTiming.fitted { $0 == 0.5 ? progress($0).nextUp : progress($0) }.timing)
    }
}
