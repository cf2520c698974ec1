import FluidLanguage
import FluidMotion

/// Swift: a namespace enum with, per spring, the spring's numbers as a tuple and each Swift
/// platform's part (`CodeExportPart`, in registry order), each part behind
/// `#if canImport(…)` of its modules so the file builds wherever it is added. Notebook text
/// enters it through `SwiftText` only.
extension SessionExport {
    /// Each platform's part of a session in `language`, in its language's frame.
    func code(_ language: CodeExportLanguage, target: SessionExportTarget) throws(SessionExportProblem) -> String {
        switch language {
        case .swift: return try swift(target: target)
        case .kotlin: return try kotlin(target: target)
        }
    }

    func swift(target: SessionExportTarget) throws(SessionExportProblem) -> String {
        let parts = Self.codeParts(.swift)
        let imports = parts.flatMap { $0.part.imports.flatMap { ["#if canImport(\($0))", "import \($0)", "#endif"] } }
        let libraries = Self.listed(parts.map(\.part.library), "or")
        var lines = header("//", target: target)
        lines += [""] + imports + ["", "/// " + SwiftText.comment("The motion of \(origin), as tuned in fluid."),
                                   "\(layout.swiftAccess) enum \(layout.name ?? SwiftText.typeName(title)) {"]
        lines += try constants(SwiftText.self, comment: "///", indent: "    ", platforms: Self.listed(parts.map(\.part.label), "and"),
                               declares: { name, declared in
                                   parts.flatMap { $0.part.declarations(name, declared) } + [name + "Parameters"]
                               }) { entry, name, spring in
            let physics = spring.exportedPhysics
            let numbers = [("mass", physics.mass), ("stiffness", physics.stiffness), ("damping", physics.damping),
                           ("response", spring.exportNumber(spring.response)), ("dampingRatio", spring.exportNumber(spring.dampingRatio)),
                           ("bounce", spring.exportNumber(spring.bounce)), ("initialVelocity", physics.velocity)]
            let tuple = "(" + numbers.map { "\($0.0): \(Self.swiftDouble($0.1))" }.joined(separator: ", ") + ")"
            var lines = ["    /// The spring's numbers, for code that animates without \(libraries) (and for tests).",
                         "    \(layout.swiftAccess) static let \(entry.name)Parameters = " + tuple]
            for (platform, part) in parts {
                let condition = part.imports.map { "canImport(\($0))" }.joined(separator: " && ")
                lines += ["    // " + SwiftText.comment("\(part.label): \(Self.claim(spring, platform))"), "    #if \(condition)"]
                lines += part.lines(entry.name, name, spring).map { "    " + SwiftText.withAccess($0, layout.swiftAccess) }
                lines.append("    #endif")
            }
            return lines
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// A number as a Swift `Double` literal (`1` is `1.0`, so the tuple's type is Double).
    static func swiftDouble(_ number: ExportNumber) -> String {
        number.text.contains(".") || number.text.contains("e") ? number.text : number.text + ".0"
    }
}
