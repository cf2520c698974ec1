import Foundation
import Testing
@testable import FluidMotion

/// UIKit's duration rules (issue 29, item 3). Apple's code cannot run here: every figure is an
/// independent evaluation (mpmath, 50 digits) of the rules public reverse-engineering notes of
/// UIKitCore publish, from scripts/references/uikit_spring_durations.py, whose header gives the
/// rules and their provenance; the one figure the notes publish is checked too.
@Suite("UIKit spring durations")
struct UIKitSpringDurationTests {
    /// `UIViewPropertyAnimator(duration: 0, timingParameters: UISpringTimingParameters(mass:stiffness:damping:
    /// initialVelocity: (v, 0))).duration`.
    static let animatorRows: [(mass: Double, stiffness: Double, damping: Double, velocity: Double, duration: Double)] = [
        (1, 100, 10, 0, 1.4727003346780926),
        (1, 100, 10, 5, 1.4727003346780926),       // shorter along than at rest: the larger component is the one at rest
        (1, 100, 10, -10, 1.5825615635449036),     // away from the target
        (1, 100, 10, 25, 1.6209045016842706),      // past ω
        (1, 100, 19.98, 0, 1.0068159393568443),    // ζ 0.999
        (1, 100, 19.9998, 0, 1.2322222342428555),  // ζ 0.99999: the bound grows as ωd → 0
        (1, 100, 19.98, 10, 1.0068159393568443),   // v = ω below critical
        (1, 100, 20, 0, 0.92350365266518521),      // critical: the fit, 9.235036526651854/ω
        (1, 100, 20, 5, 0.92350365266518521),
        (1, 100, 20, 10, 0.92350365266518521),     // v = ω: NaN along, the rest component answers
        (1, 100, 20, 25, 0.94923686490539013),     // past ω
        (1, 100, 20, -10, 0.99488471125728366),
        (1, 100, 26, 0, 0.92350365266518521),      // over-damped taken as critical
        (3, 1000, 500, 0, 0.50582378250313786),    // UISpringTimingParameters()'s own spring
        (2, 300, 20, 4, 1.4554790656769271),
    ]

    @Test func animatorDurationIsThePublishedRule() throws {
        for row in Self.animatorRows {
            let s = try Spring(.physical(mass: row.mass, stiffness: row.stiffness, damping: row.damping), initialVelocity: row.velocity)
            let d = s.uikitAnimatorDuration()
            #expect(abs(d - row.duration) <= 1e-12 * row.duration, "\(row): \(d)")
        }
    }

    @Test func theNotesPublishedFigureAndTheTalksDrawer() throws {
        // At rest and critically damped the fit is 9.235036526651854/ω (the host answered 9.235037/ω).
        for omega in [1.0, 10, 37.5] {
            let d = Spring.uikitSpringDuration(mass: 1, stiffness: omega * omega, damping: 2 * omega, velocity: 0)
            #expect(abs(d * omega - 9.235036526651854) <= 1e-12, "ω \(omega): \(d * omega)")
        }
        // Issue 29: ζ 0.8, response 0.3 s from rest is 0.463 s (mpmath 0.46284564040160688), where SwiftUI's
        // documented definition solved exactly gives 0.405 s (mpmath 0.40458145047530276).
        let drawer = try Spring(.dampingResponse(damping: 0.8, response: 0.3))
        #expect(abs(drawer.uikitAnimatorDuration() - 0.46284564040160688) <= 1e-12)
        #expect(abs(drawer.swiftUISettlingDuration() - 0.40458145047530276) <= 1e-9)
        #expect(try Spring(.physical(mass: 1, stiffness: 100, damping: 0)).uikitAnimatorDuration() == .infinity)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// (duration, damping ratio, velocity) → ω after UIKit's 12 Newton steps from 5/duration.
    static let animateRows: [(duration: Double, ratio: Double, velocity: Double, omega: Double)] = [
        (0.5, 0.7, 0, 19.679293176215107954),
        (0.3, 0.5, 2, 41.71768722188356974),
        (1, 0.9, 0, 8.4808448519279290515),
        (0.5, 0.999, 0, 20.048666447208188394),   // near critical
        (0.5, 1, 0, 18.466826952903171461),       // critical
        (0.5, 1, 3, 18.108349426660983488),
        (0.8, 0.6, 30, 15.465465646423393187),    // velocity past ω
        (0.4, 0.8, -5, 23.230318637407261027),
        (0.005, 0.7, 0, 983.9646588107553977),    // duration clamped to 10 ms
        (12, 0.7, 0, 0.9839646588107553977),      // … and to 10 s
        (0.5, 1.5, 0, 18.466826952903171461),     // damping ratio clamped to 1
        (0.5, 0.05, 0, 156.53098282148820649),
    ]

    @Test func animateSolvesUIKitsEnvelope() throws {
        for row in Self.animateRows {
            let s = try SpringForm.uikitAnimate.spring(["duration": row.duration, "dampingRatio": row.ratio], initialVelocity: row.velocity)
            #expect(abs(s.naturalFrequency - row.omega) <= 1e-12 * row.omega, "\(row): ω \(s.naturalFrequency)")
            #expect(s.mass == 1 && s.initialVelocity == row.velocity)
            #expect(s.dampingRatio == min(row.ratio, 1) || abs(s.dampingRatio - min(row.ratio, 1)) <= 1e-15, "\(row): ζ \(s.dampingRatio)")
        }
    }

    @Test func animateReadsBackItsDuration() throws {
        for row in Self.animateRows where UIKitAnimateSpring.durationRange.contains(row.duration) && row.ratio <= 1 {
            let s = try SpringForm.uikitAnimate.spring(["duration": row.duration, "dampingRatio": row.ratio], initialVelocity: row.velocity)
            guard case .values(let values, _) = SpringForm.uikitAnimate.inverse(s) else { Issue.record("\(row): no read-back"); continue }
            #expect(abs((values["duration"] ?? .nan) - row.duration) <= 1e-9 * row.duration, "\(row): \(values)")
        }
        let overDamped = try Spring(.physical(mass: 1, stiffness: 100, damping: 30))
        if case .values(let values, _) = SpringForm.uikitAnimate.inverse(overDamped) { Issue.record("an over-damped spring read back as \(values)") }
    }

    @Test func animateRefusesWhatUIKitDoesNotAnimate() {
        #expect(throws: MotionError.self) { try SpringForm.uikitAnimate.spring(["duration": 0, "dampingRatio": 0.7]) }
        #expect(throws: MotionError.self) { try SpringForm.uikitAnimate.spring(["duration": 0.5, "dampingRatio": .nan]) }
    }
}
