/// Android's `SpringForce` (androidx.dynamicanimation), from its documentation and source:
/// stiffness (mass 1; default 1500, `STIFFNESS_MEDIUM`) and damping ratio (default 0.5,
/// `DAMPING_RATIO_MEDIUM_BOUNCY`), c = 2ζ√k, held as Kotlin/Java Floats. Its constants are
/// presets (plain numbers, to combine in `android.spring(stiffness:, dampingRatio:)`).
public struct AndroidPlatform: MotionPlatform {
    public init() {}
    public let name = "android", title = "Android", aliases = ["springforce", "springanimation", "dynamicanimation"]
    /// Its frames at 60 Hz, by its own rest rule.
    public var frameDuration: PlatformFrameDuration? {
        PlatformFrameDuration("Android") { spring, limit in
            AndroidSpringAnimation(spring: spring, distance: 1, minimumVisibleChange: AndroidSpringAnimation.minimumVisibleChange(forMoveOf: 1))
                .duration(limit: limit)
        }
    }
    public let upstream = "androidx.dynamicanimation.animation.SpringForce (ANCHORS.md)"
    /// androidx.dynamicanimation 1.1.0, stable since April 2025 (and in maintenance mode).
    public let release = "dynamicanimation 1.1.0"

    public var constructors: [SpringConstructor] {
        [SpringConstructor(name: "android.spring",
            summary: "Android SpringForce: stiffness (1500) and dampingRatio (0.5)",
            example: "android.spring(stiffness: android.stiffness.low, dampingRatio: android.dampingRatio.lowBouncy)",
            forms: [.androidSpringForce])]
    }

    public var family: SpringFamily? { SpringFamily(name: name, primary: .androidSpringForce, alternatives: []) }

    public var presets: [SpringPreset] {
        [
            SpringPreset("stiffness.high", .number(10_000), "SpringForce.STIFFNESS_HIGH"),
            SpringPreset("stiffness.medium", .number(1500), "SpringForce.STIFFNESS_MEDIUM, the default"),
            SpringPreset("stiffness.low", .number(200), "SpringForce.STIFFNESS_LOW"),
            SpringPreset("stiffness.veryLow", .number(50), "SpringForce.STIFFNESS_VERY_LOW"),
            SpringPreset("dampingRatio.highBouncy", .number(0.2), "SpringForce.DAMPING_RATIO_HIGH_BOUNCY"),
            SpringPreset("dampingRatio.mediumBouncy", .number(0.5), "SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY, the default"),
            SpringPreset("dampingRatio.lowBouncy", .number(0.75), "SpringForce.DAMPING_RATIO_LOW_BOUNCY"),
            SpringPreset("dampingRatio.noBouncy", .number(1), "SpringForce.DAMPING_RATIO_NO_BOUNCY, critically damped"),
            SpringPreset("minimumVisibleChange.pixels", .number(1), "DynamicAnimation.MIN_VISIBLE_CHANGE_PIXELS (translation, x, y, scroll)"),
            SpringPreset("minimumVisibleChange.alpha", .number(1.0 / 256), "DynamicAnimation.MIN_VISIBLE_CHANGE_ALPHA, 1/256"),
            SpringPreset("minimumVisibleChange.scale", .number(1.0 / 500), "DynamicAnimation.MIN_VISIBLE_CHANGE_SCALE, 1/500"),
            SpringPreset("minimumVisibleChange.rotationDegrees", .number(0.1), "DynamicAnimation.MIN_VISIBLE_CHANGE_ROTATION_DEGREES, 1/10 degree"),
            SpringPreset("default", .spring(.stiffnessDampingRatio, ["stiffness": 1500, "dampingRatio": 0.5]),
                         "SpringForce(): stiffness 1500, damping ratio 0.5"),
        ]
    }

    public var exportTarget: ExportTarget? { .android }

