/// How long a spring "lasts", by each platform's own rule. The rules disagree — they use
/// different thresholds, one checks the velocity too, one rounds up to a 50 ms frame grid,
/// one takes the envelope instead of the motion — so each is its own function, named for
/// whose rule it is. fluid's own measure is `settlingTime(threshold:)`: the exact last
/// moment the motion is ε or more from the target.
///
/// All take the step response of this spring (a move of the whole distance, from progress 0
/// to 1) and return seconds; +∞ where the rule never ends (an undamped spring).
extension Spring {
    /// SwiftUI's `Spring.settlingDuration`, by Apple's documented definition: the time after
    /// which every later value stays within `epsilon` of the target, for a target of 1, an
    /// initial velocity of 0 and ε = 0.001 (`settlingDuration(target:initialVelocity:epsilon:)`
    /// with its defaults). fluid computes that definition exactly (the last crossing of
    /// |1 − p(t)| = ε); Apple calls its value an estimate and does not publish the method.
    ///
    /// Unlike `settlingTime`, this ignores the spring's `initialVelocity`, as the property
    /// does. +∞ for an undamped spring or ε ≤ 0; 0 when ε ≥ the whole distance.
    public func swiftUISettlingDuration(epsilon: Double = 0.001) -> Double {
        var atRest = self
        atRest.initialVelocity = 0
        return atRest.settlingTime(threshold: epsilon)
    }

    /// Framer Motion's rest rule (motion-dom's spring generator run through
    /// `calcGeneratorDuration`): the animation is done at the first frame of a 50 ms grid
    /// (t = 0, 50, 100 … ms) where |target − x| ≤ restDelta and, for an under-damped spring
    /// only, |velocity| ≤ restSpeed. When the grid reaches 20 000 ms without that, Motion
    /// reports an infinite duration, and so does this (+∞).
    ///
    /// - Parameters:
    ///   - distance: the size of the move in the animated value's units (1 for opacity or a
    ///     scale from 0 to 1; 300 for a 300 px slide). Motion picks its thresholds from it.
    ///   - restSpeed: units per second; nil for Motion's default, 0.01 for a move under 5
    ///     units and 2 otherwise (Motion treats 0 as unset too).
    ///   - restDelta: units; nil for Motion's default, 0.005 under 5 units and 0.5 otherwise.
    /// The initial velocity is `initialVelocity · distance` units per second toward the
    /// target. Velocity is the exact derivative of the closed form (Motion has used both
    /// that and a 5 ms backward difference; on a 50 ms grid they rarely pick another frame).
    /// A distance of 0 (or not finite) is at rest at once: 0.
    public func framerRestDuration(distance: Double = 1, restSpeed: Double? = nil, restDelta: Double? = nil) -> Double {
        guard distance.isFinite, distance != 0 else { return 0 }
        let small = abs(distance) < 5
        let speedLimit = restSpeed.flatMap { $0 == 0 || !$0.isFinite ? nil : abs($0) } ?? (small ? 0.01 : 2)
        let deltaLimit = restDelta.flatMap { $0 == 0 || !$0.isFinite ? nil : abs($0) } ?? (small ? 0.005 : 0.5)
        let motion = SpringOscillator(spring: self, displacement: distance, velocity: -initialVelocity * distance)
        let checksVelocity = dampingRatio < 1
        func done(_ milliseconds: Int) -> Bool {
            let t = Double(milliseconds) / 1000
            guard abs(motion.position(at: t)) <= deltaLimit else { return false }
            return !checksVelocity || abs(motion.velocity(at: t)) <= speedLimit
        }
        var milliseconds = 0
        var finished = done(0)
        while !finished && milliseconds < Self.framerMaximumMilliseconds {
            milliseconds += Self.framerFrameMilliseconds
            finished = done(milliseconds)
        }
        return milliseconds >= Self.framerMaximumMilliseconds ? .infinity : Double(milliseconds) / 1000
    }

    /// Motion's `calcGeneratorDuration` time step (ms).
    public static let framerFrameMilliseconds = 50
    /// Motion's `maxGeneratorDuration` (ms): at or past it the duration is infinite.
    public static let framerMaximumMilliseconds = 20_000

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
