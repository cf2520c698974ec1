import Foundation
import Testing
@testable import Notebook

@Suite("Replayer: run and check session files")
struct ReplayTests {
    static let drifted = """
        # fluid session 1
        # the recorded stiffness is stale
        s = spring(damping: 0.8, response: 0.4s)
        #> s = spring(damping: 0.8, response: 400 ms)
        #>     mass 1 · stiffness 246.7 · damping 25.13 · bounce 0.2 · settles 0.5394 s · overshoot 1.516 %

        x = 1 + 1
        #> 3
        s.stiffness
        #> 246.7

        """

    @Test func checkReportsDriftWithFileLineHeadingAndDiff() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/a.fluid"
        writeFile(Self.drifted, to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: false)
        #expect(!report.clean)
        #expect(!report.updated)
        #expect(report.lines.contains("\(path):7: x = 1 + 1"), "\(report.lines)")
        #expect(report.lines.contains("  - 3"), "\(report.lines)")
        #expect(report.lines.contains("  + x = 2"), "\(report.lines)")
        #expect(report.lines.filter { $0.hasPrefix(path + ":") && $0.dropFirst(path.count + 1).first?.isNumber == true }.count == 1, "only the drifted statement has a heading: \(report.lines)")
        let summary = try #require(report.lines.last)
        #expect(summary.contains("1 output drifted"), "\(summary)")
        #expect(summary.contains("--update"), "tells how to accept: \(summary)")
        #expect(readFile(path) == Self.drifted, "a check without update leaves the file alone")
    }

    @Test func updateRewritesTheFileAndASecondCheckIsClean() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/a.fluid"
        writeFile(Self.drifted, to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: true)
        #expect(report.updated)
        #expect(!report.clean, "the run that found drift is not clean")
        #expect(report.lines.last?.contains("updated 1 output") == true, "\(report.lines)")
        let rewritten = try #require(readFile(path))
        #expect(rewritten == Self.drifted.replacingOccurrences(of: "#> 3\n", with: "#> x = 2\n"),
                "only the drifted output changes; comments and blank lines stay:\n\(rewritten)")
        let second = Replayer.check(path: path, in: makeSession(), update: false)
        #expect(second.clean, "\(second.lines)")
        #expect(second.lines == ["\(path): ok (3 statements)"])
    }

    @Test func aCleanFileIsReportedOkAndNotRewritten() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/clean.fluid"
        let text = "# fluid session 1\nx = 1 + 1\n#> x = 2\nx * 3\n#> 6\n"
        writeFile(text, to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: true)
        #expect(report.clean && !report.updated)
        #expect(readFile(path) == text)
        #expect(!FileManager.default.fileExists(atPath: path + "~"))
    }

    @Test func aStatementThatPrintsNothingExpectsNoOutput() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/set.fluid"
        writeFile("set digits 6\n1 / 3\n#> 0.333333\n", to: path)
        #expect(Replayer.check(path: path, in: makeSession(), update: false).clean)
        writeFile("set digits 6\n#> something\n1 / 3\n#> 0.333333\n", to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: false)
        #expect(!report.clean)
        #expect(report.lines.contains("  - something"), "\(report.lines)")
    }

    @Test func missingOutputIsDrift() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/m.fluid"
        writeFile("x = 5\n", to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: false)
        #expect(!report.clean)
        #expect(report.lines.contains("  + x = 5"), "\(report.lines)")
    }

    @Test func aMarkedErrorTranscriptIsLegitimateAndChecksClean() {
        // A file may teach a mistake and its message, like the tour's Mistakes section, when
        // it marks the message as the expected error: '#!' lines instead of '#>'.
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/mistakes.fluid"
        writeFile("""
            # fluid session 1
            b = nope + 1
            #!   b = nope + 1
            #!       ^^^^ unknown name 'nope'
            400ms + 20pt
            #!   400ms + 20pt
            #!   ^^^^^^^^^^^^ cannot add a time to a length

            """, to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: false)
        #expect(report.clean, "\(report.lines)")
    }

    @Test func anUnmarkedFailingLineFailsAndUpdateNeverRecordsIt() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/unmarked.fluid"
        let text = "x = 1\n#> x = 2\n400ms + 20pt\n#>   400ms + 20pt\n#>   ^^^^^^^^^^^^ cannot add a time to a length\n"
        writeFile(text, to: path)
        for update in [false, true] {
            let report = Replayer.check(path: path, in: makeSession(), update: update)
            #expect(!report.clean && report.failed && !report.updated, "\(report.lines)")
            #expect(report.lines.contains("\(path):3: 400ms + 20pt"), "\(report.lines)")
            let summary = try #require(report.lines.last)
            #expect(summary.hasPrefix("\(path): line 3 fails, 1 output drifted"), "\(summary)")
            #expect(summary.contains("not updated") == update, "\(summary)")
        }
        #expect(readFile(path) == text, "not even the drifted line 1 is rewritten while a line fails")
    }

    @Test func aMarkedLineThatRunsIsDriftAndUpdateRecordsItsOutput() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/runs.fluid"
        writeFile("1 + 1\n#! an error\n", to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: true)
        #expect(report.updated && !report.failed, "\(report.lines)")
        #expect(report.lines.contains("    expected an error ('#!' lines), but the line ran"), "\(report.lines)")
        #expect(readFile(path) == "1 + 1\n#> 2\n")
    }

    @Test func trailingSpacesDoNotCountAsDrift() {
        // Editors strip trailing spaces; plots pad their lines with them.
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let plot = session.run("plot s")
        #expect(plot.lines.contains { $0.hasSuffix(" ") }, "premise: the plot pads lines")
        let recorded = plot.lines.map { line -> String in
            var s = Substring(line)
            while s.last == " " { s = s.dropLast() }
            return s.isEmpty ? "#>" : "#> " + s
        }
        let path = dir + "/plot.fluid"
        writeFile((["s = spring(damping: 0.8, response: 0.4s)"] + session.run("s = spring(damping: 0.8, response: 0.4s)").lines.map { "#> " + $0 }
                   + ["plot s"] + recorded).joined(separator: "\n") + "\n", to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: false)
        #expect(report.clean, "\(report.lines)")
    }

    @Test func aFileThatCannotBeReadIsNotClean() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let missing = Replayer.check(path: dir + "/nope.fluid", in: makeSession(), update: false)
        #expect(!missing.clean)
        #expect(missing.lines == ["\(dir)/nope.fluid: no such file"])
        let folder = Replayer.check(path: dir, in: makeSession(), update: false)
        #expect(!folder.clean)
        #expect(folder.lines.first?.contains("folder") == true, "\(folder.lines)")
    }

    @Test func aMalformedFileNamesItsLine() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/bad.fluid"
        writeFile("# fluid session 1\n#> orphan\n", to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: true)
        #expect(!report.clean && !report.updated)
        #expect(report.lines.first?.hasPrefix("\(path):2: ") == true, "\(report.lines)")
        writeFile("# fluid session 7\n", to: path)
        let future = Replayer.read(path: path)
        guard case .failure(let problem) = future else { Issue.record("a future version was read"); return }
        #expect(problem.line == 1)
        #expect(problem.description.contains("Update fluid"))
    }

    @Test func nonUTF8TextNamesTheFirstBadLine() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/latin1.fluid"
        _ = FileManager.default.createFile(atPath: path, contents: Data("x = 1\n# ok\n".utf8) + Data([0x23, 0x20, 0xE9, 0x0A]) + Data("y = 2\n".utf8))
        guard case .failure(let problem) = Replayer.read(path: path) else { Issue.record("non-UTF-8 was read"); return }
        #expect(problem.line == 3)
        #expect(problem.message.contains("UTF-8"))
    }

    @Test func replayRunsEveryStatementInOrderAndStopsAtQuit() throws {
        let file = try SessionFile.parse("a = 1\nb = a + 1\nquit\nc = 3\n")
        let session = makeSession()
        let results = Replayer.replay(file, in: session)
        #expect(results.map(\.statement.source) == ["a = 1", "b = a + 1", "quit"])
        #expect(results[1].response.lines == ["b = 2"])
        #expect(session.interpreter.value(of: "c") == nil)
    }

    @Test
    func statementsAfterQuitAreNotReportedAsChecked() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/q.fluid"
        writeFile("x = 1\n#> x = 1\nquit\ny = 2\n#> y = 999\n", to: path)
        let report = Replayer.check(path: path, in: makeSession(), update: false)
        #expect(!report.clean, "y's wrong output passed unchecked: \(report.lines)")
    }

    @Test func replayGoesOnAfterAFailingLine() throws {
        let file = try SessionFile.parse("a = nope\nb = 2\n")
        let session = makeSession()
        let results = Replayer.replay(file, in: session)
        #expect(results.map(\.response.failed) == [true, false])
        #expect(session.run("vars").lines == ["b = 2"])
    }

    /// One notebook per interface of "Designing Fluid Interfaces" and per Threads idea, plus
    /// the families, interruption, fit and platform-frames tours (examples/README.md indexes them).
    @Test(arguments: ["calculator-button", "springs", "flashlight-button", "rubberband", "acceleration-pausing",
                      "drawer", "pip", "rotation", "threads-adaptive-button", "threads-elastic-scroll",
                      "threads-touch-first", "threads-interruptible-navigation", "families", "interruption",
                      "fit", "platform-frames"])
    func theShippedExamplesCheckClean(name: String) throws {
        // The examples folder, found from this file's location in the repository; the notebooks
        // read their traces as data/NAME.csv, relative to their own folder.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("examples/\(name).fluid").path
        try #require(FileManager.default.fileExists(atPath: path), "missing \(path)")
        let session = Session.replaying(path, store: nil, display: .transcript)
        #expect(session.folder == root.appendingPathComponent("examples").path)
        let report = Replayer.check(path: path, in: session, update: false)
        #expect(report.clean, "\(report.lines.joined(separator: "\n"))")
    }
}
