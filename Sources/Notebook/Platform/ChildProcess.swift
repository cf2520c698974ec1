#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Notebook's seam for running a program (ffmpeg, to read a screen recording): found on PATH,
// started with posix_spawn (no shell: arguments go as they are), its standard output and
// error read through pipes, waited on with poll so that Ctrl-C is noticed while it works,
// and killed and reaped whatever happens.

/// A program running as a child: stdin is /dev/null, stdout and stderr come back through
/// pipes; a descriptor of ours may be handed over as its descriptor 3 (`/dev/fd/3`).
final class ChildProcess {
    let pid: pid_t
    /// Our ends of its stdout and stderr (close-on-exec, so no other child inherits them).
    let output: Int32
    let errors: Int32
    private var reaped = false

    private init(pid: pid_t, output: Int32, errors: Int32) {
        self.pid = pid
        self.output = output
        self.errors = errors
    }

    /// The executable `name` in the first folder of `searchPath` (PATH's syntax) that holds
    /// one; nil when none does.
    static func executable(named name: String, searchPath: String?) -> String? {
        for folder in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The PATH this process was started with.
    static var searchPath: String? { getenv("PATH").map { String(cString: $0) } }

    /// Starts `executable` with `arguments` (its name first), `handing` (when given) as its
    /// descriptor 3, moved back to its start first when `rewound` (where descriptors share
    /// their offset, the last child left it anywhere). The errno code on failure.
    static func start(_ executable: String, _ arguments: [String], handing descriptor: Int32? = nil,
                      rewound: Bool = false) -> Result<ChildProcess, SystemError> {
        if rewound, let descriptor { _ = lseek(descriptor, 0, SEEK_SET) }
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { return .failure(SystemError(code: errno)) }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0]); close(outputPipe[1])
            return .failure(SystemError(code: errno))
        }
        for end in [outputPipe[0], errorPipe[0]] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // dup2 onto itself would keep close-on-exec: move a descriptor 3 out of the way first.
        var handed = descriptor
        if let given = descriptor, given == 3 { handed = fcntl(given, F_DUPFD_CLOEXEC, 10) }
        defer { if let handed, handed != descriptor { close(handed) } }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        if let handed { posix_spawn_file_actions_adddup2(&actions, handed, 3) }

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        guard status == 0 else {
            close(outputPipe[0]); close(errorPipe[0])
            return .failure(SystemError(code: status))
        }
        return .success(ChildProcess(pid: pid, output: outputPipe[0], errors: errorPipe[0]))
    }

    /// Which of `descriptors` have something to read (or were closed by the child), waiting
    /// at most `milliseconds`; empty when the wait ran out.
    func readable(_ descriptors: [Int32], milliseconds: Int32) -> [Int32] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let count = poll(&polled, nfds_t(polled.count), milliseconds)
        guard count > 0 else { return [] }
        return polled.filter { $0.revents != 0 }.map(\.fd)
    }

    /// Reads what is there from `descriptor` into `buffer`, at most `count`
    /// bytes: the bytes read, 0 at the end, nil on an error (retried after signals).
    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, count: Int) -> Int? {
        while true {
            let got = systemRead(descriptor, buffer.baseAddress, min(count, buffer.count))
            if got >= 0 { return got }
            if errno != EINTR { return nil }
        }
    }

    /// Stops it at once (SIGKILL); it is reaped by ``finish()``.
    func kill() {
        guard !reaped else { return }
        _ = systemKill(pid, SIGKILL)
    }

    /// Closes our ends and waits for it: its exit status, or nil when a signal ended it.
    @discardableResult
    func finish() -> Int32? {
        close(output)
        close(errors)
        guard !reaped else { return nil }
        reaped = true
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return nil }
        }
        return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
