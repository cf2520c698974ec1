import Testing
import Foundation
@testable import FluidMotion

// References: mpmath at 30 digits with the parameters as decimals (v0 = 1200 unless stated);
// the expressions are given next to each value. Tolerances are relative 1e-13 unless a
// comment says otherwise: every model is a closed form with exp/expm1/log, a few ulps each.
@Suite("Deceleration models: UIKit talk, Android fling, Motion inertia, react-spring decay")
struct DecelerationModelTests {
    @Test("conversions between rate, decay constant, Android friction, time constant, react-spring decay")
    func conversions() {
        // mpmath: -1000*log(mpf('0.998')) = 2.002002670673077351651105 (decimal 0.998; the
        // double is 1e-15 relative away): relative 1e-14.
        #expect(isClose(DecayConversion.decayConstant(rate: 0.998), 2.002002670673077351651105, relative: 1e-14))
        // /4.2 and 1/λ of the same: 0.4766673025412088932, 0.4994998331664552551 s.
        #expect(isClose(DecayConversion.androidFriction(decayConstant: DecayConversion.decayConstant(rate: 0.998)), 0.476667302541208893250263, relative: 1e-14))
        #expect(isClose(DecayConversion.timeConstant(decayConstant: DecayConversion.decayConstant(rate: 0.998)), 0.4994998331664552550982131, relative: 1e-14))
        // exp(-4.2/1000) = 0.9958088076649545166830834 (Android's default as a UIKit rate);
        // exp(-1/0.325/1000) = 0.9969278057995145265439457 (Motion's default).
        #expect(isClose(DecayConversion.rate(decayConstant: DecayConversion.decayConstant(androidFriction: 1)), 0.9958088076649545166830834, relative: 1e-15))
        #expect(isClose(DecayConversion.rate(decayConstant: DecayConversion.decayConstant(timeConstant: 0.325)), 0.9969278057995145265439457, relative: 1e-15))
        // react-spring's decay: true = 0.998 is λ = 1000·(1 − 0.998) = 2/s (the double 0.998
        // makes it 2 within 1e-13 relative: 1 − 0.998 loses three digits).
        #expect(isClose(DecayConversion.decayConstant(reactSpringDecay: 0.998), 2, relative: 1e-13))
        #expect(DecayConversion.reactSpringDecay(decayConstant: 2) == 0.998)
    }

    @Test("conversions round trip over seeded rates")
    func roundTrips() {
        // λ → r → λ loses |ln r|⁻¹ ulps of r (r is stored near 1): tolerance
        // 4·ulp(1)/|ln r| relative. The other conversions are one multiplication or
        // division each way: 4 ulps.
        var random = LCG(seed: 0xDECA1)
        for _ in 0..<1000 {
            let lambda = random.uniform(0.01, 500)
            let r = DecayConversion.rate(decayConstant: lambda)
            let back = DecayConversion.decayConstant(rate: r)
            #expect(isClose(back, lambda, relative: 4 * (1.0).ulp / abs(log(r))))
            #expect(isClose(DecayConversion.decayConstant(androidFriction: DecayConversion.androidFriction(decayConstant: lambda)), lambda, relative: 4 * (1.0).ulp))
            #expect(isClose(DecayConversion.decayConstant(timeConstant: DecayConversion.timeConstant(decayConstant: lambda)), lambda, relative: 4 * (1.0).ulp))
            let d = DecayConversion.reactSpringDecay(decayConstant: lambda)
            #expect(isClose(DecayConversion.decayConstant(reactSpringDecay: d), lambda, relative: 4 * (1.0).ulp / (1 - d)))
        }
        // A rate from a decay constant builds a DecelerationRate; nonsense does not.
        #expect(isClose((try? DecelerationRate(decayConstant: 10.05033585350144118354886))?.perMillisecond ?? 0, 0.99, relative: 1e-15))
        #expect(throws: MotionError.self) { try DecelerationRate(decayConstant: 0) }
        #expect(throws: MotionError.self) { try DecelerationRate(decayConstant: .infinity) }
    }

    @Test("the talk's per-millisecond sum: UIKit's documented projection")
    func talk() {
        // The talk: a flick of 1000 pt/s at the normal rate travels 1·0.998/0.002 = 499 pt.
        let d = TalkDecay(velocity: 1000)
        #expect(isClose(d.distance, 499, relative: 1e-13))
        #expect(isClose(d.distance, project(velocity: 1000, model: .talk), relative: 1e-15))
        // mpmath: 1000/1000*(sum(r**k for k in 1..n) + f*r**(n+1)); n = 2, f = 0.5 →
        // 2.491009996 (exact in decimals); n = 1234, f = 0.25 → 456.83313702175172604.
        #expect(isClose(d.position(at: 0.0025), 2.491009996, relative: 1e-13))
        #expect(isClose(d.position(at: 1.23425), 456.83313702175172604, relative: 1e-12))
        // At whole milliseconds the position is the sum itself; the velocity is the step's.
        #expect(isClose(d.velocity(at: 0.0025), 1000 * 0.998 * 0.998 * 0.998, relative: 1e-15))
        #expect(d.velocity(at: 0) == 1000)
        // First n with 1000·0.998ⁿ < 0.5 is 3797 (mpmath loop): stops at 3.797 s.
        #expect(isClose(d.restTime, 3.797, relative: 1e-15))
        #expect(TalkDecay(velocity: 0.4).restTime == 0)
        #expect(d.position(at: 1e300) == d.distance)
    }

