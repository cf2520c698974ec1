import FluidLanguage

/// A line kept on show by `pin`: a plot command or an expression, recomputed whenever a
/// binding it uses changes.
struct Pin: Sendable {
    /// Shown as `pin N`; numbers are never reused within a session.
    var number: Int
    /// The line as typed after `pin` (`plot s, t`, `s.settle`).
    var source: String
    /// The line as parsed when it was pinned: run again as is, never parsed again.
    var statement: Statement

    /// The names the line reads, directly or through user functions it calls (`f(x) =
    /// x * k` makes `plot f, 0..1` depend on `f` and `k`). Names that are not bound (yet)
    /// count too, so a pin redraws when one is defined.
    func dependencies(in interpreter: Interpreter) -> Set<String> {
        var seen: Set<String> = []
        var queue = Self.identifiers(in: source)
        // `plot s, t`: the command word is not a name.
        if let word = source.split(separator: " ").first, CommandRegistry.command(String(word)) != nil, queue.first == String(word) {
            queue.removeFirst()
        }
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            if case .function? = interpreter.value(of: name), let text = interpreter.sourceText(name) {
                queue += Self.identifiers(in: text)
            }
        }
        return seen
    }

    /// The names `text` reads: its identifier tokens, less member names (`s.settle`),
    /// argument labels (`damping:`), the parameters of arrow functions (`x -> …`) and, for
    /// a function definition (`f(x) = …`), its name and parameters. None if it does not lex.
    static func identifiers(in text: String) -> [String] {
        guard var tokens = try? Lexer.tokenize(text) else { return [] }
        var parameters: Set<String> = []
        if let equals = tokens.firstIndex(where: { $0.kind == .equals }),
           tokens.first.map({ if case .identifier = $0.kind { true } else { false } }) == true {
            for token in tokens[..<equals] { if case .identifier(let name) = token.kind { parameters.insert(name) } }
            tokens.removeSubrange(..<equals)
        }
        var names: [String] = []
        for (index, token) in tokens.enumerated() {
            guard case .identifier(let name) = token.kind else { continue }
            let before = index > 0 ? tokens[index - 1].kind : nil
            let after = index + 1 < tokens.count ? tokens[index + 1].kind : nil
            if before == .dot || after == .colon { continue }
            if after == .arrow { parameters.insert(name); continue }
            names.append(name)
        }
        return names.filter { !parameters.contains($0) }
    }
}
