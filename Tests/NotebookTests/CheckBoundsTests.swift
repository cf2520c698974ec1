import Foundation
import HangGuard
import Testing
@testable import Notebook

/// `check` of a huge notebook keeps what it reports, and reports in bounded size: the first
/// `Replayer.reportedStatements` statements that drift or fail in detail and a count of the
/// rest, a window of a tall output's diff, and `--update` still rewrites every drifted line.
@Suite("check reports in bounded size")
struct CheckBoundsTests {
    static func check(_ text: String, update: Bool = false) -> (Replayer.CheckReport, String) {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/n.fluid"
        writeFile(text, to: path)
        let report = Replayer.check(path: path, in: Session.replaying(path, store: nil, display: .transcript), update: update)
        return (report, readFile(path) ?? "")
    }

    @Test("a statement that recorded far more lines than it prints is compared in one pass and reported in a few lines")
    func tallRecordedOutput() throws {
        for recorded in [Replayer.comparedLines + 1, 20_000, 200_000] {
            for (line, prints) in [("1", ["1"]), ("[1, 2]", ["[1, 2]"])] {
                let text = line + "\n" + String(repeating: "#> 1\n", count: recorded)
                let (report, _) = try #require(HangGuard.run { Self.check(text) }, "check did not return in \(HangGuard.seconds) s")
                #expect(!report.clean && !report.failed)
                #expect(report.lines.count < 60, "\(recorded) recorded lines gave a report of \(report.lines.count) lines")
                #expect(report.lines.contains("    it recorded \(recorded) lines and prints \(prints.count); from line 1:"), "\(report.lines.prefix(5))")
                let finding = report.findings.first
                #expect(finding.map { $0.expected.count <= Replayer.comparedLines && $0.actual == prints } == true)
                #expect(finding?.message.contains("the first \(Replayer.comparedLines) lines of each are kept") == true)
            }
        }
    }

    @Test("past the reported statements, drift and failures are counted, the summary stays one short line, and --update fixes them all")
    func manyDriftsAndFailures() throws {
        let count = Replayer.reportedStatements * 3
        for (kind, unit) in [("drift", "1\n#> 2\n"), ("failure", "nope\n"), ("both", "1\n#> 2\nnope\n")] {
            let (report, _) = Self.check(String(repeating: unit, count: count))
            #expect(report.findings.count == Replayer.reportedStatements, "\(kind): \(report.findings.count) findings")
            let headings = report.lines.filter { $0.contains("/n.fluid:") && !$0.contains(": ok") }
            #expect(headings.count <= Replayer.reportedStatements + 1, "\(kind): \(headings.count) headings")
            let total = kind == "both" ? 2 * count : count
            #expect(report.lines.contains("    … and \(total - Replayer.reportedStatements) more statements that drifted or fail (the first \(Replayer.reportedStatements) are shown)"),
                    "\(kind): \(report.lines.suffix(3))")
            let summary = try #require(report.lines.last)
            #expect(summary.count < 2_000, "\(kind): the summary is \(summary.count) characters")
            if kind != "drift" { #expect(summary.contains("and \(count - Replayer.reportedStatements) more fail"), "\(summary)") }
        }
        let (updated, text) = Self.check("# keep\n" + String(repeating: "1\n#> 2\n", count: count), update: true)
        #expect(updated.updated)
        #expect(text == "# keep\n" + String(repeating: "1\n#> 1\n", count: count), "every drifted line is rewritten, not only those reported")
    }
}

/// A loaded notebook is kept for `save`'s layout as its bytes, up to
/// `LoadedNotebook.maximumLines` lines; past that its session saves as the plain program,
/// and the load says so.
@Suite("a huge loaded notebook's layout")
struct LoadedNotebookBoundsTests {
    @Test("save keeps the layout of a notebook up to the limit and writes the plain program past it, as the load said")
    func layoutKeptUpToTheLimit() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        for lines in [LoadedNotebook.maximumLines, LoadedNotebook.maximumLines + 1] {
            // The comment, the binding and its output are three lines of the count.
            writeFile("# keep me\nx = 1\n#> x = 1\n" + String(repeating: "\n", count: lines - 3), to: dir + "/huge.fluid")
            let session = makeSession(sessions: dir)
            let loaded = session.run("load huge")
            #expect(!loaded.failed, "\(loaded.text)")
            let kept = lines <= LoadedNotebook.maximumLines
            #expect(loaded.text.contains("save writes the bindings as a plain program") == !kept, "\(lines) lines: \(loaded.text)")
            #expect(!session.run("save again").failed)
            let saved = try #require(readFile(dir + "/again.fluid"))
            #expect(saved.contains("# keep me") == kept, "\(lines) lines: the layout was \(kept ? "lost" : "kept")")
            #expect(saved.contains("x = 1\n#> x = 1"))
        }
    }
}
