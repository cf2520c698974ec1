#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Drives a program through a pseudo-terminal, as a person at a terminal would: keystrokes
/// go in through the master side, and everything the program draws comes back out of it.
///
/// The child is started with `forkpty`, so it is a session leader whose controlling
/// terminal is the pty: a Ctrl-C byte (0x03) becomes SIGINT for it, a resize becomes
/// SIGWINCH, and `isatty` is true on its standard input and output.
///
/// Every wait has a hard timeout and `deinit` kills and reaps the child, so a test using
/// this can fail but never hang. Not thread-safe: one test owns one instance.
final class PseudoTerminal {
    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    /// The child's process id.
    let pid: pid_t
    /// Every byte the program has written so far, exactly as it wrote it.
    private(set) var output: [UInt8] = []
    /// Where the next `expect` starts looking: just past the previous match.
    private(set) var mark: Int = 0
    private(set) var columns: Int
    private(set) var rows: Int

    private var master: Int32
    private var status: Int32?
    private var reachedEndOfOutput = false

    /// Starts `executable` with exactly `arguments` (not including argv[0]) and exactly
    /// `environment` (nothing is inherited), in `directory` if given, on a
    /// `columns`×`rows` terminal.
    init(executable: String, arguments: [String] = [], environment: [String: String],
         directory: String? = nil, columns: Int = 80, rows: Int = 24) throws {
        guard let forkpty = PseudoTerminal.forkptyFunction else {
            throw LaunchError(description: "forkpty is not available in this C library")
        }
        guard access(executable, X_OK) == 0 else {
            throw LaunchError(description: "\(executable) is not an executable file")
        }
        self.columns = columns
        self.rows = rows

        // Everything the child needs is prepared before the fork: between fork and exec
        // only async-signal-safe calls are allowed, so no allocation, no Swift strings.
        let path = strdup(executable)!
        let argv = CStringArray([executable] + arguments)
        let envp = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        let chdirPath: UnsafeMutablePointer<CChar>? = directory.map { strdup($0)! }
        defer {
            free(path)
            free(chdirPath)
            argv.deallocate()
            envp.deallocate()
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        // The child inherits ignored signals and the signal mask across exec; a test runner
        // may have blocked or ignored some. Give the program a terminal's usual defaults.
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaultAction = sigaction()
        #if canImport(Glibc)
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        #else
        defaultAction.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&defaultAction.sa_mask)
        defaultAction.sa_flags = 0
        let signalsToReset: [Int32] = [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGWINCH, SIGHUP, SIGTERM, SIGCHLD]
        let signalList = UnsafeMutablePointer<Int32>.allocate(capacity: signalsToReset.count)
        signalList.initialize(from: signalsToReset, count: signalsToReset.count)
        let signalCount = signalsToReset.count
        defer { signalList.deallocate() }

        var masterFD: Int32 = -1
        let child = forkpty(&masterFD, nil, nil, &size)
        if child == 0 {
            // The child: async-signal-safe calls only, then exec or die.
            var index = 0
            while index < signalCount {
                _ = sigaction(signalList[index], &defaultAction, nil)
                index += 1
            }
            _ = sigprocmask(SIG_SETMASK, &emptyMask, nil)
            if let chdirPath, chdir(chdirPath) != 0 { _exit(126) }
            _ = execve(path, argv.pointer, envp.pointer)
            _exit(127)
        }
        guard child > 0 else {
            throw LaunchError(description: "forkpty failed: \(String(cString: strerror(errno)))")
        }
        pid = child
        master = masterFD
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    }

    deinit {
        terminate()
    }

    // MARK: Typing

