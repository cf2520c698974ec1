import Testing
@testable import FluidMotion

// References: mpmath at 40 digits, v0 = 1200, r = mpf('0.998') unless stated (the decimal
// and the double 0.998 differ by 1e-15 relative in these results, inside every tolerance).
@Suite("Deceleration, projection and decay")
struct DecayProjectionTests {
    @Test("deceleration rates: UIScrollView's normal and fast, others validated")
    func rates() throws {
        #expect(DecelerationRate.normal.perMillisecond == 0.998)
        #expect(DecelerationRate.fast.perMillisecond == 0.99)
        #expect(try DecelerationRate(0.95).perMillisecond == 0.95)
        for bad in [0, 1, -0.5, 1.5, Double.nan, .infinity] {
            let error = try #require(throws: MotionError.self) { try DecelerationRate(bad) }
            #expect(error.parameter == "rate")
        }
        // λ = −1000·ln r; mpmath: -1000*log(mpf(0.998)) (the double 0.998); relative 1e-14
        #expect(isClose(DecelerationRate.normal.decayConstant, 2.002002670673079131567777356264981878362, relative: 1e-14))
    }

    @Test("the talk's projection: (v/1000)·r/(1 − r)")
    func talkProjection() {
        // 1200/1000·0.998/0.002 = 598.8 (exact in decimals); relative 1e-13
        #expect(isClose(project(velocity: 1200), 598.8, relative: 1e-13))
        #expect(isClose(project(velocity: 1200, rate: .fast), 118.8, relative: 1e-13))
        #expect(isClose(project(velocity: -1200), -598.8, relative: 1e-13))
        #expect(project(velocity: 0) == 0)
    }

    @Test("the exact projection: −v/(1000·ln r), a little longer than the talk's")
    func exactProjection() {
        // mpmath: -v0/(1000*log(r)); relative 1e-14
        #expect(isClose(project(velocity: 1200, model: .exact), 599.39979979974630612, relative: 1e-14))
        #expect(isClose(project(velocity: 1200, rate: .fast, model: .exact), 119.39899496810660728, relative: 1e-14))
        #expect(project(velocity: 1200, model: .exact) > project(velocity: 1200, model: .talk))
    }

    @Test("decay position and velocity")
    func decay() {
        let d = Decay(velocity: 1200)
        // mpmath: v0*(r**(1000*t) - 1)/(1000*log(r)) and v0*r**(1000*t); relative 1e-13
        #expect(isClose(d.position(at: 0.25), 236.02741814915663586, relative: 1e-13))
        #expect(isClose(d.position(at: 1e-6), 0.0011999987987991991987, relative: 1e-13))   // expm1: no cancellation
        #expect(isClose(d.velocity(at: 0.25), 727.47247851331724723, relative: 1e-13))
        #expect(isClose(d.distance, 599.39979979974630612, relative: 1e-14))
        #expect(d.distance == project(velocity: 1200, model: .exact))
        #expect(d.position(at: 0) == 0 && d.velocity(at: 0) == 1200)
        #expect(isClose(d.position(at: 100), d.distance, relative: 1e-15))
    }

    @Test("decay velocity is the derivative of its position")
    func decayDerivative() {
        let d = Decay(velocity: -800, rate: .fast)
        for t in [0.01, 0.1, 0.5] {
            let h = 1e-6
            let numeric = (d.position(at: t + h) - d.position(at: t - h)) / (2 * h)
            #expect(isClose(numeric, d.velocity(at: t), relative: 1e-7))
        }
    }

    @Test("stop time: when the speed falls below the threshold")
    func stopTime() {
        let d = Decay(velocity: 1200)
        // mpmath: log(0.5/v0)/(1000*log(r)); relative 1e-13
        #expect(isClose(d.stopTime(), 3.8877190976569982864, relative: 1e-13))
        #expect(isClose(abs(d.velocity(at: d.stopTime())), 0.5, relative: 1e-12))
        #expect(Decay(velocity: -1200).stopTime() == d.stopTime())
        #expect(Decay(velocity: 0.3).stopTime() == 0)
        #expect(d.stopTime(threshold: 0) == .infinity)
    }
}
