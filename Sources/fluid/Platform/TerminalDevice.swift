#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CPlatform

// The executable's seam to the C library: the only file in `fluid` that imports it. Raw mode,
// window size, waiting for keys, signals, the monotonic clock, the environment, the exit and
// the pager's process live here; everything above (TerminalRawMode, TerminalFacts, the live
// screens, Pager) is written against this, with no Foundation.

/// The process's terminal as system calls see it: standard input, standard output.
enum TerminalDevice {
    /// Whether standard input is a terminal (not a pipe or file).
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    /// Whether standard output is a terminal.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    /// Standard error is a terminal.
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The window's size in character cells, nil when standard output is no terminal or it
    /// reports 0 (some multiplexers before their first resize).
    static func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// One character cell's size in pixels, from the window's pixel size over its cells;
    /// nil when the terminal does not say (ws_xpixel and ws_ypixel are 0 in many).
    static func cellPixels() -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
              size.ws_xpixel >= size.ws_col * 4, size.ws_ypixel >= size.ws_row * 4 else { return nil }
        return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// Terminal settings saved before raw mode, to put back.
    struct Settings {
        fileprivate var value: termios
    }

    /// Standard input's settings now; nil when it is no terminal.
    static func currentSettings() -> Settings? {
        guard inputIsTerminal else { return nil }
        var value = termios()
        guard tcgetattr(STDIN_FILENO, &value) == 0 else { return nil }
        return Settings(value: value)
    }

    /// Raw mode: bytes one at a time (VMIN 1, VTIME 0), no echo, no line editing, Ctrl-C and
    /// Ctrl-Z as bytes rather than signals, no flow control or CR→NL translation.
    static func enterRawMode(from saved: Settings) {
        var raw = saved.value
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    /// Puts saved settings back at once (TCSANOW). Async-signal-safe.
    static func restore(_ saved: Settings) {
        var value = saved.value
        tcsetattr(STDIN_FILENO, TCSANOW, &value)
    }

    /// Waits up to `microseconds` for standard input to have bytes: true when it has (or
    /// reached its end), false when the time passed or a signal (a resize) woke the wait.
    /// Darwin's poll() refuses terminal devices (POLLNVAL), so CPlatform's select() waits,
    /// on every platform alike; for a day at most (Darwin's select() refuses a timeout of
    /// more than 10⁸ seconds).
    static func waitForInput(microseconds: Int) -> Bool {
        fluid_wait_readable(STDIN_FILENO, min(max(microseconds, 0), 86_400_000_000)) > 0
    }

    /// Reads what standard input has (at most `buffer.count` bytes): the count, 0 at its end,
    /// negative on an error.
    static func read(into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { cRead(STDIN_FILENO, $0.baseAddress, $0.count) }
    }

    /// Writes all of `bytes` to standard output, retrying after signals; stops at an error.
    /// Async-signal-safe.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        _ = writeAll(STDOUT_FILENO, bytes)
    }

    /// Writes every byte to `descriptor`, retrying after signals and partial writes: 0 when
    /// all went, else the errno code of the failure (EIO when nothing could be written).
    /// Async-signal-safe (no allocation).
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let n = cWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return errno }
            if n == 0 { return EIO }
            offset += n
        }
        return 0
    }

    /// Seconds on the monotonic clock (never steps back, unaffected by clock changes).
    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Standard output and standard error as byte streams, written with write(2) so nothing is
/// buffered and every failure is seen.
enum StandardStreams {
    enum Stream { case output, error }

    /// How a write ended.
    enum Outcome: Equatable {
        case written
        /// The reader went away (EPIPE: `fluid | head -1` after head left).
        case closed
        /// Any other failure (a full disk, a revoked terminal), with the system's words.
        case failed(String)
    }

    /// Writes all of `text`, retrying after signals and partial writes.
    static func write(_ text: String, to stream: Stream) -> Outcome {
        let descriptor = stream == .output ? STDOUT_FILENO : STDERR_FILENO
        let code = Array(text.utf8).withUnsafeBufferPointer { TerminalDevice.writeAll(descriptor, $0) }
        switch code {
        case 0: return .written
        case EPIPE: return .closed
        default: return .failed(String(cString: strerror(code)))
        }
    }
}

/// Signal handlers the live modes install and put back.
enum TerminalSignals {
    /// The signals a live mode handles: a resize wakes its wait; SIGTERM and SIGHUP restore
    /// the terminal, then end the program by the same signal.
    enum Kind: CaseIterable {
        case resize, terminate, hangUp

        fileprivate var number: Int32 {
            switch self {
            case .resize: return SIGWINCH
            case .terminate: return SIGTERM
            case .hangUp: return SIGHUP
            }
        }
    }

    /// The actions that were in place before ``install(_:handler:resetToDefault:)``.
    struct Saved {
        fileprivate var actions: [Int32: sigaction] = [:]
    }

    /// Installs `handler` (a C function: no captures) for `kinds`; with `resetToDefault`,
    /// the default action comes back once the handler has run (SA_RESETHAND).
    static func install(_ kinds: [Kind], handler: @convention(c) (Int32) -> Void, resetToDefault: Bool,
                        saving saved: inout Saved) {
        for kind in kinds {
            var previous = sigaction()
            _ = fluid_set_signal_handler(kind.number, handler, resetToDefault ? Int32(bitPattern: UInt32(SA_RESETHAND)) : 0, &previous)
            saved.actions[kind.number] = previous
        }
    }

    /// Puts back the actions `saved` holds.
    static func restore(_ saved: Saved) {
        for (number, action) in saved.actions {
            var action = action
            sigaction(number, &action, nil)
        }
    }

    /// Sends `signal` to this process again (after its handler reset it to the default).
    static func raise(_ signal: Int32) { _ = cRaise(signal) }
}

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
        cClose(readEnd)
        guard started == 0 else {
            cClose(writeEnd)
            return false
        }
        _ = Array(input.utf8).withUnsafeBufferPointer { TerminalDevice.writeAll(writeEnd, $0) }
        cClose(writeEnd)
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

// The C functions whose names the enums' own members shadow inside them.
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func cRaise(_ signal: Int32) -> Int32 { raise(signal) }
private func cClose(_ descriptor: Int32) { _ = close(descriptor) }
private func cExit(_ status: Int32) -> Never { exit(status) }
