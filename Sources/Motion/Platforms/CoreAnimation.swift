/// Core Animation's `CASpringAnimation`, from Apple's documentation: mass 1, stiffness 100,
/// damping 10 by default, and iOS 17's `init(perceptualDuration:bounce:)` with SwiftUI's
/// duration and bounce. Its `settlingDuration` is Apple's unpublished estimate, so fluid has
/// no duration rule for it.
public struct CoreAnimationPlatform: SpringPlatform {
    public init() {}
    public var name: String { "coreanimation" }
    public var title: String { "Core Animation" }
    public var upstream: String { "Apple's documentation of CASpringAnimation (ANCHORS.md)" }
    public var aliases: [String] { ["caspringanimation"] }

    public var constructors: [SpringConstructor] {
        [SpringConstructor(name: "coreanimation.spring",
            summary: "CASpringAnimation: mass 1, stiffness 100, damping 10 by default, or iOS 17's perceptualDuration/bounce",
            example: "coreanimation.spring(damping: 15)", forms: [.coreAnimationPhysical, .coreAnimationPerceptual])]
    }

    public var family: SpringFamily? {
        SpringFamily(name: name, primary: .coreAnimationPhysical, alternatives: [.coreAnimationPerceptual])
    }

    public var presets: [SpringPreset] {
        [SpringPreset("default", .spring(.coreAnimationPhysical, [:]), "CASpringAnimation(): mass 1, stiffness 100, damping 10")]
    }

    public var members: [SpringMember] {
        [SpringMember("perceptualDuration", .coreAnimationPerceptual, "perceptualDuration")]
    }

    public var exportTarget: ExportTarget? { .coreanimation }

    /// A `CASpringAnimation` with mass, stiffness, damping and initial velocity set, its
    /// duration its own `settlingDuration`.
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        let m = spring.exportNumber(spring.mass), k = spring.exportNumber(spring.stiffness), c = spring.exportNumber(spring.damping)
        let v = spring.exportVelocity
        let lines = [
            "let animation = CASpringAnimation(keyPath: \"position.y\")",
            "animation.mass = \(m)",
            "animation.stiffness = \(k)",
            "animation.damping = \(c)",
            "animation.initialVelocity = \(v)",
            "animation.duration = animation.settlingDuration",
        ]
        let deviation = spring.closedFormDeviation(mass: m.value, stiffness: k.value, damping: c.value, velocity: v.value,
                                                   model: "Core Animation's closed form from the printed values")
        return ExportedCode(lines: lines, deviation: deviation)
    }
}

extension ExportTarget {
    public static let coreanimation = ExportTarget("coreanimation", title: "Core Animation", summary: "CASpringAnimation, its duration its settlingDuration")
}

extension SpringForm {
    /// `CASpringAnimation`'s mass, stiffness and damping, defaults 1, 100, 10.
    public static let coreAnimationPhysical = physical.renamed("coreAnimationPhysical", "coreanimation.spring",
        [.number("mass", default: 1), .number("stiffness", default: 100), .number("damping", default: 10)])
    /// `CASpringAnimation(perceptualDuration:bounce:)` (iOS 17), SwiftUI's duration and bounce.
    public static let coreAnimationPerceptual = SpringForm("coreAnimationPerceptual", "coreanimation.spring",
        [.time("perceptualDuration"), .number("bounce")],
        build: { v, _ in .durationBounce(duration: value(v, "perceptualDuration"), bounce: value(v, "bounce")) },
        inverse: { s in .values(["perceptualDuration": s.response, "bounce": s.bounce]) })
}
