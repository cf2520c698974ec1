import Notebook

/// `fluid run`'s transcript: the notebook as written, each statement followed by what it
/// printed now, as `#>` lines (`#!` for an error); comments and blank lines in place (they
/// are printed as they are read). Lines after a `quit` are not shown.
enum Transcript {
    /// One statement's part of the transcript: its source, then what it printed as `#>`
    /// lines (`#!` for an error), rendered at `display`, with the file's own writer: the
    /// same `#>` and `#!` lines a saved notebook has.
    static func lines(of statement: SessionFile.Statement, response: Response, display: DisplaySettings) -> [String] {
        var statement = statement, response = response
        response.display = display
        statement.expectedOutput = response.lines
        statement.expectsError = response.failed
        return SessionFile(lines: [.statement(statement)]).textLines()
    }
}
