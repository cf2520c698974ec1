/// SwiftUI's part of a session exported as Swift: per spring, an `Animation` property.
extension SwiftUIPlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.swift, order: 0, label: "SwiftUI", library: "SwiftUI", summary: "SwiftUI Animation", imports: ["SwiftUI"],
                        usedNames: ["Animation", "SwiftUI"], declarations: { _, declared in [declared] }) { _, declared, spring in
            ["public static var \(declared): Animation { \(Self.animation(spring)) }"]
        }]
    }

    /// The SwiftUI animation `export s swiftui` prints: response and damping fraction up to
    /// critical damping, duration and bounce past it, an interpolating spring with velocity.
    static func animation(_ spring: Spring) -> String {
        let response = spring.exportNumber(spring.response), ratio = spring.exportNumber(spring.dampingRatio)
        let bounce = spring.exportNumber(spring.bounce)
        if spring.initialVelocity != 0 {
            return ".interpolatingSpring(duration: \(response), bounce: \(bounce), initialVelocity: \(spring.exportVelocity))"
        }
        if spring.dampingRatio <= 1 { return ".spring(response: \(response), dampingFraction: \(ratio))" }
        return ".spring(duration: \(response), bounce: \(bounce))"
    }
}
