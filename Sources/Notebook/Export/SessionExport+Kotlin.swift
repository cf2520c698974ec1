import FluidLanguage
import Motion

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
        for (index, entry) in entries.enumerated() {
            if index > 0 { lines.append("") }
            lines += entry.source.map { "    // \($0)" }
            let name = Self.kotlinKeywords.contains(entry.name) ? "`\(entry.name)`" : entry.name
            guard case .spring(let value) = entry.value else {
                lines.append("    // \(entry.name) is \(entry.value.kindPhrase): Compose and SpringForce have no value for it; use the css or json export")
                continue
            }
            let spring = value.spring
            let kotlin = spring.kotlinStiffnessRatio
            lines.append("    // Compose: \(Self.claim(spring, .compose))")
            lines.append("    val \(name): SpringSpec<Float> = spring(dampingRatio = \(kotlin.ratio)f, stiffness = \(kotlin.stiffness)f)")
            lines.append("    // SpringForce: \(Self.claim(spring, .android))")
            lines.append("    fun \(entry.name)Force(): SpringForce = SpringForce().setStiffness(\(kotlin.stiffness)f).setDampingRatio(\(kotlin.ratio)f)")
            if spring.initialVelocity != 0 {
                lines.append("    // start it with initialVelocity = \(spring.exportVelocity)f × your distance (units per second)")
            }
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }
}
