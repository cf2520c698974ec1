import Foundation
import Testing
@testable import Notebook

/// Issue 24: a replay that writes nothing (``FileAccessPolicy/writesNothing``: `fluid export`,
/// its `--check`, the build plugin, `SessionValues`) skips every line that writes a file
/// with a note, runs the rest, and leaves the disk as it was; the same lines in an ordinary
/// replay write their files (so the skipping is what keeps the folder unchanged).
@Suite("A replay that writes nothing")
struct ReplayWritesNothingTests {
    /// Every line that writes a file, each in the forms it comes in.
    static let writingLines = [
        "save drawer",
        "plot s, to: \"s.svg\"",
        "plot s, kind: velocity, to: \"pictures/s.png\"",
        "play s, to: \"s.gif\"",
        "play s, as: opacity, to: \"deep/er/s.png\"",
    ]

    private func project() -> String {
        let dir = makeTemporaryDirectory()
        try! FileManager.default.createDirectory(atPath: dir + "/sessions", withIntermediateDirectories: true)
        writeFile("", to: dir + "/.fluid-root")
        return dir
    }

    private func tree(_ dir: String) -> [String: Data] {
        var entries: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: dir)! {
            entries[relative] = FileManager.default.contents(atPath: dir + "/" + relative) ?? Data("<folder>".utf8)
        }
        return entries
    }

    @Test func eachWritingLineIsSkippedWithANoteAndTheRestRuns() {
        let dir = project()
        defer { removeDirectory(dir) }
        let before = tree(dir)
        let session = Session.replaying(dir + "/n.fluid", store: nil, display: .transcript, allowWrite: [dir])
        session.fileAccess.writesNothing = true
        #expect(!session.run("s = spring(damping: 0.7, response: 0.5s)").failed)
        for line in Self.writingLines {
            let response = session.run(line)
            #expect(!response.failed, "\(line): \(response.transcript)")
            #expect(response.transcript.joined().contains("skipped") && response.transcript.joined().contains("this replay writes no files"),
                    "\(line): \(response.transcript)")
        }
        #expect(session.run("s.stiffness").transcript.first?.contains("157.9") == true)
        #expect(tree(dir) == before, "the folder changed: \(tree(dir).keys.sorted())")
    }

    @Test func theSameLinesWriteInAnOrdinaryReplay() {
        let dir = project()
        defer { removeDirectory(dir) }
        let session = Session.replaying(dir + "/n.fluid", store: nil, display: .transcript, allowWrite: [dir])
        _ = session.run("s = spring(damping: 0.7, response: 0.5s)")
        for line in Self.writingLines {
            let response = session.run(line)
            #expect(!response.failed, "\(line): \(response.transcript)")
        }
        let written = Set(tree(dir).keys)
        for name in ["sessions/drawer.fluid", "s.svg", "pictures/s.png", "s.gif", "deep/er/s.png"] {
            #expect(written.contains(name), "\(name) in \(written.sorted())")
        }
    }

    @Test func sessionValuesReadsANotebookThatSavesWithoutWriting() throws {
        let dir = project()
        defer { removeDirectory(dir) }
        writeFile((["s = spring(damping: 0.7, response: 0.5s)"] + Self.writingLines).joined(separator: "\n") + "\n", to: dir + "/n.fluid")
        let before = tree(dir)
        let values = try SessionValues(notebook: dir + "/n.fluid")
        #expect(values.spring("s") != nil)
        #expect(tree(dir) == before, "the folder changed: \(tree(dir).keys.sorted())")
    }
}
