import Foundation
import Testing
import FluidLanguage
@testable import Notebook

/// Live dependencies as a notebook user meets them: a changed binding shows its dependents
/// made again; `load` and a kept `tune` change bindings the same way; pins follow.
@Suite struct LiveDependencySessionTests {
    @Test func aChangeShowsEachDependentAfterItself() {
        let session = makeSession()
        _ = session.run("speed = 100pt/s")
        _ = session.run("far = speed * 2s")
        let response = session.run("speed = 300pt/s")
        #expect(response.transcript == ["speed = 300 pt/s", "far = 600 pt"])
    }

    @Test func aFailingDependentFailsTheLineAndSaysWhich() {
        let session = makeSession()
        _ = session.run("d = 0.8")
        _ = session.run("s = spring(damping: d, response: 0.4s)")
        let response = session.run("d = 2pt")
        #expect(response.failed)
        #expect(response.transcript.contains { $0.contains("s depends on this and would fail") }, "\(response.transcript)")
        #expect(session.run("d").transcript == ["0.8"])
    }

    @Test func loadMakesTheSessionsDependentsAgain() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("d = 0.5\n", to: dir + "/soft.fluid")
        writeFile("d = 2pt\n", to: dir + "/wrong.fluid")
        let session = makeSession(sessions: dir)
        _ = session.run("d = 0.8")
        _ = session.run("s = spring(damping: d, response: 0.4s)")
        #expect(!session.run("load \(dir)/soft.fluid").failed)
        guard case .spring(let s)? = session.interpreter.value(of: "s") else { Issue.record("s"); return }
        #expect(s.spring.dampingRatio == 0.5)
        // A file whose binding would break s loads nothing.
        let refused = session.run("load \(dir)/wrong.fluid")
        #expect(refused.failed)
        #expect(refused.transcript.first?.hasPrefix("nothing was loaded from") == true, "\(refused.transcript)")
        #expect(session.run("d").transcript == ["0.5"])
    }

    @Test func aKeptTuneMakesDependentsAgain() {
        let session = makeSession()
        session.liveTerminal = true
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        _ = session.run("t = s.settle")
        _ = session.run("tune s")
        guard case .tune(let model)? = session.takeLiveRequest() else { Issue.record("no tune request"); return }
        let kept = session.finishTune(model.handle(.right).handle(.enter))
        #expect(kept.transcript.contains { $0.hasPrefix("t = ") }, "\(kept.transcript)")
        #expect(session.run("t").transcript != ["539.4 ms"])
    }

    @Test func aPinFollowsThroughTheBindingsItReads() {
        let session = makeSession()
        _ = session.run("d = 0.8")
        _ = session.run("s = spring(damping: d, response: 0.4s)")
        _ = session.run("pin s.overshoot")
        let response = session.run("d = 0.5")
        #expect(response.transcript.suffix(2) == ["pin 1: s.overshoot", "16.3 %"], "\(response.transcript)")
    }

    @Test func theExamplesTryHintsWorkByRebindingAfterLoad() throws {
        // examples/acceleration-pausing.fluid: "try 2pt/s: only a nearly still finger counts,
        // and the pause is noticed 17 ms later" — typed after loading, not by editing the file.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let session = makeSession()
        session.interpreter.readFile = Session.fileReader(relativeTo: root.path)
        let loaded = session.run("load " + root.appendingPathComponent("examples/acceleration-pausing.fluid").path)
        try #require(!loaded.failed, "\(loaded.transcript)")
        guard case .record(let before)? = session.interpreter.value(of: "p"), case .number(let at)? = before.field("at") else {
            Issue.record("p is not a pause detector"); return
        }
        let response = session.run("speed = 2pt/s")
        #expect(response.transcript.contains { $0.hasPrefix("p = pauseDetector: paused at ") }, "\(response.transcript)")
        guard case .record(let after)? = session.interpreter.value(of: "p"), case .number(let later)? = after.field("at") else {
            Issue.record("p is not a pause detector"); return
        }
        #expect(abs((later.value - at.value) - 0.017) < 0.002, "noticed \(later.value - at.value) s later")
    }
}
