import ArgumentParser
import Foundation
import Notebook

/// `fluid check FILE...`: replays notebooks and compares every recorded `#>` output.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay notebooks and compare every recorded output; exit 1 on any drift.",
        discussion: """
            With --update, new outputs are written back into the files instead (atomically). \
            A script reads files only inside its own folder and the sessions folder, and writes \
            only inside the sessions folder, unless --allow-read or --allow-write widen that.
            """
    )

    @Argument(help: "Notebook files (*.fluid).")
    var files: [String]

    @Flag(help: "Accept the new outputs: rewrite each drifted file with what it prints now.")
    var update = false

    @OptionGroup var display: DisplayOptions

    @OptionGroup var fileAccess: FileAccessOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file: fluid check FILE.fluid") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var drifted = 0, unreadable = 0
        for path in files {
            let session = Session(store: display.store(environment), display: display.transcriptSettings())
            session.fileAccess = fileAccess.policy(forScript: path, store: session.store)
            let report = Replayer.check(path: path, in: session, update: update)
            for line in report.lines { Output.line(line) }
            if report.unreadable { unreadable += 1 } else if !report.clean && !report.updated { drifted += 1 }
        }
        let total = files.count
        func count(_ n: Int) -> String { "\(n) file\(n == 1 ? "" : "s")" }
        if drifted == 0 && unreadable == 0 {
            Output.line(update ? "\(count(total)) up to date" : "\(count(total)) checked, no drift")
            return
        }
        var parts: [String] = []
        if drifted > 0 { parts.append("\(drifted) drifted") }
        if unreadable > 0 { parts.append("\(unreadable) could not be read") }
        Output.line("\(count(total)) checked: \(parts.joined(separator: ", "))")
        throw ExitCode(1)
    }
}
