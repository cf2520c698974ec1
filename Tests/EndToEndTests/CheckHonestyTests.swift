import Foundation
import Testing

/// `fluid check` cannot be made to lie: `--update` never records a failing line, and only a
/// line marked as an expected error (`#!` lines) may fail.
@Suite struct CheckHonestyTests {
    static let failing = """
        x = 2s
        #> x = 3 s
        tr = trace("nowhere.csv")
        #> tr = trace("nowhere.csv"): 1 sample at 0 ms · 0 → 0

        """

    @Test func updateRefusesToRecordAFailingLineAndExitsOne() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("broken.fluid")
        try Self.failing.write(to: file, atomically: true, encoding: .utf8)
        for arguments in [["check"], ["check", "--update"]] {
            let result = try FluidProcess.run(arguments + [file.path], directory: dir)
            #expect(result.status == 1, "\(arguments): \(result.stdout)")
            #expect(result.stdout.contains("\(file.path):3: tr = trace(\"nowhere.csv\")"), "names the file and line: \(result.stdout)")
            #expect(result.stdout.contains("no such file (looked for nowhere.csv)"), "\(result.stdout)")
            #expect(result.stdout.contains("'#!'"), "says how to mark a mistake the notebook teaches: \(result.stdout)")
            #expect(result.stdout.hasSuffix("1 file checked: 1 with failing lines\n"), "\(result.stdout)")
            #expect(!result.stdout.contains(dir.path + "/nowhere.csv"), "no absolute path in what the line printed: \(result.stdout)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.failing, "a failing file is never rewritten")
    }

    @Test func aMarkedExpectedErrorChecksCleanAndUpdateKeepsItMarked() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("mistakes.fluid")
        let text = """
            #!/usr/bin/env fluid run
            400ms + 20pt
            #!   400ms + 20pt
            #!   ^^^^^^^^^^^^ cannot add a time to a length

            """
        try text.write(to: file, atomically: true, encoding: .utf8)
        let clean = try FluidProcess.run(["check", file.path])
        #expect(clean.status == 0, "\(clean.stdout)")
        let run = try FluidProcess.run(["run", file.path])
        #expect(run.status == 0, "a mistake the notebook teaches does not fail the run: \(run.stderr)")
        #expect(run.stderr.contains("cannot add a time to a length"), "but it is shown: \(run.stderr)")

        // A changed message is drift; --update records the new one, still as an expected error.
        try text.replacingOccurrences(of: "cannot add", with: "can't add").write(to: file, atomically: true, encoding: .utf8)
        #expect(try FluidProcess.run(["check", file.path]).status == 1)
        let updated = try FluidProcess.run(["check", "--update", file.path])
        #expect(updated.status == 0, "\(updated.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func aMarkedLineThatSucceedsIsDrift() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("fixed.fluid")
        try "1s + 1s\n#! cannot add\n".write(to: file, atomically: true, encoding: .utf8)
        let drifted = try FluidProcess.run(["check", file.path])
        #expect(drifted.status == 1)
        #expect(drifted.stdout.contains("expected an error ('#!' lines), but the line ran"), "\(drifted.stdout)")
        #expect(drifted.stdout.contains("  + 2 s"), "\(drifted.stdout)")
        let updated = try FluidProcess.run(["check", "--update", file.path])
        #expect(updated.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "1s + 1s\n#> 2 s\n")
    }

    @Test func helpShowsTheExpectedErrorMarker() throws {
        let help = try FluidProcess.run(["check", "--help"])
        #expect(help.stdout.contains("'#!'"), "\(help.stdout)")
    }
}
