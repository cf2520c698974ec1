/// Core Animation's `CASpringAnimation`, from Apple's documentation: mass 1, stiffness 100,
/// damping 10 by default, and iOS 17's `init(perceptualDuration:bounce:)` with SwiftUI's
/// duration and bounce. Its `settlingDuration` is computed from the rule public notes of
/// QuartzCore publish (`CoreAnimation+Durations.swift`), not by Apple's code.
public struct CoreAnimationPlatform: MotionPlatform {
    public init() {}
    public let name = "coreanimation", title = "Core Animation", aliases = ["caspringanimation"]
    public let upstream = "Apple's documentation of CASpringAnimation (ANCHORS.md)"
    /// `init(perceptualDuration:bounce:)` came with iOS 17; the physical keys date from iOS 9.
    public let release = "(iOS 17+)"

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
        [(name: "perceptualDuration", form: .coreAnimationPerceptual, label: "perceptualDuration")]
    }

    public var exportTarget: ExportTarget? { .coreanimation }

    /// A `CASpringAnimation` with mass, stiffness, damping and initial velocity set, its
    /// duration its own `settlingDuration`.
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        spring.closedFormExport(model: "Core Animation's closed form (iOS 17+) from the printed values") { p in
            ["let animation = CASpringAnimation(keyPath: \"position.y\")",
             "animation.mass = \(p.mass)", "animation.stiffness = \(p.stiffness)", "animation.damping = \(p.damping)",
             "animation.initialVelocity = \(p.velocity)", "animation.duration = animation.settlingDuration"]
        }
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
