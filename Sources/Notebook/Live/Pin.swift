import FluidLanguage

/// A line kept on show by `pin`: a plot command or an expression, recomputed whenever a
/// binding it uses changes.
struct Pin: Sendable {
    /// Shown as `pin N`; numbers are never reused within a session.
    var number: Int
    /// The line as typed after `pin` (`plot s, t`, `s.settle`).
    var source: String
    /// The line as parsed when it was pinned: run again as is, never parsed again.
    var statement: Statement

    /// The most pins a session keeps, its own and those a `load` brings together. Every pin
    /// may redraw after one line, as part of that line (its time, its step budget, its
    /// Ctrl-C), so this bounds what one change can cost: a hundred plots are far more than a
    /// screen shows, and redraw in well under a second.
    static let maximum = 100

    /// Why `count` pins more cannot join `held` ones, or nil when they fit under ``maximum``.
    static func problem(adding count: Int, to held: Int) -> String? {
        guard held + count > maximum else { return nil }
        return "a session keeps at most \(maximum) pins (each one redraws after every change it uses)"
            + (held == 0 ? "" : ", and \(held) \(held == 1 ? "is" : "are") pinned; unpin some first (unpin N, or unpin all)")
    }

    /// The names the line reads, directly or through the bindings and user functions it
    /// reads (`f(x) = x * k` makes `plot f, 0..1` depend on `f` and `k`). Names that are not
    /// bound (yet) count too, so a pin redraws when one is defined.
    func dependencies(in interpreter: Interpreter) -> Set<String> {
        var seen: Set<String> = []
        var queue = Array(statement.freeNames.subtracting(Interpreter.builtinNameSet))
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            queue += interpreter.definition(of: name)?.reads ?? []
        }
        return seen
    }
}
