/// Android's part of a session exported as Kotlin: per spring, a `SpringForce` factory
/// (mass 1: SpringForce has no mass, so its stiffness is k / m).
extension AndroidPlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.kotlin, order: 1, label: "SpringForce", library: "androidx", summary: "Android SpringForce",
                        imports: ["androidx.dynamicanimation.animation.SpringForce"],
                        usedNames: ["SpringForce"], declarations: { name, _ in [name + "Force()"] }) { name, _, spring in
            let kotlin = spring.kotlinStiffnessRatio
            return ["fun \(name)Force(): SpringForce = SpringForce().setStiffness(\(kotlin.stiffness)f).setDampingRatio(\(kotlin.ratio)f)"]
        }]
    }
}
