import Foundation
import Testing
@testable import Notebook

/// Replayed scripts are confined to their project (here, with no project marker, their own
/// folder) and the sessions folder; `..` and symbolic links cannot lead them out; the prompt
/// is not confined.
@Suite struct FileAccessPolicyTests {
    /// root/scripts/s.fluid, root/scripts/inner/, root/sessions/, root/secret/x.fluid, and
    /// root/scripts/out → root/secret (a link out of the script's folder).
    static func layout(_ label: String = #function) throws -> String {
        let root = FileAccessPolicy.resolved(makeTemporaryDirectory(label))
        for folder in ["scripts/inner", "sessions", "secret"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        writeFile("a = 1s\n", to: root + "/secret/x.fluid")
        writeFile("b = 2pt\n", to: root + "/scripts/inner/y.fluid")
        writeFile("c = 3\n", to: root + "/sessions/saved.fluid")
        try FileManager.default.createSymbolicLink(atPath: root + "/scripts/out", withDestinationPath: root + "/secret")
        return root
    }

    @Test func aScriptReadsInsideItsFolderAndTheSessionsFolderOnly() throws {
        let root = try Self.layout()
        defer { removeDirectory(root) }
        let policy = FileAccessPolicy.script(at: root + "/scripts/s.fluid", sessionsFolder: root + "/sessions")
        #expect(policy.problem(reading: root + "/scripts/inner/y.fluid") == nil)
        #expect(policy.problem(reading: root + "/sessions/saved.fluid") == nil)
        #expect(policy.problem(reading: root + "/scripts/not-yet.fluid") == nil)
        for outside in ["/secret/x.fluid", "/scripts/../secret/x.fluid", "/scripts/out/x.fluid", "/scripts/out/../secret/x.fluid", "/scriptsX/y.fluid"] {
            #expect(policy.problem(reading: root + outside) != nil, "\(outside) should be outside")
        }
        #expect(policy.problem(reading: "/etc/passwd") != nil)
    }

    @Test func theMessageNamesTheFoldersAndTheOptionThatAllowsMore() throws {
        let root = try Self.layout()
        defer { removeDirectory(root) }
        let policy = FileAccessPolicy.script(at: root + "/scripts/s.fluid", sessionsFolder: root + "/sessions")
        let message = try #require(policy.problem(reading: root + "/scripts/out/x.fluid"))
        // Paths inside the script's project (here its folder) are named relative to the script.
        #expect(message == "this script may read files only inside ., \(root)/sessions; out/x.fluid is outside. To allow it, run with --allow-read \(root)/secret")
        let allowed = FileAccessPolicy.script(at: root + "/scripts/s.fluid", sessionsFolder: root + "/sessions", allowRead: [root + "/secret"])
        #expect(allowed.problem(reading: root + "/scripts/out/x.fluid") == nil)
    }

    @Test func writingIsConfinedToTheSessionsFolderUnlessAllowed() throws {
        let root = try Self.layout()
        defer { removeDirectory(root) }
        let policy = FileAccessPolicy.script(at: root + "/scripts/s.fluid", sessionsFolder: root + "/sessions")
        #expect(policy.problem(writing: root + "/sessions/new.fluid") == nil)
        #expect(policy.problem(writing: root + "/scripts/new.fluid")?.contains("--allow-write \(root)/scripts") == true)
        let allowed = FileAccessPolicy.script(at: root + "/scripts/s.fluid", sessionsFolder: root + "/sessions", allowWrite: [root + "/scripts"])
        #expect(allowed.problem(writing: root + "/scripts/new.fluid") == nil)
        #expect(allowed.problem(reading: root + "/scripts/new.fluid") == nil, "a folder one may write is one may read")
    }

    @Test func loadInAScriptSessionIsRefusedOutsideAndChangesNothing() throws {
        let root = try Self.layout()
        defer { removeDirectory(root) }
        let session = makeSession(sessions: root + "/sessions")
        session.fileAccess = .script(at: root + "/scripts/s.fluid", sessionsFolder: root + "/sessions")
        let refused = session.run("load \(root)/secret/x.fluid")
        #expect(refused.failed)
        #expect(refused.text.hasPrefix("cannot load \(root)/secret/x.fluid: this script may read files only inside"), "\(refused.text)")
        #expect(session.interpreter.value(of: "a") == nil)
        #expect(!session.run("load saved").failed, "the sessions folder is readable")
        #expect(!session.run("load \(root)/scripts/inner/y.fluid").failed)
        // A file loaded from inside cannot reach outside either: the policy is inherited.
        writeFile("load \(root)/secret/x.fluid\n", to: root + "/scripts/hop.fluid")
        let hop = session.run("load \(root)/scripts/hop.fluid")
        #expect(hop.failed && hop.text.contains("this script may read files only inside"), "\(hop.text)")
        #expect(session.interpreter.value(of: "a") == nil)
    }

    @Test func thePromptIsNotConfined() throws {
        let root = try Self.layout()
        defer { removeDirectory(root) }
        let session = makeSession(sessions: root + "/sessions")
        #expect(session.fileAccess == .unrestricted)
        #expect(!session.run("load \(root)/secret/x.fluid").failed)
    }

    @Test func aConfinedScriptCannotReadATraceOutsideItsTree() throws {
        let root = try Self.layout()
        defer { removeDirectory(root) }
        writeFile("t (ms), y (pt)\n0, 0\n16, 5\n", to: root + "/secret/flick.csv")
        writeFile("t (ms), y (pt)\n0, 0\n16, 5\n", to: root + "/scripts/inner/flick.csv")
        let session = makeSession()
        session.fileAccess = FileAccessPolicy.script(at: root + "/scripts/s.fluid", sessionsFolder: root + "/sessions")
        let outside = session.run("trace(\"\(root)/secret/flick.csv\")")
        #expect(outside.failed && outside.text.contains("may read files only inside"), "\(outside.text)")
        let inside = session.run("trace(\"\(root)/scripts/inner/flick.csv\")")
        #expect(!inside.failed, "\(inside.text)")
        // The prompt is not confined.
        session.fileAccess = .unrestricted
        #expect(!session.run("trace(\"\(root)/secret/flick.csv\")").failed)
    }
}

/// A script's project: the nearest folder up holding `.git`, `Package.swift` or `.fluid-root`.
@Suite struct NotebookPlaceTests {
    @Test func theProjectIsTheNearestMarkedFolderElseTheScriptsOwn() throws {
        let root = FileAccessPolicy.resolved(makeTemporaryDirectory())
        defer { removeDirectory(root) }
        try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        #expect(NotebookPlace(root + "/a/b/n.fluid").project == root + "/a/b", "no marker: the script's own folder")
        for marker in [".fluid-root", "Package.swift", ".git"] {
            writeFile("", to: root + "/a/" + marker)
            let place = NotebookPlace(root + "/a/b/n.fluid")
            #expect(place.project == root + "/a", "\(marker)")
            #expect(place.folder == root + "/a/b")
            #expect(place.defaultSessionsFolder == root + "/a/sessions")
            try FileManager.default.removeItem(atPath: root + "/a/" + marker)
        }
        // The same from a relative path, whatever the working directory makes of it.
        let policy = FileAccessPolicy.script(at: root + "/a/b/n.fluid", sessionsFolder: root + "/s")
        writeFile("", to: root + "/a/.fluid-root")
        let marked = FileAccessPolicy.script(at: root + "/a/b/n.fluid", sessionsFolder: root + "/s")
        #expect(policy.problem(reading: root + "/a/data.csv") != nil)
        #expect(marked.problem(reading: root + "/a/data.csv") == nil, "the whole project is readable")
        #expect(marked.shown(root + "/a/data.csv") == "../data.csv")
        #expect(marked.shown(root + "/s/x.fluid") == root + "/s/x.fluid", "outside the project: in full")
        #expect(FileAccessPolicy.unrestricted.shown(root + "/a/data.csv") == root + "/a/data.csv")
    }

    @Test func relativePathsBetweenFolders() {
        #expect(PathText.relative("/p/examples/data/f.csv", from: "/p/sessions") == "../examples/data/f.csv")
        #expect(PathText.relative("/p/data/f.csv", from: "/p") == "data/f.csv")
        #expect(PathText.relative("/p", from: "/p") == ".")
        #expect(SourcePaths.rebased("t = trace(\"examples/data/f.csv\", column: \"x\") + trace(\"/abs.csv\")", from: "/p", to: "/p/sessions")
                == "t = trace(\"../examples/data/f.csv\", column: \"x\") + trace(\"/abs.csv\")")
        #expect(SourcePaths.rebased("s = \"data/f.csv\"", from: "/p", to: "/q") == "s = \"data/f.csv\"", "only trace's file")
    }
}
