import FluidLanguage

/// `clear`: clears the terminal's screen and scrollback, as numbat's and IPython's `clear`
/// do; the bindings stay. Off a terminal (a script, a pipe, `run`, `check`) there is no
/// screen, so it does nothing and a notebook that holds it replays cleanly.
struct ClearCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "clear", form: .words,
        summary: "Clear the screen (the bindings stay); off a terminal it does nothing.",
        example: "clear")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        if context.liveTerminal { context.request(.clearScreen) }
        return Response()
    }
}
