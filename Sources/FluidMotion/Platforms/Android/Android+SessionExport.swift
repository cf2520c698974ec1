/// Android's part of a session exported as Kotlin: per spring, a `SpringForce` factory
/// (mass 1: SpringForce has no mass, so its stiffness is k / m), and for a spring tuned with
/// a gesture's velocity a `SpringAnimation` factory that takes the gesture's (units per
/// second), the tuned one, for a move of 1, its documented example. Per decay, a
/// `FlingAnimation` factory at the friction of the same decay constant (λ = 4.2·friction),
/// taking the gesture's velocity (units per second), the tuned one its default.
extension AndroidPlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.kotlin, order: 1, label: "SpringForce", library: "androidx", summary: "Android SpringForce and FlingAnimation",
                        imports: ["androidx.dynamicanimation.animation.SpringForce", "androidx.dynamicanimation.animation.FlingAnimation",
                                  "androidx.dynamicanimation.animation.FloatValueHolder", "androidx.dynamicanimation.animation.SpringAnimation"],
                        usedNames: ["SpringForce", "SpringAnimation", "FlingAnimation", "FloatValueHolder", "PathInterpolator"],
                        declarations: { name, _ in [name + "Force()", name + "Animation()"] }, decay: Self.decayCode, easing: Self.easingCode,
                        easingImports: Self.easingImports) { name, _, spring in
            let kotlin = spring.kotlinStiffnessRatio
            var lines = ["fun \(name)Force(): SpringForce = SpringForce().setStiffness(\(kotlin.stiffness)f).setDampingRatio(\(kotlin.ratio)f)"]
            if spring.initialVelocity != 0 {
                lines += ["/** A spring animation of `value` started at `startVelocity`, units per second: your gesture's "
                            + "(tuned: \(spring.exportVelocity)f × the distance). */",
                          "fun \(name)Animation(value: FloatValueHolder, startVelocity: Float): SpringAnimation =",
                          "    SpringAnimation(value).setSpring(\(name)Force()).setStartVelocity(startVelocity)"]
            }
            return lines
        }]
    }

    @Sendable static func decayCode(_ name: String, _ declared: String, _ decay: ExportedDecay) -> DecayExportCode {
        let friction = decay.exportNumber((decay.curve as? AndroidFling)?.friction
                                          ?? DecayConversion.androidFriction(decayConstant: decay.decayConstant))
        let velocity = decay.exportNumber(decay.velocity * decay.exportNumber(decay.velocityScale).value)
        let deviation = decay.exponentialDeviation(decayConstant: DecayConversion.decayConstant(androidFriction: Double(Float(friction.value))),
                                                   model: "FlingAnimation from the printed Floats, v0·e^(−4.2·f·t)")
        return DecayExportCode(
            declarations: [name + "Fling()"], claim: deviation.text + decay.velocityScaleNote,
            lines: ["fun \(name)Fling(value: FloatValueHolder, startVelocity: Float = \(velocity)f): FlingAnimation =",
                    "    FlingAnimation(value).setFriction(\(friction)f).setStartVelocity(startVelocity)"])
    }
}
