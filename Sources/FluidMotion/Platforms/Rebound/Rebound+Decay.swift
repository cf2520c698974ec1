extension ReboundPlatform {
    /// The coasting spring (`ReboundCoasting`): friction in Origami units, as
    /// coastingConfigWithOrigamiFriction takes it (λ = (o − 8)·3 + 25), or λ itself written as a rate.
    public var decayModels: [DecayModelDeclaration] {
        [DecayModelDeclaration(word: "rebound", otherWords: ["coasting"], title: "Rebound coasting", place: 6, parameters: [Self.coastingFriction],
                               restRule: "stops when |v| < 0.001 units/s (restSpeedThreshold)", note: "coasting",
                               decayForm: ["model: rebound", "friction: 7"], projectForm: nil, sideBySide: nil) { v, a throws(MotionError) in
            let lambda = a.isRate("friction") ? a["friction"] : Rebound.frictionFromOrigami(a["friction"])
            return Deceleration(try ReboundCoasting(velocity: v, friction: lambda))
        }]
    }

    /// Origami 7, the friction of Rebound's default config.
    static let coastingFriction = DecayParameterDeclaration(
        "friction", .plainOrRate, takes: "a plain number (Origami friction, default 7) or a rate per second (the decay constant itself)",
        default: 7,
        meaning: "Rebound's coasting friction in Origami units (coastingConfigWithOrigamiFriction; 7 = 22/s, its default), or λ itself per second",
        plainOfRate: { Rebound.origamiFriction(fromPhysical: $0) }, ownReading: "a Rebound coasting's own: its Origami friction")
}
