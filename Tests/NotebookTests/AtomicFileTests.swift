import Foundation
import Testing
@testable import Notebook

@Suite("AtomicFile: saves that never leave a torn file")
struct AtomicFileTests {
    @Test func writesTheTextExactly() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/a.fluid"
        let text = "# fluid session 1\ns = 1\n#> s = 1\nünïcödé · ⠿ \u{1F600}\n\n"
        try AtomicFile.write(text, to: path)
        #expect(FileManager.default.contents(atPath: path) == Data(text.utf8))
    }

    @Test func writesAnEmptyFile() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        try AtomicFile.write("", to: dir + "/empty")
        #expect(FileManager.default.contents(atPath: dir + "/empty") == Data())
    }

    @Test func replacesAndKeepsThePreviousVersionBesideIt() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/drawer.fluid"
        try AtomicFile.write("first\n", to: path)
        #expect(!FileManager.default.fileExists(atPath: path + "~"), "no backup when there was nothing before")
        try AtomicFile.write("second\n", to: path)
        #expect(readFile(path) == "second\n")
        #expect(readFile(path + "~") == "first\n")
        try AtomicFile.write("third\n", to: path)
        #expect(readFile(path) == "third\n")
        #expect(readFile(path + "~") == "second\n", "the backup is the version just replaced")
    }

    @Test func theBackupIsAnIndependentCopy() throws {
        // The backup must survive later writes untouched (a hard link to the old inode is fine;
        // a link to the path's current content is not).
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/x"
        try AtomicFile.write("one", to: path)
        try AtomicFile.write("two", to: path)
        try AtomicFile.write("two, again", to: path, keepPrevious: false)
        #expect(readFile(path + "~") == "one", "keepPrevious: false leaves the old backup alone")
        #expect(readFile(path) == "two, again")
    }

    @Test func keepPreviousFalseMakesNoBackup() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/x"
        try AtomicFile.write("one", to: path, keepPrevious: false)
        try AtomicFile.write("two", to: path, keepPrevious: false)
        #expect(!FileManager.default.fileExists(atPath: path + "~"))
        #expect(readFile(path) == "two")
    }

    @Test func createsMissingFolders() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/a/b/c/s.fluid"
        try AtomicFile.write("x\n", to: path)
        #expect(readFile(path) == "x\n")
    }

    @Test func leavesNoTemporaryFileBehind() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        try AtomicFile.write("1", to: dir + "/s.fluid")
        try AtomicFile.write("2", to: dir + "/s.fluid")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(names == ["s.fluid", "s.fluid~"])
        #expect(!names.contains { $0.contains(".tmp-") })
    }

    @Test func anUnwritablePathIsAWriteErrorNamingThePath() throws {
        // A path under a regular file cannot be created, not even by root.
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let blocker = dir + "/plain-file"
        writeFile("I am a file", to: blocker)
        let path = blocker + "/inside/s.fluid"
        do {
            try AtomicFile.write("x", to: path)
            Issue.record("writing under a regular file succeeded")
        } catch {
            #expect(error.path == path)
            #expect(error.description.contains(path))
            #expect(!error.reason.isEmpty)
        }
        #expect(readFile(blocker) == "I am a file", "the blocking file is untouched")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(names == ["plain-file"], "nothing left behind: \(names)")
    }

    @Test func aPathDirectlyUnderAFileFailsWithoutLeavingATemporary() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let blocker = dir + "/plain-file"
        writeFile("content", to: blocker)
        let path = blocker + "/s.fluid"
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["plain-file"])
    }

    @Test func writingOverAFolderFailsAndKeepsTheFolder() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let folder = dir + "/taken"
        try FileManager.default.createDirectory(atPath: folder + "/inner", withIntermediateDirectories: true)
        do {
            try AtomicFile.write("x", to: folder)
            Issue.record("a folder was replaced by a file")
        } catch {
            #expect(error.path == folder)
        }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder + "/inner", isDirectory: &isDirectory) && isDirectory.boolValue)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "temporary left behind: \(leftovers)")
    }

    @Test func temporariesOfKilledWritersAreRemovedAndALiveWritersAreKept() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        // A process that has exited: its pid names no process now (pids are not reused
        // this fast).
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier
        let live = getppid() // the test runner's parent is alive while the test runs
        for name in ["s.fluid.tmp-\(dead)", "s.fluid~.tmp-\(dead)", "s.fluid.tmp-\(live)", "other.fluid.tmp-\(dead)"] {
            writeFile("partial", to: dir + "/" + name)
        }
        try AtomicFile.write("one\n", to: dir + "/s.fluid")
        try AtomicFile.write("two\n", to: dir + "/s.fluid")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        #expect(names == ["s.fluid", "s.fluid~", "s.fluid.tmp-\(live)", "other.fluid.tmp-\(dead)"], "\(names.sorted())")
        #expect(readFile(dir + "/s.fluid") == "two\n")
        #expect(readFile(dir + "/s.fluid~") == "one\n")
    }
}
