extension SpringParameters {
    /// Origami's tension and friction (Origami units), converted as Rebound's
    /// `SpringConfig.fromOrigamiTensionAndFriction`: tension = (o − 30)·3.62 + 194,
    /// friction = (o − 8)·3 + 25, mass 1.
    public static func origami(tension: Double, friction: Double) -> SpringParameters {
        .platform(PlatformSpringParameters(OrigamiTensionFriction(tension: tension, friction: friction)))
    }
}

/// Origami's tension and friction as written, in Origami units.
private struct OrigamiTensionFriction: PlatformSpringWriting {
    let tension: Double, friction: Double

    func resolved() throws(MotionError) -> ResolvedSpring {
        guard tension.isFinite else { throw finiteError("tension") }
        guard friction.isFinite else { throw finiteError("friction") }
        let k = Rebound.tensionFromOrigami(tension), c = Rebound.frictionFromOrigami(friction)
        guard k > 0 else {
            throw MotionError(parameter: "tension",
                              message: "tension must be above \(Rebound.lowestOrigamiTension) in Origami units (lower gives no spring force)")
        }
        guard c >= 0 else {
            throw MotionError(parameter: "friction",
                              message: "friction must be at least \(Rebound.lowestOrigamiFriction) in Origami units (lower is negative friction)")
        }
        return try ResolvedSpring(mass: 1, omega: k.squareRoot(), zeta: c / (2 * k.squareRoot()), stiffness: k, damping: c,
                                  frequencyName: "tension", dampingName: "friction")
    }
}
