/// Detects that a drag has paused, without timers, as the "Designing Fluid Interfaces"
/// acceleration example does (nathangitter/fluid-interfaces, `trackPause`):
///
/// - keep the last `window` (7) velocities; until the window is full, only collect;
/// - skip a sample when |v| > `maximumSpeed` (100 pt/s: still moving) or |offset| <
///   `minimumOffset` (50 pt: not dragged far enough to mean anything);
/// - otherwise the gesture has paused when |v_first − v| / |v_first| > `loss` (0.9): it lost
///   more than 90 % of the velocity it had `window` samples ago.
///
/// Once paused it stays paused until `reset()` (the gesture ends). When v_first = 0 the ratio
/// is undefined and the sample does not count as a pause (the original divides by zero).
/// Units: velocities in points per second, offsets in points from where the drag began.
public struct PauseDetector: Hashable, Sendable {
    public var window: Int
    public var maximumSpeed: Double
    public var minimumOffset: Double
    public var loss: Double
    public private(set) var recent: [Double] = []
    public private(set) var hasPaused = false

    public init(window: Int = 7, maximumSpeed: Double = 100, minimumOffset: Double = 50, loss: Double = 0.9) {
        self.window = max(window, 1)
        self.maximumSpeed = maximumSpeed
        self.minimumOffset = minimumOffset
        self.loss = loss
    }

    /// Feeds one sample; true when this sample is the one at which the pause is detected.
    public mutating func feed(velocity: Double, offset: Double) -> Bool {
        if hasPaused { return false }
        if recent.count < window {
            recent.append(velocity)
            return false
        }
        recent.removeFirst()
        recent.append(velocity)
        if abs(velocity) > maximumSpeed || abs(offset) < minimumOffset { return false }
        let first = recent[0]
        guard first != 0 else { return false }
        if abs(first - velocity) / abs(first) > loss {
            hasPaused = true
            recent.removeAll()
            return true
        }
        return false
    }

    /// Forgets everything: a new gesture.
    public mutating func reset() {
        recent.removeAll()
        hasPaused = false
    }

    /// The time at which a drag traced by `trace` (positions) pauses, or nil. The velocity
    /// at each sample is `estimator`'s (what a pan recogniser reports then; by default
    /// `VelocityEstimator.adapted(to:)` the trace's times); the offset is
    /// the position minus the first position.
    public static func pauseTime(in trace: Trace<Double>, detector: PauseDetector = PauseDetector(),
                                 estimator: VelocityEstimator? = nil) -> Double? {
        pauseTime(in: trace, velocities: trace.velocities(estimator).samples, detector: detector)
    }

    /// As ``pauseTime(in:detector:estimator:)`` with the velocity at each sample given (one
    /// per sample of `trace`, per second), so a caller that also shows them estimates them
    /// once. One pass: O(n · window).
    public static func pauseTime(in trace: Trace<Double>, velocities: [Double], detector: PauseDetector = PauseDetector()) -> Double? {
        var detector = detector
        detector.reset()
        for i in trace.times.indices where i < velocities.count {
            if detector.feed(velocity: velocities[i], offset: trace.samples[i] - trace.samples[0]) {
                return trace.times[i]
            }
        }
        return nil
    }
}