    /// `SpringForce().setStiffness(k f).setDampingRatio(ζ f)`, re-run from the Floats; then
    /// what `SpringAnimation` draws of it at 60 and 120 Hz (`Spring.springAnimationDeviation`).
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        let kotlin = spring.kotlinStiffnessRatio
        var lines = ["SpringForce()", "    .setStiffness(\(kotlin.stiffness)f)", "    .setDampingRatio(\(kotlin.ratio)f)"]
        if spring.initialVelocity != 0 {
            lines.append("// start the SpringAnimation with .setStartVelocity(\(spring.exportVelocity)f): that is for a move of 1; "
                       + "multiply it by your distance (units per second)")
        }
        // What the screen shows: SpringAnimation's whole-ms frames, ended at its thresholds.
        for fps in [60.0, 120.0] {
            lines.append("// " + spring.springAnimationDeviation(framesPerSecond: fps))
        }
        let model = "SpringForce's closed form (dynamicanimation 1.1.0) from the printed Floats, values as Floats"
        return ExportedCode(lines: lines, deviation: spring.kotlinDeviation(model: model))
    }
}

extension ExportTarget {
    public static let android = ExportTarget("android", title: "Android", summary: "SpringForce().setStiffness().setDampingRatio()")
}

extension SpringForm {
    /// `SpringForce()` stiffness 1500 (MEDIUM), damping ratio 0.5 (MEDIUM_BOUNCY).
    public static let androidSpringForce = stiffnessDampingRatio.renamed("androidSpringForce", "android.spring",
        [.number("stiffness", default: 1500), .number("dampingRatio", default: 0.5)])
}

extension Spring {
    /// Stiffness per unit mass (Android and Compose have no mass) and the damping ratio, as
    /// printed (6 digits) and as the Floats Kotlin holds.
    public var kotlinStiffnessRatio: (stiffness: ExportNumber, ratio: ExportNumber, floatStiffness: Double, floatRatio: Double) {
        let k = exportNumber(stiffness / mass), ratio = exportNumber(dampingRatio)
        return (k, ratio, ExportResimulation.float(k.value), ExportResimulation.float(ratio.value))
    }

    /// The claim for what `SpringAnimation` draws of the printed spring over a move of 1 at
    /// `framesPerSecond` (`AndroidSpringAnimation`: whole-ms frames at ⌊k·1000/fps⌋, each the
    /// closed form from the last frame's Floats, ended at the frame within 0.75/256 and under
    /// 62.5× that per second, as an alpha, and shown at the target): max |frame − fluid(t)|
    /// over the frames of its first minute, t the frame's time after the first frame. The
    /// jump to the target on the last frame is part of it.
    public func springAnimationDeviation(framesPerSecond fps: Double) -> String {
        let kotlin = kotlinStiffnessRatio
        let animation = AndroidSpringAnimation(stiffness: Float(kotlin.floatStiffness), dampingRatio: Float(kotlin.floatRatio), to: 1,
                                               startVelocity: Float(exportVelocity.value), minimumVisibleChange: AndroidSpringAnimation.alpha,
                                               framesPerSecond: fps)
        let (frames, finished) = animation.frames(limit: Int(fps * 60))
        var worst = 0.0, at = 0.0
        for frame in frames {
            let t = Double(frame.milliseconds) / 1000
            let error = abs(Double(frame.value) - value(at: t))
            if error > worst || error.isNaN { worst = error; at = t }
        }
        let claim = ExportDeviation(maximum: worst, time: at,
                                    model: "SpringAnimation as drawn at \(Int(fps)) Hz: frames of whole ms, at rest within 0.75/256 as an alpha")
        return claim.text + (finished ? "" : " (not at rest within a minute)")
    }

    /// The closed form run from the printed Floats (stiffness, ratio; mass 1), each value
    /// returned as a Float as the platform returns it.
    func kotlinDeviation(model: String) -> ExportDeviation {
        let kotlin = kotlinStiffnessRatio
        let k = kotlin.floatStiffness, zeta = kotlin.floatRatio
        guard let curve = ExportResimulation.closedForm(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), velocity: exportVelocity.value) else {
            return ExportDeviation(maximum: .infinity, time: 0, model: model)
        }
        // The platform hands the app each value as a Float (SpringAnimation's value, Compose's
        // FloatSpringSpec), so the claim counts that rounding too.
        return ExportResimulation.deviation({ t in Double(Float(curve(t))) }, from: value(at:), horizon: ExportResimulation.horizon(of: self), model: model)
    }
}
