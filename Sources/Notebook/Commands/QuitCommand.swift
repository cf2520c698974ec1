import FluidLanguage

/// `quit` (or `exit`): asks the REPL to leave.
struct QuitCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "quit", aliases: ["exit"], form: .words,
        summary: "Leave fluid (exit and Ctrl-D do the same).",
        example: "quit")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        Response(quit: true)
    }
}
