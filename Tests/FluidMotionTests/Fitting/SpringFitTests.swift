import Foundation
import Testing
import FluidMotion

// SpringFit: least squares of a spring's step response to a normalised curve.

/// The step response written here apart from Motion's (textbook closed forms, x0 = 1,
/// v0 = 0): 1 − e^(−ζωt)(cos ωd t + ζω/ωd sin ωd t) below critical, 1 − e^(−ωt)(1 + ωt) at
/// critical, the cosh/sinh form above. Good to ~1e-14 away from ζ = 1 ± 1e-6 (not used there).
private func referenceStep(zeta: Double, response: Double, _ t: Double) -> Double {
    let w = 2 * Double.pi / response
    let decay: Double = exp(-zeta * w * t)
    if zeta < 1 {
        let wd: Double = w * (1 - zeta * zeta).squareRoot()
        let wave: Double = cos(wd * t) + zeta * w / wd * sin(wd * t)
        return 1 - decay * wave
    }
    if zeta == 1 { return 1 - decay * (1 + w * t) }
    let mu: Double = w * (zeta * zeta - 1).squareRoot()
    let shape: Double = cosh(mu * t) + zeta * w / mu * sinh(mu * t)
    return 1 - decay * shape
}

/// A cubic Bézier easing written here apart from Motion's: bisection (200 halvings) on
/// X(s) = x, then Y(s).
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func b(_ s: Double, _ a: Double, _ c: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * c + s * s * s }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, y1, y2)
}

@Suite struct SpringFitTests {
    /// Samples of a spring's own step response: the fit's residual is zero at (ζ, T), so a
    /// correct fit finds them to the stopping rule's 1e-12 in ζ and ln T; 1e-6 relative
    /// leaves room for the numeric Jacobian and rounding in the response (~1e-15).
    @Test(arguments: [(0.1, 0.25), (0.5, 0.4), (0.8, 0.4), (1.0, 0.3), (1.5, 0.6), (2.5, 0.2), (0.06, 1.2)])
    func recoversTheSpringFromItsOwnCurve(zeta: Double, response: Double) throws {
        let spring = try Spring(.dampingResponse(damping: zeta, response: response))
        let window = 2 * response + spring.settlingTime(threshold: 0.01)
        let times = (0..<200).map { window * Double($0) / 199 }
        let fit = try SpringFit(times: times, values: times.map(spring.value(at:)))
        #expect(isClose(fit.spring.dampingRatio, zeta, relative: 1e-6), "ζ \(fit.spring.dampingRatio) for \(zeta)")
        #expect(isClose(fit.spring.response, response, relative: 1e-6), "T \(fit.spring.response) for \(response)")
        #expect(fit.rms < 1e-9)
        #expect(fit.maxError < 1e-8)
    }

    /// Seeded random springs over the whole searched range, sampled unevenly.
    @Test func recoversRandomSprings() throws {
        var random = LCG(seed: 5)
        for _ in 0..<12 {
            let zeta = random.uniform(0.08, 2.8), response = exp(random.uniform(log(0.05), log(2)))
            let spring = try Spring(.dampingResponse(damping: zeta, response: response))
            var t = 0.0
            var times: [Double] = []
            while t < 3 * response { times.append(t); t += response * random.uniform(0.005, 0.03) }
            let fit = try SpringFit(times: times, values: times.map(spring.value(at:)))
            #expect(isClose(fit.spring.dampingRatio, zeta, relative: 1e-6), "ζ \(fit.spring.dampingRatio) for \(zeta), T \(response)")
            #expect(isClose(fit.spring.response, response, relative: 1e-6), "T \(fit.spring.response) for \(response), ζ \(zeta)")
        }
    }

