import FluidLanguage

/// The sessions a line makes to do its work (a `load`'s fresh session, a `save`'s replay)
/// stay part of that line: the same Ctrl-C stops them, and their lines spend the line's one
/// step budget (``LineBudget``), so a line's limit counts everything it does.
extension Session {
    /// Makes this session (just created by `outer`'s current line) stop on `outer`'s Ctrl-C
    /// and spend `outer`'s line budget.
    func works(for outer: Session) {
        interpreter.interruptRequested = outer.interpreter.interruptRequested
        outerLineBudget = outer.interpreter.budget
    }

    /// Whether Ctrl-C was pressed during the line being run.
    var isInterrupted: Bool { interpreter.interruptRequested?() ?? false }

    /// The step limit's message when the line being run has spent its budget, else nil.
    var spentBudget: Diagnostic? { interpreter.budget?.overrun(interpreter.settings.limits) }

    /// What a command says when Ctrl-C stopped it before it kept anything.
    static func interrupted(_ what: String) -> String { "interrupted (Ctrl-C); \(what)" }
}
