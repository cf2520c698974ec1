/// What a platform says about one of fluid's words that is its own: the meaning help gives a
/// spring word or a member when the word is the platform's, a line that uses it, and the
/// platform's own name for a shared unit or rule. Each platform declares its entries in its folder
/// (`<Platform>+Glossary.swift`, `MotionPlatform.glossary`); the language finds them through
/// `MotionPlatforms.glossary(_:)` and so shows whose word each is without naming a platform.
public struct PlatformGlossaryEntry: Sendable {
    /// Which of fluid's words or rules the entry is about.
    public enum Topic: Sendable, Hashable {
        /// A word its spring constructors take (`allowOverDamping`): its meaning, or a line using it.
        case springArgument(String)
        /// A spring member named in its words (`s.duration`): what the member reads.
        case member(String)
        /// A named value of the language that is one of its words, the word itself as a string
        /// (`exact`, a decay model `model:` takes): its meaning and a line that uses it.
        case constant(String)
        /// Its name for fluid's logical pixel, `px` (meaning: "CSS px").
        case logicalPixel
        /// The way it estimates a gesture's release velocity, which a trace's `velocity` follows
        /// (meaning: the phrase after "the way").
        case releaseVelocity
        /// A spring's velocity written as a plain number, the distance per second: whose way
        /// of taking it that is (meaning: the phrase after "the distance per second, ").
        case plainVelocity
        /// One of the forms of fluid's own `spring(…)` (`SpringForm.generic`, by its id), or
        /// `velocity`, the word each of them may add, that is this platform's way of writing a
        /// spring (meaning: how spring's help credits it, "react-spring"); the help joins every
        /// platform's credit in registry order.
        case sharedForm(String)
        /// Its springs, given a new target while they run, carry position and velocity over
        /// exactly (meaning: whose springs, "UIKit's spring animators"); the exact retarget's
        /// meaning lists every platform's, in registry order.
        case exactRetarget
    }

    public let topic: Topic
    /// What it means, in a phrase help shows as it is; nil when fluid says it without the platform.
    public let meaning: String?
    /// A line that uses the word; nil when help takes its example elsewhere (a constructor's).
    public let example: String?

    public init(_ topic: Topic, _ meaning: String?, example: String? = nil) {
        self.topic = topic
        self.meaning = meaning
        self.example = example
    }
}

/// The parts a platform plays in fluid's own examples (help of commands and of `as`), so that
/// they show a platform's spring without naming the platform.
public struct PlatformExamples: Sendable {
    /// The path of the preset that examples use for a platform's spring (`bouncy`); nil for none.
    public let preset: String?
    /// True when help's examples of `as` show a spring as this platform's (`… as NAME`).
    public let family: Bool

    public init(preset: String? = nil, family: Bool = false) {
        self.preset = preset
        self.family = family
    }
}

/// One of `compare`'s form rows that is a platform's own way of writing a spring: the form,
/// read back through its inverse, labelled with the platform's name and the form's labels
/// ("origami tension, friction").
public struct PlatformCompareForm: Sendable {
    /// Its place among the platforms' form rows (which follow fluid's own forms): 0 first.
    /// The registry lists platforms in another order than compare shows their rows, so each
    /// states its place.
    public let place: Int
    public let form: SpringForm

    public init(place: Int, _ form: SpringForm) {
        self.place = place
        self.form = form
    }
}
