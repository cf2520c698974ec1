#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CPlatform

// The executable's seam to the C library: the only file in `fluid` that imports it. Raw mode,
// window size, waiting for keys, signals and the monotonic clock live here; everything
// above (TerminalRawMode, TerminalFacts, the live screens) is written against this.

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

    /// Waits up to `milliseconds` for standard input to have bytes: true when it has (or
    /// reached its end), false when the time passed or a signal (a resize) woke the wait.
    /// Darwin's poll() refuses terminal devices (POLLNVAL), so CPlatform's select() waits,
    /// on every platform alike.
    static func waitForInput(milliseconds: Int32) -> Bool {
        fluid_wait_readable(STDIN_FILENO, milliseconds) > 0
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

// The C functions whose names the enums' own members shadow inside them.
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func cRaise(_ signal: Int32) -> Int32 { raise(signal) }
