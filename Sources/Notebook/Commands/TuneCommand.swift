import FluidLanguage

/// `tune NAME`: a spring tuned with the keys at the terminal (see `tune(_:in:)`).
struct TuneCommand: NotebookCommand {
    static let spec = CommandSpec(
        // The rest of the line is the name, so `tune spring(…)` is told to bind it first.
        name: "tune", form: .text,
        parameters: [CommandParameter(name: "name", placeholder: "NAME", kind: .word(.spring))],
        summary: "Tune a spring with the keys while its plot redraws and a lane plays it in a loop: ←/→ and ↑/↓ change two knobs, p picks the next pair, f "
            + "the next family of knobs (own form, damping/response, duration/bounce, stiffness/damping, visualDuration/bounce, frequency/damping), s the "
            + "step (normal, fine, coarse), = types a value; Enter keeps the result in NAME (in its own form), Esc puts it back. Needs a terminal.",
        example: "tune s")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        tune(call.word("name") ?? "", in: context)
    }

    /// `tune NAME` (NAME as typed, never empty): checks that NAME is a spring and leaves a `TuneModel` for the
    /// terminal; off a terminal it says what to write instead.
    static func tune(_ text: String, in context: CommandContext) -> Response {
        let interpreter = context.interpreter
        let name = text
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return .error(Messages.tuneNotAName(name))
        }
        guard let value = interpreter.value(of: name) else {
            return .error(Messages.tuneNoSpring(name, suggestion: Suggestions.closest(to: name, in: CommandWords.spring.candidates(in: context))))
        }
        guard case .spring(let spring) = value else {
            return .error(Messages.tuneNotASpring(name, is: value.kindPhrase))
        }
        let model: TuneModel
        do throws(TuneError) {
            model = try TuneModel(name: name, spring: spring, digits: interpreter.settings.digits)
        } catch {
            return .error(Messages.tuneNothingToTune(error.message))
        }
        guard context.liveTerminal else {
            let label = model.horizontal
            return .error(Messages.tuneNeedsTerminal(instead: "\(name).\(label) = \(model.show(label, model.value(label) + model.step(label)))"))
        }
        context.request(.tune(model))
        return Response()
    }
}
