extension SpringParameters {
    /// Motion (Framer Motion) `{ visualDuration, bounce }`: ω0 = 2π/(1.2·visualDuration),
    /// ζ = clamp(1 − bounce, 0.05, 1), mass 1 (see `MotionLibrarySpring`).
    public static func motionVisualDuration(visualDuration: Double, bounce: Double) -> SpringParameters {
        .platform(PlatformSpringParameters(MotionVisualDurationBounce(visualDuration: visualDuration, bounce: bounce)))
    }

    /// Motion (Framer Motion) `{ duration, bounce }`: Motion's `findSpring`, solved exactly: the
    /// ω0 at which its envelope falls to 0.001 at `duration` (clamped to 0.01 … 10 s), with
    /// ζ = clamp(1 − bounce, 0.05, 1), mass 1 (see `MotionLibrarySpring`).
    public static func motionDuration(duration: Double, bounce: Double) -> SpringParameters {
        .platform(PlatformSpringParameters(MotionDurationBounce(duration: duration, bounce: bounce)))
    }
}

/// Motion's visualDuration and bounce as written.
private struct MotionVisualDurationBounce: PlatformSpringWriting {
    let visualDuration: Double, bounce: Double

    func resolved() throws(MotionError) -> ResolvedSpring {
        try requirePositiveTime(visualDuration, "visualDuration", "about the time to first reach the target")
        guard bounce.isFinite else { throw finiteError("bounce") }
        let omega = MotionLibrarySpring.naturalFrequency(visualDuration: visualDuration)
        let zeta = MotionLibrarySpring.dampingRatio(bounce: bounce)
        return try ResolvedSpring(mass: 1, omega: omega, zeta: zeta, stiffness: omega * omega, damping: 2 * zeta * omega,
                                  frequencyName: "visualDuration", dampingName: "bounce")
    }
}

/// Motion's duration and bounce as written.
private struct MotionDurationBounce: PlatformSpringWriting {
    let duration: Double, bounce: Double

    func resolved() throws(MotionError) -> ResolvedSpring {
        try requirePositiveTime(duration, "duration", "the time Motion's envelope takes to fall to 0.001")
        guard bounce.isFinite else { throw finiteError("bounce") }
        let zeta = MotionLibrarySpring.dampingRatio(bounce: bounce)
        let omega = MotionLibrarySpring.naturalFrequency(duration: MotionLibrarySpring.clampedDuration(duration), bounce: bounce)
        return try ResolvedSpring(mass: 1, omega: omega, zeta: zeta, stiffness: omega * omega, damping: 2 * zeta * omega,
                                  frequencyName: "duration", dampingName: "bounce")
    }
}
