import Testing
@testable import FluidMotion

// Measures of the step response against mpmath, with and without initial velocity, at the
// extremes (ζ = 0.05 … 10⁶, ω0 = 10⁻⁶ … 10⁶, either side of ζ = 1).
//
// References: scripts/references/spring_measures.py (mpmath, 60 digits, textbook form of
// each regime; critical points of |x| found on a 6000-point grid and bisected, so each
// level crossing is bracketed where |x| is monotone; nothing of the library's method —
// atan2 turning points, geometric decay of the turns — is used).
//
// Tolerances: crossings (settle, rise) relative 1e-10 — the time error is the value error
// (~1e-16) over the slope at the crossing, which is small only near a turn; peak times
// relative 1e-11; overshoot (a value at a turn, first-order insensitive to its time)
// relative 1e-12 or absolute 1e-15; counts exact.
@Suite("Spring measures against mpmath, with velocity and at the extremes")
struct SpringMeasureReferenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var parameters: SpringParameters
        var velocity: Double
        var settle: Double, rise: Double?, peak: Double?, overshoot: Double, oscillations: Int
        init(_ parameters: SpringParameters, velocity: Double, settle: Double, rise: Double?, peak: Double?, overshoot: Double, oscillations: Int) {
            (self.parameters, self.velocity, self.settle, self.rise, self.peak, self.overshoot, self.oscillations) =
                (parameters, velocity, settle, rise, peak, overshoot, oscillations)
        }
        var testDescription: String { "\(parameters) velocity \(velocity)" }
    }

    static let cases: [Case] = [
        Case(.dampingResponse(damping: 0.8, response: 0.4), velocity: 0.0, settle: 0.53944193396707039218, rise: 0.15708545983224274002, peak: 0.33333333333333337922, overshoot: 0.015164619864546560158, oscillations: 1),
        Case(.dampingResponse(damping: 0.8, response: 0.4), velocity: 3.0, settle: 0.52598485545943362985, rise: 0.15434267917198946137, peak: 0.31906864985452898602, overshoot: 0.015509919456484899206, oscillations: 1),
        Case(.dampingResponse(damping: 0.3, response: 0.5), velocity: 5.0, settle: 1.8328298870967187421, rise: 0.093041366843625498844, peak: 0.22812361655537161364, overshoot: 0.40578823711534623988, oscillations: 7),
        Case(.dampingResponse(damping: 0.3, response: 0.5), velocity: -10.0, settle: 1.9313068294782180177, rise: 0.081076680161896453, peak: 0.30793487008005124221, overshoot: 0.45503905777833345489, oscillations: 8),
        Case(.dampingResponse(damping: 1.0, response: 0.4), velocity: 25.0, settle: 0.52623737798676531359, rise: 0.069301224918224727927, peak: 0.17128100940768129895, overshoot: 0.040135829712438716096, oscillations: 1),
        Case(.dampingResponse(damping: 1.0, response: 0.4), velocity: -5.0, settle: 0.60565048634545513444, rise: 0.21050150927178488013, peak: nil, overshoot: 0.0, oscillations: 1),
        Case(.dampingResponse(damping: 3.0, response: 0.4), velocity: 40.0, settle: 2.3611064280079498663, rise: 0.64953922459902790499, peak: nil, overshoot: 0.0, oscillations: 0),
        Case(.dampingResponse(damping: 3.0, response: 0.4), velocity: -5.0, settle: 2.5939339405982249398, rise: 0.81533802170153842085, peak: nil, overshoot: 0.0, oscillations: 1),
        Case(.dampingResponse(damping: 0.999999999, response: 0.4), velocity: 0.0, settle: 0.587817356746249803, rise: 0.21377109808885082284, peak: nil, overshoot: 0.0, oscillations: 0),
        Case(.dampingResponse(damping: 1.000000001, response: 0.4), velocity: 0.0, settle: 0.58781736036462371498, rise: 0.21377109871898130991, peak: nil, overshoot: 0.0, oscillations: 0),
        Case(.dampingResponse(damping: 0.05, response: 0.3), velocity: 0.0, settle: 6.4833886037599805994, rise: 0.050624562718609565, peak: 0.1501878522965276584, overshoot: 0.85446789300675646646, oscillations: 43),
        Case(.dampingResponse(damping: 0.05, response: 0.3), velocity: 4.0, settle: 6.6042876006437201899, rise: 0.048980047221216403794, peak: 0.14109238450453021312, overshoot: 0.87010819751750789286, oscillations: 44),
        Case(.stiffnessDampingRatio(stiffness: 1.0, dampingRatio: 1000000.0), velocity: 0.0, settle: 13815510.557961320226, rise: 4394449.1546713401533, peak: nil, overshoot: 0.0, oscillations: 0),
        Case(.stiffnessDampingRatio(stiffness: 1000000000000.0, dampingRatio: 0.5), velocity: 0.0, settle: 0.000012701651956539863109, rise: 1.6375729473283475044e-6, peak: 3.6275987284684357012e-6, overshoot: 0.16303353482158046486, oscillations: 3),
        Case(.stiffnessDampingRatio(stiffness: 1e-12, dampingRatio: 0.5), velocity: 0.0, settle: 12701651.956539863683, rise: 1637572.9473283475785, peak: 3627598.7284684358653, overshoot: 0.16303353482158046486, oscillations: 3),
        Case(.stiffnessDampingRatio(stiffness: 1000000000000.0, dampingRatio: 2.0), velocity: 2000000.0, settle: 0.000023193233172440625555, rise: 5.9515633536569350283e-6, peak: nil, overshoot: 0.0, oscillations: 0),
    ]

    @Test("settle, rise, peak, overshoot and oscillations", arguments: cases)
    func measures(_ c: Case) throws {
        let s = try Spring(c.parameters, initialVelocity: c.velocity)
        #expect(isClose(s.settlingTime(), c.settle, relative: 1e-10), "settle \(s.settlingTime())")
        if let rise = c.rise {
            #expect(isClose(try #require(s.riseTime()), rise, relative: 1e-10))
        } else {
            #expect(s.riseTime() == nil)
        }
        if let peak = c.peak {
            #expect(isClose(try #require(s.peakTime), peak, relative: 1e-11))
        } else {
            #expect(s.peakTime == nil)
        }
        #expect(isClose(s.overshoot, c.overshoot, relative: 1e-12, absolute: 1e-15), "overshoot \(s.overshoot)")
        #expect(s.oscillations() == c.oscillations)
    }
}
