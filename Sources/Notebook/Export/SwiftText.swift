/// Notebook text in generated Swift. Swift ends a `//` comment at LF or CR; comments go
/// through `CommentText`. A binding's name must pass `ExportName`; a keyword is declared in
/// backticks (`` `in` ``), and the names of the types the file itself uses are refused,
/// since a member of that name would hide the type from the lines after it. The platforms'
/// code is theirs (`CodeExportPart`).
import FluidLanguage
import FluidMotion

enum SwiftText: CodeText {
    static let language = "Swift"

    /// Words a Swift declaration cannot use bare: the keywords of declarations, statements,
    /// expressions and patterns, and `Type` and `Protocol` (members named so conflict with
    /// `X.Type`). Backticks make each an ordinary name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// The types the Swift file names: `Double` (the tuple of a spring's numbers) and the
    /// names each Swift platform's part uses (`CodeExportPart.usedNames`). A binding or a
    /// namespace of one of these names would hide them.
    static let usedTypes: Set<String> = Set(["Double"] + SessionExport.codeParts(.swift).flatMap(\.part.usedNames))

    /// Where the used types come from, as the refusal says: each part's library, then Swift.
    static let libraries = SessionExport.listed(SessionExport.codeParts(.swift).map(\.part.library) + ["Swift"], "or")

    static func identifier(_ name: String) throws(SessionExportProblem) -> String {
        if let problem = ExportName.problem(name, in: language) { throw problem }
        if usedTypes.contains(name) {
            throw SessionExportProblem(Messages.exportNameHidesUsedName(name, language: language, uses: "as a type of \(libraries)"))
        }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// The namespace enum for a notebook's file stem: `threads-adaptive_button` →
    /// `ThreadsAdaptiveButton`. Words are the runs of letters and digits `ExportName` allows; each
    /// starts upper-case. A stem with no such word is `Motion`; one that starts with a digit,
    /// or that would be a keyword or a type the file uses, gains `Motion` (`Motion2024`,
    /// `AnimationMotion`). Derived, so never refused.
    static func typeName(_ title: String) -> String {
        namespace(title, avoiding: keywords.union(usedTypes))
    }

    /// A line of a platform's part with `access` for its `public` (the parts declare their
    /// members `public`, `CodeExportPart`): after the line's leading spaces and attributes
    /// (`@MainActor `), a first word `public` becomes `access`; every other line is kept.
    static func withAccess(_ line: String, _ access: String) -> String {
        guard access != "public" else { return line }
        var rest = Substring(line)
        var kept = String(rest.prefix { $0 == " " })
        rest = rest.drop { $0 == " " }
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
            kept += rest[...space]
            rest = rest[rest.index(after: space)...]
        }
        return rest.hasPrefix("public ") ? kept + access + rest.dropFirst("public".count) : line
    }

    /// The namespace rule Swift and Kotlin share (see `typeName(_:)`).
    static func namespace(_ title: String, avoiding reserved: Set<String>) -> String {
        let words = title.unicodeScalars.split { !ExportName.isPart($0) || $0 == "_" }.map { String(String.UnicodeScalarView($0)) }
        let joined = words.map { word -> String in
            let capital = String(word.prefix(1)).uppercased()
            // Upper-casing can make characters the rule refuses (a combining mark): keep the letter as it was then.
            return (ExportName.problem(capital, in: language) == nil ? capital : String(word.prefix(1))) + word.dropFirst()
        }.joined()
        guard let first = joined.unicodeScalars.first else { return "Motion" }
        if !ExportName.isStart(first) { return "Motion" + joined }
        return reserved.contains(joined) ? joined + "Motion" : joined
    }
}
