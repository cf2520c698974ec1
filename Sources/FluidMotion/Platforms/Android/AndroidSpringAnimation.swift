/// Android's `SpringAnimation` (androidx.dynamicanimation) as it runs, frame by frame: each
/// frame moves the spring by the whole milliseconds since the last one, with
/// `SpringForce.updateValues`' closed form started from the value and velocity of the last
/// frame as Floats, and stops at the first frame where
///
///     |velocity| < 62.5 · threshold  and  |value − final| < threshold,
///     threshold = 0.75 · minimumVisibleChange
///
/// (`THRESHOLD_MULTIPLIER` 0.75; `VELOCITY_THRESHOLD_MULTIPLIER` 1000/16), then shows the
/// final position. The minimum visible change is 1 for pixels (translation, x, y, scroll),
/// 1/256 for alpha, 1/500 for scale, 1/10 for rotation in degrees. Frames come at
/// ⌊k · 1000/fps⌋ ms (60 Hz: 16, 33, 50, 66, … ms); the first frame only notes its time.
///
/// The end is usually well before fluid's settle: 0.75 px of a 300 px move is 0.25 %.
///
/// `setMinValue`/`setMaxValue` (`minValue`/`maxValue`, unbounded by default as Android's
/// ∓Float.MAX_VALUE): each frame's value is clamped to them after the spring's step and before
/// the rest check, and the velocity is left as the spring made it, so the next step starts
/// from the bound with that velocity (an overshoot past `maxValue` is held there until the
/// spring turns back). Android throws at `start()` when `to` or `from` is outside the bounds
/// (so also when min > max): no frames then.
/// `animateToFinalPosition` while it runs: `frames(retargets:)` (AndroidSpringAnimation+Retargets.swift).
public struct AndroidSpringAnimation: Sendable, Hashable {
    public var stiffness: Float
    public var dampingRatio: Float
    public var from: Float
    public var to: Float
    /// Units per second, as `setStartVelocity`.
    public var startVelocity: Float
    /// `setMinimumVisibleChange`: 1 for pixels.
    public var minimumVisibleChange: Float
    public var framesPerSecond: Double
    /// `setMinValue`: each frame's value is at least this.
    public var minValue: Float
    /// `setMaxValue`: each frame's value is at most this.
    public var maxValue: Float

    /// DynamicAnimation's `THRESHOLD_MULTIPLIER`.
    public static let thresholdMultiplier: Float = 0.75
    /// SpringForce's `VELOCITY_THRESHOLD_MULTIPLIER`: 1000/16.
    public static let velocityThresholdMultiplier = 1000.0 / 16.0
    /// DynamicAnimation's minimum visible changes.
    public static let pixels: Float = 1, alpha: Float = 1 / 256, scale: Float = 1 / 500, rotationDegrees: Float = 1 / 10

    /// The minimum visible change fluid runs a move of `distance` units with when none is
    /// given: a move of 1 (a progress) as an alpha, any other move in pixels.
    public static func minimumVisibleChange(forMoveOf distance: Double) -> Float {
        distance == 1 ? alpha : pixels
    }

    public init(stiffness: Float, dampingRatio: Float, from: Float = 0, to: Float, startVelocity: Float = 0,
                minimumVisibleChange: Float = pixels, framesPerSecond: Double = 60,
                minValue: Float = -.greatestFiniteMagnitude, maxValue: Float = .greatestFiniteMagnitude) {
        self.stiffness = stiffness
        self.dampingRatio = dampingRatio
        self.from = from
        self.to = to
        self.startVelocity = startVelocity
        self.minimumVisibleChange = minimumVisibleChange
        self.framesPerSecond = framesPerSecond
        self.minValue = minValue
        self.maxValue = maxValue
    }

    /// A fluid spring run by `SpringAnimation` over a move of `distance` units: its
    /// stiffness and damping ratio as the Floats `SpringForce` takes (mass 1: Android has
    /// none), its relative velocity times the distance; `minValue`/`maxValue` in the same
    /// units as the distance.
    public init(spring: Spring, distance: Double, minimumVisibleChange: Float = pixels, framesPerSecond: Double = 60,
                minValue: Float = -.greatestFiniteMagnitude, maxValue: Float = .greatestFiniteMagnitude) {
        self.init(stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio), to: Float(distance),
                  startVelocity: Float(spring.initialVelocity * distance), minimumVisibleChange: minimumVisibleChange,
                  framesPerSecond: framesPerSecond, minValue: minValue, maxValue: maxValue)
    }

    /// The frames: their time (ms, the first frame's time as 0) and the value shown, the
    /// last the one that finishes; at most `limit`. `finished` is false when it never rests.
    /// (`frames(retargets:limit:)` with no retargets.)
    public func frames(limit: Int = 100_000) -> (frames: [(milliseconds: Int, value: Float)], finished: Bool) {
        frames(retargets: [], limit: limit)
    }

    /// The frames as a trace of progress over wall-clock seconds: 0 at `from`, 1 at `to`
    /// (the first move, also with retargets), starting at time 0 with `from`; nil when it
    /// does not come to rest (after its last retarget) within `limit` frames, or when
    /// `from` = `to`.
    public func progressTrace(retargets: [Retarget] = [], limit: Int = 100_000) -> Trace<Double>? {
        let (frames, finished) = frames(retargets: retargets, limit: limit)
        guard finished, to != from else { return nil }
        let span = Double(to) - Double(from)
        var times = [0.0], values = [0.0]
        for frame in frames where Double(frame.milliseconds) / 1000 > times[times.count - 1] {
            times.append(Double(frame.milliseconds) / 1000)
            values.append((Double(frame.value) - Double(from)) / span)
        }
        return Trace(unchecked: times, values)
    }

    /// Seconds from the first frame to the one that finishes; +∞ when it does not rest
    /// within `limit` frames.
    public func duration(limit: Int = 100_000) -> Double {
        let (frames, finished) = frames(limit: limit)
        guard finished, let end = frames.last else { return .infinity }
        return Double(end.milliseconds) / 1000
    }

    /// `SpringForce.updateValues`: displacement and velocity after `seconds`, from
    /// displacement `x0` and velocity `v0`, in its three regimes (e^x written as Java's
    /// Math.pow(Math.E, x)).
    static func update(_ x0: Double, _ v0: Double, seconds t: Double, omega: Double, zeta: Double) -> (Double, Double) {
        let e = 2.718281828459045
        if zeta > 1 {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let plus = -zeta * omega + root, minus = -zeta * omega - root
            let a = x0 - (minus * x0 - v0) / (minus - plus), b = (minus * x0 - v0) / (minus - plus)
            return (a * pow(e, minus * t) + b * pow(e, plus * t), a * minus * pow(e, minus * t) + b * plus * pow(e, plus * t))
        }
        if zeta == 1 {
            let a = x0, b = v0 + omega * x0
            let decay = pow(e, -omega * t)
            return ((a + b * t) * decay, (a + b * t) * decay * -omega + b * decay)
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let cosCoefficient = x0, sinCoefficient = (1 / damped) * (zeta * omega * x0 + v0)
        let decay = pow(e, -zeta * omega * t)
        let x = decay * (cosCoefficient * cos(damped * t) + sinCoefficient * sin(damped * t))
        let v = x * -omega * zeta + decay * (-damped * cosCoefficient * sin(damped * t) + damped * sinCoefficient * cos(damped * t))
        return (x, v)
    }
}
