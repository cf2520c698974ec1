import Foundation
import HangGuard
import Testing
@testable import Notebook
import FluidLanguage

/// A replayed notebook whose author plants links: none of them may lead a read or a write
/// outside the folders the policy allows, and nothing of an outside file may be echoed.
@Suite struct SandboxHostileTests {
    /// root/notebook (the script's folder), root/outside (somewhere else) with a secret.
    struct Tree {
        let root: String
        var notebook: String { root + "/notebook" }
        var outside: String { root + "/outside" }
        var secret: String { outside + "/secret.fluid" }

        init() throws {
            root = makeTemporaryDirectory()
            try FileManager.default.createDirectory(atPath: root + "/notebook", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
            try "# fluid session 1\nsecretValue = 42\n".write(toFile: root + "/outside/secret.fluid", atomically: true, encoding: .utf8)
        }

        func policy(sessions: String) -> FileAccessPolicy {
            .script(at: notebook + "/s.fluid", sessionsFolder: sessions)
        }
    }

    @Test func aTemporaryNamePlantedAsALinkIsRemovedNotFollowed() throws {
        let tree = try Tree()
        defer { removeDirectory(tree.root) }
        let path = tree.notebook + "/drawer.fluid"
        let victim = tree.outside + "/victim.txt"
        try "untouched".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(path).tmp-\(getpid())", withDestinationPath: victim)
        try AtomicFile.write("# fluid session 1\n", to: path)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "untouched")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# fluid session 1\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "\(path).tmp-\(getpid())")) == nil, "the link is gone")
    }

    @Test func aSessionsFolderThatIsALinkOutsideOpensNothingThere() throws {
        let tree = try Tree()
        defer { removeDirectory(tree.root) }
        let sessions = tree.notebook + "/sessions"
        try FileManager.default.createSymbolicLink(atPath: sessions, withDestinationPath: tree.outside)
        let policy = tree.policy(sessions: sessions)
        #expect(policy.problem(reading: sessions + "/secret.fluid") != nil)
        #expect(policy.problem(writing: sessions + "/new.fluid") != nil)

        let session = Session(store: SessionStore(directory: sessions))
        session.fileAccess = policy
        let load = session.run("load secret")
        #expect(load.failed)
        #expect(!load.lines.joined().contains("secretValue"), "nothing of the outside file is echoed: \(load.lines)")
        #expect(session.interpreter.value(of: "secretValue") == nil)

        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let save = session.run("save new")
        #expect(save.failed, "\(save.lines)")
        #expect(!FileManager.default.fileExists(atPath: tree.outside + "/new.fluid"))
    }

    @Test func aDataFileThatIsALinkOutsideIsRefusedWithoutEchoingIt() throws {
        let tree = try Tree()
        defer { removeDirectory(tree.root) }
        try FileManager.default.createSymbolicLink(atPath: tree.notebook + "/flick.csv", withDestinationPath: tree.secret)
        let read = Session.fileReader(relativeTo: tree.notebook, access: tree.policy(sessions: tree.notebook + "/sessions"))
        #expect(throws: FileReadError.self) { _ = try read("flick.csv") }
        do {
            _ = try read("flick.csv")
        } catch {
            #expect(!"\(error)".contains("secretValue"), "\(error)")
        }
    }

    @Test func devicesFIFOsAndHugeFilesAreRefusedBeforeReading() throws {
        let tree = try Tree()
        defer { removeDirectory(tree.root) }
        #expect(mkfifo(tree.notebook + "/pipe.csv", 0o600) == 0)
        let read = Session.fileReader(relativeTo: tree.notebook)
        // A FIFO with no writer blocks its open, /dev/zero never ends: each read returns, refused.
        let refusals = try #require(HangGuard.run { [Result { try read("pipe.csv") }, Result { try read("/dev/zero") }] },
                                    "reading a FIFO or /dev/zero did not return in \(HangGuard.seconds) s: it was waited on or read")
        for refusal in refusals {
            #expect(throws: FileReadError.self) { _ = try refusal.get() }
        }
        // A sparse 100 MB file: refused by its size, before any byte is read.
        let huge = tree.notebook + "/huge.csv"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        do {
            _ = try read("huge.csv")
            Issue.record("a 100 MB file was read")
        } catch {
            #expect("\(error)".contains("is 100 MB, larger than the 64 MB a file may be"), "\(error)")
        }
        let session = Replayer.read(path: huge)
        guard case .failure(let problem) = session else { Issue.record("a 100 MB session file was read"); return }
        #expect(problem.message.contains("larger than the 16 MB"), "\(problem.message)")
    }

    /// A link swapped back and forth between a file inside and one outside while a script
    /// reads it: a check made before opening would sometimes pass and then read the outside
    /// file; the check made on the opened file never lets it through.
    @Test func aLinkSwappedWhileReadingNeverLeadsOutside() throws {
        let tree = try Tree()
        defer { removeDirectory(tree.root) }
        let inside = tree.notebook + "/inside.csv"
        try "t (ms), y (pt)\n0, 0\n16, 1\n".write(toFile: inside, atomically: true, encoding: .utf8)
        let link = tree.notebook + "/data.csv"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: inside)
        let read = Session.fileReader(relativeTo: tree.notebook, access: tree.policy(sessions: tree.notebook + "/sessions"))

        let swapper = LinkSwapper(link: link, targets: [inside, tree.secret])
        swapper.start()
        defer { swapper.stop() }
        var leaked = 0
        var readInside = 0
        for _ in 0..<3000 {
            if let text = try? read("data.csv") {
                if text.contains("secretValue") { leaked += 1 } else { readInside += 1 }
            }
        }
        #expect(leaked == 0, "read the outside file \(leaked) times")
        #expect(readInside > 0, "the inside file was read at times, so the race was run")
    }
}

/// Replaces a symbolic link with one to the next target, again and again, on a thread.
final class LinkSwapper: @unchecked Sendable {
    private let link: String
    private let targets: [String]
    private let lock = NSLock()
    private var running = true
    private var thread: Thread?

    init(link: String, targets: [String]) {
        self.link = link
        self.targets = targets
    }

    func start() {
        let thread = Thread { [self] in
            var index = 0
            let staging = link + ".next"
            while isRunning {
                index += 1
                unlink(staging)
                symlink(targets[index % targets.count], staging)
                rename(staging, link)
            }
        }
        self.thread = thread
        thread.start()
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    func stop() {
        lock.lock()
        running = false
        lock.unlock()
        while thread?.isFinished == false { usleep(1000) }
    }
}
