/// A spring as a motion over time: its step response, progress 0 → 1 (fractions of the
/// distance) with its relative initial velocity, settling into the 0.1 % band at
/// `settlingTime()`; its time scale is the response 2π/ω0.
extension Spring: MotionCurve {
    /// p(t) = 1 − x(t), the step response (`value(at:)`).
    public func position(at t: Double) -> Double { value(at: t) }
    public var startPosition: Double { 0 }
    public var targetPosition: Double { 1 }
    /// The 0.1 % settle time (`settlingTime()`); +∞ for an undamped spring.
    public var settleTime: Double { settlingTime() }
    public var ending: MotionEnding { .approaches }
    public var timeScale: Double { response }
}
