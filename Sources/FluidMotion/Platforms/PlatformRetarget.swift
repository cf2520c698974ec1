/// What a platform does when a running spring is given a new target, as `retarget(…,
/// platform:)` runs it, and how help and messages name it. A platform that draws the chain
/// frame by frame says so with its `frames`.
public struct PlatformRetarget: Sendable {
    public enum Kind: Sendable, Hashable {
        /// Position and velocity carry over exactly: the closed-form motion (`RetargetedMotion`).
        case exact
        /// Each retarget starts a new animation from the value and the frame-difference
        /// velocity at that time, drawn frame by frame.
        case restartsFromFrame
        /// The running animation keeps its state and moves its final position, drawn frame by frame.
        case movesFinalPosition
    }

    public let kind: Kind
    /// What it draws, in a few words: "position and velocity carry over exactly".
    public let summary: String
    /// Its sentence in retarget's summary, naming the platform as `platform:` takes it:
    /// "platform: motion gives what Motion … draws at fps:, as a trace".
    public let help: String
    /// What `platform: NAME` means, after "NAME: " in the parameter's meaning.
    public let meaning: String
    /// How it draws the chain, for a platform that draws frames; nil for the exact motion.
    public let frames: RetargetFrames?

    public init(_ kind: Kind, _ summary: String, help: String, meaning: String, frames: RetargetFrames? = nil) {
        self.kind = kind
        self.summary = summary
        self.help = help
        self.meaning = meaning
        self.frames = frames
    }
}

/// A chain of retargets as a platform draws it, frame by frame.
public struct RetargetFrames: Sendable {
    /// The platform as its messages name it, possessive: "Motion's".
    public let possessive: String
    /// What `fps:` means for it beyond the frame times, if anything: "at whole milliseconds".
    public let fpsNote: String?
    /// The rest thresholds a move of `distance:` sets: "Motion: 0.005 and 0.01/s under 5 units, …".
    public let thresholds: String
    /// Whether it takes `restSpeed:` and `restDelta:`, with what each means; nil when its own
    /// rule ends it, which `restRule` states ("ends by SpringAnimation's own rule").
    public let restOptions: (restSpeed: String, restDelta: String)?
    public let restRule: String
    /// The trace of progress (value/distance) over wall time in milliseconds.
    /// - Throws: `MotionError` in the platform's words when it cannot draw the chain (a change
    ///   it does not make, a motion it never ends within `limit` frames).
    public let draw: @Sendable (_ chain: RetargetChain, _ options: RetargetFrameOptions) throws(MotionError) -> Trace<Double>

    public init(possessive: String, fpsNote: String? = nil, thresholds: String, restOptions: (restSpeed: String, restDelta: String)? = nil,
                restRule: String = "", draw: @escaping @Sendable (RetargetChain, RetargetFrameOptions) throws(MotionError) -> Trace<Double>) {
        self.possessive = possessive
        self.fpsNote = fpsNote
        self.thresholds = thresholds
        self.restOptions = restOptions
        self.restRule = restRule
        self.draw = draw
    }
}

/// A retargeted motion as the platforms' drawers read it: its segments (the closed-form
/// chain, in progress units of a move of 1) and each segment's spring as it was written.
public struct RetargetChain: Sendable {
    /// A segment's spring as written: the spring, its form and its values as written (base units).
    public typealias Written = (spring: Spring, form: SpringForm?, values: [String: Double])

    public let motion: RetargetedMotion
    /// The spring of each segment, in order.
    public let springs: [Written]

    public init(motion: RetargetedMotion, springs: [Written]) {
        self.motion = motion
        self.springs = springs
    }
}

/// The options every frame drawer takes: the display's frame rate, the size of the first move
/// (in the platform's units) and, for a platform that takes them, rest thresholds; the most
/// frames it may draw.
public struct RetargetFrameOptions: Sendable {
    public let framesPerSecond: Double
    public let distance: Double
    public let restSpeed: Double?
    public let restDelta: Double?
    public let limit: Int

    public init(framesPerSecond: Double, distance: Double, restSpeed: Double?, restDelta: Double?, limit: Int) {
        self.framesPerSecond = framesPerSecond
        self.distance = distance
        self.restSpeed = restSpeed
        self.restDelta = restDelta
        self.limit = limit
    }
}
