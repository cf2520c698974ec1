import FluidLanguage
import FluidMotion

/// Kotlin: an `object` with, per spring, a Compose `SpringSpec<Float>` and an Android
/// `SpringForce` factory (mass 1: SpringForce has no mass, so stiffness is k / m).
/// Notebook text enters it through `KotlinText` only.
extension SessionExport {
    func kotlin() throws(SessionExportProblem) -> String {
        var lines = header("//", target: .kotlin)
        lines += ["", "import androidx.compose.animation.core.SpringSpec", "import androidx.compose.animation.core.spring",
                  "import androidx.dynamicanimation.animation.SpringForce", "",
                  "/** " + KotlinText.comment("The motion of \(origin), as tuned in fluid.") + " */", "object \(KotlinText.typeName(title)) {"]
        // A property and a function may share a name in Kotlin: the function's is told apart by
        // its (). A property's JVM getter must not clash with another's (any and Any).
        lines += try constants(KotlinText.self, comment: "//", indent: "    ", platforms: "Compose and SpringForce",
                               declares: { name, declared in [declared, name + "Force()", KotlinText.getterName(name) + "() on the JVM"] }) { entry, name, spring in
            let kotlin = spring.kotlinStiffnessRatio
            var lines = [
                "    // " + KotlinText.comment("Compose: \(Self.claim(spring, .compose))"),
                "    val \(name): SpringSpec<Float> = spring(dampingRatio = \(kotlin.ratio)f, stiffness = \(kotlin.stiffness)f)",
                "    // " + KotlinText.comment("SpringForce: \(Self.claim(spring, .android))"),
                "    fun \(entry.name)Force(): SpringForce = SpringForce().setStiffness(\(kotlin.stiffness)f).setDampingRatio(\(kotlin.ratio)f)",
            ]
            if spring.initialVelocity != 0 {
                lines.append("    // " + KotlinText.comment("start it with initialVelocity = \(spring.exportVelocity)f × your distance (units per second)"))
            }
            return lines
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }
}
