import Testing
@testable import Notebook

/// `save` explains a binding left out because its replay read outside the saved file's
/// project, from the sandbox's own count of refused reads, not from the text of the message.
@Suite struct SaveRefusedReadTests {
    @Test func aBindingThatReadsOutsideTheSavedFilesProjectIsLeftOutWithTheWayToAllowIt() {
        let root = makeTemporaryDirectory()
        defer { removeDirectory(root) }
        writeFile("t (ms), x (pt)\n0, 0\n16, 8\n", to: root + "/drag.csv")
        let session = makeSession(sessions: root + "/sessions")
        session.folder = root
        #expect(!session.run("t = trace(\"drag.csv\")").failed)
        #expect(!session.run("n = 2").failed)
        let saved = session.run("save flick")
        let text = saved.transcript.joined(separator: "\n")
        #expect(saved.failed, "\(text)")
        #expect(text.contains("saved 1 binding"), "\(text)")
        // The diagnostic's own message, taken from the response's blocks.
        #expect(text.contains("left out 't': replaying it fails: cannot read '../drag.csv': this script may read files only inside "), "\(text)")
        #expect(text.contains("put an empty .fluid-root file at the top of the folder"), "\(text)")
    }

    @Test func aBindingLeftOutForAnotherReasonGetsNoSandboxAdvice() {
        let root = makeTemporaryDirectory()
        defer { removeDirectory(root) }
        writeFile("", to: root + "/.fluid-root")
        writeFile("t (ms), x (pt)\n0, 0\n16, 8\n", to: root + "/drag.csv")
        let session = makeSession(sessions: root + "/sessions")
        session.folder = root
        #expect(!session.run("t = trace(\"drag.csv\")").failed)
        // The file changes under the session: the replay fails, inside the project.
        writeFile("not a trace\n", to: root + "/drag.csv")
        let saved = session.run("save flick")
        let text = saved.transcript.joined(separator: "\n")
        #expect(text.contains("left out 't': replaying it fails: "), "\(text)")
        #expect(!text.contains(".fluid-root"), "\(text)")
    }
}
