/// Motion's (Framer Motion's) inertia, motiondivision/motion
/// `packages/motion-dom/src/animation/generators/inertia.ts`: the target is
/// origin + power·v0 (power 0.8, v0 in units per second, so power acts as seconds) and the
/// value approaches it as target − A·e^(−t/τ), A = power·v0, τ = timeConstant (325 ms).
///
/// - position(t) = A·(1 − e^(−t/τ)); velocity(t) = (A/τ)·e^(−t/τ).
/// - The curve does not start at the release velocity: its initial speed is power/τ·v0
///   (0.8/0.325 ≈ 2.46 × v0 with the defaults). The distance, power·v0, does not depend on τ.
/// - Rest rule (upstream): done once |A·e^(−t/τ)| ≤ restDelta (0.5 units), and then the
///   value snaps to the target: t_stop = τ·ln(|A|/restDelta), 0 when |A| ≤ restDelta.
/// Its end is Motion's own target, origin + power·v0 (the Double product, as JavaScript
/// computes it): `distance`, the curve at and after `restTime` and every table are that value.
/// Bounds (min/max with a bounce spring) and modifyTarget are not modelled.
public struct InertiaDecay: Hashable, Sendable, DecelerationCurve {
    public static let defaultPower = 0.8
    /// 325 ms, in seconds.
    public static let defaultTimeConstant = 0.325
    public static let defaultRestDelta = 0.5

    public var initialVelocity: Double
    public private(set) var power: Double
    /// τ in seconds.
    public private(set) var timeConstant: Double
    public var restDelta: Double

    /// - Throws: `MotionError` (parameter "power" or "timeConstant") unless power is positive
    ///   and finite, the time constant positive and finite, and power·v0 finite.
    public init(velocity: Double, power: Double = InertiaDecay.defaultPower, timeConstant: Double = InertiaDecay.defaultTimeConstant,
                restDelta: Double = InertiaDecay.defaultRestDelta) throws(MotionError) {
        guard power.isFinite, power > 0, (power * velocity).isFinite else {
            throw MotionError(parameter: "power",
                              message: "power must be a positive number (Motion's inertia travels power × velocity; the default is 0.8)")
        }
        guard timeConstant.isFinite, timeConstant > 0, (1 / timeConstant).isFinite else {
            throw MotionError(parameter: "timeConstant",
                              message: "timeConstant must be a positive time (Motion's default is 325ms)")
        }
        initialVelocity = velocity
        self.power = power
        self.timeConstant = timeConstant
        self.restDelta = restDelta
    }

    /// A = power·v0, the distance to the target.
    public var amplitude: Double { power * initialVelocity }

    public var decayConstant: Double { DecayConversion.decayConstant(timeConstant: timeConstant) }

    public var restTime: Double {
        let size = abs(amplitude)
        if size <= restDelta { return 0 }
        guard restDelta > 0 else { return .infinity }
        return timeConstant * log(size / restDelta)
    }

    public func position(at t: Double) -> Double {
        let t = max(t, 0)
        return t >= restTime ? amplitude : amplitude * -expm1(-t / timeConstant)
    }

    public func velocity(at t: Double) -> Double {
        let t = max(t, 0)
        if t > 0 && t >= restTime { return 0 }
        return amplitude / timeConstant * exp(-t / timeConstant)
    }

    /// power·v0: the value snaps to the target when it rests.
    public var distance: Double { amplitude }
}
