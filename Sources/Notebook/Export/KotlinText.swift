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

    /// The first `Float` literal of `line` (a number written with an `f`: `438.649f`,
    /// `9.999999999999999e+39f`) that is beyond Float's range, which kotlinc refuses ("the value
    /// is out of range"), or nil. A literal starts after a character that cannot end a name.
    static func floatOutOfRange(in line: String) -> String? {
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let afterName = index > 0 && (characters[index - 1].isLetter || characters[index - 1] == "_" || characters[index - 1].isNumber
                                          || characters[index - 1] == ".")
            guard character.isASCII, character.isNumber, !afterName else { index += 1; continue }
            var end = index
            while end < characters.count, characters[end].isASCII,
                  characters[end].isNumber || characters[end] == "." || characters[end] == "e" || characters[end] == "E"
                    || ((characters[end] == "+" || characters[end] == "-") && (characters[end - 1] == "e" || characters[end - 1] == "E")) {
                end += 1
            }
            let literal = String(characters[index..<end])
            if end < characters.count, characters[end] == "f", let value = Float(literal), !value.isFinite {
                return literal + "f"
            }
            index = max(end, index + 1)
        }
        return nil
    }
}
