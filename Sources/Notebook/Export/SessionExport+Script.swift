import FluidLanguage
import FluidMotion

/// TypeScript and JavaScript: per spring, a Motion (Framer Motion) transition and a
/// react-spring config, as `const`s of an ES module. Notebook text enters it through
/// `ScriptText` only.
extension SessionExport {
    func script(typed: Bool) throws(SessionExportProblem) -> String {
        let target: SessionExportTarget = typed ? .typescript : .js
        var lines = header("//", target: target)
        if typed {
            lines += ["", "/** A Motion (Framer Motion) spring transition. */",
                      "export type SpringTransition = { type: \"spring\"; stiffness: number; damping: number; mass: number; velocity?: number };",
                      "/** A react-spring config. */",
                      "export type SpringConfig = { tension: number; friction: number; mass: number; velocity?: number };"]
        }
        lines += try constants(ScriptText.self, comment: "//", indent: "", platforms: "Motion and react-spring",
                               declares: { _, declared in [declared, declared + "Config"] }) { entry, name, spring in
            let physics = spring.exportedPhysics
            var lines = [
                "// " + ScriptText.comment("Motion: \(Self.claim(spring, .motion))"),
                "export const \(name)\(typed ? ": SpringTransition" : "") = { type: \"spring\", stiffness: \(physics.stiffness), "
                    + "damping: \(physics.damping), mass: \(physics.mass) };",
                "// " + ScriptText.comment("react-spring: \(Self.claim(spring, .reactspring))"),
                "export const \(name)Config\(typed ? ": SpringConfig" : "") = { tension: \(physics.stiffness), "
                    + "friction: \(physics.damping), mass: \(physics.mass) };",
            ]
            if spring.initialVelocity != 0 {
                lines.append("// " + ScriptText.comment("start it with velocity \(physics.velocity) × your distance (units per second)"))
            }
            return lines
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}
