import Foundation
import Testing
import FluidLanguage
@testable import Notebook

@Suite("save and load")
struct SaveLoadTests {
    /// Values whose shortest decimal forms need all 17 digits, so a save that rounds loses them.
    static let lines = [
        "s = spring(damping: 0.8, response: 0.4s)",
        "t = spring(mass: 1.7, stiffness: 1000 / 3, damping: 0.1 + 0.2)",
        "x = 0.1 + 0.2",
        "d = 2 / 3 * 1pt",
        "f(v) = v^0.7",
    ]

    static func populated(_ dir: String) -> Session {
        let session = makeSession(sessions: dir)
        for line in lines { #expect(!session.run(line).failed, "\(line)") }
        return session
    }

    /// The exact numbers behind a binding: a number's value, a spring's physics.
    static func numbers(_ value: Value?) -> [Double] {
        switch value {
        case .number(let q)?: return [q.value]
        case .spring(let s)?: return [s.spring.mass, s.spring.stiffness, s.spring.damping, s.spring.initialVelocity]
        default: return []
        }
    }

    @Test func saveWritesTheHeaderThenEachStatementWithItsOutput() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = Self.populated(dir)
        let response = session.run("save drawer")
        #expect(!response.failed, "\(response.lines)")
        let path = dir + "/drawer.fluid"
        #expect(response.text.contains(path), "says where it saved: \(response.lines)")
        let text = try #require(readFile(path))
        #expect(text.hasPrefix(SessionFile.header + "\n"))
        #expect(text.hasSuffix("\n"))
        let file = try SessionFile.parse(text)
        #expect(file.statements.map { $0.source.split(separator: " ").first.map(String.init) } == ["s", "t", "x", "d", "f(v)"])
        // Each statement records exactly what it prints in a fresh session.
        let fresh = makeSession()
        for statement in file.statements {
            #expect(statement.expectedOutput == fresh.run(statement.source).lines, "\(statement.source)")
            #expect(!statement.expectedOutput.isEmpty)
        }
        #expect(file.statements.map(\.lineNumber) == [2, 5, 8, 10, 12])
    }

