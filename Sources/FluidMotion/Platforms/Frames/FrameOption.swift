/// One option of a frame drawing, as the platform declares it: a number with its quantity,
/// default and range; a flag; a choice among words; an easing; a friction. The language turns
/// each into a builtin's parameter and checks a call's value before the drawing runs.
public enum FrameOption: Sendable {
    /// A number. `positional` also matches it by position (a flick's velocity); `required`
    /// when a call must give it; `default` and `meaning` replace the number's own for this drawing.
    case number(FrameNumber, positional: Bool = false, required: Bool = false, default: Double? = nil, meaning: String? = nil)
    /// True or false.
    case flag(FrameFlag)
    /// One of a few words; `default` is the word used when left out, `meaning` replaces the choice's own.
    case choice(FrameChoice, default: String? = nil, meaning: String? = nil)
    /// An easing function (a curve of the fraction of a duration): `takes` and `shown` (its
    /// default as written) for the signature and help.
    case easing(name: String, shown: String, meaning: String)
    /// A friction: a plain number, or a rate per second (the platform converts it).
    case friction(name: String, shown: String, meaning: String)

    /// The label a call writes.
    public var name: String {
        switch self {
        case .number(let number, _, _, _, _): return number.name
        case .flag(let flag): return flag.name
        case .choice(let choice, _, _): return choice.name
        case .easing(let name, _, _), .friction(let name, _, _): return name
        }
    }
}

/// A number a frame drawing takes, declared once: its label, its quantity, its default (nil
/// when leaving it out means something of its own), its range in base units, an example as
/// written, and what it means.
public struct FrameNumber: Sendable {
    /// What the number is; base units are seconds, points and points per second.
    public enum Quantity: Sendable {
        case plain, time, length, speed
    }

    public let name: String
    public let quantity: Quantity
    public let defaultValue: Double?
    public let range: ParameterRange?
    public let example: String
    public let meaning: String

    public init(_ name: String, _ quantity: Quantity, default defaultValue: Double? = nil, range: ParameterRange? = nil, example: String,
                _ meaning: String) {
        self.name = name
        self.quantity = quantity
        self.defaultValue = defaultValue
        self.range = range
        self.example = example
        self.meaning = meaning
    }

    /// The display's frame rate; fractional rates (59.94) are taken.
    public static let fps = FrameNumber("fps", .plain, default: 60, range: .closed(1, 1000, "1 to 1000 frames per second"),
                                        example: "120", "frames per second of the display, 1 to 1000")

    /// The size of the move, its magnitude, in the platform's units (which set its thresholds).
    public static let distance = FrameNumber(
        "distance", .length, default: 1,
        range: ParameterRange(lower: .open(0), upper: .open(1e12), magnitude: true, "a finite size other than 0"),
        example: "300pt", "the size of the move, in the platform's units, which set its rest thresholds")
}

/// A true-or-false option: its label, its value when left out, what true does.
public struct FrameFlag: Sendable {
    public let name: String
    public let defaultValue: Bool
    public let meaning: String

    public init(_ name: String, default defaultValue: Bool = false, _ meaning: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.meaning = meaning
    }
}

/// An option that names one of a few words (`property: "alpha"`), in the order help and
/// messages list them, each with the number it stands for.
public struct FrameChoice: Sendable {
    public let name: String
    public let words: [(word: String, value: Double)]
    /// Whether `"Alpha"` is `alpha`.
    public let ignoresCase: Bool
    /// Why the choices are these, when the message should say.
    public let reason: String?
    /// A word as a call writes it.
    public let example: String
    public let meaning: String

    public init(_ name: String, words: [(word: String, value: Double)], ignoresCase: Bool = false, reason: String? = nil, example: String,
                _ meaning: String) {
        self.name = name
        self.words = words
        self.ignoresCase = ignoresCase
        self.reason = reason
        self.example = example
        self.meaning = meaning
    }

    /// The number `word` stands for (a word the call wrote, checked by the language).
    public func value(of word: String) -> Double? { words.first { $0.word == word }?.value }
}