    @Test("Android fling: friction scalar × 4.2/s, stops below 46.875 px/s")
    func android() throws {
        let d = try AndroidFling(velocity: 1200)
        #expect(d.decayConstant == 4.2)
        // mpmath: log(1200/46.875)/4.2, (1200 − 46.875)/4.2, 1200*(1 − exp(−4.2·0.2))/4.2
        #expect(isClose(d.restTime, 0.77204579797274209317, relative: 1e-13))
        #expect(isClose(d.distance, 274.55357142857142857, relative: 1e-13))
        #expect(isClose(d.position(at: 0.2), 162.36842187740580201, relative: 1e-13))
        #expect(d.position(at: 5) == d.distance)
        #expect(d.velocity(at: 5) == 0)
        #expect(isClose(d.velocity(at: d.restTime.nextDown), 46.875, relative: 1e-13))
        let firmer = try AndroidFling(velocity: 1200, friction: 1.5)
        #expect(isClose(firmer.restTime, 0.51469719864849472878, relative: 1e-13))
        #expect(isClose(firmer.distance, 183.03571428571428571, relative: 1e-13))
        // Signs follow the velocity; too slow a flick never moves.
        #expect(isClose(try AndroidFling(velocity: -1200).distance, -274.55357142857142857, relative: 1e-13))
        #expect(try AndroidFling(velocity: 40).distance == 0)
        for bad in [0, -1, Double.nan, .infinity] {
            let error = try #require(throws: MotionError.self) { try AndroidFling(velocity: 1200, friction: bad) }
            #expect(error.parameter == "friction")
        }
    }

    @Test("Motion inertia: target origin + 0.8·v, τ 325 ms, snaps within 0.5")
    func inertia() throws {
        let d = try InertiaDecay(velocity: 1200)
        // Motion's documented behaviour: the target is 0.8 × velocity = 960.
        #expect(d.distance == 960)
        // mpmath: 0.325*log(960/0.5); 960*(1 − exp(−0.1/0.325)); 960/0.325*exp(−0.1/0.325)
        #expect(isClose(d.restTime, 2.4570261511320938504, relative: 1e-13))
        #expect(isClose(d.position(at: 0.1), 254.26417863198285892, relative: 1e-13))
        #expect(isClose(d.velocity(at: 0.1), 2171.4948349785142803, relative: 1e-13))
        // The curve starts at power/τ·v0, not at v0.
        #expect(isClose(d.velocity(at: 0), 1200 * 0.8 / 0.325, relative: 1e-15))
        #expect(d.position(at: d.restTime) == 960)
        #expect(d.velocity(at: 3) == 0)
        #expect(isClose(d.decayConstant, 1 / 0.325, relative: 1e-15))
        #expect(try InertiaDecay(velocity: 0.5).restTime == 0)
        #expect(try #require(throws: MotionError.self) { try InertiaDecay(velocity: 1, power: 0) }.parameter == "power")
        #expect(try #require(throws: MotionError.self) { try InertiaDecay(velocity: 1, timeConstant: -1) }.parameter == "timeConstant")
        #expect(try #require(throws: MotionError.self) { try InertiaDecay(velocity: 1e308, power: 10) }.parameter == "power")
    }

    @Test("react-spring decay: 1 − d per ms, finishes when a frame moves less than 0.1")
    func reactSpring() throws {
        let d = try ReactSpringDecay(velocity: 1200)
        // λ = 2/s: mpmath with per = 1200/2*expm1(2/60): log(per/0.1)/2,
        // 1200/2*(1 − exp(−2·stop)), 1200/2*(1 − exp(−1))
        // Tolerance 1e-12: λ = 1000·(1 − 0.998) carries the double 0.998's 1e-13 error.
        #expect(isClose(d.restTime, 2.6575151645411688952, relative: 1e-12))
        #expect(isClose(d.distance, 597.04972222736611906, relative: 1e-12))
        #expect(isClose(d.position(at: 0.5), 379.27233529713460704, relative: 1e-12))
        // Identity: at rest the last frame moved exactly 0.1.
        let frame = ReactSpringDecay.frameDuration
        #expect(isClose(d.position(at: d.restTime) - d.position(at: d.restTime - frame), 0.1, relative: 1e-9))
        // The same number as UIKit's rate decays more slowly: it goes farther.
        #expect(d.position(at: 1) > Decay(velocity: 1200).position(at: 1))
        for bad in [0, 1, Double.nan] {
            #expect(try #require(throws: MotionError.self) { try ReactSpringDecay(velocity: 1, decay: bad) }.parameter == "rate")
        }
    }

    @Test("every model: position is the integral of velocity, and rests where it says")
    func integralIdentity() throws {
        // Property: (x(t + h) − x(t − h))/2h ≈ v(t) before the rest time (central
        // difference, h = 1e-5 s: truncation ~λ²h²/6 relative, below 1e-8 here).
        let models: [Deceleration] = [
            Deceleration(Decay(velocity: 900)), Deceleration(try AndroidFling(velocity: 900)),
            Deceleration(try InertiaDecay(velocity: 900)), Deceleration(try ReactSpringDecay(velocity: 900)),
        ]
        for model in models {
            for t in [0.05, 0.3, 0.9] where t + 1e-5 < model.stopTime() {
                let h = 1e-5
                let slope = (model.position(at: t + h) - model.position(at: t - h)) / (2 * h)
                #expect(isClose(slope, model.velocity(at: t), relative: 1e-7), "\(model)")
            }
            #expect(model.position(at: 1e6) == model.distance || model == models[0])
        }
    }
}
