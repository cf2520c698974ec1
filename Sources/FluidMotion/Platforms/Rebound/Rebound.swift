/// Facebook Rebound, from facebookarchive/rebound-js `src/SpringConfig.js`,
/// `src/BouncyConversion.js`, `src/OrigamiValueConverter.js`: `new SpringConfig(tension,
/// friction)` in physical units (mass 1), `SpringConfig.fromBouncinessAndSpeed` through
/// `BouncyConversion`, and `SpringConfig.defaultConfig`, Origami (40, 7). The conversions
/// (`Rebound` below) are shared with Origami and React Native, which use the same code.
public struct ReboundPlatform: MotionPlatform {
    public init() {}
    public let name = "rebound", title = "Rebound"
    /// Its frames at 60 Hz, by its own rest rule.
    public var frameDuration: PlatformFrameDuration? {
        PlatformFrameDuration("Rebound") { spring, limit in
            ReboundFrames(spring: spring, to: 1).duration(limit: limit)
        }
    }
    public let upstream = "facebookarchive/rebound-js src/SpringConfig.js, BouncyConversion.js, OrigamiValueConverter.js (ANCHORS.md)"
    /// rebound-js's last release, whose frames `ReboundFrames` reproduces (reboundFrames(…)).
    public let release = "0.1.0 (rebound-js)"

    public var constructors: [SpringConstructor] {
        [SpringConstructor(name: "rebound.spring",
            summary: "Rebound: bounciness/speed (BouncyConversion), or SpringConfig(tension, friction) in physical units",
            example: "rebound.spring(bounciness: 8, speed: 12)",
            forms: [.reboundBouncinessSpeed, .reboundTensionFriction])]
    }

    public var family: SpringFamily? {
        SpringFamily(name: name, primary: .reboundTensionFriction, alternatives: [.reboundBouncinessSpeed, .origamiTensionFriction])
    }

    public var presets: [SpringPreset] {
        [SpringPreset("default", .spring(.origamiTensionFriction, [:]), "SpringConfig.defaultConfig: Origami tension 40, friction 7 (physical 230.2, 22)")]
    }

    public var members: [SpringMember] {
        [(name: "bounciness", form: .reboundBouncinessSpeed, label: "bounciness"),
         (name: "speed", form: .reboundBouncinessSpeed, label: "speed")]
    }
}

extension SpringForm {
    /// Rebound's `new SpringConfig(tension, friction)`: physical values, mass 1.
    public static let reboundTensionFriction = tensionFriction.renamed("reboundTensionFriction", "rebound.spring")
    /// Rebound's `SpringConfig.fromBouncinessAndSpeed`.
    public static let reboundBouncinessSpeed = bouncinessSpeed.renamed("reboundBouncinessSpeed", "rebound.spring")
}

// MARK: - Read-back

