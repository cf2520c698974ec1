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
    /// ``SessionFile/parse(_:)``), after which it gives nothing more.
    public struct Reader {
        private let bytes: [UInt8]
        private var offset: Int
        /// The 1-based number of the last line read.
        private var lineNumber = 0
        /// The statement whose recorded lines are being read.
        private var pending: Statement?
        /// A line read after `pending`, given on the next call.
        private var queued: Line?

        public init(_ bytes: [UInt8]) {
            self.bytes = bytes
            self.offset = UTF8Text.byteOrderMarkLength(bytes)
        }

        /// The next line, nil after the last.
        public mutating func next() throws(SessionFileError) -> Line? {
            if let line = queued {
                queued = nil
                return line
            }
            while let raw = rawLine() {
                let number = lineNumber
                // A `#!` first line is a shebang, a comment.
                let error = number == 1 ? nil : SessionFile.recorded(raw, after: SessionFile.errorPrefix)
                if let output = SessionFile.recorded(raw, after: SessionFile.outputPrefix) ?? error {
                    let isError = error != nil, prefix = isError ? SessionFile.errorPrefix : SessionFile.outputPrefix
                    guard var statement = pending else {
                        offset = bytes.count
                        throw SessionFileError(
                            lineNumber: number,
                            message: "a '\(prefix)' \(isError ? "expected error" : "output") line must follow the statement that printed it")
                    }
                    if !statement.expectedOutput.isEmpty && statement.expectsError != isError {
                        offset = bytes.count
                        pending = nil
                        throw SessionFileError(
                            lineNumber: number,
                            message: "a statement records either '#>' lines (what it prints) or '#!' lines (the error it is expected to give), not both")
                    }
                    statement.expectsError = isError
                    statement.expectedOutput.append(output)
                    pending = statement
                    continue
                }
                let line: Line
                let trimmed = raw.drop { $0 == " " || $0 == "\t" }
                if trimmed.isEmpty || trimmed.hasPrefix("#") {
                    if number == 1, let version = SessionFile.headerVersion(raw), version > SessionFile.formatVersion {
                        offset = bytes.count
                        throw SessionFileError(
                            lineNumber: number,
                            message: "this file is session format \(version); this fluid reads format \(SessionFile.formatVersion) and older. Update fluid to open it.")
                    }
                    line = .verbatim(raw)
                } else {
                    line = .statement(Statement(source: raw, lineNumber: number, expectedOutput: []))
                }
                guard let finished = pending else {
                    if case .statement(let statement) = line { pending = statement; continue }
                    return line
                }
                pending = nil
                if case .statement(let statement) = line { pending = statement } else { queued = line }
                return .statement(finished)
            }
            defer { pending = nil }
            return pending.map(Line.statement)
        }

        /// The next line's text without its line end, nil at the end of the bytes.
        private mutating func rawLine() -> String? {
            guard offset < bytes.count else { return nil }
            var end = offset
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let endsWithLF = end < bytes.count
            var contentEnd = end
            // CRLF's CR, then one CR left at the end of the line.
            if endsWithLF && contentEnd > offset && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            if contentEnd > offset && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let start = offset
            offset = endsWithLF ? end + 1 : end
            // Nothing after the last line end is not a line.
            if !endsWithLF && contentEnd == start { return nil }
            lineNumber += 1
            return String(decoding: bytes[start..<contentEnd], as: UTF8.self)
        }
    }
}
