/// Jetpack Compose's duration rule (kept apart from `Compose.swift` because it needs libc's
/// `log` and `hypot`). The platforms' rules disagree: they use different thresholds, one
/// checks the velocity too, one rounds up to a 50 ms frame grid, one takes the envelope
/// instead of the motion; each is its own function, named for whose rule it is, in its
/// platform's file. fluid's own measure is `settlingTime(threshold:)`: the exact last moment
/// the motion is ε or more from the target.
extension Spring {
    /// Jetpack Compose's estimate (`estimateAnimationDurationMillis` in animation-core's
    /// SpringEstimation.kt, as `FloatSpringSpec.getDurationNanos` calls it): the time the
    /// spring is last `visibilityThreshold` from its target, in whole milliseconds (the
    /// Kotlin `toLong()` truncates), for a move of `distance` units. Compose scales the move
    /// by the threshold, so only ε = visibilityThreshold / |distance| matters. By regime:
    ///
    /// - under-damped (ζ < 1): not the motion but its envelope: with r = −ζω0,
    ///   c = √(1 + ((v0 − r)/ωd)²) (x0 = 1, v0 = −initialVelocity), t = ln(ε/c)/r. This is
    ///   later than the motion's own last crossing, and jumps as ζ nears 1 (ωd → 0).
    /// - critically and over-damped (ζ ≥ 1): the last time |x(t)| = ε. Compose finds it by
    ///   Newton's method, stopped when a step is under 1 ms; fluid finds it exactly, so the
    ///   two can differ by a millisecond.
    ///
    /// ζ = 0 gives Compose's "infinite" (Long.MAX_VALUE / 10⁶ ms): +∞ here. A motion that
    /// starts within ε gives 0 (where Compose's envelope formula would go negative). Compose
    /// passes Float stiffness and damping ratio; this uses the spring's Doubles.
    /// Compose's default visibility threshold for a Float is 0.01.
    public func composeEstimatedDuration(visibilityThreshold: Double = 0.01, distance: Double = 1) -> Double {
        let epsilon = abs(visibilityThreshold / distance)
        guard dampingRatio > 0 else { return .infinity }
        guard epsilon.isFinite, epsilon > 0 else { return epsilon == 0 ? .infinity : 0 }
        let seconds: Double
        if let dampedFrequency {
            let r = -dampingRatio * naturalFrequency
            let v0 = -initialVelocity
            let c2 = (v0 - r) / dampedFrequency
            let c = hypot(1, c2)
            seconds = log(epsilon / c) / r
        } else {
            seconds = settlingTime(threshold: epsilon)
        }
        guard seconds.isFinite else { return seconds > 0 ? .infinity : 0 }
        return max(0, (seconds * 1000).rounded(.towardZero) / 1000)
    }
}
