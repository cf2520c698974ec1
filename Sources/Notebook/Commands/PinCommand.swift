import FluidLanguage

/// `pin LINE`: a plot or a value kept on show, printed again after lines that change what it uses.
struct PinCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "pin", form: .text,
        parameters: [CommandParameter(name: "line", placeholder: "plot ... | EXPR", kind: .text, required: false)],
        summary: "Keep a plot or a value on show: it prints again after every line that changes a binding it uses, as part of that line (Ctrl-C stops the redraw, never the change). pin alone lists the pins; a session keeps at most \(Pin.maximum).",
        example: "pin plot swiftui.bouncy")

    static func run(_ call: CommandCall, in session: Session) throws(Diagnostic) -> Response {
        session.pin(call.word("line") ?? "")
    }
}
