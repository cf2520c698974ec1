/// One mistake as the catalogue (`Messages`) words it: its stable code and the line a person
/// reads. Made only by `Messages`, so a diagnostic's code and text come from one place.
public struct Message: Hashable, Sendable, CustomStringConvertible {
    public var code: ErrorCode
    /// One line, starting lowercase, e.g. "cannot add a time to a length".
    public var text: String

    init(_ code: ErrorCode, _ text: String) {
        self.code = code
        self.text = text
    }

    public var description: String { text }
}
