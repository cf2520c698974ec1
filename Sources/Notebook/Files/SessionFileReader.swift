extension SessionFile {
    /// Reads a session file's lines one at a time from its bytes, holding only the statement
    /// whose `#>` or `#!` lines are still being read: a file of a million lines costs what
    /// one line costs, plus its bytes.
    ///
    /// Lines end at LF. A CR before the LF is part of the line end (CRLF), and so is one CR
    /// left at the end of a line; a CR anywhere else stays in the line. A UTF-8 byte-order
    /// mark (EF BB BF) at the very start is not part of the first line, as editors on Windows
    /// write it. The text after the last line end is a line when it holds anything. The
    /// bytes are taken as UTF-8 (``UTF8Text`` checks them first; ill-formed bytes would read
    /// as U+FFFD).
    ///
    /// ``next()`` gives the lines in file order, a statement once the lines recorded under it
    /// have been read, and throws the first problem with the file's shape (see
    /// ``SessionFile/parse(_:)``), after which it gives nothing more. It makes only the text
    /// its ``Parts`` ask for: every line is read and checked either way.
    public struct Reader {
        /// What a reader makes of each line besides checking it.
        public struct Parts: OptionSet, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Statements' sources (without it, statements come with an empty source).
            public static let sources = Parts(rawValue: 1)
            /// Statements' recorded `#>` and `#!` lines (without it, none are kept).
            public static let outputs = Parts(rawValue: 2)
            /// Comments and blank lines as `.verbatim` lines (without it, they are skipped).
            public static let comments = Parts(rawValue: 4)
            public static let all: Parts = [.sources, .outputs, .comments]
        }

        private let bytes: [UInt8]
        private let parts: Parts
        private var offset: Int
        /// The 1-based number of the last line read.
        private var lineNumber = 0
        /// How many lines have been read so far (all of them once ``next()`` gives nil).
        public var linesRead: Int { lineNumber }
        /// The statement whose recorded lines are being read, and whether it has any yet.
        private var pending: Statement?
        private var pendingRecorded = false
        /// A line read after `pending`, given on the next call.
        private var queued: Line?

        public init(_ bytes: [UInt8], parts: Parts = .all) {
            self.bytes = bytes
            self.parts = parts
            self.offset = UTF8Text.byteOrderMarkLength(bytes)
        }

        /// The next line, nil after the last.
        public mutating func next() throws(SessionFileError) -> Line? {
            if let line = queued {
                queued = nil
                return line
            }
            while let (start, end) = rawLine() {
                let number = lineNumber
                // A `#!` first line is a shebang, a comment.
                let isOutput = starts(start, end, with: 0x23, 0x3E), isError = number > 1 && starts(start, end, with: 0x23, 0x21)
                if isOutput || isError {
                    let prefix = isError ? SessionFile.errorPrefix : SessionFile.outputPrefix
                    // Taken out of `pending` so its outputs grow in place, not copied per line.
                    guard var statement = pending.take() else {
                        stop()
                        throw SessionFileError(
                            lineNumber: number,
                            message: "a '\(prefix)' \(isError ? "expected error" : "output") line must follow the statement that printed it")
                    }
                    if pendingRecorded && statement.expectsError != isError {
                        stop()
                        throw SessionFileError(
                            lineNumber: number,
                            message: "a statement records either '#>' lines (what it prints) or '#!' lines (the error it is expected to give), not both")
                    }
                    pendingRecorded = true
                    statement.expectsError = isError
                    if parts.contains(.outputs) {
                        // The text after the prefix and one space.
                        let text = end > start + 2 && bytes[start + 2] == 0x20 ? start + 3 : start + 2
                        statement.expectedOutput.append(string(text, end))
                    }
                    pending = statement
                    continue
                }
                var first = start
                while first < end && (bytes[first] == 0x20 || bytes[first] == 0x09) { first += 1 }
                let line: Line?
                if first == end || bytes[first] == 0x23 {
                    if number == 1, case let raw = string(start, end), let version = SessionFile.headerVersion(raw), version > SessionFile.formatVersion {
                        stop()
                        throw SessionFileError(
                            lineNumber: number,
                            message: "this file is session format \(version); this fluid reads format \(SessionFile.formatVersion) and older. "
                                + "Update fluid to open it.")
                    }
                    line = parts.contains(.comments) ? .verbatim(string(start, end)) : nil
                } else {
                    let source = parts.contains(.sources) ? string(start, end) : ""
                    line = .statement(Statement(source: source, lineNumber: number, expectedOutput: []))
                }
                guard let finished = pending else {
                    if case .statement(let statement)? = line {
                        pending = statement
                        pendingRecorded = false
                        continue
                    }
                    if let line { return line }
                    continue
                }
                pending = nil
                if case .statement(let statement)? = line {
                    pending = statement
                    pendingRecorded = false
                } else {
                    queued = line
                }
                return .statement(finished)
            }
            defer { pending = nil }
            return pending.map(Line.statement)
        }

        /// The next line's bytes without its line end (`start..<end`), nil at the end.
        private mutating func rawLine() -> (Int, Int)? {
            guard offset < bytes.count else { return nil }
            let start = offset
            let found: (end: Int, endsWithLF: Bool) = bytes.withUnsafeBufferPointer { buffer in
                var end = start
                while end < buffer.count && buffer[end] != 0x0A { end += 1 }
                return (end, end < buffer.count)
            }
            var contentEnd = found.end
            // CRLF's CR, then one CR left at the end of the line.
            if found.endsWithLF && contentEnd > start && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            if contentEnd > start && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            offset = found.endsWithLF ? found.end + 1 : found.end
            // Nothing after the last line end is not a line.
            if !found.endsWithLF && contentEnd == start { return nil }
            lineNumber += 1
            return (start, contentEnd)
        }

        private func starts(_ start: Int, _ end: Int, with first: UInt8, _ second: UInt8) -> Bool {
            end - start >= 2 && bytes[start] == first && bytes[start + 1] == second
        }

        private func string(_ start: Int, _ end: Int) -> String {
            String(decoding: bytes[start..<end], as: UTF8.self)
        }

        /// After a problem: nothing more is read.
        private mutating func stop() {
            offset = bytes.count
            pending = nil
            queued = nil
        }
    }
}
