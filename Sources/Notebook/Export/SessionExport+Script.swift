import FluidLanguage
import FluidMotion

/// TypeScript and JavaScript: per spring and per decay, each platform's part
/// (`MotionPlatform.scriptExport`: a Motion transition or inertia, a react-spring config), as
/// `const`s of an ES module, in registry order, each under its claims; a spring tuned with a
/// velocity also gets a `NAMEWithVelocity(velocity)` factory per part. Notebook text enters it
/// through `ScriptText` only.
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
                               declares: { _, declared in parts.flatMap { [declared + $0.part.suffix, declared + $0.part.suffix + "WithVelocity"] } },
                               decay: { entry, name, decay in
                                   var lines: [String] = []
                                   for (_, part) in parts {
                                       let code = part.decay(decay)
                                       lines += ["// " + ScriptText.comment("\(part.label): \(code.claim)"),
                                                 "export const \(name)\(part.suffix)\(typed ? ": " + part.decayType.name : "") = \(code.value);"]
                                   }
                                   let velocity = decay.exportNumber(decay.velocity)
                                   let units = parts.map { "\($0.part.label) in \($0.part.velocityUnit.words)" }.joined(separator: ", ")
                                   let note = "start it with your gesture's velocity (\(units); tuned: \(velocity) units per second)"
                                   lines.append("// " + ScriptText.comment(note))
                                   return (parts.map { name + $0.part.suffix }, lines)
                               }) { entry, name, spring in
            let physics = spring.exportedPhysics
            var lines: [String] = []
            for (platform, part) in parts {
                lines += Self.claims(spring, platform, part: part.claims).map { "// " + ScriptText.comment("\(part.label): \($0)") }
                let constant = name + part.suffix
                lines.append("export const \(constant)\(typed ? ": " + part.typeName : "") = \(part.value(physics));")
                guard spring.initialVelocity != 0 else { continue }
                // Tuned with a gesture's velocity: a factory that takes the gesture's own, the
                // tuned one (for a move of 1) its documented example.
                let unit = part.velocityUnit, tuned = spring.exportNumber(spring.initialVelocity * unit.perSecond)
                lines += ["/** \(constant), started at `velocity` (\(unit.words): your gesture's; tuned: \(tuned) × the distance). */",
                          "export const \(constant)WithVelocity = (velocity\(typed ? ": number" : "")\(typed ? "): " + part.typeName : ")") "
                            + "=> ({ ...\(constant), velocity });"]
            }
            return lines
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}
