/// Android's part of a session exported as Kotlin: per spring, a `SpringForce` factory
/// (mass 1: SpringForce has no mass, so its stiffness is k / m). Per decay, a
/// `FlingAnimation` factory at the friction of the same decay constant (λ = 4.2·friction),
/// taking the gesture's velocity (units per second), the tuned one its default.
extension AndroidPlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.kotlin, order: 1, label: "SpringForce", library: "androidx", summary: "Android SpringForce and FlingAnimation",
                        imports: ["androidx.dynamicanimation.animation.SpringForce", "androidx.dynamicanimation.animation.FlingAnimation",
                                  "androidx.dynamicanimation.animation.FloatValueHolder"],
                        usedNames: ["SpringForce", "FlingAnimation", "FloatValueHolder"], declarations: { name, _ in [name + "Force()"] },
                        decay: Self.decayCode) { name, _, spring in
            let kotlin = spring.kotlinStiffnessRatio
            return ["fun \(name)Force(): SpringForce = SpringForce().setStiffness(\(kotlin.stiffness)f).setDampingRatio(\(kotlin.ratio)f)"]
        }]
    }

    @Sendable static func decayCode(_ name: String, _ declared: String, _ decay: ExportedDecay) -> DecayExportCode {
        let friction = decay.exportNumber((decay.curve as? AndroidFling)?.friction
                                          ?? DecayConversion.androidFriction(decayConstant: decay.decayConstant))
        let velocity = decay.exportNumber(decay.velocity)
        let deviation = decay.exponentialDeviation(decayConstant: DecayConversion.decayConstant(androidFriction: Double(Float(friction.value))),
                                                   model: "FlingAnimation from the printed Floats, v0·e^(−4.2·f·t)")
        return DecayExportCode(
            declarations: [name + "Fling()"], claim: deviation.text,
            lines: ["fun \(name)Fling(value: FloatValueHolder, startVelocity: Float = \(velocity)f): FlingAnimation =",
                    "    FlingAnimation(value).setFriction(\(friction)f).setStartVelocity(startVelocity)"])
    }
}
