/// What Jetpack Compose draws of a decay, frame by frame: `exponentialDecay()` or
/// `splineBasedDecay(density)` run as `animateDecay` runs them (a `DecayAnimation` of a Float,
/// driven by `SuspendAnimation.animate`, as `ComposeSpringFrames` drives a spring).
///
/// - **The clock.** The same as the spring's: frame n at vsync time ⌊n·10⁹/fps⌋ ns after the
///   first; the play time is that through a Float (`((frameTimeNanos − startTimeNanos) /
///   durationScale).toLong()`, scale 1), so above 2²⁴ ns (16.8 ms) it is rounded to 24 bits.
///   Both decay specs then truncate it to whole milliseconds (`playTimeNanos / MillisToNanos`)
///   and evaluate their curve there in Floats (`ComposeExponentialDecay.value(atNanos:)`,
///   `ComposeSplineDecay.value(atNanos:)`).
/// - **The end.** `DecayAnimation.durationNanos` is the spec's `getDurationNanos` through
///   `VectorizedFloatDecaySpec`, which keeps max(0, it): a whole number of ms. The first frame
///   whose play time reaches it (`isFinishedFromNanos`: playTime ≥ duration) shows the target
///   (`getTargetValue`) instead of the curve; the frames before show the curve. An
///   exponential decay slower than its threshold, or a fling at 0 (or shorter than 1 ms), has
///   duration 0: the first frame shows the target, which is the start (or the fling's
///   distance).
///
/// Positions are in the decay's units (Compose's pixels), from `start`.
public struct ComposeDecayFrames: Sendable, Hashable {
    /// The Compose decay spec run.
    public enum Spec: Sendable, Hashable {
        case exponential(ComposeExponentialDecay)
        case spline(ComposeSplineDecay)
    }

    public var spec: Spec
    /// Frames per second of the display.
    public var framesPerSecond: Double
    /// The initial value, as Kotlin's Float.
    public var start: Float

    public init(_ decay: ComposeExponentialDecay, framesPerSecond: Double = 60, start: Double = 0) {
        spec = .exponential(decay)
        self.framesPerSecond = framesPerSecond
        self.start = Float(start)
    }

    public init(_ decay: ComposeSplineDecay, framesPerSecond: Double = 60, start: Double = 0) {
        spec = .spline(decay)
        self.framesPerSecond = framesPerSecond
        self.start = Float(start)
    }

    // MARK: - The clock (ComposeFrameClock, as for springs)

    var clock: ComposeFrameClock { ComposeFrameClock(framesPerSecond: framesPerSecond) }

    /// The vsync time of frame n since the first frame, whole ns: ⌊n·10⁹/fps⌋.
    public func frameNanos(_ n: Int) -> Int64 { clock.frameNanos(n) }

    /// The play time Compose passes the animation at frame n: the frame time through a Float.
    public func playTimeNanos(frame n: Int) -> Int64 { clock.playTimeNanos(frame: n) }

    // MARK: - DecayAnimation

    /// `DecayAnimation.durationNanos`: the spec's duration, never below 0.
    public var durationNanos: Int64 {
        switch spec {
        case .exponential(let decay): return max(0, decay.durationNanos(initialVelocity: Float(decay.initialVelocity)))
        case .spline(let decay): return max(0, decay.durationNanos)
        }
    }

    /// `DecayAnimation.targetValue`: the spec's `getTargetValue(start, v0)`.
    public var targetValue: Float {
        switch spec {
        case .exponential(let decay): return decay.targetValue(initialValue: start)
        case .spline(let decay): return decay.targetValue(initialValue: start)
        }
    }

    /// `DecayAnimation.getValueFromNanos(playTimeNanos)`: the spec's value there, the target
    /// once the play time reaches the duration.
    public func value(atNanos playTimeNanos: Int64) -> Float {
        if playTimeNanos >= durationNanos { return targetValue }
        switch spec {
        case .exponential(let decay): return decay.value(atNanos: playTimeNanos, initialValue: start)
        case .spline(let decay): return decay.value(atNanos: playTimeNanos, initialValue: start)
        }
    }

    // MARK: - Frames

    /// The values drawn at frames 0, 1, 2, … (frame 0 at play time 0), the last the frame that
    /// finishes (showing the target), at most `limit` frames; `finished` is false when the
    /// limit came first. Nothing is drawn at a frame rate that is not a positive number or from
    /// a start or velocity that is not a finite Float.
    public func drawn(limit: Int = 100_000) -> (values: [Float], finished: Bool) {
        let velocity: Double
        switch spec {
        case .exponential(let decay): velocity = decay.initialVelocity
        case .spline(let decay): velocity = decay.initialVelocity
        }
        guard framesPerSecond.isFinite, framesPerSecond > 0, start.isFinite, Float(velocity).isFinite else { return ([], false) }
        return clock.drawn(durationNanos: durationNanos, end: targetValue, limit: limit) { value(atNanos: $0) }
    }

    /// The drawn frames as a trace of the position (units) over wall-clock seconds, frame n at
    /// n/fps. Nil when it does not finish within `limit` frames or a value is not finite.
    public func trace(limit: Int = 100_000) -> Trace<Double>? {
        let (values, finished) = drawn(limit: limit)
        guard finished, values.allSatisfy(\.isFinite) else { return nil }
        let times = values.indices.map(clock.seconds)
        return Trace(unchecked: times, values.map { Double($0) })
    }

    /// Wall-clock seconds from the first frame to the frame that finishes, +∞ when it does not
    /// within `limit` frames.
    public func duration(limit: Int = 100_000) -> Double {
        let (values, finished) = drawn(limit: limit)
        return finished ? clock.seconds(frame: values.count - 1) : .infinity
    }
}
