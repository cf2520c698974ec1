#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program to its end and reports what the kernel counted for it alone: its peak
/// resident memory and its wall time. The child is started with `posix_spawn` (no fork of
/// the test process, whose memory would otherwise be counted) and reaped with `wait4`, whose
/// `rusage` is that one child's. Its output goes to /dev/null.
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
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw LaunchError(description: "wait4: error \(errno)") }
        }
        let seconds = Date().timeIntervalSince(started)
        let signal = status & 0x7F
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
        return Outcome(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, peakBytes: peak, seconds: seconds)
    }
}
