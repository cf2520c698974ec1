/// Compose's part of a session exported as Kotlin: per spring, a `SpringSpec<Float>` property.
extension ComposePlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.kotlin, order: 0, label: "Compose", library: "Compose", summary: "Compose spring()",
                        imports: ["androidx.compose.animation.core.SpringSpec", "androidx.compose.animation.core.spring"],
                        usedNames: ["SpringSpec", "spring"], declarations: { _, declared in [declared] }) { _, declared, spring in
            let kotlin = spring.kotlinStiffnessRatio
            return ["val \(declared): SpringSpec<Float> = spring(dampingRatio = \(kotlin.ratio)f, stiffness = \(kotlin.stiffness)f)"]
        }]
    }
}
