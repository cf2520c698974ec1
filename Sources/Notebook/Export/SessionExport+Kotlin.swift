import FluidLanguage
import FluidMotion

/// Kotlin: an `object` with, per spring, a Compose `SpringSpec<Float>` and an Android
/// `SpringForce` factory (mass 1: SpringForce has no mass, so stiffness is k / m).
extension SessionExport {
    static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when", "while",
    ]

    func kotlin() -> String {
        var lines = header("//", target: .kotlin)
        lines += ["", "import androidx.compose.animation.core.SpringSpec", "import androidx.compose.animation.core.spring",
                  "import androidx.dynamicanimation.animation.SpringForce", "",
                  "/** The motion of \(origin), as tuned in fluid. */", "object \(typeName) {"]
        lines += constants(comment: "//", indent: "    ", escaped: { Self.kotlinKeywords.contains($0) ? "`\($0)`" : $0 },
                           platforms: "Compose and SpringForce") { entry, name, spring in
            let kotlin = spring.kotlinStiffnessRatio
            var lines = [
                "    // Compose: \(Self.claim(spring, .compose))",
                "    val \(name): SpringSpec<Float> = spring(dampingRatio = \(kotlin.ratio)f, stiffness = \(kotlin.stiffness)f)",
                "    // SpringForce: \(Self.claim(spring, .android))",
                "    fun \(entry.name)Force(): SpringForce = SpringForce().setStiffness(\(kotlin.stiffness)f).setDampingRatio(\(kotlin.ratio)f)",
            ]
            if spring.initialVelocity != 0 {
                lines.append("    // start it with initialVelocity = \(spring.exportVelocity)f × your distance (units per second)")
            }
            return lines
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }
}
