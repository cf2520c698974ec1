import ArgumentParser
import Foundation
import Notebook

/// `fluid check FILE...`: replays notebooks and compares every recorded `#>` output.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay notebooks and compare every recorded output; exit 1 on any drift.",
        discussion: """
            With --update, new outputs are written back into the files instead (atomically); \
            a file with a failing line is never updated. A line that teaches a mistake records \
            its expected error as '#!' lines instead of '#>'; any other failing line fails the check. \
            Paths a notebook names are relative to its own folder. A script reads files only \
            inside its project (the nearest folder up holding .git, Package.swift or .fluid-root, \
            else its own folder) and the sessions folder (default: the project's sessions/), and \
            writes only inside the sessions folder, unless --allow-read or --allow-write widen that.
            """
    )

    @Argument(help: "Notebook files (*.fluid).", completion: CompletionKind.notebooks)
    var files: [String]

    @Flag(help: "Accept the new outputs: rewrite each drifted file with what it prints now (never a failing line).")
    var update = false

    @OptionGroup var display: DisplayOptions

    @OptionGroup var fileAccess: FileAccessOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file: fluid check FILE.fluid") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var drifted = 0, unreadable = 0, failing = 0
        for path in files {
            let session = fileAccess.session(replaying: path, store: display.namedStore(environment), display: display.transcriptSettings())
            let report = Replayer.check(path: path, in: session, update: update)
            for line in report.lines { Output.line(line) }
            if report.unreadable { unreadable += 1 } else if report.failed { failing += 1 } else if !report.clean && !report.updated { drifted += 1 }
        }
        let total = files.count
        func count(_ n: Int) -> String { "\(n) file\(n == 1 ? "" : "s")" }
        if drifted == 0 && unreadable == 0 && failing == 0 {
            Output.line(update ? "\(count(total)) up to date" : "\(count(total)) checked, no drift")
            return
        }
        var parts: [String] = []
        if failing > 0 { parts.append("\(failing) with failing lines") }
        if drifted > 0 { parts.append("\(drifted) drifted") }
        if unreadable > 0 { parts.append("\(unreadable) could not be read") }
        Output.line("\(count(total)) checked: \(parts.joined(separator: ", "))")
        throw ExitCode(1)
    }
}
