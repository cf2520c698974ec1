import FluidLanguage
import FluidMotion

/// TypeScript and JavaScript: per spring and per decay, each platform's part
/// (`MotionPlatform.scriptExport`: a Motion transition or inertia, a react-spring config), as
/// `const`s of an ES module, in registry order, each under its claims; a spring tuned with a
/// velocity also gets a `NAMEWithVelocity(velocity)` factory per part. They are exported as one
/// frozen namespace object named after the notebook (`Drawer.openConfig`), with the parts' types
/// in a type-only namespace of the same name (`Drawer.SpringConfig`), so any number of modules
/// re-export from one barrel. Notebook text enters it through `ScriptText` only.
extension SessionExport {
    func script(typed: Bool, fits: CubicBezierFits) throws(SessionExportProblem) -> String {
        let target: SessionExportTarget = typed ? .typescript : .js
        let parts = Self.scriptParts
        let namespace = try scriptNamespace(suffixes: parts.map(\.part.suffix))
        var lines = header("//", target: target)
        if typed {
            lines += ["", "/** The types of \(namespace)'s constants. */", "export declare namespace \(namespace) {"]
            for (_, part) in parts {
                lines += ExportDoc.line(part.typeDoc, indent: "  ") + ["  export type \(part.typeName) = \(part.typeShape);"]
                    + ExportDoc.line(part.decayType.doc, indent: "  ") + ["  export type \(part.decayType.name) = \(part.decayType.shape);"]
                if hasEasings {
                    lines += ExportDoc.line(part.easingType.doc, indent: "  ") + ["  export type \(part.easingType.name) = \(part.easingType.shape);"]
                }
            }
            lines.append("}")
        }
        if hasEasings {
            for (_, part) in parts where !part.easingHelperNames.isEmpty { lines += [""] + part.easingHelper(typed) }
        }
        var exported: [String] = []
        lines += try constants(ScriptText.self, comment: "//", indent: "", platforms: parts.map(\.part.label).joined(separator: " and "), fits: fits,
                               declares: { _, declared in parts.flatMap { [declared + $0.part.suffix, declared + $0.part.suffix + "WithVelocity"] } },
                               decay: { entry, name, decay in
                                   var lines: [String] = []
                                   for (_, part) in parts {
                                       let code = part.decay(decay)
                                       exported.append(name + part.suffix)
                                       lines += ExportDoc.merged([ScriptText.comment(entry.reference(in: origin)),
                                                                  ScriptText.comment("\(part.label): \(code.claim)")],
                                                                 over: ["const \(name)\(part.suffix)\(typed ? ": \(namespace)." + part.decayType.name : "") = "
                                                                        + "\(code.value);"], swift: false)
                                   }
                                   let velocity = decay.exportNumber(decay.velocity)
                                   let units = parts.map { "\($0.part.label) in \($0.part.velocityUnit.words)" }.joined(separator: ", ")
                                   let note = "start it with your gesture's velocity (\(units); tuned: \(velocity) units per second)"
                                   lines.append("// " + ScriptText.comment(note))
                                   return (parts.map { name + $0.part.suffix }, lines)
                               }, easing: { entry, name, timing in
                                   var lines: [String] = []
                                   for (_, part) in parts {
                                       exported.append(name + part.suffix)
                                       if let function = entry.value.functionEasing {
                                           lines += Self.scriptFunctionEasing(function, part, constant: name + part.suffix, namespace: namespace,
                                                                              typed: typed, reference: entry.reference(in: origin), nearest: timing, fits: fits)
                                           continue
                                       }
                                       let code = part.easing(timing, typed)
                                       let factory = part.easingTakesDuration ? "(duration: number) => " : ""
                                       let type = typed ? ": " + factory + namespace + "." + part.easingType.name : ""
                                       lines += ExportDoc.merged([ScriptText.comment(entry.reference(in: origin)),
                                                                  ScriptText.comment("\(part.label): \(code.claim)")],
                                                                 over: ["const \(name)\(part.suffix)\(type) = \(code.value);"], swift: false)
                                   }
                                   return (parts.map { name + $0.part.suffix }, lines)
                               }, schedule: { entry, name, steps in
                                   exported.append(name)
                                   let type = typed ? ": ReadonlyArray<{ readonly at: number; readonly to: number }>" : ""
                                   let doc = [entry.reference(in: origin), Self.scheduleDoc(entry.name, steps)]
                                       + Self.handoverClaims(of: entry, parts.map { ($0.platform, $0.part.label) })
                                   return ([name], ExportDoc.merged(doc.map(ScriptText.comment(_:)),
                                                                    over: ["const \(name)\(type) = ["
                                                                           + steps.map { "{ at: \($0.at), to: \($0.to) }" }.joined(separator: ", ") + "];"],
                                                                    swift: false))
                               }) { entry, name, spring in
            let physics = spring.exportedPhysics
            var lines: [String] = []
            if name != entry.name {
                let constants = Self.listed(parts.map { name + $0.part.suffix }, "and")
                lines.append("// " + ScriptText.comment("\(entry.name) is a reserved word in strict JavaScript: its constants are \(constants)"))
            }
            for (platform, part) in parts {
                // The notebook's line and the claims are the JSDoc of the constant.
                let claims = Self.claims(spring, platform, part: part.claims).map { ScriptText.comment("\(part.label): \($0)") }
                let constant = name + part.suffix
                exported.append(constant)
                lines += ExportDoc.merged([ScriptText.comment(entry.reference(in: origin))] + claims,
                                          over: ["const \(constant)\(typed ? ": \(namespace).\(part.typeName)" : "") = \(part.value(physics));"], swift: false)
                guard spring.initialVelocity != 0 else { continue }
                // Tuned with a gesture's velocity: a factory that takes the gesture's own, the
                // tuned one (for a move of 1) its documented example.
                let unit = part.velocityUnit, tuned = spring.exportNumber(spring.initialVelocity * unit.perSecond)
                exported.append(constant + "WithVelocity")
                lines += ["/** \(constant), started at `velocity` (\(unit.words): your gesture's; tuned: \(tuned) × the distance). */",
                          "const \(constant)WithVelocity = (velocity\(typed ? ": number" : "")\(typed ? "): \(namespace)." + part.typeName : ")") "
                            + "=> ({ ...\(constant), velocity });"]
            }
            return lines
        }
        lines += ["", "/** " + ScriptText.comment("The motion of \(origin), as tuned in fluid.") + " */",
                  "export const \(namespace) = Object.freeze({"] + exported.map { "  \($0)," } + ["});", ""]
        return lines.joined(separator: "\n")
    }

    /// The module's namespace (`ScriptText.typeName(_:declared:)`, or the layout's name),
    /// clear of every constant the module declares: each spring's and each decay's name as
    /// declared, with each part's suffix (and a spring's `WithVelocity` factories). A layout's
    /// name that is one of them is refused.
    func scriptNamespace(suffixes: [String]) throws(SessionExportProblem) -> String {
        var declared: [String: String] = [:]
        for entry in entries {
            guard let name = try? ScriptText.identifier(entry.name) else { continue }
            switch entry.value {
            case .spring(let value):
                for suffix in suffixes { declared[name + suffix] = entry.name }
                if value.spring.initialVelocity != 0 {
                    for suffix in suffixes { declared[name + suffix + "WithVelocity"] = entry.name }
                }
            case .decay:
                for suffix in suffixes { declared[name + suffix] = entry.name }
            case .motion(let motion):
                let steps = [name] + motion.retargets.indices.filter { motion.retargets[$0].spring != nil }.map { name + "Retarget\($0 + 1)" }
                for step in steps { for suffix in suffixes { declared[step + suffix] = entry.name } }
                declared[name + "Retargets"] = entry.name
            case .function where entry.value.easing != nil || entry.value.functionEasing != nil:
                for suffix in suffixes { declared[name + suffix] = entry.name }
            default: continue
            }
        }
        guard let given = layout.name else { return ScriptText.typeName(title, declared: Set(declared.keys)) }
        if let binding = declared[given] {
            throw SessionExportProblem(Messages.exportNamesCollide(ExportName.visible(binding), "--name", identifier: given, language: ScriptText.language))
        }
        return given
    }
}
