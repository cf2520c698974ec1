/// A language a session is exported to as one file of code made of platforms' parts
/// (`fluid export FILE --to swift`): each platform that writes code in it declares its part
/// (`MotionPlatform.codeExports`), and the file holds the parts in registry order. The
/// language's own frame (its namespace, its rules for names) is Notebook's.
public enum CodeExportLanguage: String, Sendable, Hashable, CaseIterable {
    case swift
    case kotlin
}

/// A platform's part of a session exported as Swift or Kotlin: per spring, a comment naming
/// the platform with its deviation claim, then the declarations of `lines`. Everything the
/// file says of the platform comes from here, so its code is written in its folder only.
public struct CodeExportPart: Sendable {
    public let language: CodeExportLanguage
    /// Its place in the file among its language's parts, lower first (registry order among
    /// equals): the part that declares the binding's own name (a property) stands first.
    public let order: Int
    /// How the part's comments name the platform: "SwiftUI", "SpringForce".
    public let label: String
    /// Where the names it uses come from, as messages and doc comments say it: "SwiftUI",
    /// "androidx".
    public let library: String
    /// What the part makes of a spring, as the target's summary says it: "SwiftUI Animation".
    public let summary: String
    /// What the file imports for it: a Swift module (imported where it can be, and the part's
    /// lines compiled only there), or a Kotlin qualified name.
    public let imports: [String]
    /// The names its lines use from the library: a binding or namespace of one of these names
    /// would hide it, so it is refused.
    public let usedNames: [String]
    /// The names it declares for a binding `name`, written `declared` (the name as the language
    /// declares it, a keyword in backticks): two bindings that would declare one are refused.
    public let declarations: @Sendable (_ name: String, _ declared: String) -> [String]
    /// Its lines for a spring bound to `name`, unindented: the file indents them in its namespace.
    public let lines: @Sendable (_ name: String, _ declared: String, _ spring: Spring) -> [String]
    /// Its code for a decay bound to `name` (the platform's own decay), or the nearest thing a
    /// platform with no decay has, named in a comment.
    public let decay: @Sendable (_ name: String, _ declared: String, _ decay: ExportedDecay) -> DecayExportCode
    /// The claims of its lines for a spring, when they are not the claims of the platform's
    /// own export (`ExportedCode.claims`: what `export s TARGET` prints), because the part
    /// writes another form; nil for those.
    public let claims: (@Sendable (_ spring: Spring) -> [String])?
    /// Its code for a cubic Bézier easing bound to `name`: the platform's own curve, taking
    /// the app's duration where the platform's animation needs one.
    public let easing: @Sendable (_ name: String, _ declared: String, _ timing: CubicBezierTiming) -> EasingExportCode
    /// What the file imports besides `imports` when it holds an easing (Kotlin qualified names).
    public let easingImports: [String]
    /// Its lines and claims for a spring the notebook declared in `form`, when that form asks
    /// for another animation than `lines` writes (SwiftUI's interpolatingSpring, which adds to
    /// a running animation instead of taking it over); nil for every other form.
    public let declaredForm: (@Sendable (_ name: String, _ declared: String, _ spring: Spring, _ form: SpringForm)
                              -> (lines: [String], claims: [String])?)?

    public init(_ language: CodeExportLanguage, order: Int, label: String, library: String, summary: String, imports: [String],
                usedNames: [String], declarations: @escaping @Sendable (_ name: String, _ declared: String) -> [String],
                decay: @escaping @Sendable (_ name: String, _ declared: String, _ decay: ExportedDecay) -> DecayExportCode,
                claims: (@Sendable (_ spring: Spring) -> [String])? = nil,
                easing: @escaping @Sendable (_ name: String, _ declared: String, _ timing: CubicBezierTiming) -> EasingExportCode,
                easingImports: [String] = [],
                declaredForm: (@Sendable (_ name: String, _ declared: String, _ spring: Spring, _ form: SpringForm)
                               -> (lines: [String], claims: [String])?)? = nil,
                lines: @escaping @Sendable (_ name: String, _ declared: String, _ spring: Spring) -> [String]) {
        self.language = language
        self.order = order
        self.label = label
        self.library = library
        self.summary = summary
        self.imports = imports
        self.usedNames = usedNames
        self.declarations = declarations
        self.decay = decay
        self.claims = claims
        self.easing = easing
        self.easingImports = easingImports
        self.declaredForm = declaredForm
        self.lines = lines
    }
}

/// A platform's code for a decay in a session export: the names it declares, its claim (the
/// deviation of the platform's decay run from the printed values, or, for a platform with no
/// decay, the nearest thing it has) and its lines, unindented.
public typealias DecayExportCode = ClaimedExportCode

/// A part of a session export that is one claim over its code (a decay, an easing): the names
/// it declares, its claim and its lines, unindented.
public struct ClaimedExportCode: Sendable {
    public let declarations: [String]
    public let claim: String
    public let lines: [String]

    public init(declarations: [String], claim: String, lines: [String]) {
        self.declarations = declarations
        self.claim = claim
        self.lines = lines
    }

    /// What a platform with no decay writes: no code, and `nearest` (what it can do instead).
    public static func nearest(_ nearest: String) -> ClaimedExportCode {
        ClaimedExportCode(declarations: [], claim: nearest, lines: [])
    }
}
