/// A platform's way of writing the constant λ of any exponential decay v0·e^(−λt) (UIKit's
/// rate, Android's friction, Motion's time constant): every decay answers it as a member
/// (`d.rate`), and a conversion builtin of its name (`rate(friction: 1)`) writes another way's
/// value in it. Declared with the model parameter of that name (`DecayParameterDeclaration.writing`).
public struct DecayWriting: Sendable {
    /// What it is, as the member's meaning starts: "UIKit's deceleration rate per millisecond".
    public let meaning: String
    /// How it follows from λ, as the member's meaning ends: "e^(−λ/1000)".
    public let formula: String
    /// The conversion builtin's summary. Another way is named by its parameter's name in braces,
    /// `{friction}`, which reads as that way's `phrase`.
    public let summary: String
    /// How other summaries name it: "an Android friction".
    public let phrase: String
    /// A conversion that runs: "rate(friction: 1)".
    public let example: String
    /// What a value that gives no positive, finite λ is told.
    public let refusal: String
    /// λ (1/s) from a value as written in base units (seconds for a time); nil when it gives no
    /// positive, finite λ.
    /// - Throws: `MotionError` when the platform's own type refuses the value (a rate outside (0, 1)).
    public let decayConstant: @Sendable (Double) throws(MotionError) -> Double?
    /// The value, in base units, of the decay with constant λ.
    public let value: @Sendable (_ decayConstant: Double) -> Double

    public init(meaning: String, formula: String, summary: String, phrase: String, example: String, refusal: String,
                decayConstant: @escaping @Sendable (Double) throws(MotionError) -> Double?, value: @escaping @Sendable (Double) -> Double) {
        self.meaning = meaning
        self.formula = formula
        self.summary = summary
        self.phrase = phrase
        self.example = example
        self.refusal = refusal
        self.decayConstant = decayConstant
        self.value = value
    }
}
