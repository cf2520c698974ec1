
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
        try check(SystemCalls.writeFile(Array((flattened + "\n").utf8), to: path, appending: true))
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
        let temporary = "\(path).\(SystemCalls.processID).tmp"
        let text = entries.map { $0 + "\n" }.joined()
        try check(SystemCalls.writeFile(Array(text.utf8), to: temporary, appending: false))
        try check(SystemCalls.replace(path, with: temporary))
    }

    private func readAll() throws(HistoryFileError) -> [UInt8] {
        switch SystemCalls.readFile(path) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw HistoryFileError(failure)
        }
    }

    private func createParentDirectories() throws(HistoryFileError) {
        var directory = ""
        let components = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        for component in components {
            directory += (directory.isEmpty && !path.hasPrefix("/") ? "" : "/") + component
            try check(SystemCalls.makeDirectory(directory))
        }
    }

    private func check(_ failure: FileFailure?) throws(HistoryFileError) {
        if let failure { throw HistoryFileError(failure) }
    }
}

/// Why the history file could not be written. History is a convenience: callers
/// usually carry on without it.
public struct HistoryFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var operation: String
    public var code: Int32

    init(_ failure: FileFailure) {
        path = failure.path
        operation = failure.operation
        code = failure.code
    }

    public var description: String {
        "cannot \(operation) \(path): \(SystemCalls.describe(code))"
    }
}
