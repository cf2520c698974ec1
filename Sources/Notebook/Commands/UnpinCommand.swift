import FluidLanguage

/// `unpin`, `unpin N`, `unpin all`: stop showing pins (see `Session.unpin`).
struct UnpinCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "unpin", form: .words,
        parameters: [CommandParameter(name: "pin", placeholder: "N | all", kind: .word(.free), required: false)],
        summary: "Stop showing pin N, or every pin.",
        example: "unpin all")

    static func run(_ call: CommandCall, in session: Session) throws(Diagnostic) -> Response {
        session.unpin(call.word("pin") ?? "")
    }
}