extension Spring {
    /// Rebound's bounciness and speed that give this spring, inverting `BouncyConversion`;
    /// nil when no (bounciness ≥ 0, speed ≥ 0) pair does (too slow, or more damped than a
    /// bounciness-0 spring of that speed, or bouncier than Rebound's curve reaches).
    /// Bounciness is returned on Rebound's principal branch, 0 … 42.5.
    public var bouncinessSpeed: (bounciness: Double, speed: Double)? {
        let (tension, friction) = tensionFriction
        return Rebound.bouncinessSpeed(physicalTension: tension, friction: friction)
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

// MARK: - Conversions

/// Facebook Rebound's conversions, from their published definitions (ANCHORS.md; checked against
/// facebookarchive/rebound-js `src/OrigamiValueConverter.js`, `src/BouncyConversion.js`,
/// `src/SpringConfig.js` and React Native's `SpringConfig.js`):
/// Origami → physics: tension = (o − 30)·3.62 + 194, friction = (o − 8)·3 + 25. (Rebound's Java
/// converter also maps an Origami value of exactly 0 to 0; rebound-js, React Native and fluid
/// use the linear map for every value.)
/// BouncyConversion: b = bounciness/1.7 and s = speed/1.7 normalised over [0, 20];
/// b projected onto [0, 0.8]; Origami tension = s projected onto [0.5, 200];
/// Origami friction = (1 − t')·noBounceFriction(tension) + t'·0.01 with t' = 2b − b².
public enum Rebound {
    /// Physical tension (stiffness, mass 1) of Origami tension o: (o − 30)·3.62 + 194.
    public static func tensionFromOrigami(_ o: Double) -> Double { (o - 30) * 3.62 + 194 }
    /// Physical friction (damping, mass 1) of Origami friction o: (o − 8)·3 + 25.
    public static func frictionFromOrigami(_ o: Double) -> Double { (o - 8) * 3 + 25 }
    /// Origami tension of a physical tension t: (t − 194)/3.62 + 30, the inverse of `tensionFromOrigami`.
    public static func origamiTension(fromPhysical t: Double) -> Double { (t - 194) / 3.62 + 30 }
    /// Origami friction of a physical friction f: (f − 25)/3 + 8, the inverse of `frictionFromOrigami`.
    public static func origamiFriction(fromPhysical f: Double) -> Double { (f - 25) / 3 + 8 }
    /// Origami values at which physical tension reaches 0 and friction goes negative, rounded
    /// for messages: 30 − 194/3.62 = −23.59…, 8 − 25/3 = −0.333….
    public static let lowestOrigamiTension = "-23.59"
    public static let lowestOrigamiFriction = "-0.3333"

    /// Rebound's friction of a spring without bounce, a piecewise cubic of Origami tension.
    public static func noBounceFriction(_ t: Double) -> Double {
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }

    /// Origami (tension, friction) of Rebound's bounciness and speed.
    public static func origamiTensionFriction(bounciness: Double, speed: Double) -> (Double, Double) {
        let b = (bounciness / 1.7) / 20 * 0.8          // normalize over [0, 20], project onto [0, 0.8]
        let s = (speed / 1.7) / 20                      // normalize over [0, 20]
        let tension = 0.5 + s * (200 - 0.5)             // project onto [0.5, 200]
        let blend = 2 * b - b * b                       // quadratic-out
        let friction = blend * 0.01 + (1 - blend) * noBounceFriction(tension)
        return (tension, friction)
    }

    /// Physical (mass 1) tension and friction of Rebound's bounciness and speed.
    public static func physicalTensionFriction(bounciness: Double, speed: Double) -> (Double, Double) {
        let (t, f) = origamiTensionFriction(bounciness: bounciness, speed: speed)
        return (tensionFromOrigami(t), frictionFromOrigami(f))
    }

    /// Rebound's bounciness and speed of a physical (mass 1) tension and friction, inverting
    /// `physicalTensionFriction`: speed from the Origami tension's place on [0.5, 200], then
    /// bounciness from the blend t' between no-bounce friction and 0.01. nil when no
    /// (bounciness ≥ 0, speed ≥ 0) pair gives them; bounciness on the principal branch 0 … 42.5.
    public static func bouncinessSpeed(physicalTension: Double, friction: Double) -> (bounciness: Double, speed: Double)? {
        let tension = origamiTension(fromPhysical: physicalTension)
        let origamiFriction = origamiFriction(fromPhysical: friction)
        guard tension >= 0.5, tension.isFinite, origamiFriction.isFinite else { return nil }
        let speed = (tension - 0.5) / (200 - 0.5) * 20 * 1.7
        let noBounce = noBounceFriction(tension)
        // friction = (1 − t')·n + t'·0.01  ⇒  t' = (n − friction)/(n − 0.01), t' in [0, 1].
        let rawBlend = (noBounce - origamiFriction) / (noBounce - 0.01)
        // Round trips through the Origami conversion leave a few ulps: bounciness 0 may
        // come back as −1e-16; treat anything within 1e-12 of the range as on its edge.
        guard rawBlend.isFinite, rawBlend > -1e-12, rawBlend < 1 + 1e-12 else { return nil }
        let blend = min(max(rawBlend, 0), 1)
        // b = 1 − √(1 − t'), written without cancellation for small t'.
        let b = blend / (1 + (1 - blend).squareRoot())
        return (bounciness: b / 0.8 * 20 * 1.7, speed: speed)
    }
}
