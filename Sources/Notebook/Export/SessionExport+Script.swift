import FluidLanguage
import FluidMotion

/// TypeScript and JavaScript: per spring, each platform's part (`MotionPlatform.scriptExport`:
/// a Motion transition, a react-spring config), as `const`s of an ES module, in registry order.
/// Notebook text enters it through `ScriptText` only.
extension SessionExport {
    func script(typed: Bool) throws(SessionExportProblem) -> String {
        let target: SessionExportTarget = typed ? .typescript : .js
        let parts = Self.scriptParts
        var lines = header("//", target: target)
        if typed {
            lines.append("")
            for (_, part) in parts {
                lines += ["/** \(part.typeDoc) */", "export type \(part.typeName) = \(part.typeShape);",
                          "/** \(part.decayType.doc) */", "export type \(part.decayType.name) = \(part.decayType.shape);"]
            }
        }
        lines += try constants(ScriptText.self, comment: "//", indent: "", platforms: parts.map(\.part.label).joined(separator: " and "),
                               declares: { _, declared in parts.map { declared + $0.part.suffix } },
                               decay: { entry, name, decay in
                                   var lines: [String] = []
                                   for (_, part) in parts {
                                       let code = part.decay(decay)
                                       lines += ["// " + ScriptText.comment("\(part.label): \(code.claim)"),
                                                 "export const \(name)\(part.suffix)\(typed ? ": " + part.decayType.name : "") = \(code.value);"]
                                   }
                                   let velocity = decay.exportNumber(decay.velocity)
                                   lines.append("// " + ScriptText.comment("start it with your gesture's velocity (tuned: \(velocity) units per second)"))
                                   return (parts.map { name + $0.part.suffix }, lines)
                               }) { entry, name, spring in
            let physics = spring.exportedPhysics
            var lines: [String] = []
            for (platform, part) in parts {
                let claim = Self.claim(spring, platform)
                lines += ["// " + ScriptText.comment("\(part.label): \(claim)"),
                          "export const \(name)\(part.suffix)\(typed ? ": " + part.typeName : "") = \(part.value(physics));"]
            }
            if spring.initialVelocity != 0 {
                lines.append("// " + ScriptText.comment("start it with velocity \(physics.velocity) × your distance (units per second)"))
            }
            return lines
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}