    /// Types `text`: its UTF-8 bytes go to the program as if typed (so "\r" or "\n" is
    /// Enter, "\u{03}" is Ctrl-C, "\u{04}" Ctrl-D, "\u{1B}[A" the up arrow, "\t" Tab).
    func send(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        let deadline = Date().addingTimeInterval(PseudoTerminal.hardTimeout)
        while offset < bytes.count, master >= 0, Date() < deadline {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(master, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno != EINTR, errno != EAGAIN {
                return
            } else {
                // The terminal's input queue is full: let the program read some.
                drain(waitingAtMost: 0.01)
            }
        }
        bytes.removeAll()
    }

    /// Types `line` and presses Enter.
    func sendLine(_ line: String) {
        send(line + "\r")
    }

    /// Changes the window size, as dragging a terminal window's corner does; the kernel
    /// sends SIGWINCH to the program.
    func resize(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    // MARK: Reading

    /// Waits until `substring` appears in what the program wrote since the previous match
    /// (with escape sequences, carriage returns and bells removed, see `plain(_:)`), then
    /// moves the mark past it. False after `timeout` seconds, or if the program ended
    /// without writing it.
    @discardableResult
    func expect(_ substring: String, timeout: Double = PseudoTerminal.patience) -> Bool {
        let needle = Array(substring.utf8)
        let deadline = Date().addingTimeInterval(min(timeout, PseudoTerminal.hardTimeout))
        while true {
            let (text, origin) = PseudoTerminal.plainBytes(output[mark...])
            if let range = PseudoTerminal.firstRange(of: needle, in: text) {
                mark = needle.isEmpty ? mark : origin[range.upperBound - 1] + 1
                return true
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || reachedEndOfOutput { return false }
            drain(waitingAtMost: min(remaining, 0.1))
        }
    }

    /// Waits until the screen, as `Screen` renders it, satisfies `condition`. Use it when
    /// a line editor's redraw (backspaces, cursor moves) decides what a person sees.
    @discardableResult
    func waitForScreen(timeout: Double = PseudoTerminal.patience, _ condition: (Screen) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(min(timeout, PseudoTerminal.hardTimeout))
        while true {
            if condition(screen) { return true }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || reachedEndOfOutput { return false }
            drain(waitingAtMost: min(remaining, 0.1))
        }
    }

    /// True while the terminal is out of canonical (line-by-line) input mode, as a line
    /// editor puts it while it reads keys one by one. Read on the master: it shares the
    /// terminal's settings.
    var isReadingKeys: Bool {
        var settings = termios()
        guard master >= 0, tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) == 0
    }

    /// Waits until the program has put the terminal in key-by-key mode (see
    /// `isReadingKeys`). A line editor prints its prompt a moment before it does; keys
    /// typed in between are cooked by the terminal first (Ctrl-D becomes end-of-file,
    /// the terminal echoes them), which a person at the keyboard is too slow to hit.
    @discardableResult
    func waitUntilReadingKeys(timeout: Double = PseudoTerminal.patience) -> Bool {
        let deadline = Date().addingTimeInterval(min(timeout, PseudoTerminal.hardTimeout))
        while true {
            if isReadingKeys { return true }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || reachedEndOfOutput { return false }
            drain(waitingAtMost: min(remaining, 0.005))
        }
    }

    /// Waits until the program is running a line it was given: after the line's echo, the
    /// line editor hands it over by putting the terminal back in line mode (the opposite of
    /// `isReadingKeys`), and it stays so while the line runs. A key sent after this reaches
    /// the running line, not the editor; no clock decides it.
    @discardableResult
    func waitUntilRunning(_ line: String, timeout: Double = PseudoTerminal.patience) -> Bool {
        guard expect(line, timeout: timeout) else { return false }
        let deadline = Date().addingTimeInterval(min(timeout, PseudoTerminal.hardTimeout))
        while true {
            if !isReadingKeys { return true }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || reachedEndOfOutput { return false }
            drain(waitingAtMost: min(remaining, 0.005))
        }
    }

    /// Presses Ctrl-C until `answer` appears, at most `presses` times, waiting up to
    /// `timeout` seconds for it after each press (as a person presses again when nothing
    /// happens). True once it appeared.
    @discardableResult
    func interrupt(until answer: String, presses: Int = 3, timeout: Double = 10) -> Bool {
        for _ in 0..<presses {
            send("\u{03}")
            if expect(answer, timeout: timeout) { return true }
            if reachedEndOfOutput { return false }
        }
        return false
    }

    /// How many bytes the program has written so far (see `waitForOutput(after:)`).
    var outputCount: Int { drain(waitingAtMost: 0); return output.count }

    /// Waits until the program writes anything past the first `count` bytes: the answer to
    /// a key that changes what is shown (a vi editor's Esc moves the cursor back).
    @discardableResult
    func waitForOutput(after count: Int, timeout: Double = PseudoTerminal.patience) -> Bool {
        let deadline = Date().addingTimeInterval(min(timeout, PseudoTerminal.hardTimeout))
        while output.count <= count {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || reachedEndOfOutput { return false }
            drain(waitingAtMost: min(remaining, 0.05))
        }
        return true
    }

    /// Reads whatever arrives within `seconds` (useful before asserting something is
    /// absent, or to let a redraw finish).
    func settle(for seconds: Double = 0.3) {
        let deadline = Date().addingTimeInterval(seconds)
        while deadline.timeIntervalSinceNow > 0, !reachedEndOfOutput {
            drain(waitingAtMost: deadline.timeIntervalSinceNow)
        }
    }

    /// Skips everything written so far: the next `expect` looks only at newer output.
    func skipPendingOutput() {
        drain(waitingAtMost: 0)
        mark = output.count
    }

    /// Everything written so far, decoded, escapes left in.
    var text: String { String(decoding: output, as: UTF8.self) }
    /// Everything written so far, without escape sequences, `\r` or bells.
    var plainText: String { PseudoTerminal.plain(text) }
    /// What was written after the mark, without escape sequences: what the next `expect`
    /// searches. Handy in failure messages.
    var unmatchedText: String { PseudoTerminal.plain(String(decoding: output[mark...], as: UTF8.self)) }
    /// The screen as a terminal of the current width would show it (scrollback included),
    /// see `Screen`.
    var screen: Screen { Screen(output, columns: columns, rows: rows) }

    /// Reads from the master what is available, waiting up to `seconds` for the first byte.
    private func drain(waitingAtMost seconds: Double) {
        guard master >= 0, !reachedEndOfOutput else { return }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var waitMilliseconds = Int32(max(0, min(seconds, PseudoTerminal.hardTimeout)) * 1000)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let ready = poll(&descriptor, 1, waitMilliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
                waitMilliseconds = 0 // take what else is already there, then return
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                // 0 or EIO: every slave descriptor is closed, the program is gone.
                reachedEndOfOutput = true
                return
            }
        }
    }

    // MARK: Ending

    /// Waits up to `timeout` seconds for the program to exit, reading its output meanwhile
    /// so it cannot block on a full terminal. Returns the exit status, 128 + the signal
    /// number if a signal ended it (as a shell reports it), or nil if it is still running.
    func waitForExit(timeout: Double = PseudoTerminal.patience) -> Int32? {
        let deadline = Date().addingTimeInterval(min(timeout, PseudoTerminal.hardTimeout))
        while true {
            if let exitStatus {
                // What it wrote last may still wait in the terminal: take it.
                var before = -1
                while before != output.count, !reachedEndOfOutput, deadline.timeIntervalSinceNow > 0 {
                    before = output.count
                    drain(waitingAtMost: 0.05)
                }
                return exitStatus
            }
            if reap(blocking: false) { continue }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return nil }
            if reachedEndOfOutput {
                usleep(10_000)
            } else {
                drain(waitingAtMost: min(remaining, 0.05))
            }
        }
    }

