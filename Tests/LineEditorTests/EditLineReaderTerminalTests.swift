import Foundation
import LineEditor
import Testing

extension LineEditorTests {
    /// Drives a real EditLineReader through a pseudo-terminal: the child process reads
    /// lines and reports each result as `GOT:<line>`, `INTERRUPTED` or `EOF`; the test
    /// types keys into the terminal and reads what appears.
    @Suite struct EditLineReaderTerminalTests {
        /// Disabled in the suite: the child here is a fork of the multi-threaded test
        /// runner that never execs, so any lock another runner thread held at the fork
        /// (Swift runtime, stdio) can block it; it failed about one full run in five.
        /// The same behaviours are tested on the exec'd `fluid` binary through a
        /// pseudo-terminal (EndToEndTests/InteractiveSessionTests). Run this one alone with
        /// `FLUID_FORK_TESTS=1 swift test --filter EditLineReaderTerminalTests`.
        @Test(.enabled(if: ProcessInfo.processInfo.environment["FLUID_FORK_TESTS"] == "1"))
        func editsRecallsCompletesInterruptsAndEnds() throws {
            try withTemporaryDirectory { directory in
                let historyPath = directory + "/state/history"
                try HistoryFile(path: historyPath).append("from last session")

                let session = try TerminalSession(historyPath: historyPath)
                defer { session.stop() }

                try session.expect("› ")
                session.type("\u{1B}[A\r")               // ↑ recalls the history file
                try session.expect("GOT:from last session\r\n")

                try session.expect("› ")
                session.type("abc\r")
                try session.expect("GOT:abc\r\n")

                // Ctrl-C is tested end to end on the real `fluid` binary, which is exec'd
                // (InteractiveSessionTests). Here the child is a fork of the multi-threaded
                // test runner that never execs, and the interrupt path's first use of some
                // runtime state can block on a lock another runner thread held at the fork,
                // about one run in four. Everything below passes in that child reliably.
                try session.expect("› ")
                session.type("ok\r")
                try session.expect("GOT:ok\r\n")

                try session.expect("› ")
                session.type("\u{1B}[A\u{1B}[A\r")       // ↑ ↑: two entries back
                try session.expect("GOT:abc\r\n")

                try session.expect("› ")
                session.type("é✓ ü\r")
                try session.expect("GOT:é✓ ü\r\n")

                try session.expect("› ")
                session.type("x = s.da\t\r")             // unique completion
                try session.expect("GOT:x = s.damping\r\n")

                try session.expect("› ")
                session.type("spring(d\t\t")             // extends to "damping", then lists
                try session.expect("damping:")
                try session.expect("dampingRatio:")
                session.type("R\t\r")
                try session.expect("GOT:spring(dampingRatio:\r\n")

                try session.expect("› ")
                session.type("\u{04}")                   // Ctrl-D on an empty line
                try session.expect("EOF\r\n")
                #expect(session.waitForExit() == 0)

                let history = HistoryFile(path: historyPath).load()
                #expect(history == ["from last session", "abc", "ok", "abc", "é✓ ü", "x = s.damping",
                                    "spring(dampingRatio:"])
            }
        }

        /// Ctrl-C is delivered to the process, usually to its main thread; it should still
        /// end a read blocked on another thread. The shim forwards the signal to the
        /// reading thread, which helps, but libedit's own SIGINT handler (EL_SIGNAL)
        /// then switches the terminal mode from the other thread and races the reader:
        /// about half the runs lose the interrupt or the next line's raw mode.
        @Test(.disabled("known race: read lines on the main thread"))
        func ctrlCReachesAReaderOnAnotherThread() throws {
            let session = try TerminalSession(historyPath: nil, readOnSecondaryThread: true)
            defer { session.stop() }
            try session.expect("› ")
            session.type("typed")
            try session.expect("typed")
            session.type("\u{03}")
            try session.expect("INTERRUPTED\r\n")
            try session.expect("› ")
            session.type("after\r")
            try session.expect("GOT:after\r\n")
            session.type("\u{04}")
            try session.expect("EOF\r\n")
            #expect(session.waitForExit() == 0)
        }
    }
}

private let completionWords = ["s.damping", "s.response", "damping:", "dampingRatio:", "response:"]

