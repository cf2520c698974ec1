/// react-spring's part of a session exported as TypeScript or JavaScript.
extension ReactSpringPlatform {
    /// A config, `{ tension, friction, mass }` (react-spring's stiffness, damping and mass);
    /// a decay's, `{ decay }`, its per-millisecond factor d of the same decay constant
    /// (λ = 1000·(1 − d)), or the decay's own for one tuned as react-spring's.
    public var scriptExport: ScriptExportPart? {
        ScriptExportPart(label: "react-spring", summary: "react-spring configs", suffix: "Config", typeName: "SpringConfig",
                         typeDoc: "A react-spring config.",
                         typeShape: "{ tension: number; friction: number; mass: number; velocity?: number }",
                         decayType: ("DecayConfig", "A react-spring decay config; velocity in units per millisecond.",
                                     "{ decay: number; velocity?: number }"),
                         decay: Self.decayConfig, velocityUnit: ("units per millisecond", 0.001),
                         easingType: ("EasingConfig", "A react-spring config of a duration (milliseconds) and an easing function.",
                                      "{ duration: number; easing: (t: number) => number }"),
                         easing: Self.easing, easingTakesDuration: true,
                         easingHelper: Self.cubicBezierFunction, easingHelperNames: [Self.cubicBezierName]) { physics in
            "{ tension: \(physics.stiffness), friction: \(physics.damping), mass: \(physics.mass) }"
        }
    }

    @Sendable static func decayConfig(_ decay: ExportedDecay) -> (value: String, claim: String) {
        let d = decay.exportNumber((decay.curve as? ReactSpringDecay)?.decay ?? DecayConversion.reactSpringDecay(decayConstant: decay.decayConstant))
        let deviation = decay.exponentialDeviation(decayConstant: DecayConversion.decayConstant(reactSpringDecay: d.value),
                                                   model: "react-spring's decay from the printed factor, ideal, v0·e^(−1000·(1 − d)·t)")
        return ("{ decay: \(d) }", deviation.text + decay.velocityScaleNote)
    }
}
