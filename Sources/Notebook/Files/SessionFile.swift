/// A session file: plain text that people read, edit and diff.
///
/// ```
/// # fluid session 1
/// # comments start with '#'
/// s = spring(damping: 0.8, response: 0.4s)
/// #> s = spring(damping: 0.8, response: 400 ms)
/// #>     mass 1 · stiffness 246.7 · damping 25.13 · bounce 0.2 · settles 0.5653 s · overshoot 1.52 %
/// ```
///
/// Every line that is not blank and does not start with `#` is a statement. The `#>` lines
/// that follow a statement are what it printed when the file was last written or checked;
/// `fluid check` replays the statements and compares. A statement with no `#>` lines is
/// expected to print nothing, and every statement is expected to succeed.
///
/// A notebook that teaches a mistake marks it: `#!` lines instead of `#>` lines are the
/// error the statement is expected to give. Only such a statement may fail; if it runs
/// without an error, that is drift.
///
/// ```
/// 400ms + 20pt
/// #! 400ms + 20pt
/// #! ^^^^^^^^^^^^ cannot add a time to a length
/// ```
///
/// The optional first line `# fluid session N` states the format version; a version newer
/// than this build understands is refused. A `#!` first line is a shebang, a comment.
public struct SessionFile: Equatable, Sendable {
    /// The format version this build writes and understands.
    public static let formatVersion = 1
    /// The header line written at the top of saved sessions.
    public static var header: String { "# fluid session \(formatVersion)" }
    /// The prefix of an output line.
    public static let outputPrefix = "#>"
    /// The prefix of a line of an expected error.
    public static let errorPrefix = "#!"

    public enum Line: Equatable, Sendable {
        /// Blank lines and comments, kept verbatim so `check --update` preserves them.
        case verbatim(String)
        /// A statement and the outputs recorded after it.
        case statement(Statement)
    }

    public struct Statement: Equatable, Sendable {
        /// The source line as written.
        public var source: String
        /// 1-based line number of the statement in the file.
        public var lineNumber: Int
        /// The recorded output lines, without the `#> ` (or `#! `) prefix.
        public var expectedOutput: [String]
        /// The statement is expected to fail, with `expectedOutput` as its message: its
        /// lines were recorded as `#!` lines.
        public var expectsError: Bool

        public init(source: String, lineNumber: Int, expectedOutput: [String], expectsError: Bool = false) {
            self.source = source
            self.lineNumber = lineNumber
            self.expectedOutput = expectedOutput
            self.expectsError = expectsError
        }
    }

    public var lines: [Line]

    public init(lines: [Line]) {
        self.lines = lines
    }

    /// The statements in file order.
    public var statements: [Statement] {
        lines.compactMap { if case .statement(let s) = $0 { s } else { nil } }
    }
}

/// A problem with a session file's shape, found before anything runs.
public struct SessionFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var lineNumber: Int
    public var message: String

    public init(lineNumber: Int, message: String) {
        self.lineNumber = lineNumber
        self.message = message
    }

    public var description: String { "line \(lineNumber): \(message)" }
}

extension SessionFile {
    /// Parses a session file's text. Output lines before any statement, a statement recorded
    /// with both `#>` and `#!` lines, and a version header newer than ``formatVersion``, are
    /// errors; nothing else is. A byte-order mark at the start is dropped, and every line is
    /// held: what runs a file line by line reads it with ``Reader`` (``SessionFileText``).
    public static func parse(_ text: String) throws(SessionFileError) -> SessionFile {
        var reader = Reader(Array(text.utf8))
        var lines: [Line] = []
        while let line = try reader.next() { lines.append(line) }
        return SessionFile(lines: lines)
    }

    /// The text of the file: statements each followed by their outputs as `#>` lines.
    public func text() -> String {
        textLines().joined(separator: "\n") + "\n"
    }

    /// The lines ``text()`` writes, without their line ends: each statement, its `#>` or `#!`
    /// lines, and the comments and blank lines in place. A piece holding line breaks (a
    /// statement continued over several lines) gives one line per break.
    public func textLines() -> [String] {
        var out: [String] = []
        func add(_ piece: String) {
            if piece.utf8.contains(UInt8(ascii: "\n")) {
                out += piece.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            } else {
                out.append(piece)
            }
        }
        for line in lines {
            switch line {
            case .verbatim(let text):
                add(text)
            case .statement(let statement):
                add(statement.source)
                let prefix = statement.expectsError ? Self.errorPrefix : Self.outputPrefix
                for output in statement.expectedOutput {
                    add(output.isEmpty ? prefix : "\(prefix) \(output)")
                }
            }
        }
        return out
    }

    /// The text of a `#>` (or `#!`: `prefix`) line, or nil when the line is not one.
    static func recorded(_ line: String, after prefix: String) -> String? {
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
    }

    /// The version in a `# fluid session N` header line.
    static func headerVersion(_ line: String) -> Int? {
        let prefix = "# fluid session "
        guard line.hasPrefix(prefix) else { return nil }
        return Int(line.dropFirst(prefix.count).trimmingSpaces())
    }
}
