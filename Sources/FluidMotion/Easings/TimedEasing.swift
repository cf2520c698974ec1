/// A timing curve played over a duration: progress 0 → 1 along `timing` from t = 0 to
/// t = `duration` (seconds), holding 1 after it and 0 before the start, the way a CSS or
/// Core Animation animation with that easing moves.
///
/// - position(t) = y(t/D) with y the curve's `progress(at:)`, D the duration.
/// - velocity(t) = y'(t/D)/D in progress per second (`slope(at:)`), 0 outside (0, D).
/// - It settles at D exactly and holds still from then on; its time scale is D.
public struct TimedEasing: Hashable, Sendable, MotionCurve {
    public let timing: CubicBezierTiming
    /// D, in seconds.
    public let duration: Double

    /// - Throws: `MotionError` (parameter "duration") unless the duration is positive and finite.
    public init(_ timing: CubicBezierTiming, duration: Double) throws(MotionError) {
        guard duration.isFinite, duration > 0 else {
            throw MotionError(parameter: "duration", message: "an easing plays over a positive, finite duration, like 300ms")
        }
        self.timing = timing
        self.duration = duration
    }

    public func position(at t: Double) -> Double { timing.progress(at: t / duration) }

    public func velocity(at t: Double) -> Double {
        guard t > 0, t < duration else { return 0 }
        return timing.slope(at: t / duration) / duration
    }

    public var startPosition: Double { 0 }
    public var targetPosition: Double { 1 }
    public var settleTime: Double { duration }
    public var ending: MotionEnding { .stops }
    public var timeScale: Double { duration }
}
