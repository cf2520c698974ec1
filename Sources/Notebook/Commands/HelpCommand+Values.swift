import FluidLanguage

extension Session {
    /// `help swiftui`, `help reactspring.wobbly`, `help fast`, `help stiffness`, `help ms`,
    /// `help units`: what the language's typed help (`Interpreter.help(for:)`) says about a
    /// builtin name, rendered as lines. A preset, constant or namespace shows the value it
    /// has in a fresh notebook. A name help does not know gets a did-you-mean when one is
    /// close (commands included), else nil.
    func helpForBuiltinValue(_ name: String) -> Response? {
        guard let entry = Interpreter.help(for: name) else {
            guard !name.isEmpty, let suggestion = Suggestions.closest(to: name, in: interpreter.commands.names + Interpreter.helpNames) else {
                return nil
            }
            return .error("no help for '\(name)'; did you mean '\(suggestion)'? Type help for the list.")
        }
        return .text(Session.helpLines(entry).joined(separator: "\n"))
    }

    /// A function or keyword opens with its signature and its summary below; anything else
    /// with its name and summary on one line. Then the value (`  = …`), the details, the
    /// example, and what to look up next.
    static func helpLines(_ entry: HelpEntry) -> [String] {
        var lines: [String]
        switch entry.kind {
        case .function, .keyword: lines = [entry.signature, "  " + entry.summary]
        default: lines = [entry.name + "  " + entry.summary]
        }
        if let value = entry.value {
            let shown = value.split(separator: "\n", omittingEmptySubsequences: false)
            lines += shown.enumerated().map { index, line in (index == 0 ? "  = " : "    ") + line }
        }
        lines += entry.details.map { "  " + $0 }
        lines.append("  example: " + entry.example)
        if !entry.seeAlso.isEmpty { lines.append("  see also: " + entry.seeAlso.joined(separator: ", ")) }
        return lines
    }
}
