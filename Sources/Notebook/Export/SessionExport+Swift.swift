import FluidLanguage
import Motion

/// Swift: a namespace enum with, per spring, a SwiftUI `Animation` and a UIKit
/// `UISpringTimingParameters` factory, each behind `#if canImport(…)` so the file builds
/// wherever it is added.
extension SessionExport {
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    func swift() -> String {
        var lines = header("//", target: .swift)
        lines += ["", "#if canImport(SwiftUI)", "import SwiftUI", "#endif", "#if canImport(UIKit)", "import UIKit", "#endif", "",
                  "/// The motion of \(origin), as tuned in fluid.", "public enum \(typeName) {"]
        lines += constants(comment: "///", indent: "    ", escaped: { Self.swiftKeywords.contains($0) ? "`\($0)`" : $0 },
                           platforms: "SwiftUI and UIKit") { entry, name, spring in
            let physics = spring.exportedPhysics
            return [
                "    // SwiftUI: \(Self.claim(spring, .swiftui))",
                "    #if canImport(SwiftUI)", "    public static var \(name): Animation { \(Self.swiftUIAnimation(spring)) }", "    #endif",
                "    // UIKit: \(Self.claim(spring, .uikit))",
                "    #if canImport(UIKit)",
                "    public static func \(entry.name)TimingParameters() -> UISpringTimingParameters {",
                "        UISpringTimingParameters(mass: \(physics.mass), stiffness: \(physics.stiffness), damping: \(physics.damping), "
                    + "initialVelocity: CGVector(dx: \(physics.velocity), dy: \(physics.velocity)))",
                "    }",
                "    #endif",
            ]
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// The SwiftUI animation `export s swiftui` prints: response and damping fraction up to
    /// critical damping, duration and bounce past it, an interpolating spring with velocity.
    static func swiftUIAnimation(_ spring: Spring) -> String {
        let response = spring.exportNumber(spring.response), ratio = spring.exportNumber(spring.dampingRatio)
        let bounce = spring.exportNumber(spring.bounce)
        if spring.initialVelocity != 0 {
            return ".interpolatingSpring(duration: \(response), bounce: \(bounce), initialVelocity: \(spring.exportVelocity))"
        }
        if spring.dampingRatio <= 1 { return ".spring(response: \(response), dampingFraction: \(ratio))" }
        return ".spring(duration: \(response), bounce: \(bounce))"
    }
}
