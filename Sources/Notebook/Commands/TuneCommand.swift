import FluidLanguage

/// `tune NAME`: a spring tuned with the keys at the terminal (see `Session.tune`).
struct TuneCommand: NotebookCommand {
    static let spec = CommandSpec(
        // The rest of the line is the name, so `tune spring(…)` is told to bind it first.
        name: "tune", form: .text,
        parameters: [CommandParameter(name: "name", placeholder: "NAME", kind: .word(.spring))],
        summary: "Tune a spring with the keys while its plot redraws: ←/→ and ↑/↓ change two of its parameters, p picks the next pair, s the step size (×1, ×10, ×0.1); Enter keeps the result in NAME, Esc puts it back. Needs a terminal.",
        example: "tune s")

    static func run(_ call: CommandCall, in session: Session) throws(Diagnostic) -> Response {
        session.tune(call.word("name") ?? "")
    }
}
