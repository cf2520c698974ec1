import Foundation
import FluidLanguage
import Motion

/// A notebook session: the bindings, the display settings, and the commands that act on
/// them. Pure: it returns what to show and never touches the terminal, so the REPL, `run`,
/// `check` and the tests all drive the same object.
public final class Session {
    public let interpreter: Interpreter
    public var display: DisplaySettings
    public var store: SessionStore
    /// The files being loaded, outermost first, so a file that loads itself (directly or
    /// through others) is refused instead of recursing forever.
    var loadChain: [String] = []
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
        didSet { interpreter.readFile = Session.fileReader(relativeTo: FileManager.default.currentDirectoryPath, access: fileAccess) }
    }

    public init(store: SessionStore, display: DisplaySettings = .transcript) {
        self.interpreter = Interpreter(commands: CommandRegistry.table)
        interpreter.readFile = Session.fileReader(relativeTo: FileManager.default.currentDirectoryPath)
        self.display = display
        self.store = store
    }

    /// The first line of the REPL.
    public static func banner(version: String, unicode: Bool) -> String {
        let dot = unicode ? "·" : "-"
        let arrow = unicode ? "↑" : "up-arrow"
        return "fluid \(version) \(dot) tune springs, projections and rubberbands \(dot) help, Tab, \(arrow)"
    }

    /// Runs one line: a statement, a definition or a command. A failing line leaves every
    /// binding as it was.
    public func run(_ line: String) -> Response {
        var response = evaluate(line)
        if !response.failed { response.lines += pinnedUpdates(after: line) }
        // Diagnostics keep their lines whole: a caret must stay under its column.
        if display.wrapsText && !response.failed {
            response.lines = response.lines.flatMap { TextWrap.fit($0, width: display.width) }
        } else if display.wrapsText {
            response.lines = TextWrap.fitDiagnostic(response.lines, width: display.width)
        }
        return response
    }

    func evaluate(_ line: String) -> Response {
        if let problem = Limits.problem(withLine: line) { return .error(problem) }
        switch Parser.parse(line, commands: CommandRegistry.table) {
        case .failure(let diagnostic):
            return .error((misspelledCommand(in: line) ?? diagnostic).rendered(source: line))
        case .success(let statement):
            if case .empty = statement { return Response() }
            if let taken = commandNameBound(by: statement) {
                return .error(Self.commandIsNotAName(taken))
            }
            if case .command(let command) = statement {
                return run(command, line: line)
            }
            do {
                let execution = try interpreter.execute(statement, source: line)
                return .text(execution.output)
            } catch {
                return .error(error.rendered(source: line))
            }
        }
    }
}
