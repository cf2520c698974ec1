/// The exact decay of a flick: velocity multiplied by r every millisecond, continuously,
/// v(t) = v0·r^(1000t) = v0·e^(−λt) with λ = −1000·ln r per second.
/// Units: t in seconds, velocity in points (any length) per second, positions in points.
/// Times before 0 are treated as 0.
///
/// Its end: Apple's code does not run here and UIScrollView publishes no end of its own; fluid
/// takes the projection the rate implies, v0/λ = −v0/(1000·ln r) (`distance`, what `decays` and
/// `project` show). fluid's rest rule stops the flick at |v| = 0.5 pt/s (`stopTime()`), 0.5/λ
/// short of it (0.25 pt at the normal rate), and the value then settles on it, as Motion's
/// inertia snaps to its target: from the stop on the position is `distance` and the velocity 0,
/// so the distance, the curve's end, `decays` and exported easings agree.
public struct Decay: Hashable, Sendable {
    /// Release velocity v0 (length per second), assumed finite.
    public var initialVelocity: Double
    public var rate: DecelerationRate

    public init(velocity: Double, rate: DecelerationRate = .normal) {
        initialVelocity = velocity
        self.rate = rate
    }

    /// Distance travelled by time t: v0·(r^(1000t) − 1)/(1000·ln r) = v0·(1 − e^(−λt))/λ,
    /// computed with expm1 so small t keeps full precision; `distance` once t > 0 reaches `stopTime()`.
    public func position(at t: Double) -> Double {
        if t > 0 && t >= stopTime() { return distance }
        let lambda = rate.decayConstant
        return initialVelocity * -expm1(-lambda * max(t, 0)) / lambda
    }

    /// Velocity at time t: v0·r^(1000t) up to `stopTime()` (0.5 pt/s there), 0 after it.
    public func velocity(at t: Double) -> Double {
        if t > 0 && t > stopTime() { return 0 }
        return initialVelocity * exp(-rate.decayConstant * max(t, 0))
    }

    /// Total distance travelled, −v0/(1000·ln r) = v0/λ (the `.exact` projection).
    public var distance: Double { initialVelocity / rate.decayConstant }

    /// When |v| falls below `threshold` (length per second, default 0.5 pt/s):
    /// ln(threshold/|v0|)/(1000·ln r). 0 if |v0| ≤ threshold already; +∞ if threshold ≤ 0.
    public func stopTime(threshold: Double = 0.5) -> Double {
        let speed = abs(initialVelocity)
        if speed <= threshold { return 0 }
        guard threshold > 0 else { return .infinity }
        return log(speed / threshold) / rate.decayConstant
    }
}
