import ArgumentParser
import Foundation
import Notebook

/// `fluid check FILE...`: replays notebooks and compares every recorded `#>` output.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay notebooks and compare every recorded output; exit 1 on any drift.",
        discussion: "With --update, new outputs are written back into the files instead (atomically)."
    )

    @Argument(help: "Notebook files (*.fluid).")
    var files: [String]

    @Flag(help: "Accept the new outputs: rewrite each drifted file with what it prints now.")
    var update = false

    @OptionGroup var display: DisplayOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file: fluid check FILE.fluid") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var drifted = 0
        for path in files {
            let session = Session(store: display.store(environment), display: display.transcriptSettings())
            let report = Replayer.check(path: path, in: session, update: update)
            for line in report.lines { print(line) }
            if !report.clean && !report.updated { drifted += 1 }
        }
        let total = files.count
        if drifted == 0 {
            print(update ? "\(total) file\(total == 1 ? "" : "s") up to date" : "\(total) file\(total == 1 ? "" : "s") checked, no drift")
        } else {
            print("\(drifted) of \(total) file\(total == 1 ? "" : "s") drifted")
            throw ExitCode(1)
        }
    }
}
