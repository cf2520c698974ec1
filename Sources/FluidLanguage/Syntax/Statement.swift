/// One line of a notebook.
public enum Statement: Hashable, Sendable {
    case expression(Expression)
    /// `s = spring(...)`
    case assignment(name: String, Expression)
    /// `f(x) = x^0.7`
    case functionDefinition(name: String, parameters: [String], body: Expression)
    /// `s.damping = 0.6`: re-binds `s` to a copy with the member changed.
    case memberAssignment(target: String, member: String, Expression)
    /// A command for the Notebook (`plot s, t`, `save drawer`); the language only parses it
    /// (see `CommandStatement`).
    case command(CommandStatement)
    /// A blank line or a comment.
    case empty
}
