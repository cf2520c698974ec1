extension ComposePlatform {
    /// exponentialDecay() (`ComposeExponentialDecay`) and splineBasedDecay(density) (`ComposeSplineDecay`).
    public var decayModels: [DecayModelDeclaration] {
        [
            DecayModelDeclaration(word: "compose", otherWords: ["exponentialdecay"], title: "Compose exponentialDecay", place: 5,
                                  parameters: [Self.frictionMultiplier, Self.absVelocityThreshold],
                                  restRule: "stops when |v| reaches absVelocityThreshold, whole ms",
                                  decayForm: ["model: compose", "frictionMultiplier", "absVelocityThreshold"],
                                  projectForm: ["model: compose", "frictionMultiplier", "absVelocityThreshold"],
                                  sideBySide: (5, "Compose exponentialDecay")) { v, a throws(MotionError) in
                Deceleration(try ComposeExponentialDecay(velocity: v, frictionMultiplier: a["frictionMultiplier"],
                                                         absVelocityThreshold: a["absVelocityThreshold"]))
            },
            DecayModelDeclaration(word: "splineBasedDecay", otherWords: ["composespline", "spline"], title: "Compose splineBasedDecay", place: 7,
                                  parameters: [Self.density], restRule: "ends at its fling spline's duration, whole ms",
                                  decayForm: ["model: splineBasedDecay", "density"], projectForm: ["model: splineBasedDecay", "density"],
                                  sideBySide: (6, "splineBasedDecay (density 1)")) { v, a throws(MotionError) in
                Deceleration(try ComposeSplineDecay(velocity: v, density: a["density"]))
            },
        ]
    }

    static let frictionMultiplier = DecayParameterDeclaration("frictionMultiplier", takes: "a plain number", default: 1,
        meaning: "Compose exponentialDecay's friction multiplier m: v(t) = v0·e^(−4.2·m·t)")

    static let absVelocityThreshold = DecayParameterDeclaration("absVelocityThreshold", takes: "a plain number", default: 0.1,
        meaning: "Compose exponentialDecay's end: the speed (units per second) at which it stops")

    /// LocalDensity's pixels per dp.
    static let density = DecayParameterDeclaration("density", takes: "a plain number", default: 1,
        meaning: "Compose splineBasedDecay's screen density, pixels per dp (LocalDensity; 1 = 160 dpi, 2.625 = 420 dpi): "
            + "the velocity and distance are that screen's pixels; at 1 they are dp",
        expected: ("a plain number (pixels per dp)", "2.625"), member: "Compose splineBasedDecay's screen density, pixels per dp")
}
