
/// A plain-text history file: one entry per line, oldest first.
///
/// Each entry is appended on its own as soon as it is accepted (open with `O_APPEND`,
/// one `write`, close), so a crash or `kill -9` loses at most the line being typed,
/// and several sessions can share the file. When the file grows past
/// ``rewriteThreshold`` lines it is cut to the newest ``keptEntries``, written to a
/// temporary file beside it and renamed over it, so it is never seen half-written.
///
/// A history file can be anything a user's environment names: only a regular file is read
/// or written (a FIFO, a device or a folder is refused at once, never waited on), and only
/// its last ``readLimit`` bytes are ever read, so a huge or corrupt file costs at most that
/// much per load and per entry, never the prompt. A history that is a link stays one: the
/// cut replaces the file it leads to.
public struct HistoryFile: Sendable {
    public let path: String
    public let keptEntries: Int
    public let rewriteThreshold: Int

    /// The most of the file's end that is read (bytes).
    public let readLimit: Int

    public init(path: String, keptEntries: Int = 1000, rewriteThreshold: Int = 2000, readLimit: Int = 1 << 20) {
        precondition(keptEntries > 0 && rewriteThreshold >= keptEntries && readLimit > 0)
        self.path = path
        self.keptEntries = keptEntries
        self.rewriteThreshold = rewriteThreshold
        self.readLimit = readLimit
    }

    /// The newest ``keptEntries`` entries, oldest first; empty when there is no file.
    public func load() -> [String] {
        (try? loadChecked()) ?? []
    }

    /// The newest ``keptEntries`` entries, oldest first; empty when there is no file.
    /// - Throws: `HistoryFileError` when the file exists but cannot be read, or is not a
    ///   regular file (a FIFO, a device, a folder).
    public func loadChecked() throws(HistoryFileError) -> [String] {
        do {
            return Array(Self.entries(in: try readTail()).suffix(keptEntries))
        } catch where error.code == SystemCalls.noSuchFile {
            return []
        }
    }

    /// Appends one entry, creating the file and its directories when needed.
    /// Line breaks inside the entry become spaces, so the file stays one entry a line.
    public func append(_ entry: String) throws(HistoryFileError) {
        let flattened = String(entry.map { $0.isNewline ? " " : $0 })
        try createParentDirectories()
        try check(SystemCalls.writeFile(Array((flattened + "\n").utf8), to: path, appending: true))
        let bytes = try readTail()
        if bytes.count >= readLimit || bytes.lazy.filter({ $0 == UInt8(ascii: "\n") }).count > rewriteThreshold {
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

    /// Writes `entries` as the whole file. A history that is a link (a dotfiles folder's)
    /// stays a link: the file it leads to is replaced, beside itself; whatever stands at the
    /// temporary's name (a link someone planted) is removed first, never written through.
    private func rewrite(keeping entries: [String]) throws(HistoryFileError) {
        let target = SystemCalls.resolvedPath(path) ?? path
        let temporary = "\(target).\(SystemCalls.processID).tmp"
        let text = entries.map { $0 + "\n" }.joined()
        SystemCalls.removeName(temporary)
        try check(SystemCalls.writeFile(Array(text.utf8), to: temporary, appending: false))
        try check(SystemCalls.replace(target, with: temporary))
    }

    /// The last ``readLimit`` bytes; when the file is longer, from the first line that
    /// starts inside them (a cut line is not an entry).
    private func readTail() throws(HistoryFileError) -> [UInt8] {
        switch SystemCalls.readFile(path, lastBytes: readLimit) {
        case .success(let read):
            guard read.truncated else { return read.bytes }
            guard let newline = read.bytes.firstIndex(of: UInt8(ascii: "\n")) else { return [] }
            return Array(read.bytes[(newline + 1)...])
        case .failure(let failure):
            throw HistoryFileError(failure)
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
    /// The errno code; 0 when `reason` says what is wrong.
    public var code: Int32
    public var reason: String?

    init(_ failure: FileFailure) {
        path = failure.path
        operation = failure.operation
        code = failure.code
        reason = failure.reason
    }

    public var description: String {
        "cannot \(operation) \(path) as the history file: \(reason ?? SystemCalls.describe(code))"
    }
}
