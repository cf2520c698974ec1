import FluidLanguage

/// What a command declares about itself: its word (and aliases), how its line is read, its
/// positional parameters and labelled options, and the help text. One spec drives parsing
/// (`CommandRegistry.table`), binding (`CommandCall`), the usage line and `help NAME`, Tab
/// completion, and the did-you-mean for misspelled commands.
struct CommandSpec: Sendable {
    var name: String
    /// Other words for the same command (`exit` for `quit`); help lists the command once.
    var aliases: [String] = []
    var form: CommandForm
    var parameters: [CommandParameter] = []
    /// The command's typed keys, read when a line of the command is bound, its usage or help
    /// is shown, or Tab completes a label: never at start-up, where the parser needs only
    /// the words and forms, so the keys' generic types (`OptionKey<PlotCommand, Int>`) are
    /// made by the first line that uses them.
    private let declaredOptions: @Sendable () -> [any OptionDeclaration]
    /// Its labelled options, in the order the usage line and help list them: made once for
    /// every registered command (``CommandRegistry/options(of:)``), when a line first asks.
    var options: [CommandOption] { CommandRegistry.options(of: name) ?? declaredOptionList() }

    /// The options as declared, made anew.
    func declaredOptionList() -> [CommandOption] {
        var options: [CommandOption] = []
        for declaration in declaredOptions() { options.append(declaration.option) }
        return options
    }
    /// One line for the list that `help` prints. Its words (like export's, made from every
    /// platform's targets) are put together when help, usage or the reference asks, never at
    /// start-up, where the registry makes every spec for its words and forms.
    var summary: String { describedSummary() }
    private let describedSummary: @Sendable () -> String
    /// A line that runs as it is in a session where `s` is bound to a spring (the spec test
    /// runs every one); `help NAME` shows it. Made when asked, as `summary` is.
    var example: String { describedExample() }
    private let describedExample: @Sendable () -> String
    /// Members of a value that this command shows side by side: `help settle` describes
    /// the command, saying the member is one of `membersPhrase`. Made when asked.
    var members: [String] { describedMembers() }
    private let describedMembers: @Sendable () -> [String]
    var membersPhrase = ""
    /// `pin` takes a line of this command (`pin plot s`): its output depends only on bindings.
    var pinnable = false

    var words: [String] { [name] + aliases }

    /// A spec; `options` are the command's typed keys (``OptionKey``), in the order the usage
    /// line and help list them.
    init(name: String, aliases: [String] = [], form: CommandForm, parameters: [CommandParameter] = [],
         options: @escaping @autoclosure @Sendable () -> [any OptionDeclaration] = [], summary: @escaping @autoclosure @Sendable () -> String,
         example: @escaping @autoclosure @Sendable () -> String, members: @escaping @autoclosure @Sendable () -> [String] = [],
         membersPhrase: String = "", pinnable: Bool = false) {
        self.name = name
        self.aliases = aliases
        self.form = form
        self.parameters = parameters
        self.declaredOptions = options
        self.describedSummary = summary
        self.describedExample = example
        self.describedMembers = members
        self.membersPhrase = membersPhrase
        self.pinnable = pinnable
    }

    /// `plot VALUE, ... [, RANGE] [, kind: position|velocity|both|path] [, width: N] …`: the
    /// parameters in order (optional ones in brackets, consecutive ones sharing a pair), then
    /// each option.
    var usage: String {
        let separator = form == .expressions ? ", " : " "
        var parts = ""
        var optional: [String] = []
        func closeOptional() {
            guard !optional.isEmpty else { return }
            let inner = optional.joined(separator: separator)
            parts += parts.isEmpty ? "[\(inner)]" : (form == .expressions ? " [, \(inner)]" : " [\(inner)]")
            optional = []
        }
        for parameter in parameters {
            if parameter.required {
                closeOptional()
                parts += (parts.isEmpty ? "" : separator) + parameter.placeholder
            } else {
                optional.append(parameter.placeholder)
            }
        }
        closeOptional()
        for option in options {
            parts += (parts.isEmpty ? "[" : " [, ") + "\(option.label): \(option.placeholder)]"
        }
        return parts.isEmpty ? name : name + " " + parts
    }

    /// `help NAME`: the usage, what it does, what each option means, and the example.
    var helpText: String {
        var lines = [usage, "  " + summary]
        for option in options {
            lines.append("  \(option.label): \(option.meaning)")
        }
        lines.append("  example: \(example)")
        return lines.joined(separator: "\n")
    }

    func option(_ label: String) -> CommandOption? { options.first { $0.label == label } }
}

/// A positional parameter of a command.
struct CommandParameter: Sendable {
    /// The binder's name for it, used in messages (`'durations' needs the argument 'spring'`).
    var name: String
    /// How the usage line shows it: `SPRING`, `VALUE, ... [, RANGE]`.
    var placeholder: String
    var kind: Kind
    var required = true
    /// Takes every remaining positional argument (`plot s, t, u`).
    var repeats = false

    enum Kind: Sendable {
        /// An expression, evaluated by the command.
        case expression
        /// A word; `words` lists what it can be, for Tab and for checking.
        case word(CommandWords)
        /// The rest of the line as typed (`pin plot s, t`).
        case text
    }
}

/// What a word argument can be.
enum CommandWords: Sendable {
    /// Anything (a name, a number): the command reads it.
    case free
    /// A saved session's name (or a path): Tab offers the store's sessions.
    case session
    /// The name of a spring the session has bound (`tune s`).
    case spring
    /// One of these words; `noun` names them in messages (`no setting 'digitz'`); `also`
    /// are accepted without being listed (`colour`).
    case choice([String], noun: String, also: [String] = [])

    /// The words Tab offers here.
    func candidates(in context: CommandContext) -> [String] {
        switch self {
        case .free: return []
        case .session: return context.store.names()
        case .spring:
            return context.interpreter.bindings.compactMap { binding in
                if case .spring = binding.value { return binding.name } else { return nil }
            }
        case .choice(let words, _, _): return words
        }
    }
}

/// A labelled option of a command (`kind: velocity`, `distance: 300pt`).
struct CommandOption: Sendable {
    var label: String
    /// How the usage line shows its value: `300pt`, `N`, `position|velocity|both|path`.
    var placeholder: String
    var kind: Kind
    /// One line for `help NAME`: what it changes, its unit and default.
    var meaning: String

    enum Kind: Sendable {
        /// A number of this kind, checked by the builtins' rule (`distance: 2s` is refused).
        case quantity(QuantityExpectation)
        /// A whole number in this range (`width: 60`).
        case whole(ClosedRange<Int>)
        case string
        /// One of these words, bare or quoted (`kind: velocity`).
        case choice([String])
    }
}

extension CommandOption {
    /// An option whose value is one of `words`, shown in the usage line as `a|b|c`.
    init(label: String, choices words: [String], meaning: String) {
        // Joined by hand: the generic `joined(separator:)` costs its first caller a run-time
        // witness lookup, and specs are built on a notebook's first line.
        var placeholder = ""
        for word in words {
            if !placeholder.isEmpty { placeholder += "|" }
            placeholder += word
        }
        self.init(label: label, placeholder: placeholder, kind: .choice(words), meaning: meaning)
    }
}
