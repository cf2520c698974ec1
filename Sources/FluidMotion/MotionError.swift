/// A parameter that Motion cannot work with, and what to do about it.
///
/// `parameter` is the argument name exactly as the user wrote it (`"response"`,
/// `"bounce"`, `"rate"`), so a caller can point at it; `message` is a complete sentence a
/// designer can act on, e.g. "response must be a positive time (seconds)".
public struct MotionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The argument name as the user wrote it, e.g. `"response"`.
    public var parameter: String
    /// What is wrong and what is allowed, e.g. "response must be a positive time (seconds)".
    public var message: String

    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// The message alone: it already names the parameter.
    public var description: String { message }
}
