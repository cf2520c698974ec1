/// A platform that animates springs (SwiftUI, Framer Motion, Android …), everything fluid
/// knows about it in one place: how its springs are written (constructors, each with forms
/// of labelled, typed, defaulted arguments), its presets with their documented values, how a
/// spring reads back in its own words, its duration rule, and its exported code with the
/// deviation of its model re-run from the printed numbers.
///
/// Each platform is one folder in `FluidMotion/Platforms/` and one entry in `MotionPlatforms.all`.
/// fluid's language lists the platforms and makes its constructors (`motion.spring(…)`),
/// presets (`swiftui.bouncy`), `s as motion`, member read-backs (`s.visualDuration`) and
/// `export` targets from them, and the session export writes each platform's part
/// (`scriptExport`, `codeExports`, `curveExport`); the files that still name a platform
/// outside its folder are `PlatformFolderTests`' list of those not yet converted.
///
/// Every requirement but `name` and `title` has a default (none), so a platform states only
/// what it has.
public protocol MotionPlatform: Sendable {
    /// fluid's name for the platform: one lowercase word, the namespace of its constructors
    /// and presets and the word after `as` (`motion`).
    var name: String { get }
    /// The platform as its users write it: `Motion (Framer Motion)`.
    var title: String { get }
    /// Where its definitions come from (upstream source files or documentation).
    var upstream: String { get }
    /// The release whose behaviour fluid models (`12.36+`), as help and export comments
    /// name it; empty when not stated.
    var release: String { get }
    /// Other names users call it by, lowercased (`motion` for `motion`), for "did you mean".
    var aliases: [String] { get }
    /// Its spring constructors, each with its forms in matching order.
    var constructors: [SpringConstructor] { get }
    /// The form `s as NAME` writes (one that expresses every spring) and the forms shown
    /// beside it; nil when the platform has no `as`.
    var family: SpringFamily? { get }
    /// Presets with their documented values, in the platform's order.
    var presets: [SpringPreset] { get }
    /// Read-backs named after the platform's words (`s.visualDuration`).
    var members: [SpringMember] { get }
    /// What the platform does to values as written when it changes them (a clamp), one
    /// phrase each; empty when it takes them as they are.
    func notes(on form: SpringForm, written values: [String: Double], flags: [String: Bool], spring: Spring) -> [SpringPhrase]
    /// The export target, when fluid writes code for the platform.
    var exportTarget: ExportTarget? { get }
    /// The code for `spring` and the deviation of the platform's model run from the printed
    /// values. `tolerance` (progress units) is for platforms that approximate (CSS).
    /// - Throws: `MotionError` when the platform cannot express the spring.
    func exportedCode(_ spring: Spring, tolerance: Double) throws(MotionError) -> ExportedCode
    /// Its deceleration models (`decay(v, model: inertia)`), declared in its folder's
    /// `<Platform>+Decay.swift`; the platform's own name (or alias) as a model means the first.
    /// Empty when it has none.
    var decayModels: [DecayModelDeclaration] { get }
    /// What happens when a running spring of it is given a new target, when fluid models it
    /// (`retarget(…, platform: NAME)`); nil when it does not.
    var retarget: PlatformRetarget? { get }
    /// Its part of a session exported as TypeScript or JavaScript; nil when it has none.
    var scriptExport: ScriptExportPart? { get }
    /// How long its own frames take to end a move of 1 at 60 Hz, when it draws frames (compare's rows).
    var frameDuration: PlatformFrameDuration? { get }
    /// The forms of its own that `tune` offers every spring as a knob family, besides fluid's.
    var tuneKnobs: [SpringForm] { get }
    /// What it draws frame by frame, each offered as a builtin (`composeFrames(…)`); empty when it draws none.
    var frameDrawings: [FrameDrawing] { get }
    /// Its members that read how long it runs a spring (`s.composeDuration`), in compare's order.
    var durationMembers: [DurationMember] { get }
    /// Its rows of `durations s`; nil when it adds none.
    var durations: PlatformDurations? { get }
    /// Its parts of a session exported as Swift or Kotlin (one per language it writes); empty when none.
    var codeExports: [CodeExportPart] { get }
    /// Its part of a session export that follows any motion over time (its own file, and the
    /// easings the JSON and Design Tokens exports carry); nil when it has none.
    var curveExport: CurveExportPart? { get }
    /// What it says about fluid's words that are its own (a spring word's meaning, a constant,
    /// its name for a logical pixel), in `<Platform>+Glossary.swift`; empty when nothing.
    var glossary: [PlatformGlossaryEntry] { get }
    /// The parts it plays in fluid's examples (the preset commands' help shows); none by default.
    var examples: PlatformExamples { get }
    /// Its own ways of writing a spring that `compare` shows as rows; empty when none.
    var compareForms: [PlatformCompareForm] { get }
    /// The platforms whose code, units or toolkit this one's model is made of (React Native's
    /// springs are Origami's tension and friction), declared in its folder's
    /// `<Name>+BuildsOn.swift`: the only other platforms its folder names. Empty when none.
    var buildsOn: [any MotionPlatform] { get }
    /// Its named easings (`css.easeOut`), declared in its folder's `<Name>+Easings.swift`; nil when none.
    var easings: PlatformEasings? { get }
    /// The spring form whose refusal at one value is its coasting spring, with its hint,
    /// declared in its folder's `<Name>+CoastingSpring.swift`; nil when none.
    var coastingSpring: CoastingSpring? { get }
}

