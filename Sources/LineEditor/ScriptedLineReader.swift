/// Plays back a fixed sequence of results, then reports the end of input. For tests.
public final class ScriptedLineReader: LineReader {
    /// Every prompt it was asked to show, in order.
    public private(set) var prompts: [String] = []
    private var remaining: ArraySlice<LineReadResult>

    public init(results: [LineReadResult]) {
        remaining = results[...]
    }

    public convenience init(lines: [String]) {
        self.init(results: lines.map(LineReadResult.line))
    }

    public func readLine(prompt: String) -> LineReadResult {
        prompts.append(prompt)
        return remaining.popFirst() ?? .endOfInput
    }
}
