/// UIKit's deceleration as the WWDC 2018 talk sums it: every millisecond the velocity is
/// multiplied by r, then the flick moves for that millisecond, so the n-th millisecond
/// (n = 1, 2, …) covers v0·rⁿ/1000 and the whole flick (v0/1000)·r/(1 − r), the talk's
/// projection. Within a millisecond the motion is linear at that step's speed.
///
/// - position(t) = (v0/1000)·(r·(1 − rⁿ)/(1 − r) + f·rⁿ⁺¹), n = ⌊1000t⌋, f = 1000t − n
/// - velocity(t) = v0·r^⌈1000t⌉ (the speed of the current step); v0 at t ≤ 0
/// - rest rule (fluid's, as for the exact decay): the end of the first millisecond whose
///   speed |v0|·rⁿ is below `threshold` (0.5 pt/s); 0 when |v0| ≤ threshold.
///
/// The sum never ends, so `distance` is the full sum, the talk's projection; at `restTime`
/// the curve is short of it by less than 0.5/1000·r/(1 − r) (0.25 pt at the normal rate), the
/// rest of the sum at the threshold speed, and it settles there: from `restTime` on the
/// position is `distance` and the velocity 0, so distance, the curve's end and tables agree.
public struct TalkDecay: Hashable, Sendable, DecelerationCurve {
    public var initialVelocity: Double
    public var rate: DecelerationRate
    /// Speed below which fluid calls the flick stopped (length per second).
    public var threshold: Double

    public init(velocity: Double, rate: DecelerationRate = .normal, threshold: Double = 0.5) {
        initialVelocity = velocity
        self.rate = rate
        self.threshold = threshold
    }

    public var decayConstant: Double { rate.decayConstant }

    /// rⁿ for a whole number of steps n ≥ 0, as e^(n·ln r) (exact enough for any n).
    private func power(_ n: Double) -> Double { exp(n * log(rate.perMillisecond)) }

    public func position(at t: Double) -> Double {
        if t > 0 && t >= restTime { return distance }
        let ms = max(t, 0) * 1000
        let r = rate.perMillisecond
        let n = ms.rounded(.down)
        guard n.isFinite else { return distance }
        let fraction = ms - n
        let completed = r * -expm1(n * log(r)) / (1 - r)
        return initialVelocity / 1000 * (completed + fraction * power(n + 1))
    }

    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        if t >= restTime { return 0 }
        return initialVelocity * power((t * 1000).rounded(.up))
    }

    /// (v0/1000)·r/(1 − r): `project(velocity:rate:model: .talk)`.
    public var distance: Double { initialVelocity / 1000 * rate.perMillisecond / (1 - rate.perMillisecond) }

    public var restTime: Double {
        let speed = abs(initialVelocity)
        if speed <= threshold { return 0 }
        guard threshold > 0 else { return .infinity }
        // |v0|·rⁿ < threshold ⇔ n > ln(threshold/|v0|)/ln r.
        let steps = (log(threshold / speed) / log(rate.perMillisecond)).rounded(.down) + 1
        return steps / 1000
    }
}
