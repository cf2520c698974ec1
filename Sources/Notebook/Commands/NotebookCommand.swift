import FluidLanguage

/// One command of the notebook: a word at the start of a line that acts on the session
/// rather than computing a value. A command is a type in its own file with a declared spec;
/// the parser reads its line by `spec.form`, `CommandCall` binds the arguments to the spec,
/// and `run` works on the bound arguments. Listed once in `CommandRegistry.all`.
protocol NotebookCommand: Sendable {
    static var spec: CommandSpec { get }
    /// Runs the command on arguments already bound to `spec` (labels known, required
    /// parameters present, words among their choices). A thrown diagnostic is drawn under
    /// the line; other failures are `Response.error`. The command works through `context`
    /// (bindings, settings, files, live modes, pins), never the session itself.
    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response
    /// Whether this line of the command can change what any binding shows (`load`, `set
    /// digits 6`), so every pin redraws after it. False unless a command says so.
    static func changesEveryBinding(_ statement: CommandStatement) -> Bool
    /// The file this line writes, as the line names it (`save drawer`: `drawer`; `plot …,
    /// to: "x.svg"`: `x.svg`), or nil when it writes none. A replay that writes nothing
    /// (``FileAccessPolicy/writesNothing``) skips such a line with a note. Nil unless a
    /// command says so.
    static func writtenFile(_ call: CommandCall<Self>) -> String?
}

extension NotebookCommand {
    static func changesEveryBinding(_ statement: CommandStatement) -> Bool { false }
    static func writtenFile(_ call: CommandCall<Self>) -> String? { nil }
}

/// Every command, in the order `help` lists them.
enum CommandRegistry {
    /// Adding a command is its file, its test and one line here (Swift has no portable way
    /// to find a protocol's conforming types at run time).
    static let all: [any NotebookCommand.Type] = [
        PlotCommand.self,
        DurationsCommand.self,
        CompareCommand.self,
        DiffCommand.self,
        ExportCommand.self,
        SaveCommand.self,
        LoadCommand.self,
        HelpCommand.self,
        SetCommand.self,
        VarsCommand.self,
        ClearCommand.self,
        TuneCommand.self,
        PlayCommand.self,
        PinCommand.self,
        UnpinCommand.self,
        QuitCommand.self,
    ]

    static let specs: [CommandSpec] = all.map { $0.spec }

    /// Every command word (names and aliases) with how the parser reads its line.
    static let table = CommandTable(lazy: { formByWord })

    /// Built when a line first starts with a word (the specs are built with it).
    private static let formByWord = Dictionary(uniqueKeysWithValues: specs.flatMap { spec in spec.words.map { ($0, spec.form) } })

    /// Command names and aliases, for did-you-mean and for refusing them as binding names.
    static let words: [String] = specs.flatMap(\.words)

    /// Each command word (name or alias) with its position in ``all``.
    private static let indexByWord: [String: Int] = Dictionary(
        specs.enumerated().flatMap { index, spec in spec.words.map { ($0, index) } },
        uniquingKeysWith: { first, _ in first })

    /// The command a word (name or alias) starts.
    static func command(_ word: String) -> (any NotebookCommand.Type)? {
        indexByWord[word].map { all[$0] }
    }

    /// Each command's labelled options by its name, made when the first command line is
    /// bound (not at start-up, which needs only the words and forms).
    private static let optionsByName: [String: [CommandOption]] = Dictionary(
        specs.map { ($0.name, $0.declaredOptionList()) }, uniquingKeysWith: { first, _ in first })

    /// A registered command's options, by its name.
    static func options(of name: String) -> [CommandOption]? { optionsByName[name] }

    static func spec(_ word: String) -> CommandSpec? {
        indexByWord[word].map { specs[$0] }
    }
}
