import SeededRandom
import Foundation
import Testing

/// `kill -9` at random moments: a save in progress leaves the session file whole (the old
/// version or the new one) with a whole previous version beside it, and every save fluid
/// reported is on disk; history keeps every accepted line, losing at most the one being
/// typed. Seeded, so a failure reproduces (FLUID_KILL_SEED, FLUID_KILL_ROUNDS).
@Suite(.serialized) struct KillTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["FLUID_KILL_SEED"].flatMap(UInt64.init) ?? 9
    static let rounds = environment["FLUID_KILL_ROUNDS"].flatMap(Int.init) ?? 30

    /// 12 strings of 20,000 characters: every save writes about 480 kB (each statement and
    /// its `#>` output), long enough for a kill to land inside the write.
    static let bindingCount = 12
    static let stringLength = 20_000

    static func bindings() -> [String] {
        (0..<bindingCount).map { i in
            let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(i % 26)))
            return "s\(i) = \"" + String(repeating: letter, count: stringLength) + "\""
        }
    }

    @Test func killingASaveLeavesTheOldOrTheNewVersionWholeAndKeepsEverySaveItReported() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sessions = directory.appendingPathComponent("sessions")
        let file = sessions.appendingPathComponent("big.fluid")
        let backup = sessions.appendingPathComponent("big.fluid~")
        var random = SplitMix64(seed: Self.seed)
        var version = 0      // the k the next save writes
        var killedDuringRun = 0, everConfirmed = 0, killedDuringWrite = 0
        var lastOnDisk: Int?
        var seenOnDisk: Set<Int> = []
        // The whole output of one run left alone, so a kill can be aimed at any point of it.
        let script = { (first: Int) in (Self.bindings() + (1...30).flatMap { ["k = \(first + $0)", "save big"] }).joined(separator: "\n") + "\n" }
        let scratch = directory.appendingPathComponent("scratch")
        let whole = try KilledRun.start(["--sessions", scratch.path], input: script(0), directory: directory, killAt: .end)
        try #require(!whole.wasKilled && whole.stdout.contains("saved \(Self.bindingCount + 1) bindings to"), "\(whole.stdout.suffix(300))")
        let outputBytes = whole.stdout.utf8.count
        // At least a quarter of the rounds must kill inside a write for the test to mean
        // something; on a loaded machine some aimed kills land after the write, so extra
        // rounds run (up to three times as many) until enough have landed.
        var round = -1
        while true {
            round += 1
            guard round < Self.rounds || (killedDuringWrite < Self.rounds / 4 && round < Self.rounds * 3) else { break }
            // Each run binds the big strings, then saves again and again, each time with a
            // new k; it is killed at a point of its work drawn at random, not of its time: even
            // rounds once it has printed a random share of what a whole run prints, odd rounds
            // once a save's temporary file (the 1st to 3rd) holds a random number of bytes of
            // the 480 kB it will, inside the write; a kill that falls after that write (the
            // file renamed before the kill) is counted as not during a write.
            let firstVersion = version
            version += 30
            let target: KilledRun.Target = round % 2 == 1
                ? .duringWrite(temporaryOf: file.path, saves: 1 + random.below(3), bytes: random.below(400_000))
                : .outputBytes(random.below(outputBytes))
            let run = try KilledRun.start(["--sessions", sessions.path], input: script(firstVersion), directory: directory, killAt: target)
            if run.killedDuringWrite { killedDuringWrite += 1 }
            if run.wasKilled { killedDuringRun += 1 }
            let confirmed = run.stdout.components(separatedBy: "saved \(Self.bindingCount + 1) bindings to").count - 1

            everConfirmed += confirmed
            guard FileManager.default.fileExists(atPath: file.path) else {
                #expect(everConfirmed == 0, "round \(round): no big.fluid after \(everConfirmed) confirmed saves")
                continue
            }
            let current = try Self.wholeVersion(of: file, round: round)
            // Every save fluid reported is on disk: this run's confirmations are saves
            // firstVersion+1 … firstVersion+confirmed.
            // (A run killed before its first save confirmed may still have renamed it in.)
            let floor = confirmed > 0 ? firstVersion + confirmed : (lastOnDisk ?? 0)
            #expect(current >= floor, "round \(round): fluid reported save k = \(floor) but the file holds k = \(current) (killed: \(run.wasKilled))")
            if FileManager.default.fileExists(atPath: backup.path) {
                // The version saved before the current one: k − 1 within a run, or what an
                // earlier run left; or the current one, when a kill fell between keeping
                // the old file and renaming the new one over it.
                let previous = try Self.wholeVersion(of: backup, round: round)
                #expect(previous == current - 1 || previous == current || seenOnDisk.contains(previous),
                        "round \(round): the file holds k = \(current) but its previous version holds k = \(previous), never the file's (earlier rounds left \(seenOnDisk.sorted()))")
            }
            lastOnDisk = current
            seenOnDisk.insert(current)
            // Abandoned temporaries are cleared by the next save, never left to pile up.
            let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: sessions.path))?.filter { $0.contains(".tmp-") } ?? []
            #expect(leftovers.count <= 2, "round \(round): temporaries pile up: \(leftovers)")
            // Start the next round above anything written, so versions only grow.
            version = max(version, current)
        }
        #expect(everConfirmed > 0, "no save finished in any round; the test is not testing much")
        #expect(killedDuringWrite >= Self.rounds / 4, "only \(killedDuringWrite) kills landed while a temporary file was open")
        #expect(killedDuringRun >= Self.rounds / 2, "only \(killedDuringRun) of \(Self.rounds) runs were killed before they finished; the test is not testing much")
    }

    /// The k a session file holds, after checking that it is whole: the header, every big
    /// binding with its output, and `k = N` with its output, nothing cut short.
    static func wholeVersion(of url: URL, round: Int) throws -> Int {
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        #expect(lines.last == "", "round \(round): \(url.lastPathComponent) does not end with a newline: torn")
        lines.removeLast()
        let expected = 1 + 2 * (bindingCount + 1)
        try #require(lines.count == expected, "round \(round): \(url.lastPathComponent) has \(lines.count) lines, not \(expected): torn")
        #expect(lines[0] == "# fluid session 1")
        let big = bindings()
        for (i, binding) in big.enumerated() {
            #expect(lines[1 + 2 * i] == binding && lines[2 + 2 * i] == "#> " + binding,
                    "round \(round): \(url.lastPathComponent) binding s\(i) is damaged")
        }
        let kLine = lines[expected - 2], kOutput = lines[expected - 1]
        let version = try #require(Int(kLine.dropFirst("k = ".count)), "round \(round): no k in \(kLine.prefix(40))")
        #expect(kLine == "k = \(version)" && kOutput == "#> k = \(version)", "round \(round): k's lines are damaged: \(kLine) / \(kOutput)")
        return version
    }

    @Test func killingWhileTypingLosesAtMostTheLineBeingTyped() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let history = directory.appendingPathComponent("state/history")
        var random = SplitMix64(seed: Self.seed ^ 0x4157)
        var accepted: [String] = []
        for round in 0..<6 {
            let fluid = try PseudoTerminal(
                executable: FluidProcess.binary.path,
                environment: ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8",
                              "TERM": "xterm-256color", "FLUID_HISTORY": history.path],
                directory: directory.path, columns: 80, rows: 24)
            defer { fluid.terminate() }
            try #require(fluid.expectPrompt(), "round \(round): no prompt; the screen shows:\n\(fluid.screen.tail())")
            for n in 0..<(1 + random.below(4)) {
                let line = "v\(round)_\(n) = \(random.below(1000))pt"
                fluid.sendLine(line)
                try #require(fluid.expectPrompt(), "round \(round): no prompt after \(line); the screen shows:\n\(fluid.screen.tail())")
                accepted.append(line)
            }
            // Half-typed when the process dies: never accepted, so never in history.
            fluid.send("half_typed_\(round) = 1")
            _ = fluid.expect("half_typed_\(round) = 1")
            fluid.terminate() // SIGKILL
            let saved = try String(contentsOf: history, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(saved == accepted, "round \(round): after kill -9 the history holds \(saved), expected every accepted line \(accepted)")
        }
    }
}

