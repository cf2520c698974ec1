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
        self.interpreter = Interpreter(commands: CommandCatalog.table)
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
        switch Parser.parse(line, commands: CommandCatalog.table) {
        case .failure(let diagnostic):
            return .error((misspelledCommand(in: line) ?? diagnostic).rendered(source: line))
        case .success(let statement):
            if case .empty = statement { return Response() }
            if let taken = commandNameBound(by: statement) {
                return .error(Self.commandIsNotAName(taken))
            }
            if case .command(let name, let arguments, let span) = statement {
                return runCommand(name, arguments: arguments, span: span, line: line)
            }
            do {
                let execution = try interpreter.execute(statement, source: line)
                return .text(execution.output)
            } catch {
                return .error(error.rendered(source: line))
            }
        }
    }

    /// `plto s`, `hepl plot`: a first word that names nothing but is close to a command,
    /// followed by more words, was meant as that command.
    private func misspelledCommand(in line: String) -> Diagnostic? {
        let characters = Array(line)
        var start = 0
        while start < characters.count, characters[start] == " " || characters[start] == "\t" { start += 1 }
        var end = start
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
        guard end > start, end < characters.count, characters[end] == " " else { return nil }
        let word = String(characters[start..<end])
        guard interpreter.value(of: word) == nil, !Interpreter.builtinNames.contains(word),
              let command = Suggestions.closest(to: word, in: CommandCatalog.all.map(\.name)) else { return nil }
        return Diagnostic("unknown command '\(word)'; did you mean '\(command)'?", SourceSpan(start: start, end: end))
    }

    /// The command word a statement would bind (`plot = 3`, `save(x) = …`), if any.
    private func commandNameBound(by statement: Statement) -> String? {
        switch statement {
        case .assignment(let name, _), .functionDefinition(let name, _, _):
            return CommandCatalog.info(name) == nil ? nil : name
        default:
            return nil
        }
    }

    static func commandIsNotAName(_ command: String) -> String {
        "'\(command)' is a command, so it cannot be a name; choose another, like \(command)1 or my\(command.prefix(1).uppercased() + command.dropFirst())"
    }

    /// Candidates for Tab: the full words that could stand where the cursor's word is.
    public func completions(for lineBeforeCursor: String) -> [String] {
        var candidates = interpreter.completions(forPrefix: lineBeforeCursor)
        // After `save ` / `load `, offer session names.
        let trimmed = lineBeforeCursor.drop { $0 == " " }
        for command in ["load ", "save "] where trimmed.hasPrefix(command) {
            let partial = trimmed.dropFirst(command.count).trimmingSpaces()
            candidates = store.names().filter { $0.hasPrefix(partial) }
        }
        // `export s c` → the export targets (the value's name completes as usual before that).
        if trimmed.hasPrefix("export "), let space = trimmed.lastIndex(of: " "),
           trimmed[trimmed.index(trimmed.startIndex, offsetBy: 7)..<space].contains(where: { $0 != " " }),
           !trimmed.contains(",") {
            let partial = trimmed[trimmed.index(after: space)...].lowercased()
            candidates = ExportTarget.allCases.map(\.rawValue).filter { $0.hasPrefix(partial) }
        }
        return candidates
    }

    private func runCommand(_ name: String, arguments: CommandArguments, span: SourceSpan, line: String) -> Response {
        switch name {
        case "quit", "exit":
            return Response(quit: true)
        case "plot":
            return plot(arguments, line: line)
        case "durations":
            return durations(arguments, line: line)
        case "compare":
            return compare(arguments, line: line)
        case "diff":
            return diff(arguments, line: line)
        case "export":
            return export(arguments, line: line)
        case "save":
            return save(words(arguments))
        case "load":
            return load(words(arguments))
        case "help":
            return help(words(arguments))
        case "set":
            return set(words(arguments))
        case "vars":
            return vars()
        case "tune":
            return tune(words(arguments))
        case "play":
            return play(arguments, line: line)
        case "pin":
            return pin(words(arguments))
        case "unpin":
            return unpin(words(arguments))
        default:
            return .error("unknown command '\(name)'")
        }
    }

    /// A command's words, trimmed; one pair of surrounding quotes is not part of them
    /// (`save "drawer"` saves drawer).
    private func words(_ arguments: CommandArguments) -> String {
        switch arguments {
        case .words(let text):
            let trimmed = Substring(text).trimmingSpaces()
            if trimmed.count >= 2, trimmed.first == "\"", trimmed.last == "\"" {
                return String(trimmed.dropFirst().dropLast())
            }
            return String(trimmed)
        case .expressions: return ""
        }
    }

    private func vars() -> Response {
        let bindings = interpreter.bindings
        if bindings.isEmpty { return .text("no bindings yet: try s = spring(damping: 0.8, response: 0.4s)") }
        return .text(bindings.map { "\($0.name) = \(interpreter.format($0.value))" }.joined(separator: "\n"))
    }
}
