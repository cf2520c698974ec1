/// FlingAnimation.setFriction(f) as a decay constant: the scalar f multiplies DragForce's
/// DEFAULT_FRICTION = −4.2, which is the exponent itself (v(t) = v0·e^(F·t), F = −4.2·f), so
/// λ = 4.2·f.
extension DecayConversion {
    /// DragForce.DEFAULT_FRICTION's magnitude: λ of a fling with friction scalar 1, per second.
    public static let androidFrictionUnit = 4.2

    /// λ = 4.2·f from FlingAnimation's friction scalar f.
    public static func decayConstant(androidFriction f: Double) -> Double { androidFrictionUnit * f }
    /// f = λ/4.2.
    public static func androidFriction(decayConstant lambda: Double) -> Double { lambda / androidFrictionUnit }
}
