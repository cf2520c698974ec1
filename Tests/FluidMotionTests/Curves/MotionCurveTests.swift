import Testing
@testable import FluidMotion

// Every motion over time read through `MotionCurve`, against the closed forms and mpmath
// references already in this suite (each value cites where it comes from), the one window
// rule, and the identities of a difference of two motions.
@Suite("Motions over time: one protocol, one window rule, differences")
struct MotionCurveTests {
    let tour = try! Spring(.dampingResponse(damping: 0.8, response: 0.4))

    @Test("a spring is its step response; its window is 1.2 × its settle time")
    func spring() throws {
        let m: any MotionCurve = tour
        for t in [0, 0.05, 0.2, 0.5, 1.0] {
            #expect(m.position(at: t) == tour.value(at: t) && m.velocity(at: t) == tour.velocity(at: t))
        }
        #expect(m.startPosition == 0 && m.targetPosition == 1 && m.distance == 1)
        // Settle time mpmath 0.53944193396707039218 (PlatformDurationTests): relative 1e-10.
        #expect(isClose(m.settleTime, 0.53944193396707039218, relative: 1e-10))
        #expect(isClose(m.timeWindow, 1.2 * 0.53944193396707039218, relative: 1e-10))
        // Undamped: it never settles, so the window is five responses.
        let undamped = try Spring(.dampingResponse(damping: 0, response: 0.5))
        #expect(undamped.settleTime == .infinity && undamped.timeWindow == 2.5)
        // With an initial velocity the step response starts moving at that rate.
        let pushed = try Spring(.dampingResponse(damping: 0.8, response: 0.4), initialVelocity: 3)
        #expect(pushed.velocity(at: 0) == 3 && pushed.position(at: 0) == 0)
    }

