import Foundation
import Testing
import FluidLanguage
@testable import Notebook

@Suite("Trace files and trace plots in a session")
struct TraceFileTests {
    /// The repository's root, from this file's path (Tests/NotebookTests/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("the session reads files relative to its folder, and says why it cannot")
    func reader() throws {
        let folder = makeTemporaryDirectory()
        defer { removeDirectory(folder) }
        writeFile("t (ms), x (pt)\n0, 0\n16, 8\n", to: folder + "/drag.csv")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        let read = Session.fileReader(relativeTo: folder)
        #expect(try read("drag.csv") == "t (ms), x (pt)\n0, 0\n16, 8\n")
        #expect(try read(folder + "/drag.csv").hasPrefix("t (ms)"))
        #expect(throws: FileReadError.self) { try read("missing.csv") }
        #expect(throws: FileReadError.self) { try read("sub") }
        #expect(throws: FileReadError.self) { try read("") }
        let session = makeSession()
        session.interpreter.readFile = read
        #expect(session.run("tr = trace(\"drag.csv\")").text == "tr = trace(\"drag.csv\"): 2 samples over 16 ms · 0 pt → 8 pt · velocity 500 pt/s")
        let missing = session.run("trace(\"missing.csv\")")
        #expect(missing.failed)
        #expect(missing.text.contains("cannot read 'missing.csv': no such file (looked for \(folder)/missing.csv)"))
    }

    @Test("every sample trace in examples/data reads, with its gesture", arguments: [
        ("flick.csv", "drawerRelease(tr, closed: 500pt, open: 100pt).decision", "\"flick\""),
        ("drag-pause.csv", "pauseDetector(tr).paused", "true"),
        ("force-press.csv", "forceButton(tr).toggles.count", "2"),
        ("pip-fling.csv", "pipRelease(tr, corners: [(20pt, 60pt), (355pt, 60pt), (20pt, 760pt), (355pt, 760pt)]).corner", "(355 pt, 60 pt)"),
        ("rotation.csv", "rotationRelease(tr).target", "90 deg"),
    ])
    func sampleData(file: String, expression: String, expected: String) {
        let session = makeSession()
        session.interpreter.readFile = Session.fileReader(relativeTo: Self.root)
        let loaded = session.run("tr = trace(\"examples/data/\(file)\")")
        #expect(!loaded.failed, "\(loaded.text)")
        #expect(session.run(expression).text == expected)
    }

    @Test("plot draws a trace over time, a 2-D trace as x and y, and a gesture's motion")
    func plots() {
        let session = makeSession()
        #expect(!session.run("tr = trace([(0ms, 500pt), (16ms, 476pt), (32ms, 452pt), (48ms, 428pt)])").failed)
        let single = session.run("plot tr")
        #expect(!single.failed)
        #expect(single.text.contains("500 pt") && single.text.contains("ms"))
        let overlay = session.run("plot tr, drawerRelease(tr, closed: 500pt, open: 100pt)")
        #expect(!overlay.failed, "\(overlay.text)")
        #expect(overlay.text.contains("[1] tr") && overlay.text.contains(".motion"))
        let planar = session.run("plot trace([0ms, 16ms], [(0pt, 0pt), (5pt, 9pt)])")
        #expect(planar.text.contains(".x") && planar.text.contains(".y"))
        let mixed = session.run("plot tr, trace([(0ms, 0deg), (10ms, 5deg)])")
        #expect(mixed.failed && mixed.text.contains("these cannot share one plot"))
    }

    @Test("a saved session recreates traces and gesture results")
    func saveAndLoad() throws {
        let folder = makeTemporaryDirectory()
        defer { removeDirectory(folder) }
        let session = makeSession(sessions: folder)
        #expect(!session.run("tr = trace([(0ms, 500pt), (16ms, 476pt), (32ms, 452pt)])").failed)
        #expect(!session.run("d = drawerRelease(tr, closed: 500pt, open: 100pt)").failed)
        let saved = session.run("save gestures")
        #expect(!saved.failed, "\(saved.text)")
        let text = try #require(readFile(folder + "/gestures.fluid"))
        #expect(text.contains("tr = trace([(0ms, 500pt), (16ms, 476pt), (32ms, 452pt)])"))
        // As typed: the release reads tr, so a change to tr after loading updates it.
        #expect(text.contains("d = drawerRelease(tr, closed: 500pt, open: 100pt)"))
        let fresh = makeSession(sessions: folder)
        #expect(!fresh.run("load gestures").failed)
        #expect(fresh.run("d.target").text == "100 pt")
    }
}
