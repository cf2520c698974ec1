import FluidLanguage
import FluidMotion

/// TypeScript and JavaScript: per spring, a Motion (Framer Motion) transition and a
/// react-spring config, as `const`s of an ES module.
extension SessionExport {
    static let scriptReserved: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "export",
        "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null", "return",
        "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield", "let", "static",
        "enum", "await", "implements", "package", "protected", "interface", "private", "public",
    ]

    func script(typed: Bool) -> String {
        let target: SessionExportTarget = typed ? .typescript : .js
        var lines = header("//", target: target)
        if typed {
            lines += ["", "/** A Motion (Framer Motion) spring transition. */",
                      "export type SpringTransition = { type: \"spring\"; stiffness: number; damping: number; mass: number; velocity?: number };",
                      "/** A react-spring config. */",
                      "export type SpringConfig = { tension: number; friction: number; mass: number; velocity?: number };"]
        }
        lines += constants(comment: "//", indent: "", escaped: { Self.scriptReserved.contains($0) ? $0 + "Motion" : $0 },
                           platforms: "Motion and react-spring") { entry, name, spring in
            let physics = spring.exportedPhysics
            var lines = [
                "// Motion: \(Self.claim(spring, .framer))",
                "export const \(name)\(typed ? ": SpringTransition" : "") = { type: \"spring\", stiffness: \(physics.stiffness), "
                    + "damping: \(physics.damping), mass: \(physics.mass) };",
                "// react-spring: \(Self.claim(spring, .reactspring))",
                "export const \(name)Config\(typed ? ": SpringConfig" : "") = { tension: \(physics.stiffness), "
                    + "friction: \(physics.damping), mass: \(physics.mass) };",
            ]
            if spring.initialVelocity != 0 {
                lines.append("// start it with velocity \(physics.velocity) × your distance (units per second)")
            }
            return lines
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}
