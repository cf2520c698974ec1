/// Jetpack Compose's `exponentialDecay()` (androidx compose animation-core
/// `FloatExponentialDecaySpec`): friction proportional to the velocity, so the velocity
/// decays exponentially. With friction f = −4.2·max(0.0001, frictionMultiplier) per second
/// (so λ = −f), in units and seconds:
///
///     v(t) = v0·e^(f·t),  x(t) = x0 − v0/f + (v0/f)·e^(f·t)
///
/// and the animation ends when |v| reaches absVelocityThreshold (0.1 units/s by default;
/// at least 10⁻⁷): duration = ln(threshold/|v0|)/f, which `getDurationNanos` truncates to
/// whole milliseconds.
///
/// Its end is Compose's own target value, `getTargetValue`: x at the untruncated duration,
/// x0 − v0/f + (v0/f)·(threshold/|v0|) = x0 + sign(v0)·(|v0| − threshold)/λ, evaluated in
/// Floats as Kotlin does (the duration and exp in Doubles, the rest in Floats); x0 when
/// |v0| ≤ threshold. `distance` is that Float (from 0), and so is the last frame Compose draws
/// (`ComposeDecayFrames`: the frame that reaches the duration shows the target), so the two
/// agree to the bit. It lies a little past the curve at the truncated duration (less than
/// 1 ms of travel at just above the threshold speed) and within a Float's rounding of the
/// exact sign(v0)·(|v0| − threshold)/λ.
///
/// The `MotionCurve` is the ideal curve in Doubles up to the whole-ms duration (`restTime`),
/// then the target. What Compose returns frame by frame is `value(atNanos:)`: the play time
/// truncated to whole milliseconds, the arithmetic in Floats as Kotlin does it (exp and ln
/// in Doubles, rounded to Float), so a frame at 16,666,666 ns is evaluated at 16 ms. A
/// velocity that is not a finite Float has no Compose target: its distance is the ideal
/// curve's at `restTime` (±∞ or NaN, as the arithmetic gives).
public struct ComposeExponentialDecay: Hashable, Sendable, ExponentialDecayStoppingAtRest {
    /// Release velocity v0, units per second.
    public var initialVelocity: Double
    public private(set) var frictionMultiplier: Double
    /// Units per second; Compose keeps at least 10⁻⁷.
    public private(set) var absVelocityThreshold: Double

    /// - Throws: `MotionError` (parameter "frictionMultiplier" or "absVelocityThreshold")
    ///   unless each is positive and finite (Compose's `@FloatRange(from = 0.0, fromInclusive = false)`).
    public init(velocity: Double, frictionMultiplier: Double = 1, absVelocityThreshold: Double = 0.1) throws(MotionError) {
        guard frictionMultiplier.isFinite, frictionMultiplier > 0 else {
            throw MotionError(parameter: "frictionMultiplier", message: "frictionMultiplier must be a positive number (Compose's default is 1)")
        }
        guard absVelocityThreshold.isFinite, absVelocityThreshold > 0 else {
            throw MotionError(parameter: "absVelocityThreshold",
                    message: "absVelocityThreshold must be a positive speed in units per second (Compose's default is 0.1)")
        }
        initialVelocity = velocity
        self.frictionMultiplier = frictionMultiplier
        self.absVelocityThreshold = absVelocityThreshold
    }

    /// Compose's friction as its Float: −4.2f · max(0.0001f, multiplier).
    var friction: Float { -4.2 * max(0.0001, Float(frictionMultiplier)) }
    var threshold: Float { max(0.0000001, abs(Float(absVelocityThreshold))) }

    /// λ = 4.2·max(0.0001, frictionMultiplier) per second.
    public var decayConstant: Double { -Double(friction) }

    /// Compose's duration in seconds (`getDurationNanos`: whole milliseconds), never below 0.
    public var restTime: Double { max(0, Double(durationNanos(initialVelocity: Float(initialVelocity)))) / 1e9 }

    /// Compose's `getTargetValue(0, v0)` as a Double: where its animation stops and what its
    /// last frame shows (see the type's comment); the ideal curve's end when v0 is not a finite Float.
    public var distance: Double {
        let target = targetValue()
        return Float(initialVelocity).isFinite && target.isFinite ? Double(target) : idealPosition(at: restTime)
    }

    /// The ideal curve, v0·(1 − e^(−λt'))/λ with t' = t clamped to [0, restTime], until `restTime`;
    /// Compose's target (`distance`) from then on, as its animation jumps there on its last frame.
    public func position(at t: Double) -> Double {
        t > 0 && t >= restTime ? distance : idealPosition(at: t)
    }

    /// v0·(1 − e^(−λt'))/λ, t' = t clamped to [0, restTime], via expm1.
    func idealPosition(at t: Double) -> Double {
        initialVelocity * -expm1(-decayConstant * min(max(t, 0), restTime)) / decayConstant
    }

    /// `getValueFromNanos(playTimeNanos, initialValue, initialVelocity)`, bit for bit.
    public func value(atNanos nanos: Int64, initialValue: Float = 0) -> Float {
        let v = Float(initialVelocity), f = friction
        let milliseconds = Float(nanos / 1_000_000)
        return initialValue - v / f + v / f * Float(exp(Double(f * milliseconds / 1000)))
    }

    /// `getVelocityFromNanos`, bit for bit.
    public func velocity(atNanos nanos: Int64) -> Float {
        let milliseconds = Float(nanos / 1_000_000)
        return Float(initialVelocity) * Float(exp(Double(milliseconds / 1000 * friction)))
    }

    /// `getDurationNanos`: (1000·ln(threshold/|v0|)/f) truncated to whole ms, in ns. Negative
    /// when |v0| is below the threshold already (Compose's own result).
    public func durationNanos(initialVelocity v: Float) -> Int64 {
        let milliseconds = 1000 * Float(log(Double(threshold / abs(v)))) / friction
        guard milliseconds.isFinite else { return milliseconds.isNaN ? 0 : (milliseconds > 0 ? .max : .min) / 1_000_000 * 1_000_000 }
        return Int64(milliseconds) * 1_000_000
    }

    /// `getTargetValue(initialValue, initialVelocity)`, bit for bit.
    public func targetValue(initialValue: Float = 0) -> Float {
        let v = Float(initialVelocity), f = friction
        if abs(v) <= threshold { return initialValue }
        let duration = log(Double(abs(threshold / v))) / Double(f) * 1000
        return initialValue - v / f + v / f * Float(exp(Double(f) * duration / 1000))
    }
}
