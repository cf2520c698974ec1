import Foundation
import Testing
import FluidLanguage
@testable import Notebook

/// Regression tests for what a QA walk found in the notebook: a session that loads itself,
/// `save` escaping the sessions folder, command words used as names, misspelled commands,
/// and `set width` losing to a terminal that is followed.
@Suite("session safety")
struct SessionSafetyTests {
    // MARK: Helpers

    /// Every path under `root`, relative to it, sorted: a snapshot to compare before and after.
    static func tree(_ root: String) -> [String] {
        let entries = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        return entries.sorted()
    }

    /// A temporary parent folder holding an (empty) `sessions` folder.
    static func parentAndSessions(_ label: String = #function) -> (parent: String, sessions: String) {
        let parent = makeTemporaryDirectory(label)
        let sessions = (parent as NSString).appendingPathComponent("sessions")
        try! FileManager.default.createDirectory(atPath: sessions, withIntermediateDirectories: true)
        return (parent, sessions)
    }

    static func sessionFile(_ statements: [String]) -> String {
        ([SessionFile.header] + statements).joined(separator: "\n") + "\n"
    }

    // MARK: Loading cycles

    @Test func aFileThatLoadsItselfIsRefusedNamingTheCycleAndKeepsEarlierBindings() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile(Self.sessionFile(["x = 1", "load selfie"]), to: dir + "/selfie.fluid")
        let session = makeSession(sessions: dir)
        #expect(!session.run("keep = 5").failed)

        let response = session.run("load selfie")

