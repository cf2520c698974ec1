/// Jetpack Compose's `spring()` (androidx.compose.animation.core `Spring`/`spring`):
/// dampingRatio (default 1, `DampingRatioNoBouncy`) and stiffness (default 1500,
/// `StiffnessMedium`), mass 1, as Floats. Its constants are presets. Its duration rule is
/// `estimateAnimationDurationMillis` (`Spring.composeEstimatedDuration`, in
/// `Compose+Duration.swift`).
public struct ComposePlatform: SpringPlatform {
    public init() {}
    public let name = "compose", title = "Jetpack Compose", aliases = ["jetpack", "jetpackcompose"]
    public let upstream = "androidx.compose.animation.core Spring.kt, SpringEstimation.kt (ANCHORS.md)"

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

    public var durationRule: SpringDurationRule? {
        SpringDurationRule(member: "composeDuration", summary: "Jetpack Compose's estimate: the envelope's last 0.01, in whole milliseconds") {
            $0.composeEstimatedDuration()
        }
    }

    public var exportTarget: ExportTarget? { .compose }

    /// `spring<Float>(dampingRatio = ζf, stiffness = kf)`, re-run from the Floats.
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        let kotlin = spring.kotlinStiffnessRatio
        var lines = ["spring<Float>(dampingRatio = \(kotlin.ratio)f, stiffness = \(kotlin.stiffness)f)"]
        if spring.initialVelocity != 0 {
            lines.append("// animate with initialVelocity = \(spring.exportVelocity)f: that is for a move of 1; multiply it by your distance (units per second)")
        }
        return ExportedCode(lines: lines, deviation: spring.kotlinDeviation(model: "Compose's closed form from the printed Floats"))
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
