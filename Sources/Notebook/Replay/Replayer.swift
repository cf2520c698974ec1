import FluidLanguage

/// Runs session files and compares what they print with what they recorded.
public enum Replayer {
    /// A problem that stops a file from being replayed at all.
    public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var line: Int?
        public var message: String
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
    }

    /// The largest session file replayed or loaded (16 MB), checked before reading.
    public static let maximumFileSize = 16_000_000

    /// Reads and parses a file; the problem says which file and line, naming it as `shown`
    /// (default: `path`). A replayed script's `access` policy is checked on the file
    /// actually opened (``SandboxedRead``).
    public static func read(path: String, shown: String? = nil, access: FileAccessPolicy = .unrestricted) -> Result<SessionFile, FileProblem> {
        let shown = shown ?? path
        let bytes: [UInt8]
        do throws(SandboxedRead.Failure) {
            bytes = try SandboxedRead.bytes(path, access: access, limit: maximumFileSize)
        } catch {
            let why = error.missing ? "no such file" : error.folder ? "is a folder, not a notebook file" : error.message
            return .failure(FileProblem(path: shown, line: nil, message: why))
        }
        guard let text = UTF8Text.decode(bytes) else {
            return .failure(FileProblem(path: shown, line: UTF8Text.firstInvalidLine(bytes), message: "is not UTF-8 text"))
        }
        do {
            return .success(try SessionFile.parse(text))
        } catch {
            return .failure(FileProblem(path: shown, line: error.lineNumber, message: error.message))
        }
    }

    /// Runs every statement of a file in order, in `session`; stops after a line that
    /// quits, or once Ctrl-C is pressed (the rest are not run).
    public static func replay(_ file: SessionFile, in session: Session) -> [StatementResult] {
        // One hand-off to the evaluation thread for the whole file, not one per line.
        Interpreter.onEvaluationThread { replayed(file, in: session) }
    }

    private static func replayed(_ file: SessionFile, in session: Session) -> [StatementResult] {
        var results: [StatementResult] = []
        for statement in file.statements {
            let response = session.run(statement.source)
            results.append(StatementResult(statement: statement, response: response))
            if response.quit || session.isInterrupted { break }
        }
        return results
    }

    /// Replays a file and compares every output with its `#>` lines (or, for a line that
    /// teaches a mistake, its expected error's `#!` lines).
    ///
    /// A line that fails without being marked as an expected error is a failure, not drift:
    /// it is reported with its file and line, and with `update` the file is left as it was,
    /// so a failure is never recorded as what the notebook expects. Otherwise, with
    /// `update`, a file that drifted is rewritten (atomically) with the new outputs.
    public static func check(path: String, in session: Session, update: Bool) -> CheckReport {
        let file: SessionFile
        switch read(path: path) {
        case .failure(let problem):
            return CheckReport(lines: [problem.description], clean: false, updated: false, unreadable: true,
                               findings: [CheckFinding(kind: .unreadable, line: problem.line, message: problem.message)])
        case .success(let parsed):
            file = parsed
        }
        let results = replay(file, in: session)
        var report: [String] = []
        var drifts = 0, failures: [Int] = []
        var findings: [CheckFinding] = []
        var updatedFile = file
        var resultIndex = 0
        for (lineIndex, line) in file.lines.enumerated() {
            guard case .statement(let statement) = line else { continue }
            let heading = "\(path):\(statement.lineNumber): \(statement.source)"
            guard resultIndex < results.count else {
                // The file quit before this statement: its recorded output was not checked.
                drifts += 1
                let quitLine = results.last?.statement.lineNumber ?? 0
                report.append(heading)
                report.append("    not run: the file quits at line \(quitLine)")
                findings.append(CheckFinding(kind: .notRun, line: statement.lineNumber, source: statement.source,
                                             expected: statement.expectedOutput, message: "not run: the file quits at line \(quitLine)"))
                continue
            }
            let response = results[resultIndex].response
            resultIndex += 1
            let actual = response.transcript.map(\.droppingTrailingSpaces)
            if response.failed && !statement.expectsError {
                failures.append(statement.lineNumber)
                report.append(heading)
                report.append(contentsOf: actual.map { "    " + $0 })
                report.append("    this line fails; if the notebook teaches this mistake, record its message as '#!' lines instead of '#>'")
                findings.append(CheckFinding(kind: .failure, line: statement.lineNumber, source: statement.source,
                                             expected: statement.expectedOutput, actual: actual,
                                             message: "this line fails; if the notebook teaches this mistake, record its message as '#!' lines instead of '#>'"))
                continue
            }
            let expected = statement.expectedOutput.map(\.droppingTrailingSpaces)
            if actual != expected || response.failed != statement.expectsError {
                drifts += 1
                report.append(heading)
                if statement.expectsError && !response.failed { report.append("    expected an error ('#!' lines), but the line ran") }
                report.append(contentsOf: LineDiff.render(LineDiff.changes(from: expected, to: actual)))
                let why = statement.expectsError && !response.failed ? "expected an error ('#!' lines), but the line ran"
                    : !statement.expectsError && response.failed ? "expected output ('#>' lines), but the line fails"
                    : "the output drifted"
                findings.append(CheckFinding(kind: .drift, line: statement.lineNumber, source: statement.source,
                                             expected: expected, actual: actual, message: why))
                var changed = statement
                changed.expectedOutput = actual
                changed.expectsError = response.failed
                updatedFile.lines[lineIndex] = .statement(changed)
            }
        }
        if drifts == 0 && failures.isEmpty {
            return CheckReport(lines: ["\(path): ok (\(file.statements.count) statements)"], clean: true, updated: false,
                               statements: file.statements.count)
        }
        if !failures.isEmpty {
            let which = failures.count == 1 ? "line \(failures[0]) fails" : "lines \(failures.map(String.init).joined(separator: ", ")) fail"
            let drifted = drifts == 0 ? "" : ", \(drifts) output\(drifts == 1 ? "" : "s") drifted"
            report.append("\(path): \(which)\(drifted)" + (update ? "; not updated (a failure is never recorded as expected output)" : ""))
            return CheckReport(lines: report, clean: false, updated: false, failed: true, findings: findings, statements: file.statements.count)
        }
        if update {
            do {
                try AtomicFile.write(updatedFile.text(), to: path, keepPrevious: false)
                report.append("\(path): updated \(drifts) output\(drifts == 1 ? "" : "s")")
                return CheckReport(lines: report, clean: false, updated: true, findings: findings, statements: file.statements.count)
            } catch {
                report.append(error.description)
                findings.append(CheckFinding(kind: .notWritten, line: nil, message: error.description))
                return CheckReport(lines: report, clean: false, updated: false, findings: findings, statements: file.statements.count)
            }
        }
        report.append("\(path): \(drifts) output\(drifts == 1 ? "" : "s") drifted (fluid check --update \(path) accepts them)")
        return CheckReport(lines: report, clean: false, updated: false, findings: findings, statements: file.statements.count)
    }
}
