extension ReboundPlatform {
    /// `rebound.spring(tension: 0, …)` is `SpringConfig.coastingConfigWithOrigamiFriction`, not a
    /// spring: the hint points to the decay that is one, with the call's friction (a rate, per
    /// second) or 22/s, the friction of Rebound's default config.
    public var coastingSpring: CoastingSpring? {
        CoastingSpring(form: .reboundTensionFriction, parameter: "tension", value: 0) { printed in
            "tension 0 is Rebound's coasting spring (SpringConfig.coastingConfigWithOrigamiFriction), "
                + "which slows under friction alone and has no target: write it as a decay, like decay(1200pt/s, model: rebound, friction: "
                + (printed("friction").map { $0 + "/s" } ?? "22/s") + ")"
        }
    }
}
