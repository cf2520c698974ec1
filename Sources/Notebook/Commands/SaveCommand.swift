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
    func transcript() -> Result<SessionFile, SaveProblem> {
        var sources = settingsSource()
        for binding in interpreter.programLines() {
            guard !binding.lines.isEmpty else {
                return .failure(SaveProblem(message: "cannot save '\(binding.name)': its value has no source form"))
            }
            sources += binding.lines
        }
        sources += pins.map { "pin " + $0.source }
        let replay = Session(store: store, display: .transcript)
        replay.fileAccess = fileAccess
        var lines: [SessionFile.Line] = [.verbatim(SessionFile.header)]
        for (index, source) in sources.enumerated() {
            let response = replay.run(source)
            if response.failed {
                return .failure(SaveProblem(message: "cannot save: replaying '\(source)' fails:\n" + response.transcript.joined(separator: "\n")))
            }
            lines.append(.statement(.init(source: source, lineNumber: index + 2, expectedOutput: response.transcript)))
        }
        return .success(SessionFile(lines: lines))
    }
}

/// Why a session could not be turned into a file.
struct SaveProblem: Error {
    var message: String
}

