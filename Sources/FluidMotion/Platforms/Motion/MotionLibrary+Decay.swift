extension MotionLibraryPlatform {
    /// inertia (`InertiaDecay`): power and time constant.
    public var decayModels: [DecayModelDeclaration] {
        [DecayModelDeclaration(word: "inertia", title: "Motion inertia", place: 3,
                               parameters: [Self.inertiaPower, Self.inertiaTimeConstant], restRule: "snaps to its target within 0.5 pt",
                               decayForm: ["power", "timeConstant"], projectForm: ["model: inertia", "power", "timeConstant"],
                               sideBySide: (3, "Motion inertia")) { v, a throws(MotionError) in
            Deceleration(try InertiaDecay(velocity: v, power: a["power"], timeConstant: a["timeConstant"]))
        }]
    }

    static let inertiaPower = DecayParameterDeclaration("power", takes: "a plain number", default: InertiaDecay.defaultPower,
        meaning: "Motion's inertia power: the distance is power × the velocity (in seconds)", member: "Motion's inertia power")

    static let inertiaTimeConstant = DecayParameterDeclaration("timeConstant", .time, takes: "a time", default: InertiaDecay.defaultTimeConstant,
        meaning: "Motion's inertia time constant τ: v(t) = v0·e^(−t/τ)",
        writing: DecayWriting(
            meaning: "Motion's inertia time constant τ", formula: "1/λ",
            summary: "Motion's (Framer Motion's) inertia time constant τ = 1/λ of the same decay as a rate, friction or decay constant",
            phrase: "a time constant", example: "timeConstant(rate: 0.998)", refusal: "timeConstant must be a positive time, like 325ms",
            decayConstant: { tau in
                let lambda = DecayConversion.decayConstant(timeConstant: tau)
                return tau > 0 && lambda.isFinite ? lambda : nil
            },
            value: { DecayConversion.timeConstant(decayConstant: $0) }))
}
