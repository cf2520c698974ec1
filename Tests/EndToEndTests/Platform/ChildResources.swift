#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program to its end and reports its own peak resident memory and its wall time;
/// its output goes to /dev/null.
///
/// On Linux a child's `ru_maxrss` is no use here: exec folds the memory the process had
/// before it (the test process's, shared by `posix_spawn`'s vfork or copied by fork) into
/// the figure, so every child of a large test process seems as large. The peak is read
/// instead from the child's own `VmHWM` (/proc/PID/status: the high-water mark of the
/// memory it got at exec), every 2 ms until it ends; it only grows, so the last reading is
/// the peak but for growth in the last 2 ms. Darwin's `ru_maxrss` is the new task's own.
enum ChildResources {
    struct Outcome {
        /// The exit status, or 128 + the signal that ended it.
        var status: Int32
        /// Peak resident memory, in bytes.
        var peakBytes: Int
        var seconds: Double
    }

    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Outcome {
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
        let started = Date()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw LaunchError(description: "posix_spawn \(executable): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        var highWater = 0
        while true {
            #if os(Linux)
            highWater = max(highWater, Self.highWaterMark(of: pid) ?? 0)
            #endif
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            guard reaped == 0 || errno == EINTR else { throw LaunchError(description: "wait4: error \(errno)") }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(started)
        let signal = status & 0x7F
        #if os(Linux)
        let peak = highWater
        #else
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
        return Outcome(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, peakBytes: peak, seconds: seconds)
    }

    /// `VmHWM` of a running process, in bytes; nil once it has ended.
    static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }  // kB
    }
}
