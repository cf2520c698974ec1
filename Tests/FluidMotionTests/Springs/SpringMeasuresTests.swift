import Testing
@testable import FluidMotion

// Reference measures: mpmath (dps 40) on the textbook closed form; the crossing bracketed
// on a 20 000-point grid over the stated interval and refined with findroot(solver=
// 'anderson'). Settle: the last grid sign change of |x| − ε; rise: first crossings of
// x = 0.9 and x = 0.1. Times agree to relative 1e-10 (the crossings are well conditioned).
@Suite("Spring measures")
struct SpringMeasuresTests {
    @Test("settle time is the exact last crossing of |x| = ε",
          arguments: [
            // (damping, response, initialVelocity, reference)
            (0.5, 0.5, 0.0, 1.0107653471580814808),     // grid over [0, 3]
            (0.8, 0.4, 0.0, 0.5394419339670704011),     // the tour's spring, [0, 2]
            (0.8, 0.4, 3.0, 0.5259848554594336383),
            (0.8, 0.4, -2.0, 0.54704210251318053568),
          ])
    func settling(damping: Double, response: Double, initialVelocity: Double, expected: Double) throws {
        let s = try Spring(.dampingResponse(damping: damping, response: response), initialVelocity: initialVelocity)
        #expect(isClose(s.settlingTime(), expected, relative: 1e-10))
    }

    @Test("critically damped settle time (k 100, c 20)")
    func settlingCritical() throws {
        let s = try Spring(.physical(mass: 1, stiffness: 100, damping: 20))
        // mpmath: last crossing of exp(-10t)(1 + 10t) = 0.001 over [0, 2]
        #expect(isClose(s.settlingTime(), 0.92334134764515857304, relative: 1e-10))
    }

    @Test("settle time: the curve is within ε after it and touches ε at it")
    func settlingIsTheLastCrossing() throws {
        for (zeta, velocity) in [(0.1, 0.0), (0.3, -4.0), (0.7, 8.0), (1.0, 0.0), (1.0, 25.0), (3.0, -5.0), (3.0, 40.0)] {
            let s = try Spring(.dampingResponse(damping: zeta, response: 0.4), initialVelocity: velocity)
            let settle = s.settlingTime(threshold: 0.01)
            #expect(settle > 0 && settle.isFinite)
            #expect(isClose(abs(1 - s.value(at: settle)), 0.01, relative: 1e-9), "ζ \(zeta) v \(velocity)")
            for i in 1...2000 {
                let t = settle + Double(i) * 0.002
                #expect(abs(1 - s.value(at: t)) < 0.01, "ζ \(zeta) v \(velocity) still moving at \(t)")
            }
        }
    }

    @Test("a spring already within ε never needs to settle")
    func settlingThresholdAboveStart() throws {
        let s = try Spring(.dampingResponse(damping: 1, response: 0.4))
        #expect(s.settlingTime(threshold: 1.5) == 0)
        #expect(s.settlingTime(threshold: 0) == .infinity)
    }

    @Test("overshoot is e^(−πζ/√(1−ζ²)) at π/ωd when starting at rest")
    func overshootClosedForm() throws {
        let s = try Spring(.dampingResponse(damping: 0.8, response: 0.4))
        // mpmath: exp(-pi*0.8/sqrt(1-0.64)) and pi/ωd = 1/3 s; relative 1e-13
        #expect(isClose(s.overshoot, 0.015164619864546569953, relative: 1e-13))
        #expect(isClose(try #require(s.peakTime), 1.0 / 3.0, relative: 1e-13))
        #expect(isClose(s.value(at: 1.0 / 3.0), 1.015164619864546569953, relative: 0, absolute: 1e-14))
    }

    @Test("no overshoot without bounce, unless the initial velocity carries it past")
    func overshootOverdamped() throws {
        let still = try Spring(.dampingResponse(damping: 1.5, response: 0.4))
        #expect(still.overshoot == 0)
        #expect(still.peakTime == nil)
        // Only a velocity above −r2 = ω0(ζ + √(ζ²−1)) = 41.1 per second carries it past.
        let notEnough = try Spring(.dampingResponse(damping: 1.5, response: 0.4), initialVelocity: 40)
        #expect(notEnough.overshoot == 0)
        let flung = try Spring(.dampingResponse(damping: 1.5, response: 0.4), initialVelocity: 80)
        let peak = try #require(flung.peakTime)
        // The peak is a maximum of progress: zero velocity there, lower values either side.
        #expect(abs(flung.velocity(at: peak)) < 1e-9)
        #expect(isClose(flung.value(at: peak), 1 + flung.overshoot, relative: 1e-15))
        #expect(flung.value(at: peak * 0.99) < flung.value(at: peak))
        #expect(flung.value(at: peak * 1.01) < flung.value(at: peak))
        #expect(flung.overshoot > 0.01)
    }