/// A child process on a pseudo-terminal, running the reader loop.
private final class TerminalSession {
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var output: String
        var description: String { "timed out waiting for \(waitingFor.debugDescription) in output:\n\(output)" }
    }

    private let child: pid_t
    private let master: Int32
    private var output: [UInt8] = []
    private var consumed = 0
    private var exitStatus: Int32?

    init(historyPath: String?, readOnSecondaryThread: Bool = false) throws {
        var master: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        fflush(nil) // nothing buffered is written twice, by parent and child
        let pid = forkpty(&master, nil, nil, &size)
        if pid == 0 {
            if readOnSecondaryThread {
                // The main thread waits without blocking SIGINT, so it is the one the
                // kernel picks for Ctrl-C.
                let box = Unmanaged.passRetained(HistoryPathBox(historyPath)).toOpaque()
                var thread = pthread_t()
                pthread_create(&thread, nil, { raw in
                    runReaderLoop(historyPath: Unmanaged<HistoryPathBox>.fromOpaque(raw!).takeRetainedValue().path)
                }, box)
                var interrupt = sigset_t()
                sigemptyset(&interrupt)
                sigaddset(&interrupt, SIGINT)
                pthread_sigmask(SIG_UNBLOCK, &interrupt, nil) // the test runner's thread blocks it
                while true { pause() }
            }
            runReaderLoop(historyPath: historyPath)
        }
        try #require(pid > 0, "forkpty failed: errno \(errno)")
        child = pid
        self.master = master
    }

    /// Types `keys` into the terminal.
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until `text` appears after what earlier expectations matched. The timeout is a
    /// hang guard for a loaded machine, not a speed limit: the wait ends when the text comes.
    func expect(_ text: String, _ note: String = "", timeout seconds: Double = 60) throws {
        let needle = Array(text.utf8)
        let deadline = now() + seconds
        while true {
            if let range = firstRange(of: needle) {
                consumed = range.upperBound
                return
            }
            let remaining = deadline - now()
            guard remaining > 0, readMore(milliseconds: Int32(min(remaining, 0.2) * 1000)) else {
                if remaining > 0 { continue }
                let shown = String(decoding: output, as: UTF8.self)
                throw Timeout(waitingFor: text + (note.isEmpty ? "" : " (\(note))"), output: shown)
            }
        }
    }

    func waitForExit(timeout seconds: Double = 60) -> Int32? {
        let deadline = now() + seconds
        while now() < deadline {
            var status: Int32 = 0
            if waitpid(child, &status, WNOHANG) == child {
                exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
                return exitStatus
            }
            _ = readMore(milliseconds: 50)
        }
        return nil
    }

    /// Kills the child if it is still running. Never leaves a process behind.
    func stop() {
        if exitStatus == nil {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        close(master)
    }

    private func firstRange(of needle: [UInt8]) -> Range<Int>? {
        guard output.count - consumed >= needle.count else { return nil }
        for start in consumed...(output.count - needle.count)
        where output[start..<start + needle.count].elementsEqual(needle) {
            return start..<start + needle.count
        }
        return nil
    }

    /// Reads what is available within the time limit; false when nothing came.
    private func readMore(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        output += chunk[..<count]
        return true
    }

    private func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

private final class HistoryPathBox {
    let path: String?
    init(_ path: String?) { self.path = path }
}

/// The child's side: no Swift concurrency, no return; it ends with `_exit`.
private func runReaderLoop(historyPath: String?) -> Never {
    alarm(300) // a watchdog in case the parent never sends Ctrl-D (beyond every wait of the parent's)
    setenv("TERM", "xterm", 1)
    setenv("LANG", "C.UTF-8", 1)
    func report(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
    guard let reader = EditLineReader(programName: "fluid-test", historyFile: historyPath, completer: { line in
        let word = Completion.word(beforeCursor: line)
        return completionWords.filter { $0.hasPrefix(word) }
    }) else {
        report("NO EDITOR\n")
        _exit(3)
    }
    while true {
        switch reader.readLine(prompt: "› ") {
        case .line(let line): report("GOT:\(line)\n")
        case .interrupted: report("INTERRUPTED\n")
        case .endOfInput:
            report("EOF\n")
            _exit(0)
        }
    }
}
