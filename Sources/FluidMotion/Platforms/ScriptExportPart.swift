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

    public init(label: String, summary: String, suffix: String, typeName: String, typeDoc: String, typeShape: String,
                decayType: (name: String, doc: String, shape: String),
                decay: @escaping @Sendable (ExportedDecay) -> (value: String, claim: String),
                claims: (@Sendable (Spring) -> [String])? = nil, velocityUnit: (words: String, perSecond: Double) = ("units per second", 1),
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
        self.value = value
    }
}
