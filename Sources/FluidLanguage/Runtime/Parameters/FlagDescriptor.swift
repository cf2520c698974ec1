/// A parameter that is true or false (`clamp:`, `loopRunning:`), declared once: its name,
/// its default, what it means; read typed (`bound[.reactSpringClamp]` is a `Bool`) with one
/// message for anything else (`Messages.flagNeeded`, the choice wording every flag and choice
/// takes): `clamp: is true or false`. The flags are declared with their families
/// (`FrameParameters.swift`).
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
            guard case .bool(let value) = argument.value else { throw Diagnostic(Messages.flagNeeded(flag.name, given: argument.value), argument.span) }
            return value
        }
    }

    func has(_ flag: FlagDescriptor) -> Bool { has(flag.name) }
    func span(_ flag: FlagDescriptor) -> SourceSpan { span(flag.name) }
}
