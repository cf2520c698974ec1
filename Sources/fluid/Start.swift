import ArgumentParser
import FluidLanguage
import LineEditor
import Notebook
import TerminalText

/// `fluid` and `fluid -e EXPR` (the root command, ``Fluid``): the notebook, interactive or
/// fed by a pipe.
enum Start {
    /// The notebook: evaluates `expressions` and exits, or reads lines from a terminal or
    /// a pipe. Throws `ExitCode` with the status to exit with.
    static func notebook(expressions: [String], display: DisplayChoice) throws {
        let environment = ProcessControl.environment
        let terminal = TerminalFacts(environment: environment)
        let session = Session(store: display.store(environment), display: display.interactiveSettings(terminal))

        if !expressions.isEmpty {
            var failed = false
            for line in expressions {
                let response = session.run(line)
                Output.emit(response, interactive: false, location: nil)
                failed = failed || response.failed
                if response.quit { break }
            }
            throw ExitStatus.of(failed: failed)
        }

        if terminal.inputIsTerminal {
            try interactive(session: session, terminal: terminal, environment: environment)
        } else {
            try piped(session: session, terminal: terminal)
        }
    }

    /// The REPL: libedit, history, completion; Ctrl-C clears the line, Ctrl-D leaves.
    private static func interactive(session: Session, terminal: TerminalFacts, environment: [String: String]) throws {
        let historyFile = HistoryLocation(environment: environment).path
        guard let reader = EditLineReader(
            programName: "fluid",
            historyFile: historyFile,
            // A candidate is written on the line and listed by libedit as it is: a session
            // file whose name holds a control character (ControlCharacters) is not offered.
            completer: { session.completions(for: $0).filter { !$0.unicodeScalars.contains(where: ControlCharacters.isShown) } }
        ) else {
            // libedit could not start (it is not installed, or an unusual terminal): still
            // run, without editing.
            if !EditLineReader.libraryIsAvailable {
                let library = environment["FLUID_LIBEDIT"].map { $0.isEmpty ? "" : " at \($0), FLUID_LIBEDIT" } ?? ""
                Output.error(Messages.lineEditingOff(library: library))
            }
            return try piped(session: session, terminal: terminal)
        }
        // Ctrl-C while a line evaluates stops that line (the reader's handler raises the
        // flag; the evaluator polls it) and the session goes on.
        session.interpreter.interruptRequested = { InterruptFlag.isRequested }
        // The reader decodes UTF-8 keys whatever the locale; what the terminal can *show*
        // is the locale's business (LANG=C gets "> " and ASCII plots).
        let unicode = terminal.unicodeAllowed
        session.liveTerminal = terminal.outputIsTerminal
        // Pictures: FLUID_GRAPHICS decides, else the terminal's own answer (never off a terminal).
        session.display.graphicsChoice = TerminalGraphics.choice(environment)
        if session.display.graphicsChoice == .auto, terminal.outputIsTerminal, environment["TERM"] != "dumb" {
            let answers = TerminalGraphics.detect(colours: terminal.colorAllowed)
            session.display.detectedGraphics = answers.graphics
            session.display.terminalColours = answers.colours
        }
        let prompt = unicode ? "› " : "> "
        let renderer = TerminalRenderer(display: session.display)
        for line in renderer.lines([.text([Session.banner(version: Fluid.version, unicode: unicode)])]) { Output.line(line) }
        if let problem = reader.historyProblem {
            for line in renderer.lines([.prose(problem)]) { Output.line(line) }
        }
        if let path = StartupNotebook.path(environment: environment), let response = session.runStartupNotebook(at: path) {
            Output.emit(response, interactive: true, location: nil)
        }
        var statement = StatementBuffer()
        while true {
            switch reader.readLine(prompt: statement.isEmpty ? prompt : (unicode ? "… " : ". ")) {
            case .endOfInput:
                throw ExitCode.success
            case .interrupted:
                statement = StatementBuffer()
                continue
            case .line(let typed):
                guard let line = statement.add(typed) else { continue }
                // Read the width now, not before the prompt: the window may have been
                // resized while the user typed.
                if session.display.followsTerminal { session.display.width = min(max(terminal.columns, 20), 1000) }
                let response = session.run(line)
                // The terminal echoed "^C" where the cursor was; start the report below it.
                if InterruptFlag.take() { Output.line("") }
                // Only reference text is measured for the pager; anything else is rendered once, by emit.
                if response.paged, terminal.outputIsTerminal, case let shown = response.lines, shown.count >= terminal.rows,
                   Pager.show(shown.joined(separator: "\n") + "\n", environment: environment) {
                    // shown through the pager
                } else {
                    Output.emit(response, interactive: true, location: nil)
                }
                if let live = session.takeLiveRequest() {
                    LiveModes.run(live, session: session, terminal: terminal)
                }
                if response.quit { throw ExitCode.success }
            }
        }
    }

    /// Piped or redirected input: the same statements, no prompt, no escape codes; the exit
    /// status says whether every line evaluated.
    private static func piped(session: Session, terminal: TerminalFacts) throws {
        let reader = StreamLineReader()
        var failed = false
        var lineNumber = 0
        var statement = StatementBuffer()
        var firstLine = 1
        loop: while true {
            switch reader.readLine(prompt: "") {
            case .endOfInput:
                // An unfinished statement at the end still runs, so its mistake is reported.
                guard let rest = statement.finish() else { break loop }
                let response = session.run(rest)
                Output.emit(response, interactive: false, location: "line \(firstLine)")
                failed = failed || response.failed
                break loop
            case .interrupted:
                continue
            case .line(let typed):
                lineNumber += 1
                if statement.isEmpty { firstLine = lineNumber }
                guard let line = statement.add(typed) else { continue }
                let response = session.run(line)
                Output.emit(response, interactive: false, location: "line \(firstLine)")
                failed = failed || response.failed
                if response.quit { break loop }
            }
        }
        throw ExitStatus.of(failed: failed)
    }
}
