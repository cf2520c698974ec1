extension UIKitPlatform {
    /// UIScrollView's deceleration: the exact continuous decay (`Decay`, decay's default) and the
    /// WWDC 2018 talk's sum (`TalkDecay`, project's default), both at a per-millisecond rate r.
    public var decayModels: [DecayModelDeclaration] {
        [
            DecayModelDeclaration(word: "exact", title: "UIKit exact", place: 0, parameters: [Self.rate], restRule: Self.restRule,
                                  defaultFor: .decay, decayForm: ["rate", "model: exact"], projectForm: nil,
                                  sideBySide: (1, "exact")) { v, a throws(MotionError) in
                Deceleration(Decay(velocity: v, rate: try DecelerationRate(a["rate"])))
            },
            DecayModelDeclaration(word: "talk", otherWords: ["wwdc"], title: "UIKit talk", place: 1, parameters: [Self.rate], restRule: Self.restRule,
                                  defaultFor: .project, note: "WWDC", decayForm: nil, projectForm: ["rate", "model: talk"],
                                  sideBySide: (0, "UIKit talk")) { v, a throws(MotionError) in
                Deceleration(TalkDecay(velocity: v, rate: try DecelerationRate(a["rate"])))
            },
        ]
    }

    /// UIScrollView's decelerationRate, the velocity kept per millisecond.
    static let rate = DecayParameterDeclaration("rate", takes: "a plain number", default: DecelerationRate.normal.perMillisecond, shown: "normal",
        meaning: "UIKit's deceleration rate per millisecond, r (normal 0.998, fast 0.99): v(t) = v0·r^(1000·t)",
        writing: DecayWriting(
            meaning: "UIKit's deceleration rate per millisecond", formula: "e^(−λ/1000)",
            summary: "UIKit's per-millisecond deceleration rate of the same decay as {friction}, a Motion time constant or a decay constant",
            phrase: "a rate", example: "rate(friction: 1)", refusal: "rate must be between 0 and 1",
            decayConstant: { r throws(MotionError) in try DecelerationRate(r).decayConstant },
            value: { DecayConversion.rate(decayConstant: $0) }))

    /// fluid's rule for both: UIKit states none.
    static let restRule = "stops when |v| < 0.5 pt/s"
}
