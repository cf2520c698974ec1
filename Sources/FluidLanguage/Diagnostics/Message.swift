/// One mistake as the catalogue (`Messages`) words it: its stable code and the line a person
/// reads. Made only in `Messages` and its extensions (files named `Messages*.swift`; another
/// module's, such as the notebook's commands, extend `Messages` in its own such file), so a
/// diagnostic's code and text come from one place; `InlineMessageRatchetTests` keeps it so.
public struct Message: Hashable, Sendable, CustomStringConvertible {
    public var code: ErrorCode
    /// One line, starting lowercase, e.g. "cannot add a time to a length".
    public var text: String

    public init(_ code: ErrorCode, _ text: String) {
        self.code = code
        self.text = text
    }

    public var description: String { text }
}
