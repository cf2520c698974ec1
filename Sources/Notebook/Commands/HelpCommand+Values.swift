import FluidLanguage
import TerminalText

extension HelpCommand {
    /// `help swiftui`, `help reactspring.wobbly`, `help fast`, `help stiffness`, `help ms`,
    /// `help units`: what the language's typed help (`Interpreter.help(for:)`) says about a
    /// builtin name, rendered as lines. A preset, constant or namespace shows the value it
    /// has in a fresh notebook. A name help does not know gets a did-you-mean when one is
    /// close (commands included), else nil.
    static func helpForBuiltinValue(_ name: String, in context: CommandContext) -> Response? {
        guard let entry = Interpreter.help(for: name) else {
            guard !name.isEmpty, let suggestion = Suggestions.closest(to: name, in: context.interpreter.commands.names + Interpreter.helpNames) else {
                return nil
            }
            return .error(Messages.noHelp(name, suggestion: suggestion))
        }
        return Response(blocks: [.text(helpLines(entry))])
    }

    /// A function or keyword opens with its signature and its summary below; anything else
    /// with its name and summary on one line. Then the value (`  = …`), the details, the
    /// example, and what to look up next.
    static func helpLines(_ entry: HelpEntry) -> [TextLine] {
        var lines: [TextLine]
        switch entry.kind {
        case .function, .keyword: lines = [TextLine(entry.signature), TextLine(indent: 2, entry.summary)]
        default: lines = [TextLine(entry.name + "  " + entry.summary)]
        }
        if let shown = entry.shownValue {
            lines += shown.enumerated().map { index, line in
                var indented = index == 0 ? line.prefixed("= ") : line
                indented.indent += index == 0 ? 2 : 4
                return indented
            }
        }
        lines += entry.detailFacts.map { TextLine(indent: 2, facts: $0) }
        lines.append(TextLine(indent: 2, "example: " + entry.example))
        if !entry.seeAlso.isEmpty { lines.append(TextLine(indent: 2, "see also: " + entry.seeAlso.joined(separator: ", "))) }
        return lines
    }
}