    /// The exit status once the program has been reaped, as `waitForExit` reports it.
    var exitStatus: Int32? {
        guard let status else { return nil }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// True while the program has not exited.
    var isRunning: Bool {
        if status != nil { return false }
        _ = reap(blocking: false)
        return status == nil
    }

    /// Kills the program (SIGKILL) if it is still running, reaps it and closes the
    /// terminal. Safe to call more than once.
    func terminate() {
        if status == nil {
            if !reap(blocking: false) {
                kill(pid, SIGKILL)
                let deadline = Date().addingTimeInterval(PseudoTerminal.hardTimeout)
                while status == nil, Date() < deadline {
                    if !reap(blocking: false) { usleep(5_000) }
                }
            }
        }
        if master >= 0 {
            close(master)
            master = -1
        }
    }

    /// Collects the child's status if it has exited. True if it did just now.
    private func reap(blocking: Bool) -> Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, blocking ? 0 : WNOHANG)
        if result == pid {
            let signal = raw & 0x7f
            if signal == 0 || signal != 0x7f { // exited or killed, not merely stopped
                status = raw
                return true
            }
        }
        return false
    }

    // MARK: Text helpers

    /// How long a wait for what should come lasts by default: a hang guard, not a speed limit
    /// (a wait ends as soon as its output arrives). A test that asserts something does not
    /// come passes a shorter timeout of its own.
    static let patience: Double = 60

    /// No single wait lasts longer than this: a hang guard, never a speed limit, so generous
    /// that a debug build on a machine shared with several builds reaches what it waits for
    /// long before (a wait ends as soon as its output arrives). A test that passes a longer
    /// timeout gets this one.
    static let hardTimeout: Double = 120

    /// `text` without ANSI escape sequences (CSI, OSC, DCS, charset selection and other
    /// two-byte escapes), carriage returns and bells: roughly what a person reads, in the
    /// order it was written. Backspaces and cursor moves are dropped, not applied; use
    /// `Screen` when the final look of a line matters.
    static func plain(_ text: String) -> String {
        String(decoding: plainBytes(Array(text.utf8)[...]).bytes, as: UTF8.self)
    }

    /// Like `plain`, on bytes; `origin[i]` is the index in `raw` of the byte `bytes[i]`.
    static func plainBytes(_ raw: ArraySlice<UInt8>) -> (bytes: [UInt8], origin: [Int]) {
        var bytes: [UInt8] = [], origin: [Int] = []
        bytes.reserveCapacity(raw.count)
        origin.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == 0x1B {
                index = endOfEscape(raw, at: index)
                continue
            }
            if byte != 0x0D && byte != 0x07 {
                bytes.append(byte)
                origin.append(index)
            }
            index += 1
        }
        return (bytes, origin)
    }

    /// The index just past the escape sequence that starts at `start` (an ESC byte).
    static func endOfEscape(_ raw: ArraySlice<UInt8>, at start: Int) -> Int {
        var index = start + 1
        guard index < raw.endIndex else { return index }
        let kind = raw[index]
        index += 1
        switch kind {
        case UInt8(ascii: "["): // CSI: parameters and intermediates, then one final byte
            while index < raw.endIndex, !(0x40...0x7E).contains(raw[index]) { index += 1 }
            return min(index + 1, raw.endIndex)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            // OSC, DCS, SOS, PM, APC: up to BEL or ESC \
            while index < raw.endIndex {
                if raw[index] == 0x07 { return index + 1 }
                if raw[index] == 0x1B, index + 1 < raw.endIndex, raw[index + 1] == UInt8(ascii: "\\") { return index + 2 }
                index += 1
            }
            return index
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "%"):
            return min(index + 1, raw.endIndex) // charset selection and friends: one more byte
        default:
            return index // ESC 7, ESC 8, ESC =, ESC >, ESC M, …
        }
    }

    static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        if needle.isEmpty { return 0..<0 }
        guard haystack.count >= needle.count else { return nil }
        outer: for start in 0...(haystack.count - needle.count) {
            for offset in 0..<needle.count where haystack[start + offset] != needle[offset] { continue outer }
            return start..<(start + needle.count)
        }
        return nil
    }

    // MARK: forkpty

    private typealias ForkPTY = @convention(c) (
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<CChar>?, UnsafeRawPointer?, UnsafeRawPointer?
    ) -> pid_t

    /// `forkpty` is in libc since glibc 2.34, in libutil before, and in libSystem on
    /// macOS; the Swift C-library module does not import <pty.h>, so look it up.
    private static let forkptyFunction: ForkPTY? = {
        #if canImport(Darwin)
        let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2) // RTLD_DEFAULT
        #else
        let defaultHandle: UnsafeMutableRawPointer? = nil // RTLD_DEFAULT
        #endif
        var symbol = dlsym(defaultHandle, "forkpty")
        if symbol == nil, let libutil = dlopen("libutil.so.1", RTLD_NOW) {
            symbol = dlsym(libutil, "forkpty")
        }
        return symbol.map { unsafeBitCast($0, to: ForkPTY.self) }
    }()
}

