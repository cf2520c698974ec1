/// Notebook text in generated TypeScript and JavaScript (ES modules, so strict mode).
/// JavaScript ends a `//` comment at LF, CR, U+2028 and U+2029; comments go through
/// `CommentText`. A binding's name must pass `ExportName`; a reserved word gains `Motion`
/// (`class` → `classMotion`); two bindings whose constants would share a name are refused
/// by `SessionExport.checkUnique`. The constants are the module's own; it exports one
/// frozen namespace object holding them (`typeName(_:declared:)`).
import FluidLanguage

enum ScriptText: CodeText {
    static let language = "TypeScript and JavaScript"

    /// Reserved words, the strict-mode ones, and `eval` and `arguments`, which strict code
    /// cannot declare.
    static let reserved: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "export",
        "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null", "return",
        "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield", "let", "static",
        "enum", "await", "implements", "package", "protected", "interface", "private", "public", "eval", "arguments",
    ]

    /// What the module itself calls: `Object` (`Object.freeze`) and the functions a part
    /// declares for its easings. A constant of that name would hide it, so it is refused.
    static let usedNames: Set<String> = Set(["Object"] + SessionExport.scriptParts.flatMap(\.part.easingHelperNames))

    static func identifier(_ name: String) throws(SessionExportProblem) -> String {
        if let problem = ExportName.problem(name, in: language) { throw problem }
        if usedNames.contains(name) {
            let uses = name == "Object" ? "to freeze its namespace" : "for its easings"
            throw SessionExportProblem(Messages.exportNameHidesUsedName(name, language: language, uses: uses))
        }
        return reserved.contains(name) ? name + "Motion" : name
    }

    /// The namespace a module exports, the one name it exports, so any number of modules
    /// re-export from one barrel (`export * from "./drawer"`): the stem by Swift's rule
    /// (`SwiftText.typeName(_:)`, `drawer-motion` → `DrawerMotion`), gaining `Motion` while
    /// it is a reserved word or one of the module's own constants (`declared`).
    static func typeName(_ title: String, declared: Set<String>) -> String {
        var name = SwiftText.namespace(title, avoiding: reserved.union(usedNames).union(declared))
        while declared.contains(name) || usedNames.contains(name) { name += "Motion" }
        return name
    }
}
