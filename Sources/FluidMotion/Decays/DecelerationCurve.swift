/// A flick's deceleration as one platform models it: where it is and how fast it moves at
/// each moment after release, where it comes to rest and when, under that platform's own
/// rest rule. Units: seconds, lengths (points, or the platform's px/units taken as points),
/// lengths per second. Times before 0 give the release: position 0 and the curve's initial
/// velocity. Hashable, so that a `Deceleration` holding one compares by value.
public protocol DecelerationCurve: MotionCurve, Hashable, Sendable {
    /// The release velocity v0 as given (length per second).
    var initialVelocity: Double { get }
    /// The exponential decay constant λ of the curve (1/s).
    var decayConstant: Double { get }
    /// Distance travelled by time t, signed like the velocity.
    func position(at t: Double) -> Double
    /// Velocity at time t; 0 once the model has stopped, for models that stop.
    func velocity(at t: Double) -> Double
    /// Where the model leaves the value at rest, measured from the release point.
    var distance: Double { get }
    /// When the model's rest rule ends the motion (s); 0 when it never starts moving.
    var restTime: Double { get }
}

extension Decay: DecelerationCurve {
    public var decayConstant: Double { rate.decayConstant }
    /// fluid's rule for UIKit's exact decay: the moment |v| falls below 0.5 pt/s.
    public var restTime: Double { stopTime() }
}

/// A pure exponential decay, v(t) = v0·e^(−λt), that a rest rule stops at `restTime`:
/// Android's fling and react-spring's decay. It stands where it is from then on.
protocol ExponentialDecayStoppingAtRest: DecelerationCurve {}

extension ExponentialDecayStoppingAtRest {
    /// v0·(1 − e^(−λ·t'))/λ with t' = t clamped to [0, restTime], via expm1 so small t keeps
    /// full precision.
    public func position(at t: Double) -> Double {
        let lambda = decayConstant
        return initialVelocity * -expm1(-lambda * min(max(t, 0), restTime)) / lambda
    }

    /// v0·e^(−λt) before the rest time, 0 from it on (v0 at and before the release).
    public func velocity(at t: Double) -> Double {
        if t <= 0 { return initialVelocity }
        return t >= restTime ? 0 : initialVelocity * exp(-decayConstant * t)
    }
}
