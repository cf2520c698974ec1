import FluidLanguage

/// Runs session files and compares what they print with what they recorded.
public enum Replayer {
    /// A problem that stops a file from being replayed at all.
    public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var line: Int?
        public var message: String
        /// Nothing is at the path.
        public var missing = false
        /// The sandbox refused it: it lies outside the folders a replayed script may read.
        public var outsideReadableFolders = false
        public var description: String {
            if let line { "\(path):\(line): \(message)" } else { "\(path): \(message)" }
        }
    }

    /// What one statement printed when replayed.
    public struct StatementResult: Equatable, Sendable {
        public var statement: SessionFile.Statement
        public var response: Response
    }

    /// What `check` found in one file.
    public struct CheckReport: Equatable, Sendable {
        /// Lines to print: a heading per drifted statement with a diff, or one summary line.
        public var lines: [String]
        /// Every output matched.
        public var clean: Bool
        /// The file was rewritten with the new outputs (`--update`).
        public var updated: Bool
        /// The file could not be read or parsed at all: an error, not drift.
        public var unreadable: Bool = false
        /// A line failed that was not marked as an expected error (`#!`): an error, not drift,
        /// and never written into the file.
        public var failed: Bool = false
        /// Each problem found, in file order, for machine-readable reports (``CheckReportDocument``).
        public var findings: [CheckFinding] = []
        /// How many statements the file holds (0 when it could not be read).
        public var statements: Int = 0
        /// Why the notebook was not checked (a tool it needs is missing), as its note says.
        public var skipped: String? = nil
    }

    /// The largest session file replayed or loaded (16 MB), checked before reading.
    public static let maximumFileSize = 16_000_000

    /// Reads and parses a file, every line held; the problem says which file and line,
    /// naming it as `shown` (default: `path`). See ``open(path:shown:access:)``.
    public static func read(path: String, shown: String? = nil, access: FileAccessPolicy = .unrestricted) -> Result<SessionFile, FileProblem> {
        open(path: path, shown: shown, access: access).map(\.file)
    }

    /// Reads a file and checks it (UTF-8, its shape) before anything runs, keeping only its
    /// bytes; the problem says which file and line, naming it as `shown` (default: `path`).
    /// A replayed script's `access` policy is checked on the file actually opened
    /// (``SandboxedRead``).
    public static func open(path: String, shown: String? = nil, access: FileAccessPolicy = .unrestricted) -> Result<SessionFileText, FileProblem> {
        let shown = shown ?? path
        let bytes: [UInt8]
        do throws(SandboxedRead.Failure) {
            bytes = try SandboxedRead.bytes(path, access: access, limit: maximumFileSize)
        } catch {
            let why = error.missing ? "no such file" : error.folder ? "is a folder, not a notebook file" : error.message
            return .failure(FileProblem(path: shown, line: nil, message: why, missing: error.missing,
                                        outsideReadableFolders: error.outsideReadableFolders))
        }
        do throws(SessionFileError) {
            return .success(try SessionFileText(checking: bytes))
        } catch {
            return .failure(FileProblem(path: shown, line: error.lineNumber, message: error.message))
        }
    }

    /// Steps each line a `load` or a `save` replays spends from the line's budget
    /// (``LineBudget``) before it runs, besides what its own evaluation spends: reading,
    /// parsing and answering a line costs about 5 µs even when it evaluates next to nothing
    /// (`1`, `x = 1`), about 10 steps' worth, so the standard budget (about 2 s) loads some
    /// 150,000 such lines, and a file of a million passes the limit instead of taking seconds. A top-level line (`fluid run`,
    /// `fluid check`) has a budget of its own.
    static let stepsPerReplayedLine = 10

    /// Runs every statement of a file in order, in `session`; stops after a line that
    /// quits, or once Ctrl-C is pressed (the rest are not run). Every result is kept; see
    /// ``replay(_:in:each:)`` to keep none.
    public static func replay(_ file: SessionFile, in session: Session) -> [StatementResult] {
        var results: [StatementResult] = []
        var statements = file.statements.makeIterator()
        replaying(next: { statements.next() }, in: session) { results.append($0); return true }
        return results
    }

    /// Runs the statements of `text` in order, in `session`, handing each result to `each`
    /// as it is made and keeping none: the memory a replay takes is one line's, whatever
    /// the file's length. Stops when `each` returns false, after a line that quits, or once
    /// Ctrl-C is pressed.
    /// `recorded`: the statements come with their recorded `#>` and `#!` lines (for what
    /// compares them), else without. `comments`, when given, gets each comment and blank
    /// line in its place among the statements (a transcript's), up to the next statement
    /// after the last one run.
    public static func replay(_ text: SessionFileText, in session: Session, recorded: Bool = false,
                              comments: ((String) -> Void)? = nil, each: (StatementResult) -> Bool) {
        var parts: SessionFile.Reader.Parts = recorded ? [.sources, .outputs] : .sources
        if comments != nil { parts.insert(.comments) }
        var lines = text.lines(parts)
        replaying(next: {
            while let line = try? lines.next() {
                switch line {
                case .statement(let statement): return statement
                case .verbatim(let text): comments?(text)
                }
            }
            return nil
        }, in: session, each: each)
        // Stopped early (a quit, Ctrl-C): the comments that follow the last line run.
        guard let comments else { return }
        while let line = try? lines.next(), case .verbatim(let text) = line { comments(text) }
    }

    private static func replaying(next: () -> SessionFile.Statement?, in session: Session, each: (StatementResult) -> Bool) {
        // One hand-off to the evaluation thread for the whole file, not one per line.
        withoutActuallyEscaping(next) { next in
            withoutActuallyEscaping(each) { each in
                Interpreter.onEvaluationThread {
                    while let statement = next() {
                        var response: Response
                        var spent = false
                        do throws(Diagnostic) {
                            try session.outerLineBudget?.spend(stepsPerReplayedLine, limits: session.interpreter.settings.limits)
                            response = session.run(statement.source)
                        } catch {
                            // The line that made this session has spent its budget: this line does not run.
                            response = Response(blocks: [.prose(error.message)], failed: true, code: error.code)
                            spent = true
                        }
                        guard each(StatementResult(statement: statement, response: response)),
                              !spent, !response.quit, !session.isInterrupted else { break }
                    }
                }
            }
        }
    }

    /// The statements `check` reports in detail (heading, diff, finding); past them it
    /// counts, so the report of a huge notebook that drifts everywhere stays readable and
    /// takes megabytes, not gigabytes.
    public static let reportedStatements = 200

    /// Replays a file and compares every output with its `#>` lines (or, for a line that
    /// teaches a mistake, its expected error's `#!` lines).
    ///
    /// A line that fails without being marked as an expected error is a failure, not drift:
    /// it is reported with its file and line, and with `update` the file is left as it was,
    /// so a failure is never recorded as what the notebook expects. Otherwise, with
    /// `update`, a file that drifted is rewritten (atomically) with the new outputs.
    ///
    /// The file is read once and replayed line by line: what is kept is the report (the
    /// first ``reportedStatements`` lines that drifted or failed, with their outputs, and a
    /// count of the rest) and, for `update`, the new text as it is written; never every
    /// line's output.
    public static func check(path: String, in session: Session, update: Bool) -> CheckReport {
        let text: SessionFileText
        switch open(path: path) {
        case .failure(let problem):
            return CheckReport(lines: [problem.description], clean: false, updated: false, unreadable: true,
                               findings: [CheckFinding(kind: .unreadable, line: problem.line, message: problem.message)])
        case .success(let opened):
            text = opened
        }
        var report: [String] = []
        var drifts = 0, failures: [Int] = [], failureCount = 0
        var findings: [CheckFinding] = []
        var reported = 0
        /// Whether the next problem is reported in detail (it is counted either way).
        func detailed() -> Bool {
            reported += 1
            return reported <= reportedStatements
        }
        // With `update`, the file as it will be written, line by line as it is read.
        var rewritten = ""
        func write(_ line: SessionFile.Line) {
            guard update else { return }
            for piece in SessionFile(lines: [line]).textLines() {
                rewritten += piece
                rewritten += "\n"
            }
        }
        var lines = text.lines(update ? .all : [.sources, .outputs])
        func nextStatement() -> SessionFile.Statement? {
            while let line = try? lines.next() {
                if case .statement(let statement) = line { return statement }
                write(line)
            }
            return nil
        }
        var lastRun = 0
        replaying(next: nextStatement, in: session) { result in
            let statement = result.statement, response = result.response
            lastRun = statement.lineNumber
            let heading = "\(path):\(statement.lineNumber): \(statement.source)"
            let actual = response.transcript.map(\.droppingTrailingSpaces)
            if response.failed && !statement.expectsError {
                failureCount += 1
                if failures.count < reportedStatements { failures.append(statement.lineNumber) }
                write(.statement(statement))
                guard detailed() else { return true }
                report.append(heading)
                report.append(contentsOf: actual.map { "    " + $0 })
                report.append("    this line fails; if the notebook teaches this mistake, record its message as '#!' lines instead of '#>'")
                findings.append(CheckFinding(kind: .failure, line: statement.lineNumber, source: statement.source,
                                             expected: statement.expectedOutput, actual: actual,
                                             message: "this line fails; if the notebook teaches this mistake, record its message as '#!' lines instead of '#>'",
                                             code: CheckFinding.code(of: response)))
                return true
            }
            let expected = statement.expectedOutput.map(\.droppingTrailingSpaces)
            guard actual != expected || response.failed != statement.expectsError else {
                write(.statement(statement))
                return true
            }
            drifts += 1
            var changed = statement
            changed.expectedOutput = actual
            changed.expectsError = response.failed
            write(.statement(changed))
            guard detailed() else { return true }
            report.append(heading)
            if statement.expectsError && !response.failed { report.append("    expected an error ('#!' lines), but the line ran") }
            report.append(contentsOf: Self.drift(from: expected, to: actual))
            let why = statement.expectsError && !response.failed ? "expected an error ('#!' lines), but the line ran"
                : !statement.expectsError && response.failed ? "expected output ('#>' lines), but the line fails"
                : "the output drifted"
            let kept = Self.comparedLines
            findings.append(CheckFinding(kind: .drift, line: statement.lineNumber, source: statement.source,
                                         expected: Array(expected.prefix(kept)), actual: Array(actual.prefix(kept)),
                                         message: why + (max(expected.count, actual.count) > kept ? " (the first \(kept) lines of each are kept)" : ""),
                                         code: response.failed ? CheckFinding.code(of: response) : nil))
            return true
        }
        // The file quit (or Ctrl-C stopped it) before these statements: their recorded
        // outputs were not checked.
        while let statement = nextStatement() {
            drifts += 1
            write(.statement(statement))
            guard detailed() else { continue }
            report.append("\(path):\(statement.lineNumber): \(statement.source)")
            report.append("    not run: the file quits at line \(lastRun)")
            findings.append(CheckFinding(kind: .notRun, line: statement.lineNumber, source: statement.source,
                                         expected: statement.expectedOutput, message: "not run: the file quits at line \(lastRun)"))
        }
        let statements = text.statementCount
        if drifts == 0 && failureCount == 0 {
            return CheckReport(lines: ["\(path): ok (\(statements) statements)"], clean: true, updated: false,
                               statements: statements)
        }
        if reported > reportedStatements {
            report.append("    … and \(reported - reportedStatements) more statements that drifted or fail (the first \(reportedStatements) are shown)")
        }
        if failureCount > 0 {
            let more = failureCount > failures.count ? " and \(failureCount - failures.count) more" : ""
            let which = failureCount == 1 ? "line \(failures[0]) fails" : "lines \(failures.map(String.init).joined(separator: ", "))\(more) fail"
            let drifted = drifts == 0 ? "" : ", \(drifts) output\(drifts == 1 ? "" : "s") drifted"
            report.append("\(path): \(which)\(drifted)" + (update ? "; not updated (a failure is never recorded as expected output)" : ""))
            return CheckReport(lines: report, clean: false, updated: false, failed: true, findings: findings, statements: statements)
        }
        if update {
            do {
                try AtomicFile.write(rewritten, to: path, keepPrevious: false)
                report.append("\(path): updated \(drifts) output\(drifts == 1 ? "" : "s")")
                return CheckReport(lines: report, clean: false, updated: true, findings: findings, statements: statements)
            } catch {
                report.append(error.description)
                findings.append(CheckFinding(kind: .notWritten, line: nil, message: error.description))
                return CheckReport(lines: report, clean: false, updated: false, findings: findings, statements: statements)
            }
        }
        report.append("\(path): \(drifts) output\(drifts == 1 ? "" : "s") drifted (fluid check --update \(path) accepts them)")
        return CheckReport(lines: report, clean: false, updated: false, findings: findings, statements: statements)
    }

    /// Lines of output diffed whole and kept in a finding (past them a shortest edit's search,
    /// which grows with the square of the lines it changes, is given a window instead).
    static let comparedLines = 2_000

    /// The diff of a drifted statement's outputs: whole when neither passes
    /// ``comparedLines``; else a window of 40 lines from the first line that differs,
    /// after a line saying how tall each is, so a statement that recorded millions of
    /// lines is compared in one pass and reported in a few.
    static func drift(from expected: [String], to actual: [String]) -> [String] {
        guard expected.count > comparedLines || actual.count > comparedLines else {
            return LineDiff.render(LineDiff.changes(from: expected, to: actual))
        }
        let common = min(expected.count, actual.count)
        let first = (0..<common).first { expected[$0] != actual[$0] } ?? common
        let start = max(0, first - 2), window = 40
        let shown = LineDiff.render(LineDiff.changes(from: Array(expected[start..<min(expected.count, start + window)]),
                                                     to: Array(actual[start..<min(actual.count, start + window)])))
        return ["    it recorded \(expected.count) line\(expected.count == 1 ? "" : "s") and prints \(actual.count); from line \(start + 1):"] + shown
    }
}
