import FluidLanguage
import TerminalText

/// `load NAME`: a saved session (or a notebook's path) run in a fresh session, its bindings kept.
struct LoadCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "load", form: .words,
        parameters: [CommandParameter(name: "name", placeholder: "NAME", kind: .word(.session))],
        summary: "Run sessions/NAME.fluid (or a path) and keep its bindings; all or nothing.",
        example: "load drawer")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        load(call.word("name") ?? "", in: context)
    }

    static func changesEveryBinding(_ statement: CommandStatement) -> Bool { true }

    /// `load NAME`: runs a session file in a fresh session and, only if every line runs,
    /// adds all its bindings (and settings) to this one at once. Nothing changes when any
    /// line fails. A path (`load other.fluid`) is relative to the session's folder
    /// (a notebook's own folder), and the loaded file's paths to its own folder.
    static func load(_ name: String, in context: CommandContext) -> Response {
        let store = context.store, folder = context.folder, fileAccess = context.fileAccess, interpreter = context.interpreter
        if name.isEmpty { return .error(Messages.loadNeedsName(sessions: store.names())) }
        let written = store.path(for: name)
        // A path is the notebook's (or the prompt's) words; the sessions folder is the
        // command line's or the environment's, relative to the working directory.
        let path = NotebookPlace.absolute(written, in: SessionStore.isPath(name) ? folder : SystemPaths.currentDirectory())
        let shownPath = context.shown(path, written: written)
        if let problem = fileAccess.problem(reading: path) {
            context.noteRefusedRead()
            return .error(Messages.loadRefused(name, problem))
        }
        if context.isInterrupted { return .error(Messages.commandInterrupted("nothing was loaded")) }
        let file: SessionFileText
        switch Replayer.open(path: path, shown: shownPath, access: fileAccess) {
        case .failure(let problem):
            var advice = ""
            if problem.outsideReadableFolders { context.noteRefusedRead() }
            if problem.missing {
                let names = store.names()
                if let close = Suggestions.closest(to: name, in: names) {
                    advice = "; did you mean '\(close)'?"
                } else if !names.isEmpty {
                    advice = " (sessions: \(names.joined(separator: ", ")))"
                }
            }
            return .error(Messages.notebookUnreadable(problem.description, advice: advice))
        case .success(let parsed):
            file = parsed
        }
        let identity = FileAccessPolicy.resolved(path)
        let loadChain = context.loadChain
        if let first = loadChain.firstIndex(of: identity) {
            let cycle = (loadChain[first...] + [identity]).map(PathText.lastComponent)
            return .error(Messages.loadCycle(name, cycle: cycle))
        }
        if loadChain.count >= 16 { return .error(Messages.loadTooDeep(name, depth: 16)) }
        if loadChain.isEmpty { context.loadCount = LoadCount() }
        context.loadCount.files += 1
        if context.loadCount.files > LoadCount.maximum {
            return .error(Messages.loadTooMany(LoadCount.maximum))
        }
        let fresh = context.loadingSession(of: identity, folder: NotebookPlace(path).folder)
        // Line by line, keeping no line's output: only the first failure is needed.
        var failure: Replayer.StatementResult?
        Replayer.replay(file, in: fresh) { result in
            if result.response.failed { failure = result }
            return failure == nil
        }
        if let failure {
            // A read the loaded file's sandbox refused is this line's refusal too.
            if fresh.refusedReads.count > 0 { context.noteRefusedRead() }
            return Response(blocks: [.text([TextLine("\(shownPath):\(failure.statement.lineNumber): \(Diagnostic.echo(failure.statement.source))")])]
                                + failure.response.blocks + [.text([TextLine(Messages.loadLineFails.text)])], failed: true, code: Messages.loadLineFails.code)
        }
        // Ctrl-C between two lines stops the replay without a failing line: keep nothing.
        if context.isInterrupted { return .error(Messages.commandInterrupted("nothing was loaded")) }
        // Its pins join this session's: all of them fit, or nothing is loaded.
        if let full = Pin.problem(adding: fresh.pins.count, to: context.pins.count) {
            return .error(Messages.loadPinsFull(name, pins: fresh.pins.count, full))
        }
        // Every line ran: adopt the fresh session's values as they are, with the lines that
        // made them (so they stay live), then its settings. Bindings here that read a loaded
        // name are made again; if one fails, nothing is loaded. The trace files they name
        // are named from this session's folder.
        var names: [String] = []
        do throws(Diagnostic) {
            try interpreter.transaction { () throws(Diagnostic) in
                for binding in fresh.interpreter.bindings {
                    _ = try interpreter.adopt(binding.name, SourcePaths.rebased(binding.value, from: fresh.folder, to: folder),
                                              definition: SourcePaths.rebased(fresh.interpreter.definition(of: binding.name), from: fresh.folder, to: folder))
                    names.append(binding.name)
                }
            }
        } catch {
            return .error(Messages.loadBindingFails(name, error))
        }
        // Settings come along only when the file set them.
        if fresh.interpreter.settings != LanguageSettings() { interpreter.settings = fresh.interpreter.settings }
        let keepsLayout = file.lineCount <= LoadedNotebook.maximumLines
        context.loadedFrom = keepsLayout ? LoadedNotebook(text: file, folder: fresh.folder, loadedInto: folder) : nil
        // Its pins come along too, numbered after this session's.
        for pin in fresh.pins {
            let (source, statement) = SourcePaths.rebased(pin.source, pin.statement, from: fresh.folder, to: folder)
            context.addPin(source: source, statement: statement)
        }
        var said = fresh.pins.isEmpty ? "" : " (and \(fresh.pins.count) pin\(fresh.pins.count == 1 ? "" : "s"))"
        if !keepsLayout {
            said += "; its \(file.lineCount) lines are more than save lays out again (\(LoadedNotebook.maximumLines)), so save writes the bindings as a "
                + "plain program"
        }
        if names.isEmpty { return .text("loaded \(name): no bindings" + said) }
        return .text("loaded \(name): \(names.joined(separator: ", "))" + said)
    }
}

/// Files loaded by one top-level line; one object shared by the sessions a load chain makes.
final class LoadCount {
    var files = 0
    /// Enough for any notebook that loads its parts; a fan-out of two per level passes it
    /// at the eighth level, long before it would take seconds.
    static let maximum = 256
}
