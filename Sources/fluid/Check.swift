import ArgumentParser
import enum FluidLanguage.Messages
import Notebook

/// `fluid check FILE...`: replays notebooks and compares every recorded `#>` output.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay notebooks and compare every recorded output; exit 1 on any drift.",
        discussion: """
            With --update, new outputs are written back into the files instead (atomically); \
            a file with a failing line is never updated. A notebook that needs a tool this machine \
            lacks (ffmpeg, for trace(video:)) is skipped with a note (--strict makes it a failure). A line that teaches a mistake records \
            its expected error as '#!' lines instead of '#>'; any other failing line fails the check. \
            Paths a notebook names are relative to its own folder. A script reads files only \
            inside its project (the nearest folder up holding .git, Package.swift or .fluid-root, \
            else its own folder) and the sessions folder (default: the project's sessions/), and \
            writes only inside the sessions folder, unless --allow-read or --allow-write widen that.

            With --format junit or --format json, standard output holds only that report (one \
            test case per notebook, one failure per drifted output; shapes in docs/check-report.md) \
            and the human report goes to standard error. Exit status: 0 when every notebook is \
            clean (or updated), 1 on any drift or failure, \(ExitCode.validationFailure.rawValue) \
            for bad arguments.
            """
    )

    @Argument(help: "Notebook files (*.fluid).", completion: CompletionKind.notebooks)
    var files: [String]

    @Option(help: ArgumentHelp("The report on standard output: text for people, junit or json for CI reporters.", valueName: "text|junit|json"))
    var format = ChoiceArgument(CheckFormat.text)

    @Flag(help: "Accept the new outputs: rewrite each drifted file with what it prints now (never a failing line).")
    var update = false

    @Flag(help: "Fail a notebook that needs a tool this machine lacks (ffmpeg for trace(video:)) instead of skipping it with a note.")
    var strict = false

    @OptionGroup var display: DisplayOptions

    @OptionGroup var fileAccess: FileAccessOptions

    func validate() throws {
        try format.check("--format")
        if files.isEmpty { throw ValidationError("give at least one file: fluid check FILE.fluid") }
    }

    func run() throws {
        let environment = ProcessControl.environment
        var drifted = 0, unreadable = 0, failing = 0, skipped = 0
        var notebooks: [CheckReportDocument.Notebook] = []
        // In a machine format, standard output holds only the document; people read stderr.
        let format = format.value ?? .text
        let say: (String) -> Void = format == .text ? { Output.line($0) } : { Output.reportLine($0) }
        defer {
            let document = CheckReportDocument(notebooks: notebooks)
            switch format {
            case .text: break
            // A notebook's text in them is escaped by the format's own writer (a control
            // character as `&#x1B;` or `\u001b`), so the report is safe on a terminal and
            // still parses.
            case .junit: Output.document(String(document.junit().dropLast()))
            case .json: Output.document(String(document.json().dropLast()))
            }
        }
        for path in files {
            let session = fileAccess.session(replaying: path, store: display.namedStore(environment), display: display.transcriptSettings())
            var report = Replayer.check(path: path, in: session, update: update)
            if !strict, let tool = report.missingTool {
                report = .skipped(path, needing: tool)
                Output.reportLine(report.lines[0])
                skipped += 1
                notebooks.append(CheckReportDocument.Notebook(path: path, report: report))
                continue
            }
            notebooks.append(CheckReportDocument.Notebook(path: path, report: report))
            // A file that cannot be read is an error, not a finding: standard error, as `run` says it.
            for line in report.lines { if report.unreadable { Output.error(Messages.notebookUnreadable(line)) } else { say(line) } }
            if report.unreadable { unreadable += 1 } else if report.failed { failing += 1 } else if !report.clean && !report.updated { drifted += 1 }
        }
        let total = files.count
        func count(_ n: Int) -> String { "\(n) file\(n == 1 ? "" : "s")" }
        if drifted == 0 && unreadable == 0 && failing == 0 {
            let notChecked = skipped > 0 ? " (\(skipped) skipped: a tool they need is missing)" : ""
            say((update ? "\(count(total)) up to date" : "\(count(total)) checked, no drift") + notChecked)
            return
        }
        var parts: [String] = []
        if failing > 0 { parts.append("\(failing) with failing lines") }
        if drifted > 0 { parts.append("\(drifted) drifted") }
        if unreadable > 0 { parts.append("\(unreadable) could not be read") }
        // A summary that counts files fluid could not read reports an error: standard error,
        // so `fluid check nope.fluid` prints nothing on standard output.
        let summary = "\(count(total)) checked: \(parts.joined(separator: ", "))"
        if unreadable > 0 { Output.reportLine(summary) } else { say(summary) }
        throw ExitCode(1)
    }
}

/// `fluid check --format`: who reads the report.
enum CheckFormat: String, CaseIterable {
    /// Diffs and a summary for people (the default).
    case text
    /// JUnit XML for CI test reporters.
    case junit
    /// The JSON shape in docs/check-report.md.
    case json
}
