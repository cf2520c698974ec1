/// What a platform draws frame by frame, offered to fluid's language as one builtin
/// (`composeFrames(s, fps: 120)`): its name, its help, what it runs, its options, and the
/// function that draws the frames. A platform lists its drawings in
/// `MotionPlatform.frameDrawings`; the language makes each a builtin (its signature, argument
/// binding and checking, help and completion) by iterating the registry, naming none.
///
/// The language checks every option before `draw` runs: a number's dimension and range, a
/// flag's true or false, a choice's word. `draw` then checks what only the platform knows
/// (which options go together, where a bound may lie) and throws a `DrawingRefusal` in its
/// own words.
public struct FrameDrawing: Sendable {
    /// The builtin's name, `composeFrames`.
    public let name: String
    /// What it draws, for `help NAME`.
    public let summary: String
    /// A call that runs.
    public let example: String
    /// Its first positional argument, what it runs (a spring, a decay); nil when it takes
    /// none (a flick's velocity is then a positional number option).
    public let subject: FrameSubject?
    /// Its options, in the order the signature and help list them.
    public let options: [FrameOption]
    /// Alternative calls as argument names, each shown `(…)` in the signature; empty for
    /// one call taking every argument in order.
    public let forms: [[String]]
    /// The frames of one call.
    public let draw: @Sendable (FrameCall) throws(DrawingRefusal) -> FrameTrace

    public init(name: String, summary: String, example: String, subject: FrameSubject?, options: [FrameOption], forms: [[String]] = [],
                draw: @escaping @Sendable (FrameCall) throws(DrawingRefusal) -> FrameTrace) {
        self.name = name
        self.summary = summary
        self.example = example
        self.subject = subject
        self.options = options
        self.forms = forms
        self.draw = draw
    }
}

/// The argument a frame drawing runs: its name (`spring`), what it takes in a word or two
/// (`a spring or a Compose decay`), what it means, and whether a call may leave it out.
public struct FrameSubject: Sendable {
    public let name: String
    public let takes: String
    public let meaning: String
    /// Whether a call may leave it out (react-spring's frames of a duration take no spring).
    public let optional: Bool

    public init(_ name: String, takes: String, optional: Bool = false, _ meaning: String) {
        self.name = name
        self.takes = takes
        self.meaning = meaning
        self.optional = optional
    }
}

/// What a frame drawing gives: its frames as a trace over wall time (seconds), and what its
/// values measure.
public struct FrameTrace: Sendable {
    public enum Measure: Sendable {
        /// Progress of a move, 0 to 1 (a plain number).
        case progress
        /// A position, in the length unit of the argument named (a decay's or a velocity's).
        case position(unitOf: String)
    }

    public let trace: Trace<Double>
    public let measure: Measure

    public init(_ trace: Trace<Double>, _ measure: Measure = .progress) {
        self.trace = trace
        self.measure = measure
    }
}

/// Why a frame drawing refuses a call, in the platform's words (`min: must be at most 0,
/// where the spring starts …`), and the argument the words are about, for the carets.
public struct DrawingRefusal: Error, Sendable {
    public enum Reason: Sendable {
        /// The subject is not one it runs, or is missing.
        case subject
        /// An option's value, or options that do not go together.
        case option
        /// Its frames do not end within the call's frame limit.
        case unfinished
        /// An option's value outside its declared range once the platform holds it (a Float):
        /// the range's own message, not these words.
        case outsideRange
    }

    /// Where the carets go.
    public enum Place: Sendable {
        /// The whole call.
        case call
        /// An argument's label and value.
        case argument(String)
        /// An argument's value alone.
        case value(String)
    }

    public let reason: Reason
    public let words: String
    public let place: Place

    public init(_ reason: Reason, _ words: String, at place: Place) {
        self.reason = reason
        self.words = words
        self.place = place
    }

    /// The value of option `name` is outside its range as the platform holds it.
    public static func outsideRange(_ name: String) -> DrawingRefusal { DrawingRefusal(.outsideRange, "", at: .argument(name)) }
}
