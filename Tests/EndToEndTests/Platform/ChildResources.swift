#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program to its end and reports its own peak resident memory; its output goes to
/// /dev/null. No clock takes part: the peak is the kernel's count for the child.
///
/// On Linux a child's `ru_maxrss` is no use when the test process spawns it: exec folds the
/// memory the process had before it (the test process's, shared by `posix_spawn`'s vfork)
/// into the figure, so every child of a large test process seems as large. So the program
/// runs under GNU time (`/usr/bin/time -f %M`), a small process whose own child's
/// `ru_maxrss` is that child's alone: the high-water mark the kernel kept to its last
/// moment. Without GNU time, the child's own `VmHWM` (/proc/PID/status) is read while it
/// runs, which misses growth after the last reading: a lower bound. Darwin's `ru_maxrss` is
/// the new task's own.
enum ChildResources {
    struct Outcome {
        /// The exit status, or 128 + the signal that ended it.
        var status: Int32
        /// Peak resident memory, in bytes.
        var peakBytes: Int
    }

    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    /// GNU time, when installed (BSD's time takes other options).
    static let gnuTime: String? = {
        #if os(Linux)
        let path = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: path),
              let version = try? FluidProcess.run(["--version"], executable: URL(fileURLWithPath: path)),
              (version.stdout + version.stderr).contains("GNU") else { return nil }
        return path
        #else
        return nil
        #endif
    }()

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Outcome {
        guard let time = gnuTime else { return try spawn(executable, arguments, environment: environment, polling: true) }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-peak-\(UUID().uuidString)").path
        defer { unlink(report) }
        // GNU time exits with the program's status, or 128 + the signal that ended it.
        let outcome = try spawn(time, ["-f", "%M", "-o", report, executable] + arguments, environment: environment, polling: false)
        // "Command terminated by signal N" comes first when a signal ended it; the figure is last, in kB.
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) }) else {
            throw LaunchError(description: "GNU time reported no peak: \(text)")
        }
        return Outcome(status: outcome.status, peakBytes: kilobytes * 1024)
    }

    /// Spawns the program and waits for it; with `polling` (Linux without GNU time), reads
    /// its `VmHWM` until it ends.
    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              polling: Bool) throws -> Outcome {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw LaunchError(description: "posix_spawn \(executable): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        var highWater = 0
        while true {
            #if os(Linux)
            if polling { highWater = max(highWater, Self.highWaterMark(of: pid) ?? 0) }
            #endif
            let reaped = wait4(pid, &status, polling ? WNOHANG : 0, &usage)
            if reaped == pid { break }
            guard reaped == 0 || errno == EINTR else { throw LaunchError(description: "wait4: error \(errno)") }
            if polling { usleep(2_000) }  // the next reading of the fallback's poll
        }
        let signal = status & 0x7F
        #if os(Linux)
        let peak = highWater
        #else
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
        return Outcome(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, peakBytes: peak)
    }

    /// `VmHWM` of a running process, in bytes; nil once it has ended.
    static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }  // kB
    }
}
