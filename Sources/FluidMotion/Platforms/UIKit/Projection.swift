/// How far a flick travels once released.
public enum ProjectionModel: String, Hashable, Sendable {
    /// The WWDC 2018 talk's formula: (v/1000)·r/(1 − r), the sum of per-millisecond steps.
    case talk
    /// The exact continuous decay v(t) = v0·r^(1000t): −v/(1000·ln r). A little longer than
    /// `talk` (by about (1 − r)/2 relative).
    case exact
}

/// The distance a flick released at `velocity` (points per second, or any length per
/// second) travels while decelerating at `rate`, in the same length unit, signed like the
/// velocity. `.talk`: (v/1000)·r/(1 − r); `.exact`: −v/(1000·ln r) (see `Decay.distance`).
public func project(velocity: Double, rate: DecelerationRate = .normal, model: ProjectionModel = .talk) -> Double {
    let r = rate.perMillisecond
    switch model {
    case .talk: return velocity / 1000 * r / (1 - r)
    case .exact: return velocity / rate.decayConstant
    }
}
