extension AndroidPlatform {
    /// FlingAnimation (`AndroidFling`) at its friction scalar f, or at λ = 4.2·f written as a rate.
    public var decayModels: [DecayModelDeclaration] {
        [DecayModelDeclaration(word: "android", otherWords: ["fling"], title: "Android fling", place: 2, parameters: [Self.friction],
                               restRule: "stops where |v| < 46.88 pt/s", decayForm: ["friction"], projectForm: ["model: android", "friction"],
                               sideBySide: (2, "Android fling")) { v, a throws(MotionError) in
            let f = a.isRate("friction") ? DecayConversion.androidFriction(decayConstant: a["friction"]) : a["friction"]
            return Deceleration(try AndroidFling(velocity: v, friction: f))
        }]
    }

    /// FlingAnimation.setFriction's scalar, or the decay constant itself.
    static let friction = DecayParameterDeclaration(
        "friction", .plainOrRate,
        takes: "a plain number (Android's setFriction, default 1) or a rate per second (the decay constant itself, like 4.2/s)",
        default: AndroidFling.defaultFriction, meaning: "Android FlingAnimation's friction f: v(t) = v0·e^(−4.2·f·t)",
        plainOfRate: { DecayConversion.androidFriction(decayConstant: $0) },
        writing: DecayWriting(
            meaning: "Android's FlingAnimation friction", formula: "λ/4.2",
            summary: "Android's FlingAnimation friction (setFriction; 1 = 4.2/s) of the same decay as a rate, time constant or decay constant",
            phrase: "an Android friction", example: "friction(rate: 0.998)",
            refusal: "friction must be positive: a plain number (Android's setFriction, default 1) or a rate per second (the decay constant itself, "
                + "like 4.2/s)",
            decayConstant: { f in
                let lambda = DecayConversion.decayConstant(androidFriction: f)
                return lambda.isFinite && lambda > 0 ? lambda : nil
            },
            value: { DecayConversion.androidFriction(decayConstant: $0) }))
}
