/// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`, solved exactly.
///
/// Apple documents the settling duration as the time after which "all subsequent values" of
/// the step (target 1, initial velocity 0) stay within ε of the target. With x0 = 1 and v0 = 0
/// the step of a spring with natural frequency ω0 is x(t) = x̂(ω0·t), where x̂ is the step of
/// the same damping ratio at ω0 = 1, so the settling time scales exactly as τ(ζ, ε)/ω0 with
/// τ the settling time of the unit spring (`Spring.settlingTime(threshold:)`, found exactly
/// from the closed form). Hence ω0 = τ(ζ, ε) / settlingDuration, with no iteration on ω0.
///
/// The settling time is discontinuous in ζ where a turning point crosses ε, and so is this
/// solution; it is continuous (linear in 1/T) in the settling duration T.
enum SettlingDurationSolver {
    /// ω0 = τ(ζ, ε)/T for ζ > 0, 0 < ε < 1, T > 0 (the caller validates).
    static func naturalFrequency(settlingDuration: Double, dampingRatio zeta: Double, epsilon: Double) -> Double {
        unitSettlingTime(dampingRatio: zeta, epsilon: epsilon) / settlingDuration
    }

    /// τ(ζ, ε): the settling time of the spring with ω0 = 1 (stiffness 1, mass 1), v0 = 0.
    static func unitSettlingTime(dampingRatio zeta: Double, epsilon: Double) -> Double {
        guard let unit = try? Spring(.stiffnessDampingRatio(stiffness: 1, dampingRatio: zeta)) else { return .nan }
        return unit.settlingTime(threshold: epsilon)
    }
}