    @Test func aSavedFileChecksClean() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = Self.populated(dir)
        _ = session.run("set digits 6")
        #expect(!session.run("save drawer").failed)
        let report = Replayer.check(path: dir + "/drawer.fluid", in: makeSession(sessions: dir), update: false)
        #expect(report.clean, "\(report.lines)")
        #expect(!report.updated)
    }

    @Test func loadRestoresEveryValueExactly() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let original = Self.populated(dir)
        #expect(!original.run("save drawer").failed)
        let loaded = makeSession(sessions: dir)
        let response = loaded.run("load drawer")
        #expect(!response.failed, "\(response.lines)")
        #expect(response.text.contains("s, t, x, d, f"), "names what it loaded: \(response.lines)")
        for name in ["s", "t", "x", "d"] {
            let before = Self.numbers(original.interpreter.value(of: name))
            let after = Self.numbers(loaded.interpreter.value(of: name))
            #expect(!before.isEmpty)
            #expect(before.map(\.bitPattern) == after.map(\.bitPattern), "\(name): \(before) became \(after)")
        }
        #expect(Self.numbers(loaded.interpreter.value(of: "x")) == [0.1 + 0.2])
        #expect(loaded.run("f(2)").lines == original.run("f(2)").lines)
        #expect(loaded.run("vars") == original.run("vars"))
    }

    @Test func loadAddsToExistingBindingsAndKeepsOthers() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("# fluid session 1\nx = 2\n#> x = 2\n", to: dir + "/two.fluid")
        let session = makeSession(sessions: dir)
        _ = session.run("x = 1")
        _ = session.run("y = 5")
        #expect(!session.run("load two").failed)
        #expect(session.run("vars").lines == ["x = 2", "y = 5"])
    }

    @Test func settingsAreSavedAndLoaded() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir)
        _ = session.run("set digits 6")
        _ = session.run("k = 1 / 3")
        #expect(!session.run("save six").failed)
        let text = try #require(readFile(dir + "/six.fluid"))
        #expect(text.contains("\nset digits 6\n"))
        let loaded = makeSession(sessions: dir)
        #expect(!loaded.run("load six").failed)
        #expect(loaded.interpreter.settings.digits == 6)
        #expect(loaded.run("k").lines == ["0.333333"])
    }

    @Test
    func loadingAFileWithoutSettingsKeepsTheSessionsSettings() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("# fluid session 1\nx = 2\n#> x = 2\n", to: dir + "/plain.fluid")
        let session = makeSession(sessions: dir)
        _ = session.run("set digits 6")
        #expect(!session.run("load plain").failed)
        #expect(session.interpreter.settings.digits == 6)
        #expect(session.run("1 / 3").lines == ["0.333333"])
    }

    @Test func loadingAFileWithAFailingLineChangesNothingAndSaysWhere() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/bad.fluid"
        writeFile("# fluid session 1\na = 10\nset digits 8\nb = nope + 1\nc = 3\n", to: path)
        let session = makeSession(sessions: dir)
        _ = session.run("a = 1")
        let before = session.run("vars")
        let response = session.run("load bad")
        #expect(response.failed)
        #expect(response.lines.first?.hasPrefix("\(path):4:") == true, "names file:line: \(response.lines)")
        #expect(response.text.contains("unknown name 'nope'"))
        #expect(response.text.contains("nothing was loaded"))
        #expect(session.run("vars") == before)
        #expect(session.interpreter.settings.digits == 4)
        #expect(session.interpreter.value(of: "c") == nil)
    }

    @Test func loadingAMalformedFileSaysWhichLine() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("# fluid session 1\n# note\n#> orphan\n", to: dir + "/orphan.fluid")
        let response = makeSession(sessions: dir).run("load orphan")
        #expect(response.failed)
        #expect(response.text.hasPrefix(dir + "/orphan.fluid:3:"), "\(response.lines)")
    }

    @Test func loadingAMissingNameSuggestsACloseOne() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("x = 1\n#> x = 1\n", to: dir + "/drawer.fluid")
        writeFile("y = 1\n#> y = 1\n", to: dir + "/pip.fluid")
        let session = makeSession(sessions: dir)
        let typo = session.run("load drawr")
        #expect(typo.failed)
        #expect(typo.text.contains("no such file"))
        #expect(typo.text.contains("did you mean 'drawer'?"), "\(typo.lines)")
        let far = session.run("load zzzzzzzz")
        #expect(far.failed)
        #expect(far.text.contains("drawer") && far.text.contains("pip"), "lists the sessions: \(far.lines)")
        #expect(session.interpreter.bindings.isEmpty)
    }

    @Test func loadWithoutANameListsTheSessions() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("", to: dir + "/drawer.fluid")
        let response = makeSession(sessions: dir).run("load")
        #expect(response.failed)
        #expect(response.text.contains("drawer"))
    }

    @Test func loadTakesAPathAsWritten() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/elsewhere/pip.fluid"
        try? FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        writeFile("w = 3pt\n#> w = 3 pt\n", to: path)
        let session = makeSession(sessions: dir + "/sessions")
        #expect(!session.run("load \(path)").failed)
        #expect(session.run("w").lines == ["3 pt"])
    }

    @Test(arguments: ["", "..", ".", "a/..", "-rf", "sub/."])
    func saveRefusesBadNames(name: String) throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir + "/sessions")
        _ = session.run("x = 1")
        let response = session.run("save \(name)")
        #expect(response.failed, "save '\(name)' was accepted: \(response.lines)")
        #expect(!response.lines.isEmpty)
        // Nothing is written anywhere in the test folder.
        let written = FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []
        #expect(written.filter { $0.hasSuffix(".fluid") }.isEmpty, "\(written)")
    }

    @Test
    func quotesAroundASessionNameAreNotPartOfIt() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir)
        _ = session.run("x = 1")
        let response = session.run("save \"drawer\"")
        #expect(FileManager.default.fileExists(atPath: dir + "/drawer.fluid") || response.failed, "\(response.lines)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/\"drawer\".fluid"))
        #expect(session.run("save \"\"").failed)
    }

    @Test func savingTwiceKeepsThePreviousVersion() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir)
        _ = session.run("x = 1")
        #expect(!session.run("save drawer").failed)
        let first = try #require(readFile(dir + "/drawer.fluid"))
        _ = session.run("x = 2")
        #expect(!session.run("save drawer").failed)
        #expect(readFile(dir + "/drawer.fluid~") == first)
        #expect(readFile(dir + "/drawer.fluid")?.contains("\nx = 2\n#> x = 2\n") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["drawer.fluid", "drawer.fluid~"])
    }

    @Test func saveCreatesTheSessionsFolder() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir + "/not/yet")
        _ = session.run("x = 1")
        #expect(!session.run("save a").failed)
        #expect(FileManager.default.fileExists(atPath: dir + "/not/yet/a.fluid"))
    }

    @Test func saveIntoAnUnwritablePlaceFailsAndSaysWhere() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("a file, not a folder", to: dir + "/blocker")
        let session = makeSession(sessions: dir + "/blocker")
        _ = session.run("x = 1")
        let response = session.run("save a")
        #expect(response.failed)
        #expect(response.text.contains(dir + "/blocker/a.fluid"), "\(response.lines)")
    }

    @Test func anEmptySessionSavesAHeaderOnly() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir)
        let response = session.run("save empty")
        #expect(!response.failed)
        #expect(response.text.contains("0 bindings"))
        #expect(readFile(dir + "/empty.fluid") == SessionFile.header + "\n")
        let loaded = makeSession(sessions: dir).run("load empty")
        #expect(!loaded.failed && loaded.text.contains("no bindings"))
    }
}