    @Test("every deceleration model reads the same through the protocol; its window is its stop")
    func decays() throws {
        // References (DecelerationModelTests, mpmath): Android fling rest log(1200/46.875)/4.2,
        // inertia rest 0.325·log(960/0.5), react-spring rest (λ = 2/s); talk rest 3.797 s;
        // exact: log(2400)/λ with λ = −1000 ln 0.998 (CompareDiffTests): 3.88771909765699829.
        let cases: [(any DecelerationCurve, rest: Double, tolerance: Double)] = [
            (Decay(velocity: 1200), 3.88771909765699829, 1e-13),
            (TalkDecay(velocity: 1000), 3.797, 1e-15),
            (try AndroidFling(velocity: 1200), 0.77204579797274209317, 1e-13),
            (try InertiaDecay(velocity: 1200), 2.4570261511320938504, 1e-13),
            (try ReactSpringDecay(velocity: 1200), 2.6575151645411688952, 1e-12),
        ]
        for (decay, rest, tolerance) in cases {
            let m: any MotionCurve = decay
            #expect(isClose(m.settleTime, rest, relative: tolerance), "\(decay)")
            #expect(m.timeWindow == m.settleTime && m.ending == .stops)
            #expect(m.startPosition == 0 && m.targetPosition == decay.distance)
            #expect(m.timeScale == 1 / decay.decayConstant)
            for t in [0, 0.1, 0.5, 2.0] { #expect(m.position(at: t) == decay.position(at: t)) }
        }
        // Position values, mpmath (DecelerationModelTests): inertia at 0.1 s, Android at 0.2 s.
        let inertia: any MotionCurve = try InertiaDecay(velocity: 1200)
        #expect(isClose(inertia.position(at: 0.1), 254.26417863198285892, relative: 1e-13))
        #expect(isClose(inertia.velocity(at: 0.1), 2171.4948349785142803, relative: 1e-13))
        let fling: any MotionCurve = Deceleration(try AndroidFling(velocity: 1200))
        #expect(isClose(fling.position(at: 0.2), 162.36842187740580201, relative: 1e-13))
        #expect(isClose(fling.targetPosition, 274.55357142857142857, relative: 1e-13))
        // A flick too slow to move has no stop: five time constants.
        let still = try AndroidFling(velocity: 40)
        #expect(still.settleTime == 0 && still.timeWindow == 5 / 4.2)
    }

    @Test("a retargeted motion ends its window 1.2 × past its settle, never before its last retarget")
    func retargeted() throws {
        let m = try RetargetedMotion(tour).retargeted(at: 0.15, to: 0.5)
        // Settle mpmath 0.67240454771514005618 (RetargetedMotionTests, case A).
        #expect(isClose(m.settleTime, 0.67240454771514005618, relative: 1e-10))
        #expect(isClose(m.timeWindow, 1.2 * 0.67240454771514005618, relative: 1e-10))
        #expect(m.startPosition == 0 && m.targetPosition == 0.5 && m.lastEvent == 0.15)
        // Position mpmath (RetargetedMotionTests): p(0.3) = 0.62428075667650441791.
        #expect(isClose(m.position(at: 0.3), 0.62428075667650441791, relative: 0, absolute: 1e-13))
        // Retargeted after it has settled: the window reaches past the retarget.
        let late = try RetargetedMotion(tour).retargeted(at: 2, to: 1)
        #expect(late.timeWindow == 2 * 1.2)
        // An undamped last spring: five of its responses past the retarget.
        let ringing = try RetargetedMotion(tour).retargeted(at: 0.3, spring: Spring(.dampingResponse(damping: 0, response: 0.2)))
        #expect(isClose(ringing.timeWindow, 0.3 + 5 * 0.2, relative: 1e-15))
    }

    @Test("a trace is linear between samples, its velocity the interpolated central differences")
    func trace() throws {
        let trace = try Trace(times: [0, 0.1, 0.2, 0.4], samples: [0, 10, 30, 40])
        let m: any MotionCurve = trace
        #expect(m.position(at: 0.15) == 20 && m.position(at: 1) == 40 && m.position(at: -1) == 0)
        // Slopes at the samples: 100 (one-sided), (30 − 0)/0.2 = 150, (40 − 10)/0.3 = 100, 50.
        #expect(m.velocity(at: 0) == 100 && isClose(m.velocity(at: 0.1), 150, relative: 1e-15))
        #expect(isClose(m.velocity(at: 0.2), 100, relative: 1e-15) && isClose(m.velocity(at: 0.4), 50, relative: 1e-15))
        #expect(isClose(m.velocity(at: 0.05), 125, relative: 1e-15))
        // It holds still outside its samples.
        #expect(m.velocity(at: 0.5) == 0 && m.velocity(at: -0.1) == 0)
        #expect(m.settleTime == 0.4 && m.timeWindow == 0.4 && m.startPosition == 0 && m.targetPosition == 40)
        #expect(try Trace(times: [0.2], samples: [5]).velocity(at: 0.2) == 0)
    }

    @Test("an easing over a duration: progress along the curve, its slope over the duration")
    func easing() throws {
        let m = try TimedEasing(.easeOut, duration: 0.5)
        // mpmath (GestureModelTests): ease-out at x = 0.25 is 0.37813813082510979734.
        #expect(isClose(m.position(at: 0.125), 0.37813813082510979734, relative: 1e-13))
        #expect(m.position(at: 0.5) == 1 && m.position(at: 2) == 1 && m.position(at: -1) == 0)
        // Velocity against a central difference of the position (h = 1e-6 s: error ~h²·p''').
        for t in [0.05, 0.2, 0.35, 0.45] {
            let h = 1e-6
            let numeric = (m.position(at: t + h) - m.position(at: t - h)) / (2 * h)
            #expect(isClose(m.velocity(at: t), numeric, relative: 1e-7), "t = \(t)")
        }
        // The linear curve moves at 1/D throughout.
        let linear = try TimedEasing(CubicBezierTiming(0, 0, 1, 1), duration: 0.25)
        #expect(isClose(linear.velocity(at: 0.1), 4, relative: 1e-12))
        // Ease-out arrives flat: Y'(1) = 3(1 − y2) = 0 while X'(1) = 3(1 − x2) ≠ 0.
        #expect(m.velocity(at: 0.5.nextDown).isFinite && abs(m.velocity(at: 0.5.nextDown)) < 1e-6)
        #expect(m.settleTime == 0.5 && m.timeWindow == 0.5 && m.ending == .stops)
        #expect(throws: MotionError.self) { try TimedEasing(.easeOut, duration: 0) }
    }

    @Test("a fitted spring moves as its spring")
    func fit() throws {
        let times = (0...60).map { Double($0) / 100 }
        let fit = try SpringFit(times: times, values: times.map(tour.value(at:)))
        let m: any MotionCurve = fit
        for t in [0.1, 0.3] {
            #expect(m.position(at: t) == fit.spring.value(at: t) && m.velocity(at: t) == fit.spring.velocity(at: t))
        }
        // The fit recovers the spring it was sampled from (SpringFitTests): 1e-6 relative.
        #expect(isClose(m.settleTime, tour.settlingTime(), relative: 1e-6))
        #expect(m.timeWindow == 1.2 * m.settleTime)
    }

    @Test("a difference is a motion: (a − b)(t) = a(t) − b(t), a − a = 0, and it covers both windows")
    func difference() throws {
        let other = try Spring(.durationBounce(duration: 0.5, bounce: 0.3))
        let d = MotionDifference(tour, minus: other)
        for t in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(d.position(at: t) == tour.value(at: t) - other.value(at: t))
            #expect(d.velocity(at: t) == tour.velocity(at: t) - other.velocity(at: t))
        }
        // mpmath (CompareDiffTests): the largest gap 0.104500099961199328 at 0.113296124844810972 s.
        #expect(isClose(d.position(at: 0.113296124844810972), 0.104500099961199328, relative: 1e-12))
        #expect(d.startPosition == 0 && d.targetPosition == 0)
        #expect(d.timeWindow == max(tour.timeWindow, other.timeWindow))
        #expect(d.settleTime == max(tour.settleTime, other.settleTime))
        let zero = MotionDifference(tour, minus: tour)
        for t in [0, 0.1, 0.4, 3] { #expect(zero.position(at: t) == 0 && zero.velocity(at: t) == 0) }
        // A difference of differences nests.
        let nested = MotionDifference(d, minus: d)
        #expect(nested.position(at: 0.2) == 0 && nested.timeWindow == d.timeWindow)
        // A decay minus a decay stops when both stop.
        let decays = MotionDifference(Decay(velocity: 1200), minus: TalkDecay(velocity: 1200))
        #expect(decays.ending == .stops && decays.timeWindow == max(Decay(velocity: 1200).restTime, TalkDecay(velocity: 1200).restTime))
    }

    @Test("the window rule: margin, unsettled scales and the cap")
    func windowRule() {
        #expect(MotionWindow.end(settle: 2, ending: .approaches, timeScale: 1) == 2.4)
        #expect(MotionWindow.end(settle: 2, ending: .stops, timeScale: 1) == 2)
        #expect(MotionWindow.end(settle: 2, ending: .stops, lastEvent: 3, timeScale: 1) == 3)
        #expect(MotionWindow.end(settle: .infinity, ending: .approaches, lastEvent: 1, timeScale: 0.5) == 3.5)
        #expect(MotionWindow.end(settle: 0, ending: .stops, timeScale: 0.2) == 1)
        #expect(MotionWindow.end(settle: 1000, ending: .approaches, timeScale: 1) == 600)
        #expect(MotionWindow.end(settle: .infinity, ending: .approaches, timeScale: 1000) == 600)
    }
}

/// A motion that forwards everything but `settleTime(within:)`, so the sampled default runs.
private struct Sampled: MotionCurve {
    let base: any MotionCurve
    func position(at t: Double) -> Double { base.position(at: t) }
    func velocity(at t: Double) -> Double { base.velocity(at: t) }
    var startPosition: Double { base.startPosition }
    var targetPosition: Double { base.targetPosition }
    var settleTime: Double { base.settleTime }
    var ending: MotionEnding { base.ending }
    var timeScale: Double { base.timeScale }
}

@Suite("Settling within a band, and CSS for any motion")
struct MotionCurveSettlingTests {
    @Test("the sampled settle time agrees with the exact rules")
    func sampledAgreesWithExact() throws {
        // Against the closed-form settle times (springs: last crossing of the band found
        // analytically; retargeted motions likewise; decays: monotone bisection). The
        // sampled search refines to 60 bisections of a step: 1e-9 s absolute.
        let cases: [any MotionCurve] = [
            try Spring(.dampingResponse(damping: 0.8, response: 0.4)),
            try Spring(.dampingResponse(damping: 0.3, response: 0.25)),
            try RetargetedMotion(Spring(.dampingResponse(damping: 0.8, response: 0.4))).retargeted(at: 0.15, to: 0.5),
            Decay(velocity: 1200), try InertiaDecay(velocity: 900),
        ]
        for motion in cases {
            for tolerance in [0.01, 0.001, 0.0005] {
                let exact = motion.settleTime(within: tolerance), sampled = Sampled(base: motion).settleTime(within: tolerance)
                #expect(abs(exact - sampled) <= 1e-9, "\(motion) within \(tolerance): \(exact) vs \(sampled)")
            }
        }
        // The spring's exact rule is its 0.1 % settle time (mpmath 0.53944193396707039218).
        #expect(isClose(try Spring(.dampingResponse(damping: 0.8, response: 0.4)).settleTime(within: 0.001), 0.53944193396707039218, relative: 1e-10))
        // An easing settles where y(t/D) = 1 − tolerance, before its end.
        let easing = try TimedEasing(.easeOut, duration: 0.5)
        let t = easing.settleTime(within: 0.01)
        #expect(t < 0.5 && isClose(easing.position(at: t), 0.99, relative: 1e-12))
        // A motion with no move never settles within a share of it; an undamped one neither.
        #expect(MotionDifference(Decay(velocity: 1), minus: Decay(velocity: 1)).settleTime(within: 0.01) == .infinity)
        #expect(Sampled(base: try Spring(.dampingResponse(damping: 0, response: 0.5))).settleTime(within: 0.01) == .infinity)
    }

    @Test("any motion exports to CSS linear(), within its tolerance")
    func cssForAnyMotion() throws {
        let trace = try Trace(times: [0, 0.016, 0.032, 0.048], samples: [500, 480, 470, 466])
        let code = try trace.cssExport(tolerance: 0.001)
        #expect(code.lines.first == "transition-duration: 48ms;")
        #expect(code.deviation.maximum <= 0.001)
        let easing = try TimedEasing(.easeInOut, duration: 0.3)
        #expect(try easing.cssExport().deviation.maximum <= 0.001)
        let none = MotionDifference(Decay(velocity: 1000), minus: Decay(velocity: 1000))
        #expect(throws: MotionError.self) { try none.cssExport() }
        // A decay that stops after a minute is refused as too long.
        let slow = Decay(velocity: 1, rate: try DecelerationRate(0.99999))
        let error = try #require(throws: MotionError.self) { try slow.cssExport() }
        #expect(error.message.contains("over a minute"))
    }
}
