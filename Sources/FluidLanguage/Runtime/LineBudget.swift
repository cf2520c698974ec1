/// The work one line has done so far, counted against ``Limits/steps``: every evaluation the
/// line makes (its expression, each sample a plot, `diff` or `compare` draws, each line a
/// `load` or `save` replays) adds its steps here, and printing a value adds one step per
/// element printed. So a line's whole cost is bounded by one limit, however its work is
/// split, and a budget spent by one part stops the rest with the same message.
///
/// A session makes one per line it runs; sessions a line makes for its own work (a load's
/// fresh session, a save's replay) share the line's. The evaluation thread writes it while
/// the caller waits, so only one thread touches it at a time.
public final class LineBudget: @unchecked Sendable {
    /// Steps spent so far.
    public internal(set) var spent = 0

    public init() {}

    /// The step limit's message when the line has spent more than `limits.steps`, else nil.
    public func overrun(_ limits: Limits) -> Diagnostic? {
        spent > limits.steps ? Diagnostic(Messages.stepBudgetExceeded(limits.steps), SourceSpan(start: 0, end: 0)) : nil
    }

    /// Adds `steps` (clamped, never overflowing); throws the step limit's message at `span`
    /// once the total passes `limits.steps`.
    public func spend(_ steps: Int, limits: Limits, span: SourceSpan = SourceSpan(start: 0, end: 0)) throws(Diagnostic) {
        spent = Limits.adding(spent, max(steps, 0))
        if spent > limits.steps { throw Diagnostic(Messages.stepBudgetExceeded(limits.steps), span) }
    }
}
