/// SwiftUI's part of a session exported as Swift: per spring, an `Animation` property and
/// the same spring as a `Spring` value. Both are `Sendable` values Apple declares without a
/// global actor, so the properties are nonisolated.
///
/// The `Animation` is `.spring`, which takes over a running animation keeping its velocity,
/// whatever velocity the spring was tuned with: the tuned velocity is a property of one
/// recorded gesture, and `.interpolatingSpring` (which adds to a running animation instead)
/// would change what the animation does, unless the notebook asks for it by declaring the
/// spring as `swiftui.interpolatingSpring` (SwiftUI+InterpolatingSpring.swift). The `Spring` value takes a gesture's
/// velocity per call (`value(target:initialVelocity:time:)`, relative: points per second
/// divided by the distance), and its doc comment gives the tuned velocity as the example.
extension SwiftUIPlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.swift, order: 0, label: "SwiftUI", library: "SwiftUI", summary: "SwiftUI Animation and Spring", imports: ["SwiftUI"],
                        usedNames: ["Animation", "Spring", "SwiftUI", "TimeInterval", "UnitCurve", "UnitPoint"],
                        declarations: { name, declared in [declared, name + "Spring"] },
                        decay: { name, _, _ in
                            .nearest("SwiftUI has no decay animation; the nearest: a spring to where the flick stops, "
                                     + "\(name)Parameters.distance for the tuned velocity (the distance grows with the velocity)")
                        }, claims: Self.claims, easing: Self.easingCode, declaredForm: Self.declaredForm) { name, declared, spring in
            var lines = ["/// " + Self.animationDoc(spring), "public static var \(declared): Animation { \(Self.animation(spring)) }"]
            lines += ["/// The same spring as a value, for `\(name)Spring.value(target:initialVelocity:time:)` or `.spring(\(name)Spring)`;",
                      "/// initialVelocity is relative (a gesture's points per second ÷ the distance left), tuned as \(spring.exportVelocity).",
                      "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)",
                      "public static var \(name)Spring: Spring { \(Self.springValue(spring)) }"]
            return lines
        }]
    }

    /// What the `Animation` property's doc comment says: the spring, and where a tuned
    /// velocity goes.
    static func animationDoc(_ spring: Spring) -> String {
        guard spring.initialVelocity != 0 else { return "A spring animation that takes over a running one, keeping its velocity." }
        return "A spring animation that takes over a running one, keeping its velocity; tuned with relative velocity "
            + "\(spring.exportVelocity): start from a gesture's with the Spring value below."
    }

    /// The SwiftUI animation of a session export: `.spring(response:dampingFraction:)` up to
    /// critical damping, `.spring(duration:bounce:)` (iOS 17) past it; never an interpolating
    /// spring (see the extension's comment).
    static func animation(_ spring: Spring) -> String {
        let response = spring.exportNumber(spring.response), ratio = spring.exportNumber(spring.dampingRatio)
        if spring.dampingRatio <= 1 { return ".spring(response: \(response), dampingFraction: \(ratio))" }
        return ".spring(duration: \(response), bounce: \(spring.exportNumber(spring.bounce)))"
    }

    /// The `Spring` value: `Spring(response:dampingRatio:)` up to critical damping,
    /// `Spring(duration:bounce:)` past it (a negative bounce is over-damped).
    static func springValue(_ spring: Spring) -> String {
        let response = spring.exportNumber(spring.response), ratio = spring.exportNumber(spring.dampingRatio)
        if spring.dampingRatio <= 1 { return "Spring(response: \(response), dampingRatio: \(ratio))" }
        return "Spring(duration: \(response), bounce: \(spring.exportNumber(spring.bounce)))"
    }

    /// The claims of `export s swiftui`; for a spring tuned with a velocity they are the Spring
    /// value's given that velocity, since the Animation takes the velocity of what it takes over.
    @Sendable static func claims(_ spring: Spring) -> [String] {
        let claims = SwiftUIPlatform().exportedCode(spring, tolerance: 0.001).claims
        return spring.initialVelocity == 0 ? claims : claims.map { $0 + ", for the Spring value given the tuned velocity" }
    }
}
