/// A mistake in a line: what went wrong, where, and optionally how to fix it.
///
/// Every diagnostic has a span; `rendered(source:)` draws carets under it. One made from
/// the catalogue (`Messages`) carries its stable ``code``; one made from a bare string has
/// none, and no file under Sources makes one from a string literal (`InlineMessageRatchetTests`).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line, starting lowercase, e.g. "cannot add a time to a length".
    public var message: String
    /// The catalogue's code for this mistake (`help E100`); nil for a message not yet in it.
    public var code: ErrorCode?
    /// Where, in `Character` offsets of the line.
    public var span: SourceSpan
    /// Extra advice shown below the caret line, e.g. the accepted forms of `spring`.
    public var help: String?
    /// The function of the user's the mistake happened in, once the message names it
    /// ("in f: …"); nil for a mistake on the line itself.
    public var function: String?

    public init(_ message: String, _ span: SourceSpan, help: String? = nil) {
        self.message = message
        self.span = span
        self.help = help
    }

    /// A mistake from the catalogue: its code and its words.
    public init(_ message: Message, _ span: SourceSpan, help: String? = nil) {
        self.init(message.text, span, help: help)
        self.code = message.code
    }

    public init(message: String, span: SourceSpan, help: String? = nil) {
        self.init(message, span, help: help)
    }

    public var description: String { "\(span): \(message)" }

    /// What the user wrote, as a message repeats it: whole up to 80 characters; longer, its
    /// first 60 and last 10 around "…" and its length, so a 100,000-character name, path or
    /// line never comes back as a 100,000-character message.
    public static func echo(_ text: String) -> String {
        guard text.count > 80 else { return text }
        return text.prefix(60) + "…" + text.suffix(10) + " (\(text.count) characters)"
    }
}
