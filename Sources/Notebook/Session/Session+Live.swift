import FluidLanguage
import FluidMotion

/// What the live modes report back to the session once the executable has run them.
extension Session {
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
            response = .error(Messages.tuneChangeFails(model.name, error))
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
