import Testing
import FluidLanguage
@testable import Notebook

/// `load` binds every binding of the file or none, and says which.
@Suite("load: all or nothing")
struct LoadAllOrNothingTests {
    @Test func aLargeListIsLoadedWithEverythingElse() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        // 3,000 springs: the list's source text is far longer than a line may be, so it
        // cannot be recreated by evaluating its source again; load adopts the value itself.
        writeFile("""
            a = 1
            s = spring(damping: 0.8, response: 0.4s)
            ten = [s, s, s, s, s, s, s, s, s, s]
            hundred = [ten, ten, ten, ten, ten, ten, ten, ten, ten, ten]
            thousand = [hundred, hundred, hundred, hundred, hundred, hundred, hundred, hundred, hundred, hundred]
            big = [thousand, thousand, thousand]
            b = 2

            """, to: dir + "/big.fluid")
        let session = makeSession(sessions: dir)
        let response = session.run("load big")
        #expect(!response.failed, "\(response.lines)")
        #expect(response.lines == ["loaded big: a, s, ten, hundred, thousand, big, b"])
        guard case .list(let big)? = session.interpreter.value(of: "big") else {
            Issue.record("big was not bound")
            return
        }
        #expect(big.count == 3)
        #expect(session.interpreter.bindings.map(\.name) == ["a", "s", "ten", "hundred", "thousand", "big", "b"])
    }

    @Test func aLoadedFilesPathsAreItsOwn() throws {
        // The loaded file reads data beside itself, whatever the loading session's folder.
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("t (ms),x\n0,0\n16,10\n", to: dir + "/near.csv")
        writeFile("tr = trace(\"near.csv\")\n", to: dir + "/reader.fluid")
        let session = makeSession(sessions: "/nonexistent")
        session.folder = "/"
        let response = session.run("load \(dir)/reader.fluid")
        #expect(!response.failed, "\(response.lines)")
        #expect(session.interpreter.value(of: "tr") != nil)
    }
}
