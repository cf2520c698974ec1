import Foundation

/// Runs the built `fluid` binary on generated input, and tells a clean finish (exit 0 or 1:
/// "every line ran" or "some line failed") from a crash (a signal, or any other status) and
/// from a hang: a process that writes nothing, on either output, for `timeout` seconds is
/// killed. Progress is counted in bytes written, not in time taken: a loaded machine slows
/// every line down, and only a line that never answers is a hang.
enum FuzzRunner {
    enum Outcome: Equatable, CustomStringConvertible {
        case finished(status: Int32)
        case crashed(signal: Int32)
        case failed(status: Int32)
        case hung(seconds: Double)

        var isClean: Bool { if case .finished = self { true } else { false } }

        var description: String {
            switch self {
            case .finished(let status): "exit \(status)"
            case .crashed(let signal): "killed by signal \(signal)"
            case .failed(let status): "unexpected exit status \(status)"
            case .hung(let seconds): "no output for \(seconds) s (hang)"
            }
        }
    }

    /// Runs fluid with `arguments`, `input` on standard input, in `directory`; output is
    /// read and dropped (only its tail is kept, for reports, and its count, for progress).
    static func run(_ arguments: [String], input: [UInt8], directory: URL, timeout: Double) throws -> (outcome: Outcome, stderrTail: String) {
        // Writing to a process that died must be an error, not SIGPIPE to the test runner.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        // FLUID_FUZZ_BINARY: a copy of the binary, so a long run is not disturbed by rebuilds.
        process.executableURL = ProcessInfo.processInfo.environment["FLUID_FUZZ_BINARY"].map { URL(fileURLWithPath: $0) } ?? FluidProcess.binary
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8", "FLUID_HISTORY": ""]
        process.currentDirectoryURL = directory
        let inputPipe = Pipe(), outputPipe = Pipe(), errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        let group = DispatchGroup()
        let progress = ByteCount()
        let errorBox = TailBox()
        let outputHandle = outputPipe.fileHandleForReading, errorHandle = errorPipe.fileHandleForReading
        let writer = inputPipe.fileHandleForWriting
        let bytes = Data(input)
        DispatchQueue.global().async(group: group) {
            try? writer.write(contentsOf: bytes) // fails harmlessly if fluid stopped reading
            try? writer.close()
        }
        DispatchQueue.global().async(group: group) { drain(outputHandle, into: nil, counting: progress) }
        DispatchQueue.global().async(group: group) { drain(errorHandle, into: errorBox, counting: progress) }
        // Waits in steps of a second; each step that saw new bytes starts the silence over.
        var timedOut = false, seen = -1, silentSince = DispatchTime.now()
        while group.wait(timeout: .now() + 1) == .timedOut {
            let count = progress.value
            if count != seen {
                seen = count
                silentSince = .now()
            } else if DispatchTime.now().uptimeNanoseconds - silentSince.uptimeNanoseconds > UInt64(timeout * 1e9) {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                _ = group.wait(timeout: .now() + 10)  // the readers end with the process; a guard all the same
                break
            }
        }
        process.waitUntilExit()
        let tail = errorBox.text
        if timedOut { return (.hung(seconds: timeout), tail) }
        if process.terminationReason == .uncaughtSignal { return (.crashed(signal: process.terminationStatus), tail) }
        let status = process.terminationStatus
        return (status == 0 || status == 1 ? .finished(status: status) : .failed(status: status), tail)
    }

    private static func drain(_ handle: FileHandle, into box: TailBox?, counting progress: ByteCount) {
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return }
            progress.add(chunk.count)
            box?.append(chunk)
        }
    }

    /// The shortest prefix of `lines` that still fails: the last line of it is the culprit
    /// (with the lines before it as its context). `fails` runs fluid on a prefix.
    static func shortestFailingPrefix(_ lines: [[UInt8]], fails: ([[UInt8]]) throws -> Bool) rethrows -> Int {
        var low = 1, high = lines.count // fails(lines[..<high]) is known true
        while low < high {
            let middle = (low + high) / 2
            if try fails(Array(lines[..<middle])) { high = middle } else { low = middle + 1 }
        }
        return high
    }
}

/// The last few kilobytes written to a pipe; written by one reader thread, read after it ends.
private final class TailBox: @unchecked Sendable {
    private var data = Data()
    func append(_ chunk: Data) {
        data.append(chunk)
        if data.count > 8192 { data = data.suffix(4096) }
    }
    var text: String { String(decoding: data, as: UTF8.self) }
}

/// Bytes written so far on both outputs, added to by the two reader threads and read by the
/// waiting one.
private final class ByteCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ bytes: Int) { lock.lock(); count += bytes; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
