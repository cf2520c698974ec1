extension Interpreter {
    /// Candidate full words for the word being typed at the end of `line` (the text before
    /// the cursor), sorted: members after `name.`, as whole dotted words because the line
    /// editor replaces the whole dotted word (`s.st` → `s.stiffness`; `swiftui.` →
    /// `swiftui.bouncy`, …), argument labels inside a builtin's parentheses
    /// (`spring(da` → `damping:`, `dampingRatio:`), command words at the start of the line,
    /// and binding, builtin and constant names.
    public func completions(forPrefix line: String) -> [String] {
        let characters = Array(line)
        var start = characters.count
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_" { start -= 1 }
        let word = String(characters[start...])
        if start > 0, characters[start - 1] == "." {
            return memberCompletions(characters, dotAt: start - 1, word: word)
        }
        if followsAs(characters, start) {
            return SpringFamilies.familyNames.filter { $0.hasPrefix(word) }.sorted()
        }
        var candidates: [String] = []
        if let function = enclosingCall(characters, before: start), let builtin = Builtins.table[function], atArgumentStart(characters, start) {
            candidates += builtin.labels.map { $0 + ":" }
        }
        let lineStart = characters[..<start].allSatisfy { $0 == " " || $0 == "\t" }
        if lineStart { candidates += commands.names }
        candidates += environment.bindings.map(\.name) + Interpreter.builtinNames
        var seen: Set<String> = []
        return candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }.sorted()
    }

    private func memberCompletions(_ characters: [Character], dotAt dot: Int, word: String) -> [String] {
        // The dotted chain of names before the dot: `android.stiffness`.
        var start = dot
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_"
                || characters[start - 1] == "." { start -= 1 }
        let path = String(characters[start..<dot]).split(separator: ".").map(String.init)
        guard let first = path.first, var value = environment[first] ?? Builtins.global(first) else { return [] }
        for name in path.dropFirst() {
            guard let next = try? Members.get(value, name, nameSpan: SourceSpan(start: 0, end: 0)) else { return [] }
            value = next
        }
        let prefix = String(characters[start...dot])
        return Members.names(of: value).filter { $0.hasPrefix(word) }.sorted().map { prefix + $0 }
    }

    /// The name of the innermost unclosed call before `offset`, like `spring` in `spring(damping: 0.8, da`
    /// (dotted for a platform's constructor: `motion.spring`).
    private func enclosingCall(_ characters: [Character], before offset: Int) -> String? {
        var level = 0
        var i = offset - 1
        var inString = false
        while i >= 0 {
            let c = characters[i]
            if c == "\"" { inString.toggle() }
            if !inString {
                if c == ")" || c == "]" { level += 1 }
                if c == "[" { if level == 0 { return nil }; level -= 1 }
                if c == "(" {
                    if level == 0 {
                        var end = i
                        while end > 0, characters[end - 1] == " " { end -= 1 }
                        var begin = end
                        while begin > 0, characters[begin - 1].isLetter || characters[begin - 1].isNumber || characters[begin - 1] == "_"
                                || characters[begin - 1] == "." { begin -= 1 }
                        return begin < end ? String(characters[begin..<end]) : nil
                    }
                    level -= 1
                }
            }
            i -= 1
        }
        return nil
    }

    /// Whether the word at `start` follows the keyword `as` (`s as fr` → `motion`).
    private func followsAs(_ characters: [Character], _ start: Int) -> Bool {
        var end = start
        while end > 0, characters[end - 1] == " " { end -= 1 }
        guard end < start, end >= 2, characters[end - 2] == "a", characters[end - 1] == "s" else { return false }
        return end == 2 || !(characters[end - 3].isLetter || characters[end - 3].isNumber || characters[end - 3] == "_" || characters[end - 3] == ".")
    }

    /// Whether the word at `start` begins an argument (after `(` or `,`).
    private func atArgumentStart(_ characters: [Character], _ start: Int) -> Bool {
        var i = start - 1
        while i >= 0, characters[i] == " " { i -= 1 }
        return i >= 0 && (characters[i] == "(" || characters[i] == ",")
    }
}