/// A NULL-terminated array of C strings, for argv and envp.
private struct CStringArray {
    let pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointer = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { pointer[index] = strdup(string) }
        pointer[strings.count] = nil
    }

    func deallocate() {
        for index in 0..<count { free(pointer[index]) }
        pointer.deallocate()
    }
}

/// A small terminal emulator: enough of VT100/xterm to know what a line editor's redraws
/// leave on screen (printing, wrapping, CR, LF, backspace, tab, cursor moves, erasing,
/// insert and delete characters). Colours and modes are ignored. Lines that scroll off
/// the top are kept, so `lines` is the whole session.
struct Screen {
    private(set) var lines: [[Character]] = [[]]
    private(set) var row = 0
    private(set) var column = 0
    let columns: Int
    let rows: Int

    init(_ bytes: [UInt8], columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        let text = String(decoding: bytes, as: UTF8.self)
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                guard let kind = scalars.popFirst() else { break }
                if kind == "[" {
                    var parameters = ""
                    while let next = scalars.popFirst() {
                        if (0x40...0x7E).contains(next.value) {
                            apply(csi: Character(next), parameters: parameters)
                            break
                        }
                        parameters.unicodeScalars.append(next)
                    }
                } else if "]P^_X".unicodeScalars.contains(kind) {
                    while let next = scalars.popFirst() {
                        if next.value == 0x07 { break }
                        if next.value == 0x1B { _ = scalars.popFirst(); break }
                    }
                } else if "()*+#%".unicodeScalars.contains(kind) {
                    _ = scalars.popFirst()
                }
            case 0x0D: column = 0
            case 0x0A: lineFeed()
            case 0x08: column = max(0, min(column, columns - 1) - 1)
            case 0x09: column = min(columns - 1, (column / 8 + 1) * 8)
            case 0x00..<0x20, 0x7F: break
            default: put(Character(scalar))
            }
        }
    }

    /// The row the cursor is on, trailing spaces removed.
    var cursorLine: String { text(of: row) }
    /// The last row with anything on it.
    var lastNonEmptyLine: String {
        lines.indices.reversed().map(text(of:)).first { !$0.isEmpty } ?? ""
    }
    /// Every row, trailing spaces removed.
    var textLines: [String] { lines.indices.map(text(of:)) }
    /// The last `count` rows up to the cursor's, one per line: for failure messages.
    func tail(_ count: Int = 12) -> String {
        textLines[...row].suffix(count).joined(separator: "\n")
    }

    func text(of row: Int) -> String {
        var line = String(lines[row])
        while line.last == " " { line.removeLast() }
        return line
    }

    private var top: Int { max(0, lines.count - rows) }

    private mutating func put(_ character: Character) {
        if column >= columns { // deferred wrap, as xterm does
            column = 0
            lineFeed()
        }
        ensure(row)
        while lines[row].count < column { lines[row].append(" ") }
        if column < lines[row].count { lines[row][column] = character } else { lines[row].append(character) }
        column += 1
    }

    private mutating func lineFeed() {
        row += 1
        ensure(row)
    }

    private mutating func ensure(_ row: Int) {
        while lines.count <= row { lines.append([]) }
    }

    private mutating func apply(csi final: Character, parameters: String) {
        let private_ = parameters.hasPrefix("?") || parameters.hasPrefix(">")
        if private_ { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count ? (numbers[index].map { $0 == 0 ? fallback : $0 } ?? fallback) : fallback
        }
        let n = number(0, 1)
        column = min(column, columns - 1)
        switch final {
        case "A": row = max(top, row - n)
        case "B": row += n; ensure(row)
        case "C": column = min(columns - 1, column + n)
        case "D": column = max(0, column - n)
        case "G": column = min(columns - 1, n - 1)
        case "H", "f":
            row = top + number(0, 1) - 1
            column = min(columns - 1, number(1, 1) - 1)
            ensure(row)
        case "K":
            ensure(row)
            let mode = numbers.first.flatMap { $0 } ?? 0
            switch mode {
            case 0: if column < lines[row].count { lines[row].removeSubrange(column...) }
            case 1: for index in 0...min(column, lines[row].count - 1) where index >= 0 { lines[row][index] = " " }
            default: lines[row] = []
            }
        case "J":
            ensure(row)
            let mode = numbers.first.flatMap { $0 } ?? 0
            if mode == 0 {
                if column < lines[row].count { lines[row].removeSubrange(column...) }
                for index in (row + 1)..<lines.count { lines[index] = [] }
            } else if mode == 2 || mode == 3 {
                for index in top..<lines.count { lines[index] = [] }
            }
        case "P":
            ensure(row)
            if column < lines[row].count { lines[row].removeSubrange(column..<min(lines[row].count, column + n)) }
        case "@":
            ensure(row)
            if column <= lines[row].count {
                lines[row].insert(contentsOf: Array(repeating: " ", count: n), at: column)
                if lines[row].count > columns { lines[row].removeSubrange(columns...) }
            }
        case "X":
            ensure(row)
            for index in column..<min(lines[row].count, column + n) { lines[row][index] = " " }
        default:
            break // colours (m), modes, scrolling regions: no effect on the text
        }
    }
}
