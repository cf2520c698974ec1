/// Core Animation's `CASpringAnimation.settlingDuration`, computed from the published rule.
///
/// Apple documents the property only as an estimate. Public reverse-engineering notes of
/// QuartzCore (read from its shared caches and checked against the host's own QuartzCore on 32
/// named springs and 4,000 random ones) state the rule: `settlingDuration` is
/// `durationForEpsilon:` with ε = 0.001, which reads mass, stiffness, damping and `velocity`
/// (the property `initialVelocity` forwards to) and works in doubles. Apple's code cannot run
/// here; fluid evaluates the rule as published.
///
/// With ω = √(k/m) (rad/s), ζ = c/(2√(mk)) and v the initial velocity in fractions of the move
/// per second, positive toward the target (Core Animation's sign and units, and fluid's
/// `initialVelocity`):
/// - ζ = 0: never settles (+∞; Core Animation answers MAXFLOAT, iOS 12 +∞).
/// - 0 < ζ < 1: the envelope bound of x(t) = e^(−ζωt)·(cos ωd·t + (ζω − v)/ωd·sin ωd·t),
///   ωd = ω√(1 − ζ²), bounded by e^(−ζωt)·(1 + |(ζω − v)/ωd|), which falls to ε at
///   t = (−ln ε + ln(1 + |(ζω − v)/ωd|)) / (ζω), floored at 0. It is longer than the exact
///   settle (the bound is not the amplitude), grows without limit as ζ → 0 (as 1/ζ) and, unless
///   v = ω, as ζ → 1 from below (as ln(1/√(1 − ζ²))/ω, ωd → 0); it holds for any velocity, past ω
///   and negative (away from the target) included.
/// - ζ ≥ 1 (critical and over-damped alike): the spring is taken as critical, ζ ignored, and
///   time walked in steps of 0.1 s until the remainder r(t) = |1 + (ω − v)·t|·e^(−ωt) is under ε
///   and stays there: the first multiple of 0.1 s after the last time r(t) = ε. With v > ω the
///   remainder passes through 0 at t = 1/(v − ω) and rises again; the walk does not stop
///   there (mass 1, stiffness 100, damping 25, velocity 15: 0.9 s, not 0.2). So the answer
///   jumps at ζ = 1 (ζ = 0.999 with stiffness 100 from rest: 1.0068 s; ζ = 1: 1 s).
///
/// Mass and stiffness are positive and every value finite by `Spring`'s own validation, so
/// none of Core Animation's guards for a zero mass or stiffness can be reached.
extension Spring {
    /// Core Animation's `settlingDuration` for this spring and its `initialVelocity`, seconds;
    /// +∞ when undamped. `epsilon` is the fraction of the move (0.001, as `settlingDuration`
    /// passes; 0 < ε < 1).
    public func coreAnimationSettlingDuration(epsilon: Double = 0.001) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio, v = initialVelocity
        guard zeta > 0 else { return .infinity }
        if zeta < 1 {
            let decay = omega * zeta
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return max((-log(epsilon) + log(1 + abs((decay - v) / damped))) / decay, 0)
        }
        return CoreAnimationCriticalWalk(omega: omega, velocity: v, epsilon: epsilon).duration
    }
}

/// Core Animation's walk for ζ ≥ 1: the first multiple of 0.1 s from which the critical
/// remainder r(t) = |1 + a·t|·e^(−ωt), a = ω − v, stays under ε.
///
/// r is found in closed form where it turns: r'(t) = 0 for 1 + a·t ≠ 0 at t* = −v/(a·ω) (the
/// last stationary point; r decreases after max(t*, 0) to 0). The last time r = ε is therefore
/// the crossing on that final decreasing stretch when r there is at least ε, else (only when
/// v > ω, r having fallen to 0 at 1/(v − ω) and risen to a peak under ε) the crossing on the
/// first stretch [0, 1/(v − ω)], where r falls from 1. Each crossing is bracketed and
/// bisected to the last bit, then rounded up to the next step; the step is checked on r
/// itself, so a crossing an ulp off a step cannot end the walk a step early.
struct CoreAnimationCriticalWalk {
    let omega: Double
    let velocity: Double
    let epsilon: Double
    /// Core Animation's step, seconds.
    static let step = 0.1

    func remainder(_ t: Double) -> Double { abs(1 + (omega - velocity) * t) * exp(-omega * t) }

    /// Seconds, a multiple of 0.1 (n/10, correctly rounded); 0 when ε ≥ 1.
    var duration: Double {
        guard epsilon < 1 else { return 0 }
        let last = lastCrossing
        var steps = (last / Self.step).rounded(.down) + 1
        if remainder(steps / 10) >= epsilon { steps += 1 }
        return steps / 10
    }

    /// The last t with r(t) = ε (r(0) = 1 > ε).
    var lastCrossing: Double {
        let a = omega - velocity
        let turn = a == 0 ? 0 : max(-velocity / (a * omega), 0)
        if remainder(turn) >= epsilon { return crossing(fallingFrom: turn, to: nil) }
        // v > ω and the peak after the zero is under ε: the crossing before the zero.
        return crossing(fallingFrom: 0, to: 1 / (velocity - omega))
    }

    /// The crossing of ε on a stretch where r decreases from `start` (r ≥ ε there) to `end`
    /// (r < ε there), or onward when `end` is nil, found by doubling then bisection.
    private func crossing(fallingFrom start: Double, to end: Double?) -> Double {
        var lo = start
        var hi: Double
        if let end {
            hi = end
        } else {
            var width = 1 / omega
            hi = start + width
            while remainder(hi) >= epsilon, hi.isFinite {
                lo = hi
                width *= 2
                hi = start + width
            }
        }
        while true {
            let mid = lo + (hi - lo) / 2
            guard mid > lo, mid < hi else { return lo }
            if remainder(mid) >= epsilon { lo = mid } else { hi = mid }
        }
    }
}
