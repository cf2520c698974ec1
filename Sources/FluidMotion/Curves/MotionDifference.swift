/// The difference a − b of two motions over time, itself a motion: how far a is ahead of b at
/// each moment. Both are read in their own units, so the difference means something only when
/// those agree (two springs' progress, two decays' distances); callers check that.
///
/// - position(t) = a(t) − b(t), velocity(t) = a'(t) − b'(t), exactly as the parts compute them.
/// - It starts at a's start − b's start and comes to rest at the difference of the targets.
/// - It settles when the later of the two does (+∞ if either never settles), and holds still
///   from then on only when both do. Its window covers both parts' windows (the longer one),
///   so a difference draws over the same span as its two motions side by side.
public struct MotionDifference: MotionCurve {
    /// a, the motion subtracted from.
    public let minuend: any MotionCurve
    /// b, the motion subtracted.
    public let subtrahend: any MotionCurve

    public init(_ a: any MotionCurve, minus b: any MotionCurve) {
        minuend = a
        subtrahend = b
    }

    public func position(at t: Double) -> Double { minuend.position(at: t) - subtrahend.position(at: t) }
    public func velocity(at t: Double) -> Double { minuend.velocity(at: t) - subtrahend.velocity(at: t) }
    public var startPosition: Double { minuend.startPosition - subtrahend.startPosition }
    public var targetPosition: Double { minuend.targetPosition - subtrahend.targetPosition }
    public var settleTime: Double { max(minuend.settleTime, subtrahend.settleTime) }
    public var ending: MotionEnding { minuend.ending == .stops && subtrahend.ending == .stops ? .stops : .approaches }
    public var lastEvent: Double { max(minuend.lastEvent, subtrahend.lastEvent) }
    public var timeScale: Double { max(minuend.timeScale, subtrahend.timeScale) }
    /// The longer of the two parts' windows.
    public var timeWindow: Double { max(minuend.timeWindow, subtrahend.timeWindow) }
}
