import Testing
@testable import FluidMotion

// References: mpmath at 40 digits. Each segment's
// state is advanced with the matrix exponential of [[0, 1], [−k, −c]] about its target,
// independent of fluid's closed form:
//
//   A = matrix([[0, 1], [-k, -c]]); s = expm(A*(t - start)) * matrix([p0 - T, v0]); p = T + s[0]
//
// with k = (2π/response)², c = 4π·ζ/response and the parameters written as decimals.
// Settle times: a scan on a 0.5 ms grid, then 120 bisections; turning points by findroot
// on the velocity. The double parameters differ from the decimals by ~1e-16 relative, far
// inside the tolerances below.
@Suite("Retargeted motion: interruption with continuous position and velocity")
struct RetargetedMotionTests {
    func spring(_ zeta: Double, _ response: Double) throws -> Spring {
        try Spring(.dampingResponse(damping: zeta, response: response))
    }

    /// Case A: spring(damping: 0.8, response: 0.4s), retargeted at 150 ms to 0.5.
    func caseA() throws -> RetargetedMotion {
        try RetargetedMotion(spring(0.8, 0.4)).retargeted(at: 0.15, to: 0.5)
    }

    /// Case B: (0.5, 0.3s) → at 100 ms to −0.25 with (1, 0.5s) → at 350 ms to 0.75 with (1.5, 0.2s).
    func caseB() throws -> RetargetedMotion {
        try RetargetedMotion(spring(0.5, 0.3))
            .retargeted(at: 0.1, to: -0.25, spring: spring(1, 0.5))
            .retargeted(at: 0.35, to: 0.75, spring: spring(1.5, 0.2))
    }

    @Test("positions and velocities match the matrix-exponential reference")
    func values() throws {
        // Positions are fractions of the distance: absolute 1e-13 (a few hundred ulps of 1,
        // for the chain of segments). Velocities up to ~11/s: absolute 1e-11.
        let a = try caseA()
        let referenceA: [(t: Double, p: Double, v: Double)] = [
            (0.05, 0.20172726348829961278, 6.3407425591682300018),
            (0.15, 0.77629237914160406456, 3.9261125141064862207),
            (0.2, 0.82145015500959677479, -1.153520027276243317),
            (0.3, 0.62428075667650441791, -1.7765474406130439746),
            (0.45, 0.49953424556062273357, -0.1749073946999548732),
            (0.6, 0.497112692142652326, 0.032647797299380098289),
            (1.0, 0.50001681424744432854, -0.00029694700885180909562),
        ]
        for r in referenceA {
            #expect(isClose(a.value(at: r.t), r.p, relative: 0, absolute: 1e-13), "A p(\(r.t))")
            #expect(isClose(a.velocity(at: r.t), r.v, relative: 0, absolute: 1e-11), "A v(\(r.t))")
        }
        let b = try caseB()
        let referenceB: [(t: Double, p: Double, v: Double)] = [
            (0.05, 0.36560918469145761008, 11.28329789285533534),
            (0.15, 0.9581074019303751584, -3.1592904095731470171),
            (0.2, 0.71519687026262925836, -5.7153024160645236234),
            (0.3, 0.20724480892272156337, -3.9205020459356637126),
            (0.45, 0.48899544641963215797, 3.1290080798751102166),
            (0.6, 0.70684799177758948295, 0.51781615196324610552),
            (1.0, 0.74964484376871009042, 0.0042618094795239399792),
        ]
        for r in referenceB {
            #expect(isClose(b.value(at: r.t), r.p, relative: 0, absolute: 1e-13), "B p(\(r.t))")
            #expect(isClose(b.velocity(at: r.t), r.v, relative: 0, absolute: 1e-11), "B v(\(r.t))")
        }
    }

    @Test("before any retarget it is the spring's step response, to the last bit")
    func unretargeted() throws {
        let s = try Spring(.dampingResponse(damping: 0.6, response: 0.5), initialVelocity: 1.5)
        let m = RetargetedMotion(s)
        for t in [-1, 0, 0.01, 0.2, 0.7, 3] as [Double] {
            #expect(m.value(at: t) == s.value(at: t))
            #expect(m.velocity(at: t) == s.velocity(at: t))
        }
        #expect(m.settlingTime() == s.settlingTime())
        #expect(m.overshoot == s.overshoot)
        #expect(m.peakTime == s.peakTime)
    }

    @Test("continuity at each retarget: position to a few ulps, velocity exactly")
    func continuity() throws {
        // Property over seeded parameters: damping ratios in [0.05, 2.5] (both sides of
        // critical), responses in [0.05, 1.5] s, targets in [−2, 3], retarget times
        // increasing by up to 0.4 s. At each retarget time tᵢ the previous segment and the
        // new one are evaluated at the same tᵢ: the new position is Tᵢ − (Tᵢ − pᵢ), within
        // 4 ulps of max(|Tᵢ|, |pᵢ|); the new velocity is −(−vᵢ), bit for bit.
        var random = LCG(seed: 0x7_1AE_11E)
        for _ in 0..<300 {
            var m = RetargetedMotion(try spring(random.uniform(0.05, 2.5), random.uniform(0.05, 1.5)))
            var t = 0.0
            for _ in 0..<4 {
                t += random.uniform(0, 0.4)
                m = try m.retargeted(at: t, to: random.uniform(-2, 3), spring: try spring(random.uniform(0.05, 2.5), random.uniform(0.05, 1.5)))
            }
            for i in 1..<m.segments.count {
                let before = m.segments[i - 1], after = m.segments[i]
                let ti = after.start
                let scale = max(abs(after.target), abs(before.position(at: ti)))
                #expect(abs(after.position(at: ti) - before.position(at: ti)) <= 4 * scale.ulp)
                #expect(after.velocity(at: ti) == before.velocity(at: ti))
                // Seen through the motion, one ulp of time earlier is the old segment: two
                // closed-form evaluations (each a few ulps of the scale, 8 together) plus the
                // true movement over that ulp of time (|v|·ulp(tᵢ), doubled for safety).
                // The old segment's error is relative to its own target and start.
                let wider = max(scale, abs(before.target), abs(before.startPosition))
                let left = m.value(at: ti.nextDown), right = m.value(at: ti)
                #expect(abs(right - left) <= 8 * wider.ulp + abs(before.velocity(at: ti)) * ti.ulp * 2)
            }
        }
    }

