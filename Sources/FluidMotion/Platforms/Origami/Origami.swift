/// Origami (Facebook's prototyping tool): springs in Origami's own tension and friction
/// units, default (40, 7), converted as Rebound's `SpringConfig.fromOrigamiTensionAndFriction`
/// (tension = (o − 30)·3.62 + 194, friction = (o − 8)·3 + 25, mass 1; see `Rebound`), and Pop
/// Animation's bounciness and speed (Rebound's `BouncyConversion`).
public struct OrigamiPlatform: MotionPlatform {
    public init() {}
    public let name = "origami", title = "Origami"
    public let upstream = "facebookarchive/rebound-js src/OrigamiValueConverter.js, SpringConfig.js (ANCHORS.md)"

    public var constructors: [SpringConstructor] {
        [SpringConstructor(name: "origami.spring",
            summary: "Origami: tension/friction in Origami units (default 40, 7), or Pop Animation bounciness/speed",
            example: "origami.spring(tension: 40, friction: 7)",
            forms: [.origamiTensionFriction, .origamiBouncinessSpeed])]
    }

    public var family: SpringFamily? {
        SpringFamily(name: name, primary: .origamiTensionFriction, alternatives: [.origamiBouncinessSpeed])
    }

    public var presets: [SpringPreset] {
        [SpringPreset("default", .spring(.origamiTensionFriction, [:]),
                      "Origami's default spring: tension 40, friction 7 in Origami units (physical 230.2, 22)")]
    }

    public var members: [SpringMember] {
        [(name: "origamiTension", form: .origamiTensionFriction, label: "tension"),
         (name: "origamiFriction", form: .origamiTensionFriction, label: "friction")]
    }
}

extension SpringForm {
    /// Origami tension and friction (Origami units), default Origami (40, 7). Every spring
    /// has one (values below 0 are softer or less damped than Origami's scale starts).
    public static let origamiTensionFriction = SpringForm("origamiTensionFriction", "origami.spring",
        [.number("tension", default: 40), .number("friction", default: 7)],
        build: { v, _ in .origami(tension: value(v, "tension"), friction: value(v, "friction")) },
        inverse: { s in .values(["tension": s.origamiTensionFriction.tension, "friction": s.origamiTensionFriction.friction]) })
    /// Origami's Pop Animation bounciness and speed.
    public static let origamiBouncinessSpeed = bouncinessSpeed.renamed("origamiBouncinessSpeed", "origami.spring")
}

extension Spring {
    /// Origami tension and friction (Origami units) of the same motion with mass 1:
    /// o = (k/m − 194)/3.62 + 30 and (c/m − 25)/3 + 8. Always defined; values below 0 are
    /// springs softer or less damped than Origami's scale starts.
    public var origamiTensionFriction: (tension: Double, friction: Double) {
        let (tension, friction) = tensionFriction
        return (Rebound.origamiTension(fromPhysical: tension), Rebound.origamiFriction(fromPhysical: friction))
    }
}
