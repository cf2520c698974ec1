extension SpringParameters {
    /// Rebound / Origami "Pop" springs and React Native `Animated.spring` (fluid's own
    /// `spring(bounciness:speed:)` too): converted with Rebound's `BouncyConversion` to Origami
    /// tension/friction, then Origami → physics. Mass 1; bounciness and speed ≥ 0.
    public static func bouncinessSpeed(bounciness: Double, speed: Double) -> SpringParameters {
        .platform(PlatformSpringParameters(BouncinessSpeed(bounciness: bounciness, speed: speed)))
    }
}

/// Bounciness and speed as written, resolved by `BouncyConversion`.
private struct BouncinessSpeed: PlatformSpringWriting {
    let bounciness: Double, speed: Double

    func resolved() throws(MotionError) -> ResolvedSpring {
        try requireNonNegative(bounciness, "bounciness", "0 = no bounce")
        try requireNonNegative(speed, "speed", "0 = slowest")
        let (tension, friction) = Rebound.physicalTensionFriction(bounciness: bounciness, speed: speed)
        guard tension.isFinite, tension > 0 else {
            throw MotionError(parameter: "speed", message: "speed is too large to compute")
        }
        guard friction.isFinite, friction >= 0 else {
            throw MotionError(parameter: "bounciness", message: "bounciness is too large to compute")
        }
        return try ResolvedSpring(mass: 1, omega: tension.squareRoot(), zeta: friction / (2 * tension.squareRoot()),
                                  stiffness: tension, damping: friction,
                                  frequencyName: "speed", dampingName: "bounciness")
    }
}
