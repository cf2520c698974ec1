/// A command line as the parser reads it: the command's word and its arguments, each with
/// the span it came from. The notebook declares the commands (their words and forms, in a
/// `CommandTable`) and binds these arguments to its specs; the language only parses them.
public struct CommandStatement: Hashable, Sendable {
    /// The command's word as written (an alias stays itself: `exit`).
    public var name: String
    public var nameSpan: SourceSpan
    /// In order of the line; positional and labelled arguments may mix.
    public var arguments: [CommandArgument]
    /// The whole command, without a trailing comment or spaces.
    public var span: SourceSpan

    public init(name: String, nameSpan: SourceSpan, arguments: [CommandArgument], span: SourceSpan) {
        self.name = name
        self.nameSpan = nameSpan
        self.arguments = arguments
        self.span = span
    }
}

/// One argument of a command: an expression (`s`, `width: 60`), a bare word (`swiftui`,
/// `digits`, `../x`), or the rest of the line as typed (`pin plot s, t`).
public struct CommandArgument: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case expression(Expression)
        /// A word as typed, without the quotes around it (`save "drawer"` is `drawer`).
        case word(String)
        /// The rest of the line, trimmed, without a trailing comment.
        case text(String)
    }

    public var label: String?
    /// The label's span without the colon; nil for positional arguments.
    public var labelSpan: SourceSpan?
    public var value: Value
    /// The value's span (for a quoted word, with its quotes).
    public var valueSpan: SourceSpan

    public init(label: String? = nil, labelSpan: SourceSpan? = nil, value: Value, valueSpan: SourceSpan) {
        self.label = label
        self.labelSpan = labelSpan
        self.value = value
        self.valueSpan = valueSpan
    }

    /// Label and value together.
    public var span: SourceSpan { labelSpan.map { $0.joined(valueSpan) } ?? valueSpan }

    /// The expression, for an expression argument.
    public var expression: Expression? {
        if case .expression(let e) = value { return e }
        return nil
    }

    /// The word or text; for an expression that is a bare name or a string (`kind: velocity`,
    /// `kind: "velocity"`), that name or string.
    public var word: String? {
        switch value {
        case .word(let text), .text(let text): return text
        case .expression(let e):
            switch e.kind {
            case .identifier(let name): return name
            case .string(let text): return text
            default: return nil
            }
        }
    }
}

/// How a command takes what follows its word; see the grammar at the top of `Parser`.
public enum CommandForm: Hashable, Sendable {
    /// `plot s, t, width: 60`, or `plot(s, t)`: expressions separated by commas, some labelled.
    case expressions
    /// `export s swiftui, tolerance: 0.001`: an expression, then a word, then labelled
    /// expressions after commas.
    case expressionAndWord
    /// `set digits 6`, `save "drawer"`, `load ../x`: words separated by spaces, each as typed
    /// (quotes keep spaces in one word and are dropped).
    case words
    /// `pin plot s, t`: the rest of the line as typed, one argument.
    case text
}

/// The words that start a command line, and how each takes its arguments.
public struct CommandTable: Sendable {
    private let source: @Sendable () -> [String: CommandForm]

    public init(_ commands: [String: CommandForm] = [:]) {
        source = { commands }
    }

    /// A table whose words are asked for only when a line first starts with a word (a line
    /// like `1 + 2` never needs them). `words` is called on every look-up, so it should
    /// return something already built (a `static let`).
    public init(lazy words: @escaping @Sendable () -> [String: CommandForm]) {
        source = words
    }

    public static let none = CommandTable()

    public var commands: [String: CommandForm] { source() }
    public func form(of word: String) -> CommandForm? { source()[word] }
    public var names: [String] { source().keys.sorted() }
}
