/// One line of a notebook.
public enum Statement: Hashable, Sendable {
    case expression(Expression)
    /// `s = spring(...)`
    case assignment(name: String, Expression)
    /// `f(x) = x^0.7`
    case functionDefinition(name: String, parameters: [String], body: Expression)
    /// `s.damping = 0.6`: re-binds `s` to a copy with the member changed.
    case memberAssignment(target: String, member: String, Expression)
    /// A command for the Notebook (`plot s, t`, `save drawer`); the language only parses it.
    case command(name: String, arguments: CommandArguments, span: SourceSpan)
    /// A blank line or a comment.
    case empty
}

public enum CommandArguments: Hashable, Sendable {
    /// `plot s, t, width: 60`, or `plot(s, t)`.
    case expressions([Argument])
    /// The raw rest of the line, trimmed, without a trailing comment: `save drawer`.
    case words(String)
}

public enum CommandArgumentStyle: Hashable, Sendable {
    case expressions
    case words
}

/// The words that start a command line, and how each takes its arguments.
public struct CommandTable: Sendable {
    public var commands: [String: CommandArgumentStyle]

    public init(_ commands: [String: CommandArgumentStyle] = [:]) {
        self.commands = commands
    }

    public static let none = CommandTable()

    public func style(of word: String) -> CommandArgumentStyle? { commands[word] }
    public var names: [String] { commands.keys.sorted() }
}
