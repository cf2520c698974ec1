/// Notebook text in generated Kotlin. Kotlin ends a `//` comment at LF or CR and nests
/// block comments (`/*` opens one inside a KDoc); comments go through `CommentText`. A
/// binding's name must pass `ExportName`; a hard keyword, or a name of underscores only
/// (reserved), is declared in backticks, and the names of the declarations the file itself
/// uses are refused.
import FluidLanguage
import FluidMotion

enum KotlinText: CodeText {
    static let language = "Kotlin"

    /// Kotlin's hard keywords: never a bare name.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when", "while",
    ]

    /// What the Kotlin file calls: `Float`, and the names each Kotlin platform's part uses
    /// (`CodeExportPart.usedNames`). A property of one of these names would hide it.
    static let usedNames: Set<String> = Set(SessionExport.codeParts(.kotlin).flatMap(\.part.usedNames) + ["Float"])

    /// Where the used names come from, as the refusal says: each part's library, then Kotlin.
    static let libraries = SessionExport.listed(SessionExport.codeParts(.kotlin).map(\.part.library) + ["Kotlin"], "or")

    static func identifier(_ name: String) throws(SessionExportProblem) -> String {
        if let problem = ExportName.problem(name, in: language) { throw problem }
        if usedNames.contains(name) {
            throw SessionExportProblem(Messages.exportNameHidesUsedName(name, language: language, uses: "from \(libraries)"))
        }
        return keywords.contains(name) || name.allSatisfy({ $0 == "_" }) ? "`\(name)`" : name
    }

    /// The namespace object for a notebook's file stem, by Swift's rule
    /// (`SwiftText.typeName(_:)`), avoiding Kotlin's keywords and the names the file uses.
    static func typeName(_ title: String) -> String {
        SwiftText.namespace(title, avoiding: keywords.union(usedNames))
    }
}
