/// Reading a spring in the terms of the families added for issue 3: SwiftUI's settling
/// duration and clamped mass/stiffness/damping, Framer's time-based springs, Origami values.
/// Each returns nil (or says why) when the family cannot express the spring exactly; each is
/// the exact inverse of the matching `SpringParameters` case, up to rounding.
extension Spring {
    /// Framer's `{ visualDuration, bounce }` for this spring: visualDuration = 2π/(1.2·ω0) (s),
    /// bounce = 1 − ζ. nil unless 0.05 ≤ ζ ≤ 1, the damping ratios Framer's bounce can give
    /// (it never over-damps, and clamps ζ below at 0.05).
    public var framerVisualDurationBounce: (visualDuration: Double, bounce: Double)? {
        guard FramerSpring.dampingRatioRange.contains(dampingRatio) else { return nil }
        return (FramerSpring.visualDuration(naturalFrequency: naturalFrequency), 1 - dampingRatio)
    }

    /// Framer's `{ duration, bounce }` for this spring (`findSpring` inverted exactly):
    /// duration = ω0T/ω0 with ω0T the envelope product of ζ, bounce = 1 − ζ. nil unless
    /// 0.05 ≤ ζ ≤ 1 and the duration lies in Framer's 0.01 … 10 s.
    public var framerDurationBounce: (duration: Double, bounce: Double)? {
        guard FramerSpring.dampingRatioRange.contains(dampingRatio) else { return nil }
        let duration = FramerSpring.duration(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio)
        guard FramerSpring.durationRange.contains(duration) else { return nil }
        return (duration, 1 - dampingRatio)
    }

    /// The Framer duration this spring would need, before Framer's 0.01 … 10 s clamp; nil when
    /// Framer's bounce cannot give its damping ratio. Says why `framerDurationBounce` is nil.
    public var framerUnclampedDuration: Double? {
        guard FramerSpring.dampingRatioRange.contains(dampingRatio) else { return nil }
        return FramerSpring.duration(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio)
    }

    /// Origami tension and friction (Origami units) of the same motion with mass 1:
    /// o = (k/m − 194)/3.62 + 30 and (c/m − 25)/3 + 8. Always defined; values below 0 are
    /// springs softer or less damped than Origami's scale starts.
    public var origamiTensionFriction: (tension: Double, friction: Double) {
        let (tension, friction) = tensionFriction
        return (Rebound.origamiTension(fromPhysical: tension), Rebound.origamiFriction(fromPhysical: friction))
    }

    /// SwiftUI's `(settlingDuration, dampingRatio)` with the given ε: the last time the step
    /// (target 1, initial velocity 0, whatever this spring's own velocity) is at least ε from
    /// its target, and ζ. nil for an undamped spring (ζ = 0), which never settles, and for ε
    /// outside (0, 1).
    public func settlingDurationDampingRatio(epsilon: Double = 0.001) -> (settlingDuration: Double, dampingRatio: Double)? {
        guard dampingRatio > 0, epsilon > 0, epsilon < 1 else { return nil }
        let settle = swiftUISettlingDuration(epsilon: epsilon)
        guard settle.isFinite, settle > 0 else { return nil }
        return (settle, dampingRatio)
    }
}

extension Spring {
    /// Why `bouncinessSpeed` is nil, as a phrase ("it is slower than speed 0, Rebound's
    /// slowest"); nil when Rebound's bounciness and speed express this spring.
    public var bouncinessSpeedLimit: String? {
        guard bouncinessSpeed == nil else { return nil }
        let origami = origamiTensionFriction
        if !(origami.tension >= 0.5) { return "it is slower than speed 0, Rebound's slowest" }
        let noBounce = Rebound.noBounceFriction(origami.tension)
        if origami.friction > noBounce { return "it is more damped than bounciness 0 at this speed" }
        return "it is bouncier than bounciness 42.5, the most Rebound's curve reaches"
    }
}
