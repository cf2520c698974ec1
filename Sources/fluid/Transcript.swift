import Notebook

/// `fluid run`'s transcript: the notebook as written, each statement followed by what it
/// printed now, as `#>` lines (`#!` for an error); comments and blank lines in place. Lines
/// after a `quit` are not shown.
enum Transcript {
    static func lines(of file: SessionFile, results: [Replayer.StatementResult], display: DisplaySettings) -> [String] {
        var transcript = SessionFile(lines: [])
        var next = 0
        for line in file.lines {
            guard case .statement(var statement) = line else { transcript.lines.append(line); continue }
            guard next < results.count else { break }
            var response = results[next].response
            next += 1
            response.display = display
            statement.expectedOutput = response.lines
            statement.expectsError = response.failed
            transcript.lines.append(.statement(statement))
        }
        // The file's own writer: the same #> and #! lines a saved notebook has.
        return transcript.textLines()
    }
}
