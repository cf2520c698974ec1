import FluidLanguage
import FluidMotion
import TerminalText

/// A notebook session: the bindings, the display settings, and the state commands keep
/// (pins, the notebook it was loaded from, the file sandbox). It coordinates a line's work:
/// parsing, running a statement or binding a command to its spec and running it through a
/// ``CommandContext``, redrawing pins, sharing the line's budget and Ctrl-C with the sessions
/// the line makes. What each command does lives in its command type. Pure: it returns what to
/// show and never touches the terminal, so the REPL, `run`, `check` and the tests all drive
/// the same object.
public final class Session {
    public let interpreter: Interpreter
    public var display: DisplaySettings
    public var store: SessionStore
    /// The files being loaded, outermost first, so a file that loads itself (directly or
    /// through others) is refused instead of recursing forever.
    var loadChain: [String] = []
    /// The notebook this session was last loaded from, whose layout `save` keeps
    /// (``loadedNotebook``).
    var loadedFrom: LoadedNotebook?
    /// Files loaded so far by the top-level line being run, loads inside loads included;
    /// shared down the chain, so files that load others twice at each level stop at
    /// ``LoadCount/maximum`` instead of fanning out forever.
    var loadCount = LoadCount()
    /// The step budget of the line that made this session for its own work (a load's fresh
    /// session, a save's replay; see ``works(for:)``), which its lines share; nil: each line
    /// this session runs begins a budget of its own.
    var outerLineBudget: LineBudget?
    /// Lines kept on show by `pin`, redrawn after lines that change what they use.
    var pins: [Pin] = []
    var nextPinNumber = 0
    /// The executable can run live modes (`tune`, `play`): the session is at a terminal.
    /// Off a terminal (scripts, `run`, `check`) they say so instead.
    public var liveTerminal = false
    /// The live mode the last line asked for; see `takeLiveRequest()`.
    var liveRequest: LiveRequest?
    /// Which files `load`, `save` and other file commands may touch; replayed scripts are
    /// confined (see ``FileAccessPolicy``), the prompt is not.
    public var fileAccess: FileAccessPolicy = .unrestricted {
        // Files the language reads (`trace("flick.csv")`) obey the same policy.
        didSet {
            interpreter.readFile = Session.fileReader(relativeTo: folder, access: fileAccess, refused: refusedReads)
            interpreter.readRecording = Session.recordingReader(relativeTo: folder, access: fileAccess, refused: refusedReads)
        }
    }
    /// Reads this session's sandbox refused (see ``RefusedReads``).
    let refusedReads = RefusedReads()
    /// The folder the paths a line names resolve against (`trace("data/flick.csv")`,
    /// `load other.fluid`): the working directory at the prompt; a notebook's own folder
    /// when it is replayed or loaded (see ``NotebookPlace``), so a notebook finds its files
    /// from any working directory.
    public var folder: String {
        didSet {
            interpreter.readFile = Session.fileReader(relativeTo: folder, access: fileAccess, refused: refusedReads)
            interpreter.readRecording = Session.recordingReader(relativeTo: folder, access: fileAccess, refused: refusedReads)
        }
    }

    public init(store: SessionStore, display: DisplaySettings = .transcript) {
        self.interpreter = Interpreter(commands: CommandRegistry.table)
        self.folder = SystemPaths.currentDirectory()
        self.display = display
        self.store = store
        interpreter.readFile = Session.fileReader(relativeTo: folder, access: .unrestricted, refused: refusedReads)
        interpreter.readRecording = Session.recordingReader(relativeTo: folder, access: .unrestricted, refused: refusedReads)
    }

    /// How this session's messages name the file at `path` (absolute): relative to the
    /// notebook in a replayed notebook, so its transcript is the same on every machine;
    /// as the user `wrote` it at the prompt.
    func shown(_ path: String, written: String) -> String {
        fileAccess.place == nil ? written : fileAccess.shown(path)
    }

    /// The first line of the REPL, as facts (the renderer picks the separator).
    public static func banner(version: String, unicode: Bool) -> TextLine {
        TextLine(facts: ["fluid \(version)", "tune springs, projections and rubberbands", "help, Tab, \(unicode ? "↑" : "up-arrow")"])
    }

    /// Runs one line: a statement, a definition or a command. A failing line leaves every
    /// binding as it was. The response is rendered at the session's display settings.
    public func run(_ line: String) -> Response {
        let line = HelpCommand.expandingHelpShorthand(line)
        interpreter.budget = outerLineBudget ?? LineBudget()
        let (statement, parsed) = parse(line)
        var response = statement.map { execute($0, line: line) } ?? parsed
        if !response.failed, let statement { response.blocks += pinnedUpdates(after: BindingChange(statement)) }
        response.display = display
        return response
    }

    /// The line's statement, or the response refusing it (a syntax error, a line too long,
    /// a command word used as a name).
    func parse(_ line: String) -> (Statement?, Response) {
        if let problem = Limits.lineProblem(line) { return (nil, .error(problem)) }
        switch Parser.parse(line, commands: CommandRegistry.table) {
        case .failure(let diagnostic):
            return (nil, .diagnostic(misspelledCommand(in: line) ?? diagnostic, source: line))
        case .success(let statement):
            if let taken = commandNameBound(by: statement) {
                return (nil, .error(Messages.commandIsNotAName(taken)))
            }
            return (statement, Response())
        }
    }

    /// What a binding line shows: its own lines, then each dependent made again.
    static func blocks(of execution: Execution) -> [Block] {
        ([execution] + execution.dependents).compactMap { $0.shown.isEmpty ? nil : Block.text($0.shown) }
    }

    /// Runs a parsed line; `line` is its text, for the spans of diagnostics.
    func execute(_ statement: Statement, line: String) -> Response {
        switch statement {
        case .empty:
            return Response()
        case .command(let command):
            return run(command, line: line)
        default:
            do {
                return Response(blocks: Self.blocks(of: try interpreter.execute(statement, source: line)))
            } catch {
                return .diagnostic(error, source: line)
            }
        }
    }
}
