import FluidLanguage
import FluidMotion

extension Session {
    /// `tune NAME` (NAME as typed, never empty): checks that NAME is a spring and leaves a `TuneModel` for the
    /// terminal; off a terminal it says what to write instead.
    func tune(_ text: String) -> Response {
        let name = text
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return .error("tune takes the name of a spring, like tune s; '\(name)' is not a name (bind it first: s = \(name))")
        }
        guard let value = interpreter.value(of: name) else {
            let hint = Suggestions.closest(to: name, in: CommandWords.spring.candidates(in: self)).map { "; did you mean '\($0)'?" }
                ?? "; define it first: \(name) = spring(damping: 0.8, response: 0.4s)"
            return .error("no spring named '\(name)'\(hint)")
        }
        guard case .spring(let spring) = value else {
            return .error("tune changes a spring, and \(name) is \(value.kindPhrase)")
        }
        let model: TuneModel
        do throws(TuneError) {
            model = try TuneModel(name: name, spring: spring, digits: interpreter.settings.digits)
        } catch {
            return .error(error.message)
        }
        guard liveTerminal else {
            let label = model.horizontal
            return .error("tune needs a terminal; in a script, set a parameter instead: \(name).\(label) = \(model.show(label, model.value(label) + model.step(label)))")
        }
        liveRequest = .tune(model)
        return Response()
    }

    /// The line that ends `tune`: Enter binds the tuned spring (as if typed, so pins
    /// that use it redraw); Esc leaves the binding as it was and says so.
    public func finishTune(_ model: TuneModel) -> Response {
        guard model.outcome == .keep, model.current.spring != model.original.spring || model.current.arguments != model.original.arguments else {
            let formatter = ValueFormatter(digits: interpreter.settings.digits)
            return .text("\(model.name) unchanged: \(formatter.springFirstLine(model.original))")
        }
        var response: Response
        // Enter is a line of its own: its pins' redraw gets a fresh budget.
        interpreter.budget = outerLineBudget ?? LineBudget()
        do throws(Diagnostic) {
            let execution = try interpreter.adopt(model.name, .spring(model.current))
            response = Response(blocks: Self.blocks(of: execution) + pinnedUpdates(after: .names([model.name])))
        } catch {
            response = .error("\(model.name) was not changed: \(error.message)" + (error.help.map { "\n" + $0 } ?? ""))
        }
        response.display = display
        return response
    }

    /// The live mode the last line asked for, once: the executable takes it and runs it.
    public func takeLiveRequest() -> LiveRequest? {
        defer { liveRequest = nil }
        return liveRequest
    }
}
