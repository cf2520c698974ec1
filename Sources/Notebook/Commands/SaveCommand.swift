import FluidLanguage

/// `save NAME`: the session's bindings, each with its output, to sessions/NAME.fluid.
struct SaveCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "save", form: .words,
        parameters: [CommandParameter(name: "name", placeholder: "NAME", kind: .word(.session))],
        summary: "Write the session's bindings to sessions/NAME.fluid (atomically), each with its output.",
        example: "save drawer")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        save(call.word("name") ?? "", in: context)
    }

    static func writtenFile(_ call: CommandCall<Self>) -> String? {
        call.word("name") ?? "the session"
    }

    /// `save NAME`: writes the bindings that recreate this session, each followed by what it
    /// prints, to the store's folder, atomically, keeping the previous version as `NAME.fluid~`.
    ///
    /// Paths the bindings name are rewritten to be relative to the saved file's folder
    /// (``SourcePaths``). The outputs are produced by replaying the written statements
    /// exactly as `fluid check` will replay the file (``Session/replaying(_:store:display:allowRead:allowWrite:)``:
    /// its folder, its project's sandbox, no flags), so a file is saved only if that replay
    /// succeeds, and `fluid check` passes on it at once. A binding that cannot be written (a
    /// line too long, or lines that fail on replay) is left out, with the ones that need it;
    /// the rest are saved and the answer names what was left out and why, as an error so a
    /// script that saves notices.
    static func save(_ name: String, in context: CommandContext) -> Response {
        let fileAccess = context.fileAccess, interpreter = context.interpreter
        if let problem = SessionStore.problem(withName: name) { return .error(Messages.sessionNameRefused(problem)) }
        let path = context.store.savePath(for: name)
        if let problem = fileAccess.problem(writing: path) { return .error(Messages.saveRefused(name, problem)) }
        let saved: Transcript
        switch transcript(for: path, in: context) {
        case .success(let built): saved = built
        case .failure(let problem): return .error(problem.message)
        }
        if let stop = stopped(saving: name, in: context) { return .error(stop.message) }
        do {
            try AtomicFile.write(saved.file.text(), to: path, access: fileAccess)
        } catch {
            return .error(Messages.writeFailed(error.description))
        }
        let count = interpreter.bindings.count - saved.leftOut.count
        let shownPath = context.shown(NotebookPlace.absolute(path, in: SystemPaths.currentDirectory()), written: path)
        let done = "saved \(count) binding\(count == 1 ? "" : "s") to \(shownPath)"
        guard !saved.leftOut.isEmpty else { return .text(done) }
        return .error(Messages.saveLeftOut(done, leftOut: saved.leftOut))
    }

    /// A session as a file, and the bindings that could not be part of it.
    struct Transcript {
        var file: SessionFile
        var leftOut: [(name: String, reason: String)] = []
    }

    /// The session as the program that makes it, as the file at `path`: the settings that
    /// change output, each binding's lines as typed (its latest definition and the lines
    /// that updated it), each after the bindings it reads, then the pins; every line with
    /// its output, replayed as `fluid check` will replay that file.
    ///
    /// A session loaded from a notebook keeps the notebook's layout (see `NotebookLayout`);
    /// if that layout no longer replays (a binding now reads one made further down), the
    /// plain program is written instead. In the plain program a binding whose lines cannot
    /// be written (one longer than a line may be, or one that fails on replay, most often
    /// because it needs a binding left out before it) is left out, and so is a pin that fails.
    static func transcript(for path: String, in context: CommandContext) -> Result<Transcript, SaveProblem> {
        let interpreter = context.interpreter, folder = context.folder
        let program = interpreter.programLines()
        let pinLines = context.pins.map { "pin " + $0.source }
        if let notebook = context.loadedFrom?.file, !program.contains(where: { $0.lines.isEmpty }),
           case .success(let file) = replayed(NotebookLayout.lines(notebook: notebook, program: program, settings: SetCommand.settingsSource(interpreter),
                                                                   pins: pinLines), as: path, in: context) {
            return .success(Transcript(file: file))
        }
        if let stop = stopped(saving: PathText.lastComponent(path), in: context) { return .failure(stop) }
        let replay = context.replayingSession(as: path)
        var file = SessionFile(lines: [.verbatim(SessionFile.header)])
        for source in SetCommand.settingsSource(interpreter) {
            let response = replay.run(source)
            if let stop = stopped(saving: PathText.lastComponent(path), in: context) { return .failure(stop) }
            if response.failed {
                return .failure(SaveProblem(message: Messages.saveSettingFails(source, transcript: response.transcript)))
            }
            file.lines.append(.statement(.init(source: source, lineNumber: file.lines.count + 1, expectedOutput: response.transcript)))
        }
        var leftOut: [(name: String, reason: String)] = []
        for entry in program + pinLines.map({ (name: $0, lines: [$0]) }) {
            var statements: [SessionFile.Line] = []
            var problem: String? = entry.lines.isEmpty ? "its value has no source form" : nil
            for typed in entry.lines where problem == nil {
                let source = SourcePaths.rebased(typed, from: folder, to: replay.folder)
                if Limits.problem(withLine: source) != nil {
                    problem = "written out it takes \(source.utf8.count) characters, more than a line may hold (\(Limits.lineLength))"
                    break
                }
                let refusedBefore = replay.refusedReads.count
                let response = replay.run(source)
                if let stop = stopped(saving: PathText.lastComponent(path), in: context) { return .failure(stop) }
                if response.failed {
                    problem = "replaying it fails: " + (response.failureMessage ?? "it fails to replay")
                    if replay.refusedReads.count > refusedBefore {
                        problem! += " (a saved file reads only inside its project: the nearest folder up holding .git, Package.swift or "
                            + ".fluid-root; put an empty .fluid-root file at the top of the folder that holds the sessions and the data)"
                    }
                    break
                }
                statements.append(.statement(.init(source: source, lineNumber: file.lines.count + statements.count + 1, expectedOutput: response.transcript)))
            }
            if let problem { leftOut.append((entry.name, problem)) } else { file.lines += statements }
        }
        return .success(Transcript(file: file, leftOut: leftOut))
    }

    /// The planned lines as the file at `path`, their paths rewritten for its folder, each
    /// statement followed by what it prints when replayed as `fluid check` will replay the
    /// file; a failure if one fails.
    private static func replayed(_ planned: [NotebookLayout.Planned], as path: String, in context: CommandContext) -> Result<SessionFile, SaveProblem> {
        let replay = context.replayingSession(as: path)
        var lines: [SessionFile.Line] = [.verbatim(SessionFile.header)]
        for line in planned {
            switch line {
            case .verbatim(let text):
                lines.append(.verbatim(text))
            case .statement(let typed):
                let source = SourcePaths.rebased(typed, from: context.folder, to: replay.folder)
                let response = replay.run(source)
                if let stop = stopped(saving: PathText.lastComponent(path), in: context) { return .failure(stop) }
                if response.failed {
                    return .failure(SaveProblem(message: Messages.saveLayoutFails(source, transcript: response.transcript)))
                }
                lines.append(.statement(.init(source: source, lineNumber: lines.count + 1, expectedOutput: response.transcript)))
            }
        }
        return .success(SessionFile(lines: lines))
    }

    /// Why a save must stop now, keeping the file as it was: Ctrl-C, or the line's step
    /// budget spent by replaying what it writes (see ``LineBudget``). Nil to go on.
    static func stopped(saving name: String, in context: CommandContext) -> SaveProblem? {
        if context.isInterrupted { return SaveProblem(message: Messages.commandInterrupted("nothing was saved (\(name) is as it was)")) }
        if let spent = context.spentBudget { return SaveProblem(message: Messages.saveBudgetSpent(name, spent.message)) }
        return nil
    }
}

/// Why a session could not be turned into a file.
struct SaveProblem: Error {
    var message: Message
}

