import Foundation
import HangGuard
import Testing
import FluidLanguage
@testable import Notebook

/// A binding too long or too deep to write never blocks saving the rest, and loads that fan
/// out stop at a limit instead of running for ever.
@Suite("save and load within bounds")
struct SaveBoundsTests {
    /// `aN` holds 2^(N+1) numbers through shared lists: the save writes each binding as typed
    /// and replays it within the line's step budget (a save that expanded the sharing would
    /// spend far more and leave the binding out, which fails the line); printing is paid per
    /// element printed, and printing stops at the element limit, so the line's steps stay
    /// under its limit.
    @Test("shared structure saves as typed, within the line's step budget")
    func sharedStructureSaves() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir)
        _ = session.run("a0 = [1, 1]")
        for level in 1..<60 { _ = session.run("a\(level) = [a\(level - 1), a\(level - 1)]") }
        _ = session.run("z = 5")
        let response = try #require(HangGuard.run { session.run("save shared") }, "save did not return in \(HangGuard.seconds) s")
        #expect(!response.failed, "\(response.text.prefix(600))")
        let spent = try #require(session.interpreter.budget?.spent)
        #expect(spent <= session.interpreter.settings.limits.steps, "saving 62 short bindings spent \(spent) steps")
        let text = try #require(readFile(dir + "/shared.fluid"))
        #expect(text.contains("\nz = 5\n"))
        // Every level the session holds (those past the element limit were refused) is saved as typed.
        let levels = (1..<60).filter { session.interpreter.value(of: "a\($0)") != nil }
        #expect(levels.count > 10)
        for level in levels {
            #expect(text.contains("\na\(level) = [a\(level - 1), a\(level - 1)]\n"), "a\(level) is not saved as typed")
        }
    }

    @Test("a binding that no longer replays is left out, named, and the rest saved")
    func aBadBindingIsLeftOut() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let csv = dir + "/flick.csv"
        writeFile("t (ms), x (pt)\n0, 0\n16, 12\n", to: csv)
        let session = makeSession(sessions: dir)
        #expect(!session.run("tr = trace(\"\(csv)\")").failed)
        #expect(!session.run("p = [tr, tr]").failed)
        #expect(!session.run("z = 5").failed)
        removeDirectory(csv)
        let response = session.run("save partial")
        #expect(response.failed, "a partial save is reported as a problem")
        #expect(response.lines.first == "saved 1 binding to \(dir)/partial.fluid", "\(response.lines)")
        #expect(response.text.contains("left out 'tr': replaying it fails: "), "\(response.lines)")
        #expect(response.text.contains("left out 'p': "), "\(response.lines)")
        #expect(response.text.contains("rebind what was left out"))
        let text = try #require(readFile(dir + "/partial.fluid"))
        #expect(text.contains("\nz = 5\n"))
        #expect(!text.contains("tr ="))
        let reloaded = makeSession(sessions: dir)
        #expect(!reloaded.run("load partial").failed)
        #expect(reloaded.interpreter.value(of: "z") != nil)
    }

    @Test("files that load the next one twice, 14 levels deep (16,383 loads), stop at the load limit")
    func fanOutLoadsStop() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        for level in 0..<14 {
            let body = level == 13 ? "v = 1\n" : "load fan\(level + 1)\nload fan\(level + 1)\n"
            writeFile("# fluid session 1\n" + body, to: dir + "/fan\(level).fluid")
        }
        let session = makeSession(sessions: dir)
        let response = try #require(HangGuard.run { session.run("load fan0") }, "load did not return in \(HangGuard.seconds) s")
        // The files opened are counted, and the count stops one past the limit.
        #expect(session.loadCount.files == LoadCount.maximum + 1, "\(session.loadCount.files) files were loaded")
        #expect(response.failed)
        #expect(response.text.contains("loads more than \(LoadCount.maximum) session files"), "\(response.text.suffix(300))")
        #expect(session.interpreter.bindings.isEmpty, "nothing was loaded")
        #expect(!session.run("load fan12").failed, "a later line has a fresh count")
    }
}
