import FluidLanguage
import TerminalText

/// `help`, `help NAME`: everything at a glance, or one command, function, member or value.
struct HelpCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "help", form: .words,
        parameters: [CommandParameter(name: "topic", placeholder: "NAME", kind: .word(.free), required: false)],
        summary: "List everything, or describe one command, function or member (? and ? NAME too).",
        example: "help spring")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        var response = help(call.word("topic") ?? "", in: context)
        response.paged = !response.failed
        return response
    }
}

extension HelpCommand {
    /// `?` is `help` and `? NAME` (or `?NAME`) is `help NAME`: the question mark IPython and
    /// Julia use. Any other line is returned as it is.
    static func expandingHelpShorthand(_ line: String) -> String {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == "?" else { return line }
        return "help " + trimmed.dropFirst()
    }

    /// `help`: everything at a glance; `help NAME`: one command, function, member, preset,
    /// platform, unit or topic, with an example.
    static func help(_ name: String, in context: CommandContext) -> Response {
        let topics = Interpreter.helpTopics
        if name.isEmpty {
            var lines = [TextLine("Commands (at the start of a line; parentheses optional):")]
            let width = CommandRegistry.specs.map(\.name.count).max() ?? 0
            for command in CommandRegistry.specs {
                lines.append(TextLine(indent: 2, term: command.name, column: width + 2, description: command.summary))
            }
            lines.append(TextLine(""))
            lines.append(TextLine("Functions:"))
            let fwidth = topics.map(\.name.count).max() ?? 0
            for topic in topics {
                lines.append(TextLine(indent: 2, term: topic.name, column: fwidth + 2, description: topic.summary))
            }
            lines.append(TextLine(""))
            lines.append(TextLine(facts: ["Numbers carry units: 0.4s 400ms", "20pt 20px", "90deg 1.2rad", "1200pt/s", "20%."]))
            lines.append(TextLine("Bind with name = expr; define f(x) = ...; lambdas x -> ...; lists [a, b]; points (x, y); ranges a..b."))
            lines.append(TextLine("ans (or _) is the last result. help NAME (or ? NAME) tells more, with an example. Tab completes names, arguments and "
                + "members."))
            return Response(blocks: [.text(lines)])
        }
        if let command = CommandRegistry.spec(name) {
            return .text(command.helpText)
        }
        if Interpreter.lastResultNames.contains(name) {
            return .text("ans (or _): the last result, the value of the last line that computed one; a binding named ans or _ wins\n  example: 2 * ans")
        }
        // Members a command shows side by side (`help settle` leads to `durations`).
        if let command = CommandRegistry.specs.first(where: { $0.members.contains(name) }) {
            return .text("s.\(name) is one of \(command.membersPhrase); \(command.usage):\n  \(command.summary)\n  example: \(command.example)")
        }
        // Functions (with a line per parameter), members, presets, platforms, units and
        // topics: typed entries from the language's tables.
        if let response = helpForBuiltinValue(name, in: context) { return response }
        let known = CommandRegistry.words + topics.map(\.name)
        return .error(Messages.noHelp(name, suggestion: Suggestions.closest(to: name, in: known)))
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
