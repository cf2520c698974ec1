import Foundation
import HangGuard
import Testing
@testable import Notebook

/// Issue 24: a write to a named path treats what stands there as a careful tool does
/// (`WriteDestination`): a link's target is replaced and the link kept, a FIFO or a device is
/// written through (a failed write is an error), a folder, a socket or a link to nothing is
/// refused. Every case is a class: each is tried over the shapes it comes in.
@Suite("AtomicFile: links, FIFOs, devices and folders", .serialized)
struct SpecialFileWriteTests {
    /// The file kind `lstat` sees at `path` (a link is a link).
    private func kind(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    private func names(in dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    // MARK: Links

    /// Every shape of link to a regular file: relative, absolute, in another folder, a chain
    /// of links, through a linked folder. Each time the link stays a link saying the same,
    /// the file it leads to holds the new text, its permission bits are kept, and neither
    /// folder holds a temporary.
    @Test func aLinkKeepsItselfAndItsTargetIsReplaced() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/links", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/linked-folder", withDestinationPath: dir + "/real")
        // (link path, what it says, the file it finally leads to)
        let shapes: [(link: String, says: String, target: String)] = [
            (dir + "/links/relative.swift", "../real/a.swift", dir + "/real/a.swift"),
            (dir + "/links/absolute.swift", dir + "/real/b.swift", dir + "/real/b.swift"),
            (dir + "/real/same-folder.swift", "c.swift", dir + "/real/c.swift"),
            (dir + "/links/through-folder.swift", dir + "/linked-folder/d.swift", dir + "/real/d.swift"),
        ]
        for (index, shape) in shapes.enumerated() {
            writeFile("old \(index)\n", to: shape.target)
            chmod(shape.target, 0o640)
            try fm.createSymbolicLink(atPath: shape.link, withDestinationPath: shape.says)
            try AtomicFile.write("new \(index)\n", to: shape.link, keepPrevious: index.isMultiple(of: 2))
            #expect(kind(shape.link) == S_IFLNK, "\(shape.link) is still a link")
            #expect(try fm.destinationOfSymbolicLink(atPath: shape.link) == shape.says, "the link says what it said")
            #expect(readFile(shape.target) == "new \(index)\n", "the target holds the new text")
            #expect(kind(shape.target) == S_IFREG)
            let mode = (try fm.attributesOfItem(atPath: shape.target)[.posixPermissions] as? NSNumber)?.intValue
            #expect(mode == 0o640, "permission bits kept: \(String(mode ?? 0, radix: 8))")
            if index.isMultiple(of: 2) {
                #expect(readFile(shape.target + "~") == "old \(index)\n", "the backup is beside the target")
            }
        }
        // A chain: link → link → file.
        writeFile("old chain\n", to: dir + "/real/e.swift")
        try fm.createSymbolicLink(atPath: dir + "/links/second", withDestinationPath: "../real/e.swift")
        try fm.createSymbolicLink(atPath: dir + "/links/first", withDestinationPath: "second")
        try AtomicFile.write("new chain\n", to: dir + "/links/first", keepPrevious: false)
        #expect(kind(dir + "/links/first") == S_IFLNK && kind(dir + "/links/second") == S_IFLNK)
        #expect(readFile(dir + "/real/e.swift") == "new chain\n")
        for folder in [dir + "/real", dir + "/links"] {
            #expect(!names(in: folder).contains { $0.contains(".tmp-") }, "no temporary in \(folder): \(names(in: folder))")
        }
    }

