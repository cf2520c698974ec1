import Foundation
import Testing
import FluidLanguage
@testable import Notebook

/// A binding too long or too deep to write never blocks saving the rest, and loads that fan
/// out stop at a limit instead of running for ever.
@Suite("save and load within bounds")
struct SaveBoundsTests {
    @Test("shared structure: the bindings too long for a line are left out, named, and the rest saved")
    func sharedStructureSavesTheRest() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir)
        _ = session.run("a0 = [1, 1]")
        for level in 1..<60 { _ = session.run("a\(level) = [a\(level - 1), a\(level - 1)]") }
        _ = session.run("z = 5")
        let started = Date()
        let response = session.run("save shared")
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(response.failed, "a partial save is reported as a problem")
        let bound = session.interpreter.bindings.count
        let leftOut = response.lines.filter { $0.hasPrefix("left out '") }
        #expect(!leftOut.isEmpty)
        #expect(response.lines.first == "saved \(bound - leftOut.count) bindings to \(dir)/shared.fluid")
        #expect(leftOut.allSatisfy { $0.contains("more than a line may hold (\(Limits.lineLength))") }, "\(leftOut)")
        #expect(response.text.contains("rebind what was left out"))
        #expect(response.text.count < 4_000, "the message does not echo the long lines")
        let text = try #require(readFile(dir + "/shared.fluid"))
        #expect(text.contains("\nz = 5\n"))
        let reloaded = makeSession(sessions: dir)
        #expect(!reloaded.run("load shared").failed)
        #expect(reloaded.interpreter.value(of: "z") != nil)
    }

    @Test("files that load the next one twice, 14 levels deep (16,383 loads), stop at the load limit")
    func fanOutLoadsStop() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        for level in 0..<14 {
            let body = level == 13 ? "v = 1\n" : "load fan\(level + 1)\nload fan\(level + 1)\n"
            writeFile("# fluid session 1\n" + body, to: dir + "/fan\(level).fluid")
        }
        let session = makeSession(sessions: dir)
        let started = Date()
        let response = session.run("load fan0")
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(response.failed)
        #expect(response.text.contains("loads more than \(LoadCount.maximum) session files"), "\(response.text.suffix(300))")
        #expect(session.interpreter.bindings.isEmpty, "nothing was loaded")
        #expect(!session.run("load fan12").failed, "a later line has a fresh count")
    }
}