/// A `fluid` run fed a script and killed with SIGKILL at a point of its work (unless it ends first).
struct KilledRun {
    var stdout: String
    var wasKilled: Bool
    /// The kill came while the run's temporary file existed.
    var killedDuringWrite = false

    /// Where the kill lands, counted in work done rather than time.
    enum Target {
        /// Once standard output has this many bytes.
        case outputBytes(Int)
        /// Once the `saves`-th `temporaryOf.tmp-PID` (a save's temporary file) to appear holds
        /// `bytes` bytes, or at the next one's if it is renamed before.
        case duringWrite(temporaryOf: String, saves: Int, bytes: Int)
        /// Never: the run ends by itself.
        case end
    }

    static func start(_ arguments: [String], input: String, directory: URL, killAt target: Target) throws -> KilledRun {
        // Writing to a process that died must be an error, not SIGPIPE to the test runner.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = FluidProcess.binary
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8", "FLUID_HISTORY": ""]
        process.currentDirectoryURL = directory
        let inputPipe = Pipe(), outputPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = inputPipe.fileHandleForWriting
        let bytes = Data(input.utf8)
        DispatchQueue.global().async {
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }
        let reader = outputPipe.fileHandleForReading
        let wanted: Int
        if case .outputBytes(let count) = target { wanted = count } else { wanted = Int.max }
        let box = OutputBox(signalling: wanted)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                box.append(chunk)
            }
            box.finish()
            done.signal()
        }
        let pid = process.processIdentifier
        var duringWriteKill = false
        switch target {
        case .end:
            break
        case .outputBytes:
            // Two minutes are a hang guard: the count arrives or the output ends long before.
            _ = box.reached.wait(timeout: .now() + PseudoTerminal.hardTimeout)
        case .duringWrite(let temporaryOf, let saves, let bytes):
            let temporary = "\(temporaryOf).tmp-\(pid)"
            var seen = 0, present = false
            var info = stat()
            let deadline = Date().addingTimeInterval(PseudoTerminal.hardTimeout)
            while process.isRunning, Date() < deadline {
                let size = stat(temporary, &info) == 0 ? Int(info.st_size) : nil
                if size != nil && !present { seen += 1 }
                present = size != nil
                if seen >= saves, let size, size >= bytes { break }
                usleep(100)  // a poll of the file's size, not a wait for time to pass
            }
            duringWriteKill = access(temporary, F_OK) == 0
        }
        let killed: Bool
        if case .end = target { killed = false } else { killed = process.isRunning && kill(pid, SIGKILL) == 0 }
        done.wait()
        process.waitUntilExit()
        let wasKilled = killed && process.terminationReason == .uncaughtSignal
        return KilledRun(stdout: String(decoding: box.data, as: UTF8.self), wasKilled: wasKilled,
                         killedDuringWrite: wasKilled && duringWriteKill)
    }
}

/// Bytes read on another thread, with a semaphore raised once `threshold` bytes have come
/// (or the output ended before); read after `done` orders the accesses.
private final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private let threshold: Int
    private var raised = false
    private(set) var data = Data()
    let reached = DispatchSemaphore(value: 0)

    init(signalling threshold: Int) { self.threshold = threshold }

    func append(_ chunk: Data) {
        lock.lock(); defer { lock.unlock() }
        data.append(chunk)
        if !raised && data.count >= threshold { raised = true; reached.signal() }
    }

    func finish() {
        lock.lock(); defer { lock.unlock() }
        if !raised { raised = true; reached.signal() }
    }
}
