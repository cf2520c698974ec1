import Foundation

/// Runs the built `fluid` binary as a user would, with arguments, piped input and an
/// environment, and collects what it printed.
struct FluidProcess {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `fluid` binary `swift build` put beside the test bundle.
    static var binary: URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("fluid"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("fluid"),
            packageRoot.appendingPathComponent(".build/debug/fluid"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }

    /// Runs fluid. `environment` adds to a clean environment (no NO_COLOR, no TERM) so the
    /// results do not depend on the machine running the tests.
    /// `executable` is the built binary unless a test runs something else around it (a shell).
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:],
                    directory: URL? = nil, executable: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"]
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.currentDirectoryURL = directory ?? packageRoot
        let out = Pipe(), err = Pipe(), inp = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inp
        try process.run()
        if let input { inp.fileHandleForWriting.write(Data(input.utf8)) }
        try inp.fileHandleForWriting.close()
        // Read both pipes before waiting so a large output cannot block the child.
        let group = DispatchGroup()
        let outBox = DataBox(), errBox = DataBox()
        let outHandle = out.fileHandleForReading, errHandle = err.fileHandleForReading
        DispatchQueue.global().async(group: group) { outBox.data = outHandle.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errBox.data = errHandle.readDataToEndOfFile() }
        group.wait()
        process.waitUntilExit()
        return Result(stdout: String(decoding: outBox.data, as: UTF8.self),
                      stderr: String(decoding: errBox.data, as: UTF8.self),
                      status: process.terminationStatus)
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Holds bytes read on another thread; each box is written by one thread and read after
/// `DispatchGroup.wait()`, which orders the accesses.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
