/// A parameter that is true or false (`clamp:`, `loopRunning:`), declared once: its name,
/// its default, what it means; read typed (`bound[.reactSpringClamp]` is a `Bool`) with one
/// message for anything else: `clamp: is true or false, like clamp: true`.
public struct FlagDescriptor: Sendable {
    public let name: String
    public let defaultValue: Bool
    /// One line: what true does.
    public let meaning: String

    init(_ name: String, default defaultValue: Bool = false, _ meaning: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.meaning = meaning
    }

    /// The message for a value that is not true or false: the example is the other value.
    public var message: String { "\(name): is true or false, like \(name): \(!defaultValue)" }

    /// react-spring's `clamp`.
    static let reactSpringClamp = FlagDescriptor("clamp", "react-spring's clamp: stop at the target instead of overshooting")
    /// Whether react-spring's frame loop is already running as the animation starts.
    static let loopRunning = FlagDescriptor(
        "loopRunning",
        "true when another react-spring animation is already running as this one starts: its first frame is then a display frame, not the 16.667 ms rafz gives a loop that starts idle")
    /// Rebound's `overshootClamping`.
    static let overshootClamping = FlagDescriptor("overshootClamping", "Rebound's overshoot clamping: stop at the target the moment it is passed")
}

extension Parameter {
    /// A true/false parameter declared by its descriptor.
    static func of(_ flag: FlagDescriptor, _ meaning: String? = nil) -> Parameter {
        .value(flag.name, takes: "true or false", default: String(flag.defaultValue), meaning ?? flag.meaning)
    }
}

extension BoundArguments {
    /// The flag given, or its default; the flag's message for anything but true or false.
    subscript(_ flag: FlagDescriptor) -> Bool {
        get throws(Diagnostic) {
            precondition(call.parameters?[flag.name] != nil, "\(call.name) reads \(flag.name):, which its parameter table does not declare")
            guard let argument = values[flag.name] else { return flag.defaultValue }
            guard case .bool(let value) = argument.value else { throw Diagnostic(flag.message, argument.span) }
            return value
        }
    }

    func has(_ flag: FlagDescriptor) -> Bool { has(flag.name) }
    func span(_ flag: FlagDescriptor) -> SourceSpan { span(flag.name) }
}
