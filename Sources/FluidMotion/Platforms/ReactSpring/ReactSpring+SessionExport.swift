/// react-spring's part of a session exported as TypeScript or JavaScript.
extension ReactSpringPlatform {
    /// A config, `{ tension, friction, mass }` (react-spring's stiffness, damping and mass).
    public var scriptExport: ScriptExportPart? {
        ScriptExportPart(label: "react-spring", summary: "react-spring configs", suffix: "Config", typeName: "SpringConfig",
                         typeDoc: "A react-spring config.",
                         typeShape: "{ tension: number; friction: number; mass: number; velocity?: number }") { physics in
            "{ tension: \(physics.stiffness), friction: \(physics.damping), mass: \(physics.mass) }"
        }
    }
}
