import FluidLanguage
import Foundation

/// `save NAME`: the session's bindings, each with its output, to sessions/NAME.fluid.
struct SaveCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "save", form: .words,
        parameters: [CommandParameter(name: "name", placeholder: "NAME", kind: .word(.session))],
        summary: "Write the session's bindings to sessions/NAME.fluid (atomically), each with its output.",
        example: "save drawer")

    static func run(_ call: CommandCall, in session: Session) throws(Diagnostic) -> Response {
        session.save(call.word("name") ?? "")
    }
}

extension Session {
    /// `save NAME`: writes the bindings that recreate this session, each followed by what it
    /// prints, to the store's folder, atomically, keeping the previous version as `NAME.fluid~`.
    ///
    /// Paths the bindings name are rewritten to be relative to the saved file's folder
    /// (``SourcePaths``). The outputs are produced by replaying the written statements
    /// exactly as `fluid check` will replay the file (``Session/replaying(_:store:display:allowRead:allowWrite:)``:
    /// its folder, its project's sandbox, no flags), so a file is saved only if that replay
    /// succeeds, and `fluid check` passes on it at once.
    func save(_ name: String) -> Response {
        if let problem = SessionStore.problem(withName: name) { return .error(problem) }
        let path = store.savePath(for: name)
        if let problem = fileAccess.problem(writing: path) { return .error("cannot save \(name): " + problem) }
        let file: SessionFile
        switch transcript(for: path) {
        case .success(let built): file = built
        case .failure(let problem): return .error(problem.message)
        }
        do {
            try AtomicFile.write(file.text(), to: path, access: fileAccess)
        } catch {
            return .error(error.description)
        }
        let count = interpreter.bindings.count
        let shownPath = shown(NotebookPlace.absolute(path, in: SystemPaths.currentDirectory()), written: path)
        return .text("saved \(count) binding\(count == 1 ? "" : "s") to \(shownPath)")
    }

    /// The session as the program that makes it, as the file at `path`: the settings that
    /// change output, each binding's lines as typed (its latest definition and the lines
    /// that updated it), each after the bindings it reads, then the pins; every line with
    /// its output, replayed as `fluid check` will replay that file.
    ///
    /// A session loaded from a notebook keeps the notebook's layout (see `NotebookLayout`);
    /// if that layout no longer replays (a binding now reads one made further down), the
    /// plain program is written instead.
    func transcript(for path: String) -> Result<SessionFile, SaveProblem> {
        let program = interpreter.programLines()
        if let unwritable = program.first(where: { $0.lines.isEmpty }) {
            return .failure(SaveProblem(message: "cannot save '\(unwritable.name)': its value has no source form"))
        }
        let pinLines = pins.map { "pin " + $0.source }
        if let notebook = loadedNotebook,
           case .success(let file) = replayed(NotebookLayout.lines(notebook: notebook, program: program, settings: settingsSource(), pins: pinLines), as: path) {
            return .success(file)
        }
        let plain = settingsSource() + program.flatMap(\.lines) + pinLines
        return replayed(plain.map(NotebookLayout.Planned.statement), as: path)
    }

    /// The planned lines as the file at `path`, their paths rewritten for its folder, each
    /// statement followed by what it prints when replayed as `fluid check` will replay the
    /// file; a failure if one fails.
    private func replayed(_ planned: [NotebookLayout.Planned], as path: String) -> Result<SessionFile, SaveProblem> {
        let replay = Session.replaying(path, store: nil, display: .transcript)
        var lines: [SessionFile.Line] = [.verbatim(SessionFile.header)]
        for line in planned {
            switch line {
            case .verbatim(let text):
                lines.append(.verbatim(text))
            case .statement(let typed):
                let source = SourcePaths.rebased(typed, from: folder, to: replay.folder)
                let response = replay.run(source)
                if response.failed {
                    var message = "cannot save: '\(source)' fails when replayed as `fluid check` will replay the saved file:\n"
                        + response.transcript.joined(separator: "\n")
                    if response.transcript.contains(where: { $0.contains("may read files only inside") }) {
                        message += "\nA saved file reads only inside its project: the nearest folder up holding .git, Package.swift or "
                            + ".fluid-root. Put an empty .fluid-root file at the top of the folder that holds the sessions and the data."
                    }
                    return .failure(SaveProblem(message: message))
                }
                lines.append(.statement(.init(source: source, lineNumber: lines.count + 1, expectedOutput: response.transcript)))
            }
        }
        return .success(SessionFile(lines: lines))
    }
}

/// Why a session could not be turned into a file.
struct SaveProblem: Error {
    var message: String
}

