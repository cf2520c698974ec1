import FluidLanguage

extension Session {
    /// Candidates for Tab: the full words that could stand where the cursor's word is.
    /// The language offers names, members and labels (and command words at the start of a
    /// line); after a command word, its spec decides: its options' labels where an argument
    /// starts, a choice option's words after its label, and a word parameter's words
    /// (sessions after `load`, targets after `export s`, settings after `set`). After `pin`
    /// the rest completes as a line of its own.
    public func completions(for lineBeforeCursor: String) -> [String] {
        let candidates = interpreter.completions(forPrefix: lineBeforeCursor)
        let characters = Array(lineBeforeCursor)
        var start = 0
        while start < characters.count, characters[start] == " " || characters[start] == "\t" { start += 1 }
        var end = start
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
        guard end < characters.count, characters[end] == " " || characters[end] == "\t",
              let spec = CommandRegistry.spec(String(characters[start..<end])) else { return candidates }
        let rest = Array(characters[end...])
        if rest.drop(while: { $0 == " " || $0 == "\t" }).first == "=" { return candidates }
        return commandCompletions(spec, rest: rest, language: candidates) ?? candidates
    }

    /// What `spec` offers for the word at the end of `rest` (the line after the command
    /// word), or nil to keep the language's candidates (`language`).
    private func commandCompletions(_ spec: CommandSpec, rest: [Character], language: [String]) -> [String]? {
        switch spec.form {
        case .text:
            // `pin plot s, wi`: a line in the line completes as one; `tune s`: names.
            let text = String(rest.drop { $0 == " " || $0 == "\t" })
            switch spec.parameters.first?.kind {
            case .text?: return completions(for: text)
            case .word(let kind)? where kind.offersNothingElse: return kind.candidates(in: CommandContext(self)).filter { $0.hasPrefix(text) }
            default: return nil
            }
        case .words:
            let words = String(rest).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            let typing = rest.last.map { $0 != " " && $0 != "\t" } ?? false
            let index = typing ? words.count - 1 : words.count
            let partial = typing ? words.last ?? "" : ""
            guard let parameter = spec.parameters.indices.contains(index) ? spec.parameters[index]
                    : spec.parameters.last.flatMap({ $0.repeats ? $0 : nil }),
                  case .word(let kind) = parameter.kind, !kind.candidates(in: CommandContext(self)).isEmpty || kind.offersNothingElse else { return nil }
            return kind.candidates(in: CommandContext(self)).filter { $0.hasPrefix(partial) }
        case .expressions, .expressionAndWord:
            var wordStart = rest.count
            while wordStart > 0, rest[wordStart - 1].isLetter || rest[wordStart - 1].isNumber || rest[wordStart - 1] == "_" { wordStart -= 1 }
            let partial = String(rest[wordStart...])
            var before = wordStart
            while before > 0, rest[before - 1] == " " || rest[before - 1] == "\t" { before -= 1 }
            let previous = before > 0 ? rest[before - 1] : nil
            // `kind: ve` → velocity
            if previous == ":" {
                var labelEnd = before - 1
                while labelEnd > 0, rest[labelEnd - 1] == " " { labelEnd -= 1 }
                var labelStart = labelEnd
                while labelStart > 0, rest[labelStart - 1].isLetter { labelStart -= 1 }
                if case .choice(let words)? = spec.option(String(rest[labelStart..<labelEnd]))?.kind {
                    return words.filter { $0.hasPrefix(partial) }
                }
                return nil
            }
            let atArgumentStart = previous == nil || previous == ","
            let depth = rest.reduce(0) { $0 + ("([".contains($1) ? 1 : ")]".contains($1) ? -1 : 0) }
            if spec.form == .expressionAndWord, !atArgumentStart, depth == 0, !rest.contains(","),
               wordStart > 0, rest[wordStart - 1] == " " || rest[wordStart - 1] == "\t",
               let word = spec.parameters.first(where: { if case .word = $0.kind { true } else { false } }),
               case .word(let kind) = word.kind {
                return kind.candidates(in: CommandContext(self)).filter { $0.hasPrefix(partial) }
            }
            guard atArgumentStart, depth == 0, previous != nil || spec.form == .expressions else { return nil }
            let labels = spec.options.map { $0.label + ":" }.filter { $0.hasPrefix(partial) }
            // `export s css, to`: the expression and the word both come before the first comma,
            // so after it only options do, and no name (a platform's `toy`) is offered.
            return spec.form == .expressionAndWord && previous == "," ? labels : labels + language
        }
    }
}

private extension CommandWords {
    /// Words that are all a parameter can be: Tab offers them alone, even when none match.
    var offersNothingElse: Bool {
        switch self {
        case .free: return false
        case .session, .spring, .choice: return true
        }
    }
}
