/// Compose's part of a session exported as Kotlin: per spring, a generic factory
/// `fun <T> open(): SpringSpec<T>`, so one spring animates any type Compose animates
/// (`animateDpAsState(…, animationSpec = Drawer.open())`, Offset, IntSize, Color, Float):
/// Compose's `spring()` is generic in the same way, and a `SpringSpec<Float>` is not an
/// `AnimationSpec<Dp>`.
///
/// Per decay, a generic `DecayAnimationSpec<T>` factory: `splineBasedDecay(density)` for a
/// decay tuned as Compose's spline (the density is the screen's, so it is a parameter),
/// otherwise `exponentialDecay` of the same decay constant (λ = 4.2·frictionMultiplier),
/// with the end speed of a decay tuned as Compose's exponential decay.
extension ComposePlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.kotlin, order: 0, label: "Compose", library: "Compose", summary: "Compose SpringSpec and DecayAnimationSpec factories",
                        imports: ["androidx.compose.animation.core.SpringSpec", "androidx.compose.animation.core.spring",
                                  "androidx.compose.animation.core.DecayAnimationSpec", "androidx.compose.animation.core.exponentialDecay",
                                  "androidx.compose.animation.splineBasedDecay", "androidx.compose.ui.unit.Density"],
                        usedNames: ["SpringSpec", "spring", "DecayAnimationSpec", "exponentialDecay", "splineBasedDecay", "Density",
                                    "CubicBezierEasing", "Easing", "TweenSpec", "tween"],
                        declarations: { _, declared in [declared + "()"] }, decay: Self.decayCode, easing: Self.easingCode,
                        easingImports: Self.easingImports) { _, declared, spring in
            let kotlin = spring.kotlinStiffnessRatio
            return ["fun <T> \(declared)(): SpringSpec<T> = spring(dampingRatio = \(kotlin.ratio)f, stiffness = \(kotlin.stiffness)f)"]
        }]
    }

    @Sendable static func decayCode(_ name: String, _ declared: String, _ decay: ExportedDecay) -> DecayExportCode {
        if let spline = decay.curve as? ComposeSplineDecay {
            return DecayExportCode(
                declarations: [declared + "()"],
                claim: "splineBasedDecay itself, the model fluid ran (tuned at density \(decay.exportNumber(spline.density)); "
                    + "pass your screen's LocalDensity)",
                lines: ["fun <T> \(declared)(density: Density): DecayAnimationSpec<T> = splineBasedDecay(density)"])
        }
        let own = decay.curve as? ComposeExponentialDecay
        let multiplier = decay.exportNumber(own?.frictionMultiplier ?? DecayConversion.androidFriction(decayConstant: decay.decayConstant))
        let threshold = decay.exportNumber(own?.absVelocityThreshold ?? 0.1)
        let lambda = 4.2 * Double(Float(multiplier.value))
        let deviation = decay.exponentialDeviation(decayConstant: lambda,
                                                   model: "Compose exponentialDecay from the printed Floats, v0·e^(−4.2·m·t)")
        return DecayExportCode(
            declarations: [declared + "()"], claim: deviation.text + decay.velocityScaleNote,
            lines: ["fun <T> \(declared)(): DecayAnimationSpec<T> = "
                        + "exponentialDecay(frictionMultiplier = \(multiplier)f, absVelocityThreshold = \(threshold)f)"])
    }
}
