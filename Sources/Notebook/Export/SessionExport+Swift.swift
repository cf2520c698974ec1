import FluidLanguage
import FluidMotion

/// Swift: a namespace enum with, per spring, a SwiftUI `Animation` and a UIKit
/// `UISpringTimingParameters` factory, each behind `#if canImport(…)` so the file builds
/// wherever it is added. Notebook text enters it through `SwiftText` only.
extension SessionExport {
    func swift() throws(SessionExportProblem) -> String {
        var lines = header("//", target: .swift)
        lines += ["", "#if canImport(SwiftUI)", "import SwiftUI", "#endif", "#if canImport(UIKit)", "import UIKit", "#endif", "",
                  "/// " + SwiftText.comment("The motion of \(origin), as tuned in fluid."), "public enum \(SwiftText.typeName(title)) {"]
        lines += try constants(SwiftText.self, comment: "///", indent: "    ", platforms: "SwiftUI and UIKit",
                               declares: { name, declared in [declared, name + "Parameters", name + "TimingParameters"] }) { entry, name, spring in
            let physics = spring.exportedPhysics
            let numbers = [("mass", physics.mass), ("stiffness", physics.stiffness), ("damping", physics.damping),
                           ("response", spring.exportNumber(spring.response)), ("dampingRatio", spring.exportNumber(spring.dampingRatio)),
                           ("bounce", spring.exportNumber(spring.bounce)), ("initialVelocity", physics.velocity)]
            return [
                "    /// The spring's numbers, for code that animates without SwiftUI or UIKit (and for tests).",
                "    public static let \(entry.name)Parameters = (" + numbers.map { "\($0.0): \(Self.swiftDouble($0.1))" }.joined(separator: ", ") + ")",
                "    // " + SwiftText.comment("SwiftUI: \(Self.claim(spring, .swiftui))"),
                "    #if canImport(SwiftUI)", "    public static var \(name): Animation { \(Self.swiftUIAnimation(spring)) }", "    #endif",
                "    // " + SwiftText.comment("UIKit: \(Self.claim(spring, .uikit))"),
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

    /// A number as a Swift `Double` literal (`1` is `1.0`, so the tuple's type is Double).
    static func swiftDouble(_ number: ExportNumber) -> String {
        number.text.contains(".") || number.text.contains("e") ? number.text : number.text + ".0"
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
