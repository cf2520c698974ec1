import FluidLanguage
import Foundation

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

    /// The session as a file: settings, then one statement per binding with its output.
    func transcript() -> Result<SessionFile, SaveProblem> {
        var sources = settingsSource()
        for binding in interpreter.bindings {
            guard let source = interpreter.sourceText(binding.name) else {
                return .failure(SaveProblem(message: "cannot save '\(binding.name)': its value has no source form"))
            }
            sources.append(source)
        }
        let replay = Session(store: store, display: .transcript)
        replay.fileAccess = fileAccess
        var lines: [SessionFile.Line] = [.verbatim(SessionFile.header)]
        for (index, source) in sources.enumerated() {
            let response = replay.run(source)
            if response.failed {
                return .failure(SaveProblem(message: "cannot save: replaying '\(source)' fails:\n" + response.lines.joined(separator: "\n")))
            }
            lines.append(.statement(.init(source: source, lineNumber: index + 2, expectedOutput: response.lines)))
        }
        return .success(SessionFile(lines: lines))
    }

    /// `load NAME`: runs a session file in a fresh session and, only if every line runs,
    /// adds its bindings (and settings) to this one. Nothing changes when any line fails.
    func load(_ name: String) -> Response {
        if name.isEmpty { return .error("give the session to load: load NAME (names: \(store.names().joined(separator: ", ")))") }
        let path = store.path(for: name)
        if let problem = fileAccess.problem(reading: path) { return .error("cannot load \(name): " + problem) }
        let file: SessionFile
        switch Replayer.read(path: path, access: fileAccess) {
        case .failure(let problem):
            var message = problem.description
            if problem.message == "no such file" {
                let names = store.names()
                if let close = Suggestions.closest(to: name, in: names) {
                    message += "; did you mean '\(close)'?"
                } else if !names.isEmpty {
                    message += " (sessions: \(names.joined(separator: ", ")))"
                }
            }
            return .error(message)
        case .success(let parsed):
            file = parsed
        }
        let identity = (path as NSString).standardizingPath.absolutePath
        if let first = loadChain.firstIndex(of: identity) {
            let cycle = (loadChain[first...] + [identity]).map { ($0 as NSString).lastPathComponent }
            return .error("\(name) is already being loaded (\(cycle.joined(separator: " → "))): a session cannot load itself")
        }
        if loadChain.count >= 16 {
            return .error("sessions load each other more than 16 deep; load \(name) from the top level instead")
        }
        let fresh = Session(store: store, display: display)
        fresh.loadChain = loadChain + [identity]
        fresh.fileAccess = fileAccess
        for result in Replayer.replay(file, in: fresh) where result.response.failed {
            return .error("\(path):\(result.statement.lineNumber): \(result.statement.source)\n"
                + result.response.lines.joined(separator: "\n")
                + "\nnothing was loaded")
        }
        // Every line ran: adopt the fresh session's bindings and settings.
        var names: [String] = []
        for binding in fresh.interpreter.bindings {
            guard let source = fresh.interpreter.sourceText(binding.name) else { continue }
            let response = run(source)
            if !response.failed { names.append(binding.name) }
        }
        // Settings come along only when the file set them.
        if fresh.interpreter.settings != LanguageSettings() { interpreter.settings = fresh.interpreter.settings }
        if names.isEmpty { return .text("loaded \(name): no bindings") }
        return .text("loaded \(name): \(names.joined(separator: ", "))")
    }
}

/// Why a session could not be turned into a file.
struct SaveProblem: Error {
    var message: String
}

extension String {
    /// This path made absolute against the current directory.
    var absolutePath: String {
        hasPrefix("/") ? self : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(self)
    }
}
