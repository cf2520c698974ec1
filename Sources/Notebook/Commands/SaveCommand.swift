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
    /// The outputs are produced by replaying the written statements in a fresh session, so
    /// a file is saved only if it replays cleanly and `fluid check` passes on it at once.
    func save(_ name: String) -> Response {
        if let problem = SessionStore.problem(withName: name) { return .error(problem) }
        let path = store.savePath(for: name)
        if let problem = fileAccess.problem(writing: path) { return .error("cannot save \(name): " + problem) }
        let file: SessionFile
        switch transcript() {
        case .success(let built): file = built
        case .failure(let problem): return .error(problem.message)
        }
        do {
            try AtomicFile.write(file.text(), to: path, access: fileAccess)
        } catch {
            return .error(error.description)
        }
        let count = interpreter.bindings.count
        return .text("saved \(count) binding\(count == 1 ? "" : "s") to \(path)")
    }

    /// The session as the program that makes it: the settings that change output, each
    /// binding's lines as typed (its latest definition and the lines that updated it), each
    /// after the bindings it reads, then the pins; every line with its output.
    ///
    /// A session loaded from a notebook keeps the notebook's layout (see `NotebookLayout`);
    /// if that layout no longer replays (a binding now reads one made further down), the
    /// plain program is written instead.
    func transcript() -> Result<SessionFile, SaveProblem> {
        let program = interpreter.programLines()
        if let unwritable = program.first(where: { $0.lines.isEmpty }) {
            return .failure(SaveProblem(message: "cannot save '\(unwritable.name)': its value has no source form"))
        }
        let pinLines = pins.map { "pin " + $0.source }
        if let notebook = loadedNotebook,
           case .success(let file) = replayed(NotebookLayout.lines(notebook: notebook, program: program, settings: settingsSource(), pins: pinLines)) {
            return .success(file)
        }
        let plain = settingsSource() + program.flatMap(\.lines) + pinLines
        return replayed(plain.map(NotebookLayout.Planned.statement))
    }

    /// The planned lines as a file, each statement followed by what it prints when replayed
    /// in a fresh session; a failure if one fails.
    private func replayed(_ planned: [NotebookLayout.Planned]) -> Result<SessionFile, SaveProblem> {
        let replay = Session(store: store, display: .transcript)
        replay.fileAccess = fileAccess
        var lines: [SessionFile.Line] = [.verbatim(SessionFile.header)]
        for line in planned {
            switch line {
            case .verbatim(let text):
                lines.append(.verbatim(text))
            case .statement(let source):
                let response = replay.run(source)
                if response.failed {
                    return .failure(SaveProblem(message: "cannot save: replaying '\(source)' fails:\n" + response.transcript.joined(separator: "\n")))
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