    /// A link to nothing and a loop of links are refused, and stay as they were: writing
    /// would create a file wherever the link points.
    @Test func aLinkToNothingOrALoopIsRefusedAndLeftAlone() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let fm = FileManager.default
        let cases: [(link: String, says: String)] = [
            (dir + "/dangling", dir + "/missing/file.swift"),
            (dir + "/dangling-relative", "nowhere.swift"),
            (dir + "/loop-a", "loop-b"),
        ]
        try fm.createSymbolicLink(atPath: dir + "/loop-b", withDestinationPath: "loop-a")
        for shape in cases {
            try fm.createSymbolicLink(atPath: shape.link, withDestinationPath: shape.says)
            do {
                try AtomicFile.write("x", to: shape.link, keepPrevious: false)
                Issue.record("\(shape.link) was written")
            } catch {
                #expect(error.path == shape.link)
            }
            #expect(try fm.destinationOfSymbolicLink(atPath: shape.link) == shape.says)
        }
        #expect(!fm.fileExists(atPath: dir + "/missing"), "no folder made where a dangling link points")
        #expect(!fm.fileExists(atPath: dir + "/nowhere.swift"))
    }

    /// A link inside the folder a script may write that leads outside it is refused: the
    /// sandbox judges the file the link leads to.
    @Test func aScriptsLinkOutOfItsFolderIsRefusedOnTheTarget() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/project/sessions", withIntermediateDirectories: true)
        writeFile("", to: dir + "/project/.fluid-root")
        writeFile("victim\n", to: dir + "/outside.txt")
        try fm.createSymbolicLink(atPath: dir + "/project/sessions/out.fluid", withDestinationPath: dir + "/outside.txt")
        let policy = FileAccessPolicy.script(at: dir + "/project/n.fluid", sessionsFolder: dir + "/project/sessions")
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write("written\n", to: dir + "/project/sessions/out.fluid", access: policy)
        }
        #expect(readFile(dir + "/outside.txt") == "victim\n")
        #expect(kind(dir + "/project/sessions/out.fluid") == S_IFLNK)
    }

    // MARK: FIFOs

    /// A FIFO with a reader gets the bytes through it (small and larger than a pipe's
    /// buffer, so the writes wait for the reader) and stays a FIFO.
    @Test func aFIFOWithAReaderIsWrittenThrough() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        for size in [0, 10, 200_000] {
            let fifo = dir + "/pipe-\(size)"
            #expect(mkfifo(fifo, 0o600) == 0)
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            let flags = fcntl(reader, F_GETFL)
            _ = fcntl(reader, F_SETFL, flags & ~O_NONBLOCK)
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            // Opened before the reader thread reads: a FIFO read with no writer yet is its end.
            let writer = try AtomicFile.Writer(path: fifo)
            let received = Received()
            let thread = Thread {
                var chunk = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = read(reader, &chunk, chunk.count)
                    if count <= 0 { break }
                    received.append(chunk[..<count])
                }
                close(reader)
                received.finish()
            }
            thread.start()
            try writer.write(bytes)
            try writer.finish()
            #expect(received.wait(seconds: 10), "the reader saw the end of the bytes")
            #expect(received.bytes == bytes, "\(size) bytes through the FIFO")
            #expect(kind(fifo) == S_IFIFO, "still a FIFO")
        }
        #expect(names(in: dir).allSatisfy { $0.hasPrefix("pipe-") }, "nothing else in the folder: \(names(in: dir))")
    }

    /// A FIFO nobody reads is a failed write at once (never a wait), and stays a FIFO.
    @Test func aFIFOWithoutAReaderFailsAtOnce() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = dir + "/link-to-pipe"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "pipe")
        for path in [fifo, link] {
            // Opening a FIFO with no reader for writing blocks for ever unless refused.
            let written = try #require(HangGuard.run {
                Result { () throws(AtomicFile.WriteError) in try AtomicFile.write("x", to: path, keepPrevious: false) }
            }, "writing \(path) did not return in \(HangGuard.seconds) s: it waits for a reader")
            switch written {
            case .success: Issue.record("a FIFO without a reader took the write")
            case .failure(let error): #expect(error.reason.contains("nothing is reading it"), "\(error)")
            }
            #expect(kind(fifo) == S_IFIFO)
        }
        #expect(names(in: dir) == ["link-to-pipe", "pipe"])
    }

    // MARK: Devices and descriptors

    /// Character devices are written through and never replaced: /dev/null takes the bytes,
    /// /dev/full refuses them (a failed write is an error naming the device).
    @Test func devicesAreWrittenThroughAndAFullOneFails() throws {
        #expect(WriteDestination.of("/dev/null") == .through(path: "/dev/null"))
        try AtomicFile.write("gone\n", to: "/dev/null", keepPrevious: true)
        #expect(kind("/dev/null") == S_IFCHR)
        #if os(Linux)
        #expect(WriteDestination.of("/dev/full") == .through(path: "/dev/full"))
        do {
            try AtomicFile.write("x", to: "/dev/full", keepPrevious: false)
            Issue.record("/dev/full took the write")
        } catch {
            #expect(error.path == "/dev/full")
            #expect(error.reason.lowercased().contains("no space"), "\(error)")
        }
        #expect(kind("/dev/full") == S_IFCHR, "/dev/full is still a device")
        #endif
    }

    /// `/dev/stdout` and its kin lead to an open descriptor: whatever is behind it (a pipe,
    /// a terminal, a file the shell opened) is written through, never replaced.
    @Test func descriptorLinksAreWrittenThrough() {
        #if os(Linux)
        for path in ["/dev/stdout", "/dev/stderr", "/dev/fd/1", "/dev/fd/2", "/proc/self/fd/1", "/proc/self/fd/2"] {
            #expect(WriteDestination.of(path) == .through(path: path), "\(path)")
        }
        #endif
        // A file reached through a descriptor link is appended to, in place.
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let file = dir + "/out.txt"
        writeFile("first\n", to: file)
        let descriptor = open(file, O_WRONLY | O_APPEND)
        defer { close(descriptor) }
        #if os(Linux)
        let path = "/proc/self/fd/\(descriptor)"
        #expect(WriteDestination.of(path) == .through(path: path))
        try? AtomicFile.write("second\n", to: path, keepPrevious: false)
        #expect(readFile(file) == "first\nsecond\n")
        #expect(names(in: dir) == ["out.txt"])
        #endif
    }

    /// Only the names of open descriptors count as such: not the rest of /proc, not a folder
    /// that happens to be called fd.
    @Test func whichNamesStandForADescriptor() {
        for name in ["/proc/self/fd/1", "/proc/42/fd/3", "/proc/thread-self/fd/0", "/dev/fd/2"] {
            #expect(WriteDestination.isDescriptorLink(name), "\(name)")
        }
        for name in ["/proc/self/mem", "/proc/self/fdinfo/1", "/proc/self/fd", "/dev/fdx", "/dev/full", "/tmp/fd/1", "fd/1"] {
            #expect(!WriteDestination.isDescriptorLink(name), "\(name)")
        }
    }

    /// A folder, a socket and a path ending in / are refused with a reason; nothing is made.
    @Test func foldersSocketsAndSlashesAreRefused() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: true)
        let socketPath = dir + "/socket"
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        let fd = socket(AF_UNIX, streamType, 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in socketPath.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link-to-folder", withDestinationPath: "folder")
        for (path, word) in [(dir + "/folder", "folder"), (dir + "/link-to-folder", "folder"), (socketPath, "socket"),
                             (dir + "/new/", "ends in /"), ("", "no file")] {
            guard case .refused(let reason) = WriteDestination.of(path) else {
                Issue.record("\(path) is not refused")
                continue
            }
            #expect(reason.contains(word), "\(path): \(reason)")
            #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: path, keepPrevious: false) }
        }
        #expect(kind(dir + "/folder") == S_IFDIR && kind(socketPath) == S_IFSOCK && kind(dir + "/link-to-folder") == S_IFLNK)
        #expect(names(in: dir) == ["folder", "link-to-folder", "socket"])
    }

    // MARK: Streaming, and writing nothing

    /// A writer fed in pieces makes the file whole at finish; one discarded (or dropped)
    /// before leaves the old file and no temporary.
    @Test func aWriterInPiecesFinishesOrLeavesTheOldFile() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/a.gif"
        writeFile("old", to: path)
        do {
            let writer = try AtomicFile.Writer(path: path)
            try writer.write(Array("new ".utf8))
            try writer.write(Array("text".utf8))
            writer.discard()
        }
        #expect(readFile(path) == "old")
        do {
            let writer = try AtomicFile.Writer(path: path)
            try writer.write(Array("dropped".utf8))
        }
        #expect(readFile(path) == "old")
        #expect(names(in: dir) == ["a.gif"])
        let writer = try AtomicFile.Writer(path: path)
        for piece in ["one ", "two ", "three"] { try writer.write(Array(piece.utf8)) }
        try writer.finish()
        #expect(readFile(path) == "one two three")
        #expect(names(in: dir) == ["a.gif"])
    }

    /// A policy that writes nothing refuses every kind of destination before the disk is
    /// touched: no folder made, no temporary, no byte through a device.
    @Test func aPolicyThatWritesNothingTouchesNothing() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("old", to: dir + "/existing")
        var policy = FileAccessPolicy.unrestricted
        policy.writesNothing = true
        for path in [dir + "/existing", dir + "/new", dir + "/deep/er/new", "/dev/null"] {
            #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: path, access: policy) }
            #expect(policy.problem(writing: path) != nil)
        }
        #expect(names(in: dir) == ["existing"])
        #expect(readFile(dir + "/existing") == "old")
    }
}

/// Bytes a reader thread collects, and a signal when it is done.
private final class Received: @unchecked Sendable {
    private let lock = NSCondition()
    private var collected: [UInt8] = []
    private var done = false

    var bytes: [UInt8] { lock.lock(); defer { lock.unlock() }; return collected }

    func append(_ chunk: ArraySlice<UInt8>) { lock.lock(); collected += chunk; lock.unlock() }

    func finish() { lock.lock(); done = true; lock.broadcast(); lock.unlock() }

    func wait(seconds: Double) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date().addingTimeInterval(seconds)
        while !done { if !lock.wait(until: deadline) { return done } }
        return true
    }
}
