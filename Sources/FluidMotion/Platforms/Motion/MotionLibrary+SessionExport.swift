/// Motion's part of a session exported as TypeScript or JavaScript.
extension MotionLibraryPlatform {
    /// A spring transition, `{ type: "spring", stiffness, damping, mass }`; a decay as Motion's
    /// inertia, `{ type: "inertia", power, timeConstant }` (the time constant in milliseconds,
    /// as Motion takes it).
    public var scriptExport: ScriptExportPart? {
        ScriptExportPart(label: "Motion", summary: "Motion transitions", suffix: "", typeName: "SpringTransition",
                         typeDoc: "A Motion (Framer Motion) spring transition.",
                         typeShape: "{ type: \"spring\"; stiffness: number; damping: number; mass: number; velocity?: number }",
                         decayType: ("InertiaTransition", "A Motion (Framer Motion) inertia transition; timeConstant in milliseconds.",
                                     "{ type: \"inertia\"; power: number; timeConstant: number; velocity?: number }"),
                         decay: Self.inertia, claims: Self.physicsClaims,
                         easingType: ("CubicBezier", "A Motion (Framer Motion) cubic Bézier easing, for a transition's ease; durations in seconds.",
                                      "readonly [number, number, number, number]"),
                         easing: Self.easing) { physics in
            "{ type: \"spring\", stiffness: \(physics.stiffness), damping: \(physics.damping), mass: \(physics.mass) }"
        }
    }

    /// A decay as inertia: a decay tuned as inertia keeps its power and time constant; any
    /// other is the inertia of the same exponential, τ = 1/λ and power = τ × its velocity
    /// scale (so it starts at the curve's velocity and travels as far).
    @Sendable static func inertia(_ decay: ExportedDecay) -> (value: String, claim: String) {
        let own = decay.curve as? InertiaDecay
        let tau = own?.timeConstant ?? DecayConversion.timeConstant(decayConstant: decay.decayConstant)
        let power = decay.exportNumber(own?.power ?? tau * decay.exportNumber(decay.velocityScale).value)
        let milliseconds = decay.exportNumber(tau * 1000)
        let deviation = decay.exponentialDeviation(amplitude: power.value * decay.velocity, decayConstant: 1000 / milliseconds.value,
                                                   model: "Motion inertia from the printed values, power·v0·(1 − e^(−t/τ))")
        return ("{ type: \"inertia\", power: \(power), timeConstant: \(milliseconds) }", deviation.text)
    }

    /// The claim of the constant the file holds, `{ stiffness, damping, mass }`: its closed form
    /// from the printed values. The prompt's export may also write the visualDuration form
    /// and claim its deviation; the file holds no such form, so its claim never names one.
    @Sendable static func physicsClaims(_ spring: Spring) -> [String] {
        [spring.closedFormDeviation(spring.exportedPhysics, model: "Motion 12.36+'s closed form from the printed values").text]
    }
}