    /// CSS ease-out over 300 ms, 241 samples over 450 ms (holding 1 after 300 ms).
    /// Reference optimum from scripts/references/spring_fit.py "(0,0,0.58,1)" 0.3 241 0.5 (mpmath, 40 digits: the Bézier solved with
    /// findroot, the closed-form step response, the gradient of S solved to zero with
    /// findroot from scipy.optimize.least_squares' answer):
    ///   ζ = 0.94490015662237055, T = 0.38867117245618475 s,
    ///   rms = 0.029915696542762528, max = 0.073748292607745399 at t = 0.031875 s.
    /// Tolerance 1e-6 relative: at a minimum with non-zero residual the parameters are
    /// known to ~1e-9 (the gradient's rounding over its curvature), far below that; rms, flat
    /// at the optimum, to 1e-9; the max error, which moves to first order with ζ and T, to 1e-7.
    @Test func easeOutMatchesTheHighPrecisionOptimum() throws {
        let samples = CubicBezierTiming.easeOut.samples(duration: 0.3, count: 241, hold: 0.5)
        let fit = try SpringFit(times: samples.times, values: samples.values)
        #expect(isClose(fit.spring.dampingRatio, 0.94490015662237055, relative: 1e-6))
        #expect(isClose(fit.spring.response, 0.38867117245618475, relative: 1e-6))
        #expect(isClose(fit.rms, 0.029915696542762528, relative: 1e-9))
        #expect(isClose(fit.maxError, 0.073748292607745399, relative: 1e-7))
        #expect(fit.maxErrorTime == 0.031875)
    }

    /// The reported errors recomputed here from the returned ζ and T with this file's own
    /// step response and Bézier (1e-12 absolute: both sides are double-precision closed forms).
    @Test(arguments: [(0.25, 0.1, 0.25, 1.0, 0.3), (0.0, 0.0, 0.58, 1.0, 0.3), (0.42, 0.0, 0.58, 1.0, 0.5), (0.42, 0.0, 1.0, 1.0, 0.2)])
    func reportedErrorsMatchAnIndependentRecomputation(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double) throws {
        let samples = CubicBezierTiming(x1, y1, x2, y2).samples(duration: duration, count: 241, hold: 0.5)
        let fit = try SpringFit(times: samples.times, values: samples.values)
        var sum = 0.0, worst = 0.0
        for t in samples.times {
            let y = t >= duration ? 1 : referenceBezier(x1, y1, x2, y2, t / duration)
            let r = referenceStep(zeta: fit.spring.dampingRatio, response: fit.spring.response, t) - y
            sum += r * r
            worst = max(worst, abs(r))
        }
        #expect(abs(fit.rms - (sum / 241).squareRoot()) < 1e-12)
        #expect(abs(fit.maxError - worst) < 1e-12)
        // A local check of optimality: nudging ζ or T by 1 % in any direction does not lower S.
        func cost(_ zeta: Double, _ response: Double) -> Double {
            samples.times.indices.reduce(0) { sum, i in
                let r = referenceStep(zeta: zeta, response: response, samples.times[i]) - samples.values[i]
                return sum + r * r
            }
        }
        let best = cost(fit.spring.dampingRatio, fit.spring.response)
        for (dz, dt) in [(1.01, 1.0), (0.99, 1.0), (1.0, 1.01), (1.0, 0.99)] {
            let zeta = min(max(fit.spring.dampingRatio * dz, 0.05), 3)
            #expect(cost(zeta, fit.spring.response * dt) >= best)
        }
    }

    @Test func isDeterministic() throws {
        let samples = CubicBezierTiming.ease.samples(duration: 0.25, count: 241, hold: 0.5)
        let a = try SpringFit(times: samples.times, values: samples.values)
        let b = try SpringFit(times: samples.times, values: samples.values)
        #expect(a == b)
        #expect(a.spring.dampingRatio.bitPattern == b.spring.dampingRatio.bitPattern)
    }

    /// Invariance: scaling time by k scales the fitted response by k and keeps ζ and the errors.
    @Test func scalesWithTime() throws {
        let samples = CubicBezierTiming.easeInOut.samples(duration: 0.3, count: 241, hold: 0.5)
        let a = try SpringFit(times: samples.times, values: samples.values)
        let b = try SpringFit(times: samples.times.map { $0 * 4 }, values: samples.values)
        #expect(isClose(b.spring.response, 4 * a.spring.response, relative: 1e-6))
        #expect(isClose(b.spring.dampingRatio, a.spring.dampingRatio, relative: 1e-6))
        #expect(isClose(b.rms, a.rms, relative: 1e-6))
    }