    @Test("overshoot equals the largest excursion on a dense grid")
    func overshootMatchesGrid() throws {
        for (zeta, velocity) in [(0.2, 0.0), (0.2, -6.0), (0.6, 10.0), (1.0, 30.0)] {
            let s = try Spring(.dampingResponse(damping: zeta, response: 0.4), initialVelocity: velocity)
            var gridMax = 0.0
            for i in 0...40000 { gridMax = max(gridMax, s.value(at: Double(i) * 0.0001) - 1) }
            #expect(s.overshoot >= gridMax, "ζ \(zeta) v \(velocity)")
            #expect(s.overshoot - gridMax < 1e-5, "ζ \(zeta) v \(velocity)")   // grid spacing 0.1 ms
        }
    }

    @Test("rise time 10 → 90 % matches the reference",
          arguments: [
            (0.5, 0.5, 0.0, 0.1303139146204352326),
            (0.8, 0.4, 3.0, 0.15434267917198946382),
            (0.8, 0.4, -2.0, 0.15618906416816872799),
          ])
    func rise(damping: Double, response: Double, initialVelocity: Double, expected: Double) throws {
        let s = try Spring(.dampingResponse(damping: damping, response: response), initialVelocity: initialVelocity)
        #expect(isClose(try #require(s.riseTime()), expected, relative: 1e-10))
    }

    @Test("rise time is nil for levels the spring never reaches")
    func riseUnreached() throws {
        let critical = try Spring(.dampingResponse(damping: 1, response: 0.4))
        #expect(critical.riseTime(from: 0.1, to: 1) == nil)       // approaches 1, never reaches it
        #expect(critical.riseTime(from: 0.9, to: 0.1) == nil)
        let bouncy = try Spring(.dampingResponse(damping: 0.5, response: 0.4))
        #expect(bouncy.riseTime(from: 0.1, to: 1.1) != nil)       // overshoot is 16 %
        #expect(bouncy.riseTime(from: 0.1, to: 1.2) == nil)
    }

    @Test("oscillations count the turns at least ε from the target")
    func oscillationCount() throws {
        // ζ = 0.5 at rest: turn k has |x| = e^(−kπζ/√(1−ζ²)) = 0.163, 0.0266, 0.00434,
        // 0.000707…: three at ε = 0.001, one at ε = 0.1, none at ε = 0.2.
        let s = try Spring(.dampingResponse(damping: 0.5, response: 0.4))
        #expect(s.oscillations() == 3)
        #expect(s.oscillations(threshold: 0.1) == 1)
        #expect(s.oscillations(threshold: 0.2) == 0)
        #expect(try Spring(.dampingResponse(damping: 1, response: 0.4)).oscillations() == 0)
        // A fling away from the target turns once before heading home.
        #expect(try Spring(.dampingResponse(damping: 2, response: 0.4), initialVelocity: -3).oscillations() == 1)
    }

    @Test("oscillation count agrees with the turns visible on a dense grid")
    func oscillationsMatchGrid() throws {
        for (zeta, velocity) in [(0.05, 0.0), (0.15, 2.0), (0.3, -5.0), (0.9, 0.0)] {
            let s = try Spring(.dampingResponse(damping: zeta, response: 0.3), initialVelocity: velocity)
            var turns = 0
            // Start one step in: at rest, v(0) = 0 is the start, not a turn.
            let dt = 0.0002
            var previousVelocity = s.velocity(at: dt)
            for i in 2...100_000 {
                let v = s.velocity(at: Double(i) * dt)
                if (v > 0) != (previousVelocity > 0) && v != 0 {
                    if abs(1 - s.value(at: Double(i) * dt)) >= 0.001 { turns += 1 }
                }
                previousVelocity = v
            }
            #expect(s.oscillations() == turns, "ζ \(zeta) v \(velocity)")
        }
    }
}
