/// A session file as read from disk, kept as its bytes: checked whole (UTF-8, and the shape
/// ``SessionFile/parse(_:)`` checks) before anything runs, then read again line by line
/// (``SessionFile/Reader``) by whatever runs it, so replaying, loading or checking a file
/// holds the file once and one line at a time, never every line and its copies.
public struct SessionFileText: Sendable {
    /// The file's bytes, well-formed UTF-8 (a byte-order mark at the start included).
    public let bytes: [UInt8]
    /// How many statements the file holds.
    public let statementCount: Int
    /// How many lines it holds: statements, their recorded lines, comments and blank lines.
    public let lineCount: Int

    /// The checked text, or where it first goes wrong: the first line that is not UTF-8, or
    /// the first problem with its shape.
    public init(checking bytes: [UInt8]) throws(SessionFileError) {
        guard UTF8Text.isValid(bytes) else {
            throw SessionFileError(lineNumber: UTF8Text.firstInvalidLine(bytes) ?? 1, message: "is not UTF-8 text")
        }
        var reader = SessionFile.Reader(bytes, parts: [])
        var statements = 0
        while let line = try reader.next() {
            if case .statement = line { statements += 1 }
        }
        self.bytes = bytes
        self.statementCount = statements
        self.lineCount = reader.linesRead
    }

    /// A reader of the lines from the first, making the `parts` asked for; its problems were
    /// found by `init`, so it throws none.
    public func lines(_ parts: SessionFile.Reader.Parts = .all) -> SessionFile.Reader { SessionFile.Reader(bytes, parts: parts) }

    /// Calls `body` with each line in file order until it returns false.
    public func forEachLine(_ body: (SessionFile.Line) -> Bool) {
        var reader = lines()
        while let line = try? reader.next(), body(line) {}
    }

    /// The whole file parsed, every line held (for what edits the file as a whole).
    public var file: SessionFile {
        var lines: [SessionFile.Line] = []
        forEachLine { lines.append($0); return true }
        return SessionFile(lines: lines)
    }
}
