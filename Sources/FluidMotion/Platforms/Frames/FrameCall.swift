/// One call of a frame drawing, its arguments already checked by the language against the
/// drawing's options: numbers in base units inside their ranges, flags, choices as the words
/// declared. Read an option through its declaration (`call[FrameNumber.fps]`).
public struct FrameCall: Sendable {
    /// The subject as given.
    public enum Subject: Sendable {
        case spring(Spring)
        /// A decay, with the word of its model (`compose`, `splineBasedDecay`) for messages.
        case decay(Deceleration, model: String)
        /// Anything else, as a message names it: "a number", "a function".
        case other(String)
    }

    /// An easing as given: the source a builtin easing prints as (`cubicBezier(…)`), its control
    /// points when it is a cubic Bézier, and how a message names the value.
    public struct Easing: Sendable {
        public let source: String?
        public let timing: CubicBezierTiming?
        public let kind: String

        public init(source: String?, timing: CubicBezierTiming?, kind: String) {
            self.source = source
            self.timing = timing
            self.kind = kind
        }
    }

    /// A friction as written: its number, and whether it was a rate per second.
    public struct Friction: Sendable {
        public let value: Double
        public let perSecond: Bool

        public init(value: Double, perSecond: Bool) {
            self.value = value
            self.perSecond = perSecond
        }
    }

    /// Nil when the call leaves it out (or the drawing takes none).
    public let subject: Subject?
    /// The labels the call gives.
    public let given: Set<String>
    /// Every number given or defaulted, by label.
    public let numbers: [String: Double]
    public let flags: [String: Bool]
    /// Every choice given or defaulted, as its declared word.
    public let choices: [String: String]
    public let easings: [String: Easing]
    public let frictions: [String: Friction]
    /// The most frames a drawing may draw before it gives up.
    public let limit: Int

    public init(subject: Subject?, given: Set<String>, numbers: [String: Double], flags: [String: Bool], choices: [String: String],
                easings: [String: Easing], frictions: [String: Friction], limit: Int) {
        self.subject = subject
        self.given = given
        self.numbers = numbers
        self.flags = flags
        self.choices = choices
        self.easings = easings
        self.frictions = frictions
        self.limit = limit
    }

    /// The number given, or its default; nil when neither.
    public subscript(_ number: FrameNumber) -> Double? { numbers[number.name] }
    /// The flag given, or its default.
    public subscript(_ flag: FrameFlag) -> Bool { flags[flag.name] ?? flag.defaultValue }
    /// The number the choice given (or defaulted) stands for; nil when neither.
    public subscript(_ choice: FrameChoice) -> Double? { choices[choice.name].flatMap(choice.value(of:)) }

    /// Whether the call gives the argument labelled `name`.
    public func has(_ name: String) -> Bool { given.contains(name) }
}

extension FrameCall.Subject {
    /// How a message names it: "a spring", "a decay", or the language's own phrase.
    public var kind: String {
        switch self {
        case .spring: return "a spring"
        case .decay: return "a decay"
        case .other(let phrase): return phrase
        }
    }
}
