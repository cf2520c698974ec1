/// One of a platform's deceleration models, as `decay(v, model: WORD)` and `project` take it:
/// its words, how tables name it, its parameters, how it builds the decay and the rest rule
/// that stops it. Each platform declares its own in its folder (`MotionPlatform.decayModels`);
/// the language lists them from the registry (`MotionPlatforms.decayModels`) and names none.
public struct DecayModelDeclaration: Sendable {
    /// Which builtin takes the model when none is named and its parameters imply none.
    public enum DefaultFor: Sendable { case decay, project }

    /// The word `model:` takes (`exact`), as the decay prints it.
    public let word: String
    /// Other words for it, lowercased (`wwdc`, `fling`).
    public let otherWords: [String]
    /// How tables name it: "UIKit exact".
    public let title: String
    /// Its place wherever the models are listed (the choices of `model:`, `project`'s summary, the
    /// parameters' order): 0 first. Platforms are listed in the registry's order; their models
    /// interleave (Compose's spline comes last), so each states its place.
    public let place: Int
    /// Its parameters in display order; the first model listed with a parameter's name describes it.
    public let parameters: [DecayParameterDeclaration]
    /// The rest rule, as summaries state it: "stops when |v| < 0.5 pt/s".
    public let restRule: String
    /// The builtin it is the default of, if any.
    public let defaultFor: DefaultFor?
    /// How `project`'s summary qualifies it ("WWDC", "coasting"); nil for none.
    public let note: String?
    /// The labels after the velocity in `decay`'s help form for it (`model: exact` written as a
    /// label); nil when decay's help shows no form of it.
    public let decayForm: [String]?
    /// The same for `project`'s help.
    public let projectForm: [String]?
    /// Its place and phrase in `decays(v)`, the side-by-side table: "UIKit talk"; nil when the
    /// table leaves it out. A platform's consecutive phrases are joined with "and".
    public let sideBySide: (place: Int, phrase: String)?
    /// The decay of a flick released at `velocity` (units per second) under the model, from its
    /// parameters as written (defaults filled in).
    /// - Throws: `MotionError` naming the parameter that is out of range.
    public let build: @Sendable (_ velocity: Double, _ arguments: DecayArguments) throws(MotionError) -> Deceleration

    public init(word: String, otherWords: [String] = [], title: String, place: Int, parameters: [DecayParameterDeclaration],
                restRule: String, defaultFor: DefaultFor? = nil, note: String? = nil, decayForm: [String]?, projectForm: [String]?,
                sideBySide: (place: Int, phrase: String)?,
                build: @escaping @Sendable (_ velocity: Double, _ arguments: DecayArguments) throws(MotionError) -> Deceleration) {
        self.word = word
        self.otherWords = otherWords
        self.title = title
        self.place = place
        self.parameters = parameters
        self.restRule = restRule
        self.defaultFor = defaultFor
        self.note = note
        self.decayForm = decayForm
        self.projectForm = projectForm
        self.sideBySide = sideBySide
        self.build = build
    }

    /// The names of its parameters, in display order.
    public var labels: [String] { parameters.map(\.name) }

    /// The parameter named `label`, if the model takes it.
    public func parameter(_ label: String) -> DecayParameterDeclaration? { parameters.first { $0.name == label } }
}

/// A parameter of a deceleration model: its name, what it takes, its default and meaning.
public struct DecayParameterDeclaration: Sendable {
    public enum Kind: Sendable {
        /// A plain number.
        case plain
        /// A time (a plain number is seconds), in seconds.
        case time
        /// A plain number in the platform's own units, or a rate per second: the decay constant itself.
        case plainOrRate
    }

    public let name: String
    public let kind: Kind
    /// What it takes, as help says it: "a plain number".
    public let takes: String
    /// Its default, in base units (seconds for a time).
    public let defaultValue: Double
    /// How help writes the default when not as a number (`normal`); nil for the number.
    public let shownDefault: String?
    /// What it means, for help; nil when it means what the same name of a model listed before
    /// it means. A later model's own meaning is added as "with model: WORD, …".
    public let meaning: String?
    /// What a mistaken value is told it should be, with an example, when not just `takes`:
    /// ("a plain number (pixels per dp)", "2.625").
    public let expected: (phrase: String, example: String)?
    /// Its meaning as a member of the model's decays (`d.power`), for a parameter only some
    /// models have; nil when decays have no such member.
    public let member: String?
    /// For `plainOrRate`: the plain number of a rate per second (the platform's own units).
    public let plainOfRate: (@Sendable (Double) -> Double)?
    /// For a parameter that is a way of writing any decay's constant λ (UIKit's rate), how every
    /// decay answers it and how the conversion builtin of its name reads it.
    public let writing: DecayWriting?
    /// What this model's own value of it is, when every decay answers the name but this model
    /// reads it its own way: "a Rebound coasting's own: its Origami friction".
    public let ownReading: String?

    public init(_ name: String, _ kind: Kind = .plain, takes: String, default defaultValue: Double, shown shownDefault: String? = nil,
                meaning: String?, expected: (phrase: String, example: String)? = nil, member: String? = nil,
                plainOfRate: (@Sendable (Double) -> Double)? = nil, writing: DecayWriting? = nil, ownReading: String? = nil) {
        self.name = name
        self.kind = kind
        self.takes = takes
        self.defaultValue = defaultValue
        self.shownDefault = shownDefault
        self.meaning = meaning
        self.expected = expected
        self.member = member
        self.plainOfRate = plainOfRate
        self.writing = writing
        self.ownReading = ownReading
    }
}

/// A model's parameters as written, defaults filled in: each value in base units, and whether it
/// was written as a rate per second (a `plainOrRate` parameter).
public struct DecayArguments: Sendable {
    public let values: [String: (value: Double, isRate: Bool)]

    public init(_ values: [String: (value: Double, isRate: Bool)]) { self.values = values }

    /// The value of `label` (NaN when absent, which the models refuse).
    public subscript(_ label: String) -> Double { values[label]?.value ?? .nan }

    /// Whether `label` was written as a rate per second.
    public func isRate(_ label: String) -> Bool { values[label]?.isRate ?? false }
}
