#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain-text history file: one entry per line, oldest first.
///
/// Each entry is appended on its own as soon as it is accepted (open with `O_APPEND`,
/// one `write`, close), so a crash or `kill -9` loses at most the line being typed,
/// and several sessions can share the file. When the file grows past
/// ``rewriteThreshold`` lines it is cut to the newest ``keptEntries``, written to a
/// temporary file beside it and renamed over it, so it is never seen half-written.
public struct HistoryFile: Sendable {
    public let path: String
    public let keptEntries: Int
    public let rewriteThreshold: Int

    public init(path: String, keptEntries: Int = 1000, rewriteThreshold: Int = 2000) {
        precondition(keptEntries > 0 && rewriteThreshold >= keptEntries)
        self.path = path
        self.keptEntries = keptEntries
        self.rewriteThreshold = rewriteThreshold
    }

    /// The newest ``keptEntries`` entries, oldest first; empty when there is no file.
    public func load() -> [String] {
        guard let bytes = try? readAll() else { return [] }
        return Array(Self.entries(in: bytes).suffix(keptEntries))
    }

    /// Appends one entry, creating the file and its directories when needed.
    /// Line breaks inside the entry become spaces, so the file stays one entry a line.
    public func append(_ entry: String) throws(HistoryFileError) {
        let flattened = String(entry.map { $0.isNewline ? " " : $0 })
        try createParentDirectories()
        try writeFile(Array((flattened + "\n").utf8), flags: O_WRONLY | O_CREAT | O_APPEND, to: path)
        let bytes = try readAll()
        if bytes.lazy.filter({ $0 == UInt8(ascii: "\n") }).count > rewriteThreshold {
            try rewrite(keeping: Array(Self.entries(in: bytes).suffix(keptEntries)))
        }
    }

    // MARK: Machinery

    static func entries(in bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).compactMap {
            var line = $0[...]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
        }
    }

    private func rewrite(keeping entries: [String]) throws(HistoryFileError) {
        let temporary = "\(path).\(getpid()).tmp"
        let text = entries.map { $0 + "\n" }.joined()
        try writeFile(Array(text.utf8), flags: O_WRONLY | O_CREAT | O_TRUNC, to: temporary)
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw HistoryFileError(path: path, operation: "replace", code: code)
        }
    }

    private func writeFile(_ bytes: [UInt8], flags: Int32, to file: String) throws(HistoryFileError) {
        let descriptor = open(file, flags, 0o600)
        guard descriptor >= 0 else {
            throw HistoryFileError(path: file, operation: "open", code: errno)
        }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes {
                write(descriptor, $0.baseAddress, $0.count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw HistoryFileError(path: file, operation: "write", code: errno)
            }
            written += result
        }
    }

    private func readAll() throws(HistoryFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw HistoryFileError(path: path, operation: "open", code: errno)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw HistoryFileError(path: path, operation: "read", code: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private func createParentDirectories() throws(HistoryFileError) {
        var directory = ""
        let components = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        for component in components {
            directory += (directory.isEmpty && !path.hasPrefix("/") ? "" : "/") + component
            if mkdir(directory, 0o700) != 0 && errno != EEXIST {
                throw HistoryFileError(path: directory, operation: "create directory", code: errno)
            }
        }
    }
}

/// Why the history file could not be written. History is a convenience: callers
/// usually carry on without it.
public struct HistoryFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var operation: String
    public var code: Int32

    public var description: String {
        "cannot \(operation) \(path): \(String(cString: strerror(code)))"
    }
}
