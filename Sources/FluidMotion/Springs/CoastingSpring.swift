/// A spring form whose refusal at one value is a platform's coasting spring (Rebound's
/// tension 0: friction alone slows it and it has no target), declared in its folder's
/// `<Name>+CoastingSpring.swift` (`MotionPlatform.coastingSpring`). The language answers that
/// refusal with the platform's hint, under its one code, instead of the form's range message.
public struct CoastingSpring: Sendable {
    /// The form whose refusal it explains, `rebound.spring`'s tension and friction.
    public let form: SpringForm
    /// The parameter whose value makes the spring a coasting one, `tension`.
    public let parameter: String
    /// That value, in the parameter's base unit: 0.
    public let value: Double
    /// The hint, given each argument as the call wrote it (`printed("friction")` is `22`, nil
    /// when left out): what the coasting spring is and the decay that writes it.
    public let hint: @Sendable (_ printed: (String) -> String?) -> String

    public init(form: SpringForm, parameter: String, value: Double, hint: @escaping @Sendable (_ printed: (String) -> String?) -> String) {
        self.form = form
        self.parameter = parameter
        self.value = value
        self.hint = hint
    }
}
