/// Compose's part of a session exported as Kotlin: per spring, a generic factory
/// `fun <T> open(): SpringSpec<T>`, so one spring animates any type Compose animates
/// (`animateDpAsState(…, animationSpec = Drawer.open())`, Offset, IntSize, Color, Float):
/// Compose's `spring()` is generic in the same way, and a `SpringSpec<Float>` is not an
/// `AnimationSpec<Dp>`.
extension ComposePlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.kotlin, order: 0, label: "Compose", library: "Compose", summary: "Compose spring()",
                        imports: ["androidx.compose.animation.core.SpringSpec", "androidx.compose.animation.core.spring"],
                        usedNames: ["SpringSpec", "spring"], declarations: { _, declared in [declared + "()"] }) { _, declared, spring in
            let kotlin = spring.kotlinStiffnessRatio
            return ["fun <T> \(declared)(): SpringSpec<T> = spring(dampingRatio = \(kotlin.ratio)f, stiffness = \(kotlin.stiffness)f)"]
        }]
    }
}
