/// Jetpack Compose's `spring()` (androidx.compose.animation.core `Spring`/`spring`):
/// dampingRatio (default 1, `DampingRatioNoBouncy`) and stiffness (default 1500,
/// `StiffnessMedium`), mass 1, as Floats. Its constants are presets. Its duration rule is
/// `estimateAnimationDurationMillis` (`Spring.composeEstimatedDuration`, below).
public struct ComposePlatform: MotionPlatform {
    public init() {}
    public let name = "compose", title = "Jetpack Compose", aliases = ["jetpack", "jetpackcompose"]
    /// Its frames at 60 Hz, by its own rest rule.
    public var frameDuration: PlatformFrameDuration? {
        PlatformFrameDuration("Compose") { spring, limit in
            ComposeSpringFrames(spring: spring, to: 1, framesPerSecond: 60).duration(limit: limit)
        }
    }
    public let upstream = "androidx.compose.animation.core Spring.kt, SpringEstimation.kt (ANCHORS.md)"
    /// The code fluid's references were run from: androidx commit 31adf48, whose
    /// libraryversions.toml says COMPOSE = 1.10.0-alpha01 (the line 1.10 was released from;
    /// exponentialDecay), a33e853b (the spring's frames) and a9b06aaf, 1.11.0-alpha01
    /// (splineBasedDecay); fluid names the release line of the first.
    public let release = "animation-core 1.10"

    public var constructors: [SpringConstructor] {
        [SpringConstructor(name: "compose.spring",
            summary: "Jetpack Compose spring(): dampingRatio (1) and stiffness (1500)",
            example: "compose.spring(dampingRatio: compose.dampingRatio.mediumBouncy)",
            forms: [.composeSpring])]
    }

    public var family: SpringFamily? { SpringFamily(name: name, primary: .composeSpring, alternatives: []) }

    public var presets: [SpringPreset] {
        [
            SpringPreset("stiffness.high", .number(10_000), "Spring.StiffnessHigh"),
            SpringPreset("stiffness.medium", .number(1500), "Spring.StiffnessMedium, spring()'s default"),
            SpringPreset("stiffness.mediumLow", .number(400), "Spring.StiffnessMediumLow"),
            SpringPreset("stiffness.low", .number(200), "Spring.StiffnessLow"),
            SpringPreset("stiffness.veryLow", .number(50), "Spring.StiffnessVeryLow"),
            SpringPreset("dampingRatio.highBouncy", .number(0.2), "Spring.DampingRatioHighBouncy"),
            SpringPreset("dampingRatio.mediumBouncy", .number(0.5), "Spring.DampingRatioMediumBouncy"),
            SpringPreset("dampingRatio.lowBouncy", .number(0.75), "Spring.DampingRatioLowBouncy"),
            SpringPreset("dampingRatio.noBouncy", .number(1), "Spring.DampingRatioNoBouncy, spring()'s default"),
            SpringPreset("default", .spring(.composeSpring, [:]), "spring(): damping ratio 1, stiffness 1500"),
        ]
    }

    public var exportTarget: ExportTarget? { .compose }

    /// `spring<Float>(dampingRatio = ζf, stiffness = kf)`, re-run from the Floats; then what
    /// Compose draws of it at 60 and 120 Hz (`ComposeSpringFrames`, visibilityThreshold 0.01,
    /// a move of 1): each frame's value against fluid's curve at the frame's wall time, over
    /// the frames to the one that shows the target.
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        let kotlin = spring.kotlinStiffnessRatio
        var lines = ["spring<Float>(dampingRatio = \(kotlin.ratio)f, stiffness = \(kotlin.stiffness)f)"]
        if spring.initialVelocity != 0 {
            lines.append("// animate with initialVelocity = \(spring.exportVelocity)f: that is for a move of 1; "
                       + "multiply it by your distance (units per second)")
        }
        // What the screen shows: the closed form at whole milliseconds of a Float clock, as
        // Floats, to the frame that ends it at Compose's own 0.01 estimate (ComposeSpringFrames).
        for fps in [60.0, 120.0] {
            let frames = ComposeSpringFrames(dampingRatio: kotlin.ratio.value, stiffness: kotlin.stiffness.value,
                                             velocity: spring.exportVelocity.value, framesPerSecond: fps)
            let limit = Int(fps * 60)
            let (drawn, finished) = frames.drawn(limit: limit)
            var worst = 0.0, at = 0.0
            for (n, x) in drawn.enumerated() {
                let t = Double(frames.frameNanos(n)) / 1e9
                let error = abs(Double(x) - spring.value(at: t))
                if error > worst || error.isNaN { worst = error; at = t }
            }
            let claim = ExportDeviation(maximum: worst, time: at,
                                        model: "Compose as drawn at \(Int(fps)) Hz: whole-ms clock, Floats, ends at its 0.01 estimate")
            lines.append("// " + claim.text + (finished ? "" : " (not ended within a minute)"))
        }
        return ExportedCode(lines: lines,
                            deviation: spring.kotlinDeviation(model: "Compose animation-core 1.10's closed form from the printed Floats, values as Floats"))
    }
}

