import ArgumentParser
import enum FluidLanguage.Messages
import Notebook

/// `fluid run FILE...`: runs notebooks and prints what they print.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run notebooks and print each line with what it prints.",
        discussion: """
            The output is a transcript in the notebook's own format: each line as written, then \
            what it printed as '#>' lines ('#!' for an error), comments and blank lines in place, so \
            a reader sees which line gave what (and the output checks like a notebook). --quiet \
            prints only the outputs. \
            Exits 1 if any line of any file failed (other than a line whose expected error is \
            recorded as '#!' lines); the other lines still run. \
            Paths a notebook names are relative to its own folder. A script reads files only \
            inside its project (the nearest folder up holding .git, Package.swift or .fluid-root, \
            else its own folder) and the sessions folder (default: the project's sessions/), and \
            writes only inside the sessions folder, unless --allow-read or --allow-write widen that.
            """
    )

    @Argument(help: "Notebook files (*.fluid).", completion: CompletionKind.notebooks)
    var files: [String]

    @Flag(help: "Print only what the lines print, not the lines themselves.")
    var quiet = false

    @OptionGroup var display: DisplayOptions

    @OptionGroup var fileAccess: FileAccessOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file: fluid run FILE.fluid") }
    }

    func run() throws {
        let environment = ProcessControl.environment
        var failed = false
        for path in files {
            let session = fileAccess.session(replaying: path, store: display.namedStore(environment), display: display.transcriptSettings())
            switch Replayer.open(path: path) {
            case .failure(let problem):
                Output.error(Messages.notebookUnreadable(problem.description))
                failed = true
            case .success(let file):
                // Line by line as each runs, keeping none: a notebook of a million lines
                // takes one line's memory, not every line's transcript.
                Replayer.replay(file, in: session, comments: quiet ? nil : { Output.line($0) }) { result in
                    let response = result.response
                    if !quiet {
                        for line in Transcript.lines(of: result.statement, response: response, display: session.display) { Output.line(line) }
                    }
                    if response.failed {
                        // The transcript shows the error under its line; standard error says where,
                        // for scripts that keep errors apart.
                        if quiet || !(TerminalDevice.outputIsTerminal && TerminalDevice.errorIsTerminal) {
                            Output.emit(response, interactive: false, location: "\(path):\(result.statement.lineNumber)")
                        }
                        // A line marked as teaching a mistake ('#!' lines) is meant to fail.
                        if !result.statement.expectsError { failed = true }
                    } else if quiet {
                        Output.emit(response, interactive: false, location: nil)
                    }
                    return !response.quit
                }
            }
        }
        throw ExitStatus.of(failed: failed)
    }
}