extension MotionPlatform {
    public var upstream: String { "" }
    public var release: String { "" }
    public var aliases: [String] { [] }
    public var constructors: [SpringConstructor] { [] }
    public var family: SpringFamily? { nil }
    public var presets: [SpringPreset] { [] }
    public var members: [SpringMember] { [] }
    public func notes(on form: SpringForm, written values: [String: Double], flags: [String: Bool], spring: Spring) -> [SpringPhrase] { [] }
    public var exportTarget: ExportTarget? { nil }
    public var decayModels: [DecayModelDeclaration] { [] }
    public var retarget: PlatformRetarget? { nil }
    public var scriptExport: ScriptExportPart? { nil }
    public var frameDuration: PlatformFrameDuration? { nil }
    public var tuneKnobs: [SpringForm] { [] }
    public var frameDrawings: [FrameDrawing] { [] }
    public var durationMembers: [DurationMember] { [] }
    public var durations: PlatformDurations? { nil }
    public var codeExports: [CodeExportPart] { [] }
    public var curveExport: CurveExportPart? { nil }
    public var glossary: [PlatformGlossaryEntry] { [] }
    public var examples: PlatformExamples { PlatformExamples() }
    public var compareForms: [PlatformCompareForm] { [] }
    public var buildsOn: [any MotionPlatform] { [] }
    public var easings: PlatformEasings? { nil }
    public var coastingSpring: CoastingSpring? { nil }
    public func exportedCode(_ spring: Spring, tolerance: Double) throws(MotionError) -> ExportedCode {
        throw MotionError(parameter: "target", message: "fluid writes no code for \(title)")
    }

    /// Every form of every constructor, in order.
    public var forms: [SpringForm] { constructors.flatMap(\.forms) }
}

/// A platform's spring constructor, like `motion.spring(...)`: the forms it takes, in
/// matching order (the first form whose required labels are given and which takes every
/// given label wins), and its help.
public struct SpringConstructor: Sendable {
    /// The callee in fluid, `motion.spring`.
    public let name: String
    /// One line: what the platform calls it and what it takes.
    public let summary: String
    /// A call that runs.
    public let example: String
    public let forms: [SpringForm]

    public init(name: String, summary: String, example: String, forms: [SpringForm]) {
        self.name = name
        self.summary = summary
        self.example = example
        self.forms = forms
    }
}

/// How `s as NAME` shows a spring: in `primary` (a form that expresses every spring), with
/// each of `alternatives` beside it (or why that form cannot express it).
public struct SpringFamily: Sendable {
    public let name: String
    public let primary: SpringForm
    public let alternatives: [SpringForm]

    public init(name: String, primary: SpringForm, alternatives: [SpringForm]) {
        self.name = name
        self.primary = primary
        self.alternatives = alternatives
    }
}

/// A named preset of a platform, at a dotted path below the platform's name
/// (`bouncy`, `stiffness.low`), with its documented values and a one-line meaning.
public struct SpringPreset: Sendable {
    public enum Value: Sendable {
        /// A spring in `form`, with these values (base units; the form's defaults fill the rest).
        case spring(SpringForm, [String: Double])
        /// A plain number, like Android's `SpringForce.STIFFNESS_LOW` (200).
        case number(Double)
    }

    /// The path below the platform: `bouncy`, `stiffness.low`.
    public let path: String
    public let value: Value
    /// What it is, in one line: "Spring(duration: 0.5, bounce: 0.3): a noticeable bounce".
    public let meaning: String

    public init(_ path: String, _ value: Value, _ meaning: String) {
        self.path = path
        self.value = value
        self.meaning = meaning
    }

    /// The preset's spring (nil for a number).
    public func spring() throws(MotionError) -> Spring? {
        guard case .spring(let form, let values) = value else { return nil }
        return try form.spring(values)
    }
}

/// A read-back member named in the platform's words: `s.visualDuration` is the value of
/// `visualDuration` (`label`) in `form`'s inverse.
public typealias SpringMember = (name: String, form: SpringForm, label: String)

/// How long a platform's own frames at 60 Hz take to end a move of 1 (target 1 from rest), by
/// its own rest rule, in seconds: +∞ when they do not end within `limit` frames.
public struct PlatformFrameDuration: Sendable {
    /// How rows name the platform: "react-spring", "Compose".
    public let label: String
    public let duration: @Sendable (_ spring: Spring, _ limit: Int) -> Double

    public init(_ label: String, duration: @escaping @Sendable (_ spring: Spring, _ limit: Int) -> Double) {
        self.label = label
        self.duration = duration
    }
}
