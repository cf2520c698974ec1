import FluidLanguage
import FluidMotion

/// Kotlin: an `object` with, per spring, each Kotlin platform's part (`CodeExportPart`, in
/// registry order), then how to start it with its velocity. Notebook text enters it through
/// `KotlinText` only.
extension SessionExport {
    func kotlin(target: SessionExportTarget) throws(SessionExportProblem) -> String {
        let parts = Self.codeParts(.kotlin)
        var lines = header("//", target: target)
        if let package = layout.package { lines += ["", "package \(package)"] }
        lines += [""] + parts.flatMap { $0.part.imports.map { "import \($0)" } } + ["",
                  "/** " + KotlinText.comment("The motion of \(origin), as tuned in fluid.") + " */", "object \(layout.name ?? KotlinText.typeName(title)) {"]
        // A property and a function may share a name in Kotlin: the function's is told apart by
        // its (). A property's JVM getter must not clash with another's (any and Any).
        lines += try constants(KotlinText.self, comment: "//", indent: "    ", platforms: Self.listed(parts.map(\.part.label), "and"),
                               declares: { name, declared in
                                   parts.flatMap { $0.part.declarations(name, declared) } + [KotlinText.getterName(name) + "() on the JVM"]
                               }) { entry, name, spring in
            var lines: [String] = []
            for (platform, part) in parts {
                lines.append("    // " + KotlinText.comment("\(part.label): \(Self.claim(spring, platform))"))
                lines += part.lines(entry.name, name, spring).map { "    " + $0 }
            }
            if spring.initialVelocity != 0 {
                let note = "start it with initialVelocity = \(spring.exportVelocity)f × your distance (units per second)"
                lines.append("    // " + KotlinText.comment(note))
            }
            return lines
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }
}
