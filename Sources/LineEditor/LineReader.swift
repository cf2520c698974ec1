/// What reading one line of input produced.
public enum LineReadResult: Equatable, Sendable {
    /// A line, without its line terminator.
    case line(String)
    /// Ctrl-C while the line was being edited: the line is dropped and the caller
    /// prompts again. Never a reason to exit.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
}

/// A source of lines for the notebook: the terminal, a pipe, or a script in a test.
public protocol LineReader: AnyObject {
    /// Reads the next line, showing `prompt` where the source has a place for one.
    func readLine(prompt: String) -> LineReadResult
}