    @Test("settle time, overshoot and peak about the final target")
    func measures() throws {
        // Settle times: relative 1e-10 (bisected to the last double; the reference's own
        // error is below 1e-30). Overshoot = 0.5 − p(peak): absolute 1e-14.
        let a = try caseA()
        #expect(isClose(a.settlingTime(), 0.67240454771514005618, relative: 1e-10))
        #expect(isClose(a.overshoot, 0.5 - 0.49495867131402092893, relative: 0, absolute: 1e-14))
        #expect(isClose(try #require(a.peakTime), 0.51570145245191737683, relative: 1e-12))
        let b = try caseB()
        #expect(isClose(b.settlingTime(), 0.91373222011459261764, relative: 1e-10))
        // The over-damped last segment turns once (at 353 ms, short of the target) and then
        // creeps up to 0.75 without passing it.
        #expect(b.overshoot == 0)
        #expect(b.peakTime == nil)
    }

    @Test("a motion retargeted to where it already rests settled when it first got there")
    func settleInEarlierSegment() throws {
        let s = try spring(0.8, 0.4)
        let m = try RetargetedMotion(s).retargeted(at: 2, to: 1, spring: try spring(0.3, 0.2))
        // Identity: the first segment is the spring's step response, which settles at
        // s.settlingTime() ≈ 0.54 s < 2 s; after 2 s the motion stays within 1e-3 of 1.
        #expect(isClose(m.settlingTime(), s.settlingTime(), relative: 1e-12))
        // Retargeting a resting motion to a new target settles on the new segment alone:
        // the new segment is the step response of the new spring scaled by the distance.
        let t = try spring(0.7, 0.3)
        let moved = try RetargetedMotion(s).retargeted(at: 5, to: 2, spring: t)
        // |p − 2| ≥ 0.001 ⇔ |x| ≥ 0.001 with x0 = 2 − p(5) ≈ 1: the step response's settle
        // time at threshold 0.001/x0.
        let x0 = 2 - s.value(at: 5)
        #expect(isClose(moved.settlingTime(), 5 + t.settlingTime(threshold: 0.001 / x0), relative: 1e-12))
        #expect(isClose(moved.overshoot, x0 * t.overshoot, relative: 1e-12))
    }

    @Test("retargeting to the same spring and target changes nothing")
    func noOpRetarget() throws {
        // Identity: the free oscillator restarted from its own state at t is itself.
        // Tolerance: absolute 1e-14 (a restart rounds the state once).
        let s = try spring(0.4, 0.6)
        let m = try RetargetedMotion(s).retargeted(at: 0.23)
        for t in [0.3, 0.5, 1.1, 2.0] {
            #expect(isClose(m.value(at: t), s.value(at: t), relative: 0, absolute: 1e-14))
            #expect(isClose(m.velocity(at: t), s.velocity(at: t), relative: 0, absolute: 1e-13))
        }
        #expect(isClose(m.settlingTime(), s.settlingTime(), relative: 1e-9))
    }

    @Test("bad retargets throw, naming the argument")
    func errors() throws {
        let m = try caseA()
        for bad in [-0.1, .nan, .infinity] {
            let error = try #require(throws: MotionError.self) { try m.retargeted(at: bad, to: 1) }
            #expect(error.parameter == "at")
        }
        let early = try #require(throws: MotionError.self) { try m.retargeted(at: 0.1, to: 1) }
        #expect(early.parameter == "at")
        for bad in [Double.nan, .infinity, 1e308] {
            let error = try #require(throws: MotionError.self) { try m.retargeted(at: 0.3, to: bad, spring: try spring(0.5, 0.001)) }
            #expect(error.parameter == "to")
        }
        // The same time as the last retarget is allowed: the newer one wins from then on.
        let twice = try m.retargeted(at: 0.15, to: 1)
        #expect(twice.finalTarget == 1)
        #expect(twice.segmentIndex(at: 0.15) == 2)
        #expect(isClose(twice.value(at: 0.15), 0.77629237914160406456, relative: 0, absolute: 1e-13))
    }

    @Test("an undamped last spring never settles")
    func undamped() throws {
        let m = try RetargetedMotion(spring(0.8, 0.4)).retargeted(at: 0.1, to: 0.5, spring: try spring(0, 0.4))
        #expect(m.settlingTime() == .infinity)
        #expect(m.settlingTime(threshold: 0) == .infinity)
        #expect(m.value(at: 1e9).isFinite)
    }
}
