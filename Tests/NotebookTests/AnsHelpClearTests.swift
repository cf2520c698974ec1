import Testing
@testable import Notebook

/// `?` and `? NAME` as help, `clear`, and `ans` kept out of what a session saves.
@Suite struct AnsHelpClearTests {
    @Test func questionMarkIsHelp() {
        let session = makeSession()
        #expect(session.run("?") == session.run("help"))
        #expect(session.run("? spring") == session.run("help spring"))
        #expect(session.run("?spring") == session.run("help spring"))
        #expect(session.run("  ? plot") == session.run("help plot"))
        #expect(session.run("? ans").text.contains("the last result"))
        #expect(session.run("help").text.contains("? NAME"))
    }

    @Test func clearAsksTheTerminalOnlyAtATerminal() {
        let session = makeSession()
        #expect(session.run("clear") == Response())
        #expect(session.takeLiveRequest() == nil, "off a terminal, clear does nothing")
        session.liveTerminal = true
        #expect(session.run("clear") == Response())
        guard case .clearScreen? = session.takeLiveRequest() else {
            Issue.record("no clearScreen request at a terminal")
            return
        }
    }

    @Test func ansIsNotSavedNorListed() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir)
        #expect(session.run("x = 2pt").lines == ["x = 2 pt"])
        #expect(session.run("ans * 3").lines == ["6 pt"])
        #expect(session.run("y = ans * 2").lines == ["y = 12 pt"])
        #expect(!session.run("vars").text.contains("ans"))
        #expect(!session.run("save a").failed)
        let text = try #require(readFile(dir + "/a.fluid"))
        #expect(!text.contains("ans"), "a line that read the last result is saved as its value: \(text)")
        #expect(text.contains("y = 12pt"), "\(text)")
    }
}
