import FluidLanguage
import FluidMotion
import TerminalText

/// `pin LINE`: a plot or a value kept on show, printed again after lines that change what it uses.
struct PinCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "pin", form: .text,
        parameters: [CommandParameter(name: "line", placeholder: "plot ... | EXPR", kind: .text, required: false)],
        summary: "Keep a plot or a value on show: it prints again after every line that changes a binding it uses, as part of that line (Ctrl-C stops the "
            + "redraw, never the change). pin alone lists the pins; a session keeps at most \(Pin.maximum).",
        example: "pin plot \(MotionPlatforms.examplePreset)")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        pin(call.word("line") ?? "", in: context)
    }

    /// `pin LINE`: shows LINE's output now and again after every line that changes a
    /// binding it uses. LINE is a plot command or an expression; it must work now.
    static func pin(_ text: String, in context: CommandContext) -> Response {
        let pins = context.pins
        guard !text.isEmpty else {
            guard !pins.isEmpty else { return .text("nothing pinned; try: pin plot s   or   pin s.settle") }
            return .text(pins.map { "pin \($0.number): \($0.source)" }.joined(separator: "\n"))
        }
        let (parsed, refusal) = context.parse(text)
        switch parsed {
        case .expression?:
            break
        case .command(let command)? where CommandRegistry.spec(command.name)?.pinnable == true:
            break
        default:
            return refusal.failed ? refusal : .error(Messages.pinNotPinnable(text))
        }
        guard let statement = parsed else { return refusal }
        if let full = Pin.problem(adding: 1, to: pins.count) { return .error(Messages.pinsFull(text, full)) }
        let now = context.execute(statement, line: text)
        guard !now.failed else { return now }
        let pin = context.addPin(source: text, statement: statement)
        let uses = pin.dependencies(in: context.interpreter).sorted()
        let note = uses.isEmpty ? TextLine("pin \(pin.number): \(text) (uses no binding, so it never redraws)")
            : TextLine(facts: ["pin \(pin.number): \(text)", "redraws when \(uses.joined(separator: ", ")) change\(uses.count == 1 ? "s" : "")"])
        return Response(blocks: [.text([note])] + now.blocks)
    }
}
