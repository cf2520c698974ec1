/// Core Animation's part of a session exported as Swift: per spring, a `CASpringAnimation`
/// factory for a key path, its mass, stiffness and damping the printed physics and its
/// duration its own `settlingDuration`. Apple declares `CASpringAnimation` with no global
/// actor, so the factory is nonisolated; each call makes a new animation (it is not
/// `Sendable`). It takes the gesture's velocity as Core Animation does, relative (points
/// per second divided by the distance left); the tuned velocity is its default. An
/// over-damped spring sets `allowsOverdamping` (iOS 17), without which Core Animation
/// treats the damping as critical.
extension CoreAnimationPlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.swift, order: 2, label: "Core Animation", library: "QuartzCore", summary: "Core Animation CASpringAnimation",
                        imports: ["QuartzCore"], usedNames: ["CASpringAnimation", "CGFloat", "String", "QuartzCore", "CAMediaTimingFunction"],
                        declarations: { name, _ in [name + "SpringAnimation"] },
                        decay: { name, _, _ in
                            .nearest("Core Animation has no decay animation; the nearest: a CAKeyframeAnimation through the curve, "
                                     + "sampled, over \(name)Parameters.duration")
                        }, easing: Self.easingCode) { name, _, spring in
            let physics = spring.exportedPhysics
            var lines = ["/// A new spring animation of `keyPath`, as long as its settlingDuration; initialVelocity is relative "
                            + "(a gesture's points per second ÷ the distance left), tuned as \(physics.velocity).",
                         "public static func \(name)SpringAnimation(keyPath: String, initialVelocity: CGFloat = \(physics.velocity)) "
                            + "-> CASpringAnimation {",
                         "    let animation = CASpringAnimation(keyPath: keyPath)",
                         "    animation.mass = \(physics.mass)",
                         "    animation.stiffness = \(physics.stiffness)",
                         "    animation.damping = \(physics.damping)",
                         "    animation.initialVelocity = initialVelocity"]
            if spring.dampingRatio > 1 {
                lines += ["    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *) { animation.allowsOverdamping = true }"]
            }
            lines += ["    animation.duration = animation.settlingDuration", "    return animation", "}"]
            return lines
        }]
    }
}
