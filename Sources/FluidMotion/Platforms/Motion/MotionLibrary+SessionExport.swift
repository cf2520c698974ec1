/// Motion's part of a session exported as TypeScript or JavaScript.
extension MotionLibraryPlatform {
    /// A spring transition, `{ type: "spring", stiffness, damping, mass }`.
    public var scriptExport: ScriptExportPart? {
        ScriptExportPart(label: "Motion", summary: "Motion transitions", suffix: "", typeName: "SpringTransition",
                         typeDoc: "A Motion (Framer Motion) spring transition.",
                         typeShape: "{ type: \"spring\"; stiffness: number; damping: number; mass: number; velocity?: number }") { physics in
            "{ type: \"spring\", stiffness: \(physics.stiffness), damping: \(physics.damping), mass: \(physics.mass) }"
        }
    }
}
