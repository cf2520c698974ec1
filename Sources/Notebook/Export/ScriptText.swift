/// Notebook text in generated TypeScript and JavaScript (ES modules, so strict mode).
/// JavaScript ends a `//` comment at LF, CR, U+2028 and U+2029; comments go through
/// `CommentText`. A binding's name must pass `ExportName`; a reserved word gains `Motion`
/// (`class` → `classMotion`); two bindings whose constants would share a name are refused
/// by `SessionExport.checkUnique`.
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

    static func identifier(_ name: String) throws(SessionExportProblem) -> String {
        if let problem = ExportName.problem(name, in: language) { throw problem }
        return reserved.contains(name) ? name + "Motion" : name
    }
}
