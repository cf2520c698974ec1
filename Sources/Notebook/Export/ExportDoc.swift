/// The doc comment an exported declaration opens with: the notebook line that made it
/// (`drawer.fluid:4: open = spring(…)`) and its claims, each a line, merged into the doc
/// comment the declaration's code already has, so an IDE's quick help shows all of it.
///
/// - Swift: `///` lines, put before the code's own `///` lines (consecutive lines are one doc).
/// - Kotlin, TypeScript, JavaScript: a `/** … */` block (KDoc, JSDoc): the code's first line,
///   when it is a block (`/** text */` on one line, or `/**` opening several), gets the lines
///   at its start; otherwise a new block stands over the code.
///
/// Every line given is already safe in a comment (through the language's `CodeText.comment`).
enum ExportDoc {
    /// The doc lines over `code` (unindented), in `language`'s doc comment.
    /// Blank doc lines are left out, so no doc comment is empty.
    static func merged(_ doc: [String], over code: [String], swift: Bool) -> [String] {
        let doc = doc.filter { !$0.allSatisfy(\.isWhitespace) }
        guard !doc.isEmpty else { return code }
        if swift { return doc.map { "/// " + $0 } + code }
        let inner = doc.map { " * " + $0 }
        guard let first = code.first else { return ["/**"] + inner + [" */"] }
        if first == "/**" { return ["/**"] + inner + code.dropFirst() }
        if first.hasPrefix("/** "), first.hasSuffix(" */") {
            let text = String(first.dropFirst(4).dropLast(3))
            return ["/**"] + inner + [" * " + text, " */"] + code.dropFirst()
        }
        return ["/**"] + inner + [" */"] + code
    }

    /// A one-line KDoc or JSDoc block of `text` after `indent`, or no line when `text` is blank
    /// (a part that says nothing of a type gets no empty `/** */`).
    static func line(_ text: String, indent: String) -> [String] {
        text.allSatisfy(\.isWhitespace) ? [] : [indent + "/** " + text + " */"]
    }

    /// The same, each line of the result after `indent`.
    static func merged(_ doc: [String], over code: [String], swift: Bool, indent: String) -> [String] {
        merged(doc, over: code, swift: swift).map { indent + $0 }
    }
}

extension SessionExport.Entry {
    /// The notebook line a declaration's doc comment names: `origin:line: ` and the entry's
    /// first source line, or that line alone when the line number is unknown (the prompt).
    func reference(in origin: String) -> String {
        located(in: origin).first ?? name
    }
}
