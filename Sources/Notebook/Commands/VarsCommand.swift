import FluidLanguage

/// `vars`: the session's bindings with their values, in the order they were first defined.
struct VarsCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "vars", form: .words,
        summary: "List the session's bindings with their values.",
        example: "vars")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        let bindings = context.interpreter.bindings
        if bindings.isEmpty { return .text("no bindings yet: try s = spring(damping: 0.8, response: 0.4s)") }
        return .text(bindings.map { "\($0.name) = \(context.interpreter.format($0.value))" }.joined(separator: "\n"))
    }
}
