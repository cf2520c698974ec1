/// A mistake in a line: what went wrong, where, and optionally how to fix it.
///
/// Every diagnostic has a span; `rendered(source:)` draws carets under it.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line, starting lowercase, e.g. "cannot add a time to a length".
    public var message: String
    /// Where, in `Character` offsets of the line.
    public var span: SourceSpan
    /// Extra advice shown below the caret line, e.g. the accepted forms of `spring`.
    public var help: String?

    public init(_ message: String, _ span: SourceSpan, help: String? = nil) {
        self.message = message
        self.span = span
        self.help = help
    }

    public init(message: String, span: SourceSpan, help: String? = nil) {
        self.init(message, span, help: help)
    }

    public var description: String { "\(span): \(message)" }
}
