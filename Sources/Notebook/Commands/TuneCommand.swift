import FluidLanguage

/// `tune NAME`: a spring tuned with the keys at the terminal (see `Session.tune`).
struct TuneCommand: NotebookCommand {
    static let spec = CommandSpec(
        // The rest of the line is the name, so `tune spring(…)` is told to bind it first.
        name: "tune", form: .text,
        parameters: [CommandParameter(name: "name", placeholder: "NAME", kind: .word(.spring))],
        summary: "Tune a spring with the keys while its plot redraws and a lane plays it in a loop: ←/→ and ↑/↓ change two knobs, p picks the next pair, f the next family of knobs (own form, damping/response, duration/bounce, stiffness/damping, visualDuration/bounce, frequency/damping), s the step (normal, fine, coarse), = types a value; Enter keeps the result in NAME (in its own form), Esc puts it back. Needs a terminal.",
        example: "tune s")

    static func run(_ call: CommandCall, in session: Session) throws(Diagnostic) -> Response {
        session.tune(call.word("name") ?? "")
    }
}
