import FluidLanguage
import TerminalText

/// Pins redrawn after the line that changed what they use, as part of that line.
extension Session {
    /// The pins to show again after a line that changed `change`: those using a name it
    /// bound (all of them after `load` or `set`, which can change every binding or how it
    /// prints). Each pin runs its statement as parsed when it was pinned.
    ///
    /// The redraws are part of the line that made the change: they spend its step budget
    /// (each point a redrawn plot holds counts as a step, as sampling it would) and stop at
    /// its Ctrl-C, all of them at once. The change itself is kept either way, so a redraw cut
    /// short ends with a note saying what changed and how many pins were redrawn, never with
    /// "nothing was changed".
    func pinnedUpdates(after change: BindingChange) -> [Block] {
        guard !pins.isEmpty, change != .none else { return [] }
        let due = pins.filter { pin in
            if case .names(let changed) = change { return !pin.dependencies(in: interpreter).isDisjoint(with: changed) }
            return true
        }
        var blocks: [Block] = []
        for (index, pin) in due.enumerated() {
            if let stop = redrawStop(change, redrawn: index, of: due.count) { return blocks + [stop] }
            let redrawn = execute(pin.statement, line: pin.source)
            // A pin stopped by Ctrl-C or the budget says "nothing was changed": not so here.
            if let stop = redrawStop(change, redrawn: index, of: due.count) { return blocks + [stop] }
            do throws(Diagnostic) {
                try interpreter.budget?.spend(redrawn.blocks.reduce(0) { $0 + $1.drawnPoints }, limits: interpreter.settings.limits)
            } catch {
                return blocks + [redrawStop(change, redrawn: index, of: due.count) ?? .prose(error.message)]
            }
            blocks.append(.text([TextLine("pin \(pin.number): \(pin.source)")]))
            blocks += redrawn.blocks
        }
        return blocks
    }

    /// The note that ends a redraw of pins cut short by Ctrl-C or by the line's spent step
    /// budget (after `redrawn` of `due` pins), or nil to go on.
    private func redrawStop(_ change: BindingChange, redrawn: Int, of due: Int) -> Block? {
        let done = "\(redrawn) of \(due) pin\(due == 1 ? " was" : "s were") redrawn"
        if isInterrupted {
            return .prose("interrupted (Ctrl-C) while redrawing pins: \(change.kept); \(done)")
        }
        if spentBudget != nil {
            let steps = interpreter.settings.limits.steps
            let raised = steps.multipliedReportingOverflow(by: 10).overflow ? steps : min(steps * 10, 2_000_000_000)
            return .prose("the pins' redraw passed the step limit (\(steps) per line) and stopped: \(change.kept); \(done); "
                          + "unpin some, or raise the limit with `set steps \(raised)`")
        }
        return nil
    }
}

private extension Block {
    /// The points a plot holds (every series of every panel), the work of drawing it; 0 for
    /// the other blocks, whose printing the interpreter already counts.
    var drawnPoints: Int {
        guard case .plot(let figure) = self else { return 0 }
        return figure.panels.reduce(0) { total, panel in panel.series.reduce(total) { $0 + $1.points.count } }
    }
}
