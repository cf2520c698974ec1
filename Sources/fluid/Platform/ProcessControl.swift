#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The executable's seam to the process calls: its environment, its end, and the one child
// it starts (the pager). Written against the C library so that `fluid` needs no Foundation.

/// This process: its environment, how it ends, and the signals it ignores.
enum ProcessControl {
    /// The environment as `NAME=value` pairs (the first of a repeated name wins, as getenv).
    static var environment: [String: String] {
        var pairs: [String: String] = [:]
        pairs.reserveCapacity(64)
        guard var entry = environmentBlock else { return pairs }
        while let pointer = entry.pointee {
            entry += 1
            // Split at the first `=` by bytes (no Character work: this runs at every start).
            let length = strlen(pointer)
            guard let equals = memchr(pointer, Int32(UInt8(ascii: "=")), length) else { continue }
            let nameLength = pointer.distance(to: equals.assumingMemoryBound(to: CChar.self))
            let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
            let name = String(decoding: bytes[..<nameLength], as: UTF8.self)
            if pairs[name] == nil {
                pairs[name] = String(decoding: bytes[(nameLength + 1)...], as: UTF8.self)
            }
        }
        return pairs
    }

    /// Ends the process with `status`, flushing C's buffered streams.
    static func exit(_ status: Int32) -> Never { cExit(status) }

    /// A closed pipe (`fluid -e … | head -1`) becomes an error on the write (EPIPE), not a
    /// signal that kills the process mid-write.
    static func ignoreBrokenPipe() { _ = signal(SIGPIPE, SIG_IGN) }

    /// Whether `path` names a file this process may run.
    static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

    /// Runs `arguments[0]` (a path) with the rest as its arguments, writes `input` to its
    /// standard input, closes it and waits for it to end. False when it could not start.
    /// The child may stop reading early (`q` in less): the rest of the write fails quietly.
    static func run(_ arguments: [String], input: String) -> Bool {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return false }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        var actions = emptyFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        // The child starts with SIGPIPE's default action (this process ignores it, and an
        // ignored signal stays ignored across exec).
        var attributes = emptyAttributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let started = posix_spawn(&child, arguments[0], &actions, &attributes, &cArguments, environmentBlock)
        _ = closeDescriptor(readEnd)
        guard started == 0 else {
            _ = closeDescriptor(writeEnd)
            return false
        }
        _ = Array(input.utf8).withUnsafeBufferPointer { TerminalDevice.writeAll(writeEnd, $0) }
        _ = closeDescriptor(writeEnd)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return true
    }
}

// What differs between the C libraries: Darwin's spawn types are opaque pointers (glibc's
// and musl's are structs), and Darwin reaches the environment through _NSGetEnviron.
#if canImport(Darwin)
private func emptyFileActions() -> posix_spawn_file_actions_t? { nil }
private func emptyAttributes() -> posix_spawnattr_t? { nil }
private var environmentBlock: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }
#else
private func emptyFileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
private func emptyAttributes() -> posix_spawnattr_t { posix_spawnattr_t() }
private var environmentBlock: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
#endif

// The C functions whose names ProcessControl's own members shadow inside it.
private func cExit(_ status: Int32) -> Never { exit(status) }
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
