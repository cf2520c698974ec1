import Notebook

/// `fluid run`'s transcript: the notebook as written, each statement followed by what it
/// printed now, as `#>` lines (`#!` for an error); comments and blank lines in place. Lines
/// after a `quit` are not shown.
enum Transcript {
    static func lines(of file: SessionFile, results: [Replayer.StatementResult], display: DisplaySettings) -> [String] {
        var out: [String] = []
        var next = 0
        for line in file.lines {
            switch line {
            case .verbatim(let text):
                out.append(text)
            case .statement(let statement):
                guard next < results.count else { return out }
                var response = results[next].response
                next += 1
                response.display = display
                out.append(statement.source)
                let prefix = response.failed ? SessionFile.errorPrefix : SessionFile.outputPrefix
                out += response.lines.map { $0.isEmpty ? prefix : prefix + " " + $0 }
            }
        }
        return out
    }
}
