/// A retargeted motion as a motion over time: progress (fractions of the first move) from
/// the first segment's start to the final target, settling at `settlingTime()` (0.1 % of the
/// first move), never before its last retarget; its time scale is the last spring's response.
extension RetargetedMotion: MotionCurve {
    /// `value(at:)`.
    public func position(at t: Double) -> Double { value(at: t) }
    public var startPosition: Double { segments[0].startPosition }
    public var targetPosition: Double { finalTarget }
    public var settleTime: Double { settlingTime() }
    public var ending: MotionEnding { .approaches }
    /// The start of the last segment (0 when never retargeted).
    public var lastEvent: Double { segments[segments.count - 1].start }
    public var timeScale: Double { segments[segments.count - 1].spring.response }
}
