/// A platform's part of a session exported as an ES module (`fluid export FILE --to typescript`
/// or `js`): per spring and per decay, one `const` of a type the module declares once when
/// typed. The session export writes each platform's part in registry order, so the code for a
/// platform is written in its folder only.
public struct ScriptExportPart: Sendable {
    /// How comments name the platform: "Motion".
    public let label: String
    /// What the part makes of a spring, as the target's summary says it: "Motion transitions".
    public let summary: String
    /// Appended to the binding's name to name its constant: "" or "Config".
    public let suffix: String
    /// The TypeScript type of a spring's constant: its name, doc comment and shape.
    public let typeName: String
    public let typeDoc: String
    public let typeShape: String
    /// The constant's value, written from the spring's printed physics (no velocity: the
    /// export says how to start it with one).
    public let value: @Sendable (ExportedPhysics) -> String
    /// The TypeScript type of a decay's constant, as the platform's own decay takes it.
    public let decayType: (name: String, doc: String, shape: String)
    /// A decay's constant (the value) and its claim, from the platform's own decay.
    public let decay: @Sendable (ExportedDecay) -> (value: String, claim: String)
    /// The claims of a spring's constant, when they are not the claims of the platform's own
    /// export (`ExportedCode.claims`), because the constant is another form; nil for those.
    public let claims: (@Sendable (Spring) -> [String])?
    /// The unit of the velocity the platform's spring takes, and how many of it one unit per
    /// second is (react-spring: per millisecond, 0.001).
    public let velocityUnit: (words: String, perSecond: Double)
    /// The TypeScript type of an easing's constant, declared when the module holds an easing.
    public let easingType: (name: String, doc: String, shape: String)
    /// Whether an easing's constant is a function of the app's duration (milliseconds) that
    /// makes a value of `easingType`, rather than such a value.
    public let easingTakesDuration: Bool
    /// An easing's constant (the value, `typed` or not) and its claim: the platform's own curve.
    public let easing: @Sendable (_ timing: CubicBezierTiming, _ typed: Bool) -> (value: String, claim: String)
    /// Lines the module holds once, before its constants, when it holds an easing (a function
    /// its easings call), `typed` or not, and the names they declare.
    public let easingHelper: @Sendable (_ typed: Bool) -> [String]
    public let easingHelperNames: [String]

    public init(label: String, summary: String, suffix: String, typeName: String, typeDoc: String, typeShape: String,
                decayType: (name: String, doc: String, shape: String),
                decay: @escaping @Sendable (ExportedDecay) -> (value: String, claim: String),
                claims: (@Sendable (Spring) -> [String])? = nil, velocityUnit: (words: String, perSecond: Double) = ("units per second", 1),
                easingType: (name: String, doc: String, shape: String),
                easing: @escaping @Sendable (_ timing: CubicBezierTiming, _ typed: Bool) -> (value: String, claim: String),
                easingTakesDuration: Bool = false,
                easingHelper: @escaping @Sendable (_ typed: Bool) -> [String] = { _ in [] }, easingHelperNames: [String] = [],
                value: @escaping @Sendable (ExportedPhysics) -> String) {
        self.label = label
        self.summary = summary
        self.suffix = suffix
        self.typeName = typeName
        self.typeDoc = typeDoc
        self.typeShape = typeShape
        self.decayType = decayType
        self.decay = decay
        self.claims = claims
        self.velocityUnit = velocityUnit
        self.easingType = easingType
        self.easing = easing
        self.easingTakesDuration = easingTakesDuration
        self.easingHelper = easingHelper
        self.easingHelperNames = easingHelperNames
        self.value = value
    }
}
