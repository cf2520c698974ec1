/// A spring as a notebook wrote it: its parameters, and the form and values it was written in
/// (a platform may end a spring written by a duration at that duration).
public struct WrittenSpring: Sendable {
    public let spring: Spring
    public let form: SpringForm
    /// The values as written, in base units (seconds for times).
    public let values: [String: Double]

    public init(_ spring: Spring, form: SpringForm, values: [String: Double]) {
        self.spring = spring
        self.form = form
        self.values = values
    }
}

/// A read-back member for how long a platform runs a spring (`s.composeDuration`), with its
/// platform's defaults (a move of 1, its own thresholds): seconds, +∞ when it never ends.
public struct DurationMember: Sendable {
    public let name: String
    /// One line for help: whose rule it is and what it measures.
    public let meaning: String
    /// Its row in `compare`.
    public let compareLabel: String
    /// What a message calls it when the spring has none: "Compose duration".
    public let noun: String
    /// Why the spring has none, when that is not that it never settles; nil otherwise.
    public let whyNone: @Sendable (WrittenSpring) -> String?
    public let duration: @Sendable (WrittenSpring) -> Double

    public init(_ name: String, compare compareLabel: String, noun: String, _ meaning: String,
                whyNone: @escaping @Sendable (WrittenSpring) -> String? = { _ in nil }, duration: @escaping @Sendable (WrittenSpring) -> Double) {
        self.name = name
        self.meaning = meaning
        self.compareLabel = compareLabel
        self.noun = noun
        self.whyNone = whyNone
        self.duration = duration
    }
}

/// What `durations s` shows of a platform: its rows, each named for whose rule it is, with the
/// rule in words and the member or call that reads it alone, and the options that set its
/// thresholds (`restSpeed:`, `visibilityThreshold:`).
public struct PlatformDurations: Sendable {
    /// How `durations`' help names its rows, in a phrase; empty when it adds none.
    public let summary: String
    public let options: [FrameNumber]
    public let rows: @Sendable (DurationQuery) -> [DurationRow]

    public init(summary: String, options: [FrameNumber] = [], rows: @escaping @Sendable (DurationQuery) -> [DurationRow]) {
        self.summary = summary
        self.options = options
        self.rows = rows
    }
}

/// One `durations` call as a platform reads it: the spring, the size of the move, the options
/// given (checked against their ranges), the frame limit, and how numbers and times print.
public struct DurationQuery {
    public let spring: WrittenSpring
    public let distance: Double
    public let options: [String: Double]
    public let limit: Int
    /// A number as the notebook prints it.
    public let number: (Double) -> String
    /// A time as the notebook prints it, "never" for +∞.
    public let time: (Double) -> String

    public init(spring: WrittenSpring, distance: Double, options: [String: Double], limit: Int,
                number: @escaping (Double) -> String, time: @escaping (Double) -> String) {
        self.spring = spring
        self.distance = distance
        self.options = options
        self.limit = limit
        self.number = number
        self.time = time
    }

    /// The option given; nil when left out.
    public subscript(_ option: FrameNumber) -> Double? { options[option.name] }
}

/// One row of `durations`: whose rule (`Compose at 60 Hz`), how long in seconds (+∞: never),
/// the rule in words, and the member or call that reads it alone (empty when none does with
/// these options).
public struct DurationRow: Sendable {
    public let label: String
    public let seconds: Double
    public let rule: String
    public let member: String

    public init(_ label: String, _ seconds: Double, _ rule: String, member: String = "") {
        self.label = label
        self.seconds = seconds
        self.rule = rule
        self.member = member
    }
}
