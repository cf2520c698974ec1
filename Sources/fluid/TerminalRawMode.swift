#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Notebook

/// The terminal as a live mode needs it: keys one at a time, no echo, Ctrl-C as a key
/// (not SIGINT), and the settings put back on every way out — a normal return, and
/// SIGTERM or SIGHUP while the mode runs (the handler restores, then dies by the signal).
///
/// Keys are read with `poll`, never a busy loop; a resize (SIGWINCH) wakes the wait so the
/// screen redraws at once.
final class TerminalRawMode {
    private var saved = termios()
    private var decoder = KeyDecoder()
    private var savedWinch = sigaction()
    private var savedTerm = sigaction()
    private var savedHup = sigaction()
    /// Standard input reached its end (the terminal went away).
    private(set) var reachedEnd = false

    /// Nil when standard input is not a terminal.
    init?() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        RawModeRescue.saved = saved
        RawModeRescue.cleanup = []
        install()
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    /// Puts the terminal back as it was; written escape `cleanup` undoes screen changes.
    func restore(cleanup: String = "") {
        TerminalRawMode.write(cleanup)
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        sigaction(SIGWINCH, &savedWinch, nil)
        sigaction(SIGTERM, &savedTerm, nil)
        sigaction(SIGHUP, &savedHup, nil)
    }

    /// What to write if a signal ends the program in the mode (leave the alternate screen,
    /// show the cursor).
    func onAbnormalExit(write text: String) { RawModeRescue.cleanup = Array(text.utf8) }

    private func install() {
        var winch = sigaction()
        winch.__sigaction_handler.sa_handler = { _ in }   // only to wake poll with EINTR
        sigemptyset(&winch.sa_mask)
        winch.sa_flags = 0
        sigaction(SIGWINCH, &winch, &savedWinch)
        var fatal = sigaction()
        fatal.__sigaction_handler.sa_handler = { signal in RawModeRescue.rescue(signal) }
        sigemptyset(&fatal.sa_mask)
        fatal.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
        sigaction(SIGTERM, &fatal, &savedTerm)
        sigaction(SIGHUP, &fatal, &savedHup)
    }

    /// Keys pressed within `timeout` milliseconds (none if it passes, or a resize wakes the
    /// wait). A lone Esc is told from an arrow's first byte by waiting 50 ms for more.
    func keys(timeout: Int32) -> [LiveKey] {
        if readAvailable(timeout: timeout) {
            while decoder.hasPending {
                if !readAvailable(timeout: 50) { pendingKeys += decoder.feed([], final: true) }
            }
        }
        defer { pendingKeys = [] }
        return pendingKeys
    }

    /// Waits up to `timeout` ms for input and feeds what came to the decoder.
    private func readAvailable(timeout: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeout) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count <= 0 {
            reachedEnd = true
            return false
        }
        pendingKeys += decoder.feed(Array(buffer[0..<count]))
        return true
    }

    private var pendingKeys: [LiveKey] = []

    /// Writes all of `text` to standard output at once (one frame is one write).
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }
}

/// What a fatal signal's handler needs, set before raw mode starts. Only async-signal-safe
/// calls (write, tcsetattr, raise) run in the handler.
enum RawModeRescue {
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var cleanup: [UInt8] = []

    static func rescue(_ signal: Int32) {
        cleanup.withUnsafeBufferPointer { text in
            _ = Glibc.write(STDOUT_FILENO, text.baseAddress, text.count)
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        raise(signal)   // SA_RESETHAND: the default action now ends the program
    }
}
