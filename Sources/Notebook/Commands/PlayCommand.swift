import FluidLanguage

/// `play a, b, … [, slow: N]`: the springs' motion in real time at the terminal (see `Session.play`).
struct PlayCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "play", form: .expressions,
        parameters: [CommandParameter(name: "springs", placeholder: "SPRING, ...", kind: .expression, repeats: true)],
        options: [CommandOption(label: "slow", placeholder: "N", kind: .quantity(.plain),
                                meaning: "how many times slower than real time, 0.1 to 100 (default 1)")],
        summary: "The motion itself: a dot per spring moves across the terminal in real time, N times slower with slow: N; Ctrl-C stops it. Needs a terminal.",
        example: "play s, swiftui.bouncy, slow: 4")

    static func run(_ call: CommandCall, in session: Session) throws(Diagnostic) -> Response {
        var slow = 1.0
        if let q = try call.quantity("slow"), let span = call.argument("slow")?.valueSpan {
            guard q.value >= 0.1, q.value <= 100 else {
                throw Diagnostic("slow must be a plain number from 0.1 to 100, like slow: 4", span)
            }
            slow = q.value
        }
        return try session.play(call.arguments("springs"), slow: slow, line: call.line)
    }
}