    /// A linear curve is best matched by the most damped spring allowed: ζ stops at the bound.
    @Test func dampingStaysInItsRange() throws {
        let samples = CubicBezierTiming.linear.samples(duration: 1, count: 101, hold: 0)
        let fit = try SpringFit(times: samples.times, values: samples.values)
        #expect(SpringFit.dampingRange.contains(fit.spring.dampingRatio))
        #expect(fit.rms.isFinite && fit.rms > 0)
    }

    @Test func refusesBadSamples() {
        #expect(throws: MotionError.self) { try SpringFit(times: [0, 1, 2], values: [0, 0.5, 1]) }
        #expect(throws: MotionError.self) { try SpringFit(times: [0, 1, 2, 3], values: [0, 0.5, 1]) }
        #expect(throws: MotionError.self) { try SpringFit(times: [0, 1, 1, 3], values: [0, 0.5, 1, 1]) }
        #expect(throws: MotionError.self) { try SpringFit(times: [-1, 1, 2, 3], values: [0, 0.5, 1, 1]) }
        #expect(throws: MotionError.self) { try SpringFit(times: [0, 1, 2, 3], values: [0, .nan, 1, 1]) }
        #expect(throws: MotionError.self) { try SpringFit(times: [0, 1, 2, .infinity], values: [0, 0.5, 1, 1]) }
        #expect(throws: MotionError.self) { try SpringFit(times: [0, 1, 2, 3], values: [0, 2e6, 1, 1]) }
    }
}

/// The CSS keyword easings against CSS Easing Functions Level 1, §2.2.1 (ease =
/// cubic-bezier(0.25, 0.1, 0.25, 1), ease-in = (0.42, 0, 1, 1), ease-out = (0, 0, 0.58, 1),
/// ease-in-out = (0.42, 0, 0.58, 1)) and linear as (0, 0, 1, 1); exact.
@Suite struct CSSNamedEasingTests {
    @Test func controlPointsAreTheSpecs() {
        let expected: [String: [Double]] = [
            "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1], "ease-out": [0, 0, 0.58, 1],
            "ease-in-out": [0.42, 0, 0.58, 1], "linear": [0, 0, 1, 1],
        ]
        #expect(CubicBezierTiming.cssNamed.count == expected.count)
        for entry in CubicBezierTiming.cssNamed {
            let t = entry.timing
            #expect([t.x1, t.y1, t.x2, t.y2] == expected[entry.keyword], "\(entry.keyword)")
        }
    }

    /// Progress against this file's bisection reference at 101 points (1e-12 absolute).
    @Test func progressMatchesAnIndependentSolver() {
        for entry in CubicBezierTiming.cssNamed {
            let t = entry.timing
            for i in 0...100 {
                let x = Double(i) / 100
                #expect(abs(t.progress(at: x) - referenceBezier(t.x1, t.y1, t.x2, t.y2, x)) < 1e-12, "\(entry.keyword) at \(x)")
            }
        }
    }

    @Test func validationRefusesXOutsideTheUnitInterval() {
        #expect(throws: MotionError(parameter: "x1", message: "x1 must be from 0 to 1 (a fraction of the duration); a curve whose x leaves 0…1 would go back in time")) {
            try CubicBezierTiming(validating: -0.1, 0, 1, 1)
        }
        #expect(throws: MotionError.self) { try CubicBezierTiming(validating: 0, 0, 1.5, 1) }
        #expect(throws: MotionError.self) { try CubicBezierTiming(validating: 0, .nan, 1, 1) }
        #expect(throws: MotionError.self) { try CubicBezierTiming(validating: 0, 0, 1, 1e9) }
        #expect(throws: Never.self) { try CubicBezierTiming(validating: 0.34, 1.56, 0.64, 1) }
    }
}
