/// Android's `FlingAnimation` (androidx.dynamicanimation) as it runs, frame by frame: each
/// frame moves the value by `DragForce.updateValueAndVelocity` over the whole ms Δ since the
/// last frame, in Floats as Java evaluates them (F = −4.2·friction, a Float):
///
///     v ← Float(v · e^((Δ/1000)·F))
///     x ← Float((x − v/F) + (v/F) · e^(F·Δ/1000))        (x − v/F in Float, the rest in Double)
///
/// with v zeroed once |v| < the velocity threshold, minimumVisibleChange × 0.75 × 62.5 (a
/// Float: 46.875 for pixels). It then ends at the first frame where
///
///   - x < minValue or x > maxValue: the value is set to that bound (the fling stops there);
///   - x = minValue or x = maxValue, or |v| < the threshold: it stays where it is.
///
/// No snap: the fling ends where the last frame put it. Frames come at ⌊k · 1000/fps⌋ ms
/// (60 Hz: 16, 33, 50, … ms); the first frame only notes its time (0 here).
public struct AndroidFlingFrames: Sendable, Hashable {
    /// Units per second, as `setStartVelocity`.
    public var startVelocity: Float
    /// `setFriction`'s scalar (> 0, default 1).
    public var friction: Float
    /// `setStartValue`.
    public var from: Float
    /// `setMinValue`, `setMaxValue`: unbounded by default (∓Float.MAX_VALUE).
    public var minValue: Float
    public var maxValue: Float
    /// `setMinimumVisibleChange`: 1 for pixels (AndroidSpringAnimation.pixels, .alpha, …).
    public var minimumVisibleChange: Float
    public var framesPerSecond: Double

    /// DragForce's `DEFAULT_FRICTION`: F = −4.2 × the friction scalar.
    public static let defaultFriction: Float = -4.2

    public init(startVelocity: Float, friction: Float = 1, from: Float = 0, minValue: Float = -.greatestFiniteMagnitude,
                maxValue: Float = .greatestFiniteMagnitude, minimumVisibleChange: Float = AndroidSpringAnimation.pixels,
                framesPerSecond: Double = 60) {
        self.startVelocity = startVelocity
        self.friction = friction
        self.from = from
        self.minValue = minValue
        self.maxValue = maxValue
        self.minimumVisibleChange = minimumVisibleChange
        self.framesPerSecond = framesPerSecond
    }

    /// DragForce's velocity threshold as the Float it holds: (minimumVisibleChange × 0.75) × 62.5.
    public var velocityThreshold: Float {
        minimumVisibleChange * AndroidSpringAnimation.thresholdMultiplier * Float(AndroidSpringAnimation.velocityThresholdMultiplier)
    }

    /// The frames after the first: their time (ms, the first frame's time as 0) and the value
    /// shown, the last the one that ends the fling; at most `limit`. Empty and not finished
    /// for invalid settings (friction not positive, a start outside the bounds — Android
    /// throws there — or fps outside 0 to 1000).
    public func frames(limit: Int = 100_000) -> (frames: [(milliseconds: Int, value: Float)], finished: Bool) {
        guard friction > 0, friction.isFinite, startVelocity.isFinite, from.isFinite, !minValue.isNaN, !maxValue.isNaN,
              from >= minValue, from <= maxValue, minimumVisibleChange > 0, minimumVisibleChange.isFinite,
              framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= 1000 else { return ([], false) }
        let force = friction * Self.defaultFriction, threshold = velocityThreshold
        let fps = framesPerSecond
        func frameTime(_ k: Int) -> Int { Int((Double(k) * 1000 / fps).rounded(.down)) }
        let first = frameTime(1)
        var last = first, k = 1
        var value = from, velocity = startVelocity
        var frames: [(milliseconds: Int, value: Float)] = []
        while frames.count < max(limit, 0) {
            k += 1
            let time = frameTime(k), interval = Float(time - last)
            last = time
            let ratio = velocity / force
            velocity = Float(Double(velocity) * exp(Double((interval / 1000) * force)))
            value = Float(Double(value - ratio) + Double(ratio) * exp(Double(force * interval / 1000)))
            if abs(velocity) < threshold { velocity = 0 }
            var done = false
            if value < minValue {
                value = minValue
                done = true
            } else if value > maxValue {
                value = maxValue
                done = true
            } else if value >= maxValue || value <= minValue || abs(velocity) < threshold {
                done = true
            }
            frames.append((time - first, value))
            if done { return (frames, true) }
        }
        return (frames, false)
    }

    /// Seconds from the first frame to the one that ends the fling; +∞ when it does not end
    /// within `limit` frames.
    public func duration(limit: Int = 100_000) -> Double {
        let (frames, finished) = frames(limit: limit)
        guard finished, let end = frames.last else { return .infinity }
        return Double(end.milliseconds) / 1000
    }
}
