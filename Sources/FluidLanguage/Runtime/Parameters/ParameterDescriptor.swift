import FluidMotion

/// One concept a call or a command takes by label, declared once: its name, the quantity it
/// is, its default, the values it may take (with why), what it means, and an example value.
/// A builtin's `Parameter` entry is made from it (`Parameter(.fps)`), and the call reads it
/// back typed (`bound[.fps]` is a `Double` in frames per second, checked against its range),
/// so the label, its unit check, its default and its one range message live here and nowhere
/// else. The catalogue is in this folder, one file per family (`FrameParameters.swift`,
/// `SpringParameters.swift`).
public struct ParameterDescriptor<Value: ParameterNumber>: Sendable {
    /// The label a call writes: `fps`, `distance`.
    public let name: String
    /// The quantity it must be (its dimension, how a message says it, a plain number's unit).
    let expectation: Expectation
    /// Used when the call leaves it out; nil when it is required, or when leaving it out
    /// means something of its own (Motion's restSpeed follows the distance).
    public let defaultValue: Value?
    /// The values it may take, in base units; nil when any finite value of its dimension is
    /// taken.
    public let range: ParameterRange?
    /// One line: what it does, for `help NAME`'s parameter lines.
    public let meaning: String
    /// A value as written in a call, inside the range: `120`, `300pt`.
    public let example: String

    init(_ name: String, _ expectation: Expectation, default defaultValue: Value? = nil, range: ParameterRange? = nil,
         example: String, _ meaning: String) {
        self.name = name
        self.expectation = expectation
        self.defaultValue = defaultValue
        self.range = range
        self.meaning = meaning
        self.example = example
    }

    /// Its dimension: time, length, speed, or none for a plain number.
    public var dimension: Dimension { expectation.dimension }

    /// What a command's option of this parameter takes, for its `CommandOption` kind; nil
    /// for a dimension commands do not take (an angle). A command's length also takes a
    /// plain number as points, where a builtin's does not.
    public var quantityExpectation: QuantityExpectation? {
        switch dimension {
        case .none: return .plain
        case .time: return .time
        case .length: return .length
        case .speed: return .speed
        default: return nil
        }
    }

    /// The one message for a value outside the range (``RangeWording``, shared with the
    /// commands' options and settings): `fps: is 1 to 1000 frames per second, like fps: 120`.
    public var rangeMessage: String {
        RangeWording.refusal(name, is: range?.phrase ?? expectation.phrase, reason: range?.reason, like: name + ": " + example)
    }

    /// A quantity already checked for its dimension, as this parameter's value: inside the
    /// range (its magnitude for a size), and whole for a count; the range's message at `span`
    /// otherwise.
    public func value(of quantity: Quantity, span: SourceSpan) throws(Diagnostic) -> Value {
        guard let value = accepted(quantity.value) else { throw Diagnostic(Messages.outsideRange(rangeMessage), span) }
        return value
    }

    /// An argument as this parameter's value: its dimension checked first (a plain number
    /// taken in the parameter's plain unit), then its range.
    func value(of argument: EvaluatedArgument, span: SourceSpan) throws(Diagnostic) -> Value {
        let quantity = try BoundArguments.check(argument, name: name, expectation)
        return try value(of: quantity, span: span)
    }
}

/// What a parameter's value is in Swift: a `Double` in base units (s, pt, pt/s) or an `Int`
/// count. `init(parameterNumber:)` is nil for a number the type cannot hold exactly (2.5 as
/// an Int).
public protocol ParameterNumber: Sendable {
    init?(parameterNumber: Double)
    /// The value as a number in base units, for defaults and ranges.
    var parameterNumber: Double { get }
}

extension Double: ParameterNumber {
    public init?(parameterNumber: Double) { self = parameterNumber }
    public var parameterNumber: Double { self }
}

extension Int: ParameterNumber {
    public init?(parameterNumber: Double) {
        guard parameterNumber.rounded(.towardZero) == parameterNumber, abs(parameterNumber) < 0x1p52 else { return nil }
        self = Int(parameterNumber)
    }
    public var parameterNumber: Double { Double(self) }
}
