/// What one line of input produced.
public struct Response: Equatable, Sendable {
    /// Lines to show, in order. Empty for a line that prints nothing (a blank line, a comment).
    public var lines: [String]
    /// The line failed: nothing it would have bound was kept, and `lines` say why.
    public var failed: Bool
    /// The user asked to leave (`quit`, `exit`).
    public var quit: Bool

    public init(lines: [String] = [], failed: Bool = false, quit: Bool = false) {
        self.lines = lines
        self.failed = failed
        self.quit = quit
    }

    static func error(_ text: String) -> Response {
        Response(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), failed: true)
    }

    static func text(_ text: String) -> Response {
        Response(lines: text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}