        #expect(response.failed, "\(response.lines)")
        #expect(response.text.contains("selfie.fluid → selfie.fluid"), "names the cycle: \(response.lines)")
        #expect(response.text.contains("cannot load itself"), "\(response.lines)")
        #expect(response.text.contains("nothing was loaded"), "\(response.lines)")
        #expect(session.run("keep").lines == ["5"], "the earlier binding is intact")
        #expect(session.interpreter.value(of: "x") == nil, "nothing from the file was bound")
        #expect(session.interpreter.bindings.map(\.name) == ["keep"])
    }

    @Test func twoFilesThatLoadEachOtherAreRefusedNamingTheCycle() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile(Self.sessionFile(["a = 1", "load pong"]), to: dir + "/ping.fluid")
        writeFile(Self.sessionFile(["b = 2", "load ping"]), to: dir + "/pong.fluid")
        let session = makeSession(sessions: dir)
        #expect(!session.run("keep = 5").failed)

        let response = session.run("load ping")

        #expect(response.failed, "\(response.lines)")
        #expect(response.text.contains("ping.fluid → pong.fluid → ping.fluid"), "names the whole cycle: \(response.lines)")
        #expect(response.text.contains("nothing was loaded"), "\(response.lines)")
        #expect(session.run("keep").lines == ["5"])
        #expect(session.interpreter.bindings.map(\.name) == ["keep"], "neither a nor b was bound")
        // The session is still usable after the refusal.
        #expect(session.run("keep + 1").lines == ["6"])
    }

    @Test func loadSaysTheSessionNameNotAnAbsolutePath() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile(Self.sessionFile(["x = 1", "y = 2"]), to: dir + "/drawer.fluid")
        writeFile(Self.sessionFile(["# nothing here"]), to: dir + "/blank.fluid")
        let session = makeSession(sessions: dir)

        let loaded = session.run("load drawer")
        #expect(!loaded.failed, "\(loaded.lines)")
        #expect(loaded.lines == ["loaded drawer: x, y"])
        #expect(!loaded.text.contains(dir), "no absolute path: \(loaded.lines)")
        #expect(!loaded.text.contains("/"), "\(loaded.lines)")

        let empty = session.run("load blank")
        #expect(empty.lines == ["loaded blank: no bindings"], "\(empty.lines)")
    }

    // MARK: Save stays inside the sessions folder

    @Test("save refuses names that would leave the sessions folder, hide the file or need quoting",
          arguments: ["save ../y", "save a/b", "save .hidden", "save \"a b\"", "save \"\""])
    func saveRefusesUnsafeNames(line: String) {
        let (parent, sessions) = Self.parentAndSessions()
        defer { removeDirectory(parent) }
        let session = makeSession(sessions: sessions)
        #expect(!session.run("x = 1").failed)
        let before = Self.tree(parent)
        // Relative to the working directory, where the old `save` resolved these names.
        let cwd = FileManager.default.currentDirectoryPath
        let strays = ["../y", "../y.fluid", "a/b", "a/b.fluid", ".hidden.fluid", "a b.fluid"]
            .map { (cwd as NSString).appendingPathComponent($0) }
        let straysBefore = strays.filter { FileManager.default.fileExists(atPath: $0) }

        let response = session.run(line)

        #expect(response.failed, "\(line) was accepted: \(response.lines)")
        #expect(!response.text.hasPrefix("saved"), "\(response.lines)")
        #expect(Self.tree(parent) == before, "\(line) wrote \(Set(Self.tree(parent)).subtracting(before))")
        #expect(Self.tree(sessions).isEmpty, "the sessions folder stays empty")
        #expect(strays.filter { FileManager.default.fileExists(atPath: $0) } == straysBefore, "\(line) wrote beside the working directory")
    }

    @Test func saveWithAFluidSuffixWritesInsideTheSessionsFolder() throws {
        let (parent, sessions) = Self.parentAndSessions()
        defer { removeDirectory(parent) }
        let session = makeSession(sessions: sessions)
        #expect(!session.run("x = 1").failed)
        let cwdFile = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent("ok.fluid")
        let cwdFileExisted = FileManager.default.fileExists(atPath: cwdFile)

        let response = session.run("save ok.fluid")

        #expect(!response.failed, "\(response.lines)")
        let path = (sessions as NSString).appendingPathComponent("ok.fluid")
        #expect(response.text.contains(path), "says where it saved: \(response.lines)")
        let text = try #require(readFile(path), "ok.fluid is in the sessions folder")
        #expect(text.contains("x = 1"))
        #expect(!FileManager.default.fileExists(atPath: sessions + "/ok.fluid.fluid"))
        #expect(Self.tree(parent).filter { !$0.hasPrefix("sessions") }.isEmpty, "nothing beside the sessions folder")
        #expect(FileManager.default.fileExists(atPath: cwdFile) == cwdFileExisted, "nothing in the working directory")
        // And it loads back by name.
        let fresh = makeSession(sessions: sessions)
        #expect(fresh.run("load ok").lines == ["loaded ok: x"])
    }

    // MARK: Command words are not names

    @Test("binding a command word is refused and binds nothing", arguments: ["save = 3", "plot = 3"])
    func commandWordsCannotBeBound(line: String) {
        let session = makeSession()
        let word = String(line.prefix { $0 != " " })

        let response = session.run(line)

        #expect(response.failed, "\(response.lines)")
        #expect(response.text.contains("'\(word)' is a command, so it cannot be a name"), "\(response.lines)")
        #expect(session.interpreter.bindings.isEmpty, "bound \(session.interpreter.bindings.map(\.name))")
        #expect(session.interpreter.value(of: word) == nil)
    }

    @Test func definingAFunctionNamedLikeACommandBindsNothing() {
        let session = makeSession()
        for line in ["help(x) = 1", "plot(x) = 1", "save(x) = 1"] {
            let response = session.run(line)
            #expect(response.failed, "\(line): \(response.lines)")
            #expect(session.interpreter.bindings.isEmpty, "\(line) bound \(session.interpreter.bindings.map(\.name))")
        }
        #expect(session.interpreter.value(of: "help") == nil)
        #expect(session.interpreter.value(of: "x") == nil)
    }

    @Test
    func definingAFunctionNamedLikeACommandSaysItIsACommand() {
        for line in ["help(x) = 1", "plot(x) = 1", "save(x) = 1"] {
            let word = String(line.prefix { $0 != "(" })
            let response = makeSession().run(line)
            #expect(response.text.contains("'\(word)' is a command, so it cannot be a name"), "\(line): \(response.lines)")
        }
    }

    // MARK: Misspelled commands

    @Test("a misspelled command suggests the command, with a caret under the word",
          arguments: [("plto s", "plto", "plot"), ("hepl plot", "hepl", "help"), ("sav x", "sav", "save"),
                      ("  plto s", "plto", "plot")])
    func misspelledCommandSuggestsIt(line: String, typo: String, command: String) {
        let response = makeSession().run(line)

        #expect(response.failed)
        #expect(response.lines.count == 2, "\(response.lines)")
        guard response.lines.count == 2 else { return }
        #expect(response.lines[0] == "  " + line)
        #expect(response.lines[1].hasSuffix("unknown command '\(typo)'; did you mean '\(command)'?"), "\(response.lines)")
        // The carets sit exactly under the misspelled word.
        let source = Array(response.lines[0]), carets = Array(response.lines[1])
        guard let range = line.range(of: typo) else { return }
        let wordStart = line.distance(from: line.startIndex, to: range.lowerBound) + 2
        #expect(carets.firstIndex(of: "^") == wordStart, "\n\(response.text)")
        #expect(carets.prefix(wordStart).allSatisfy { $0 == " " })
        #expect(String(carets[wordStart..<wordStart + typo.count]) == String(repeating: "^", count: typo.count))
        #expect(carets[wordStart + typo.count] == " ", "no caret past the word")
        #expect(String(source[wordStart..<wordStart + typo.count]) == typo)
    }

    @Test func anUnknownShortWordSuggestsNothing() {
        let response = makeSession().run("oops")
        #expect(response.failed)
        #expect(response.text.contains("unknown name 'oops'"), "\(response.lines)")
        #expect(!response.text.contains("did you mean"), "\(response.lines)")
        #expect(!response.text.contains("cos"), "\(response.lines)")
    }

    // MARK: set width and a followed terminal

    @Test func setWidthStopsFollowingTheTerminal() {
        var display = DisplaySettings.transcript
        display.followsTerminal = true
        display.width = 100
        let session = makeSession(display: display)

        let response = session.run("set width 60")

        #expect(!response.failed, "\(response.lines)")
        #expect(session.display.width == 60)
        #expect(session.display.followsTerminal == false, "the REPL would overwrite the width on the next line")
    }

    @Test func aRefusedWidthKeepsFollowingTheTerminal() {
        var display = DisplaySettings.transcript
        display.followsTerminal = true
        display.width = 100
        let session = makeSession(display: display)

        #expect(session.run("set width 5").failed)
        #expect(session.display.width == 100)
        #expect(session.display.followsTerminal)
    }
}