extension ExportTarget {
    public static let compose = ExportTarget("compose", title: "Jetpack Compose", summary: "spring(dampingRatio =, stiffness =)")
}

extension SpringForm {
    /// Compose `spring(dampingRatio = 1, stiffness = 1500)`.
    public static let composeSpring = SpringForm("composeSpring", "compose.spring",
        [.number("dampingRatio", default: 1), .number("stiffness", default: 1500)],
        build: stiffnessDampingRatio.build, inverse: stiffnessDampingRatio.inverse)
}

// MARK: - Duration

/// Jetpack Compose's duration rule. The platforms' rules disagree: they use different
/// thresholds, one checks the velocity too, one rounds up to a 50 ms frame grid, one takes the
/// envelope instead of the motion; each is its own function, named for whose rule it is, in
/// its platform's file. fluid's own measure is `settlingTime(threshold:)`: the exact last
/// moment the motion is ε or more from the target.
extension Spring {
    /// Jetpack Compose's estimate (`estimateAnimationDurationMillis` in animation-core's
    /// SpringEstimation.kt, as `FloatSpringSpec.getDurationNanos` calls it): the time the
    /// spring is last `visibilityThreshold` from its target, in whole milliseconds (the
    /// Kotlin `toLong()` truncates), for a move of `distance` units. Compose scales the move
    /// by the threshold, so only ε = visibilityThreshold / |distance| matters. By regime:
    ///
    /// - under-damped (ζ < 1): not the motion but its envelope: with r = −ζω0,
    ///   c = √(1 + ((v0 − r)/ωd)²) (x0 = 1, v0 = −initialVelocity), t = ln(ε/c)/r. This is
    ///   later than the motion's own last crossing, and jumps as ζ nears 1 (ωd → 0).
    /// - critically and over-damped (ζ ≥ 1): the last time |x(t)| = ε. Compose finds it by
    ///   Newton's method, stopped when a step is under 1 ms; fluid finds it exactly, so the
    ///   two can differ by a millisecond.
    ///
    /// ζ = 0 gives Compose's "infinite" (Long.MAX_VALUE / 10⁶ ms): +∞ here. A motion that
    /// starts within ε gives 0 (where Compose's envelope formula would go negative). Compose
    /// passes Float stiffness and damping ratio; this uses the spring's Doubles.
    /// Compose's default visibility threshold for a Float is 0.01.
    public func composeEstimatedDuration(visibilityThreshold: Double = 0.01, distance: Double = 1) -> Double {
        let epsilon = abs(visibilityThreshold / distance)
        guard dampingRatio > 0 else { return .infinity }
        guard epsilon.isFinite, epsilon > 0 else { return epsilon == 0 ? .infinity : 0 }
        let seconds: Double
        if let dampedFrequency {
            let r = -dampingRatio * naturalFrequency
            let v0 = -initialVelocity
            let c2 = (v0 - r) / dampedFrequency
            let c = hypot(1, c2)
            seconds = log(epsilon / c) / r
        } else {
            seconds = settlingTime(threshold: epsilon)
        }
        guard seconds.isFinite else { return seconds > 0 ? .infinity : 0 }
        return max(0, (seconds * 1000).rounded(.towardZero) / 1000)
    }
}
