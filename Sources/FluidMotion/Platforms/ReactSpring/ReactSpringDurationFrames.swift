/// What react-spring draws, frame by frame, for a value given `config: { duration, easing }`
/// (pmndrs/react-spring 9.7, the duration branch of `SpringValue.advance`): no spring at all,
/// the easing played over the duration on the frames' clock.
///
/// Each frame, dt the ms rafz passes (`ReactSpringFrameLoop`: min(64, 1000/fps), and
/// 16.667 on the first frame of a loop started from idle), in this order:
///
///     elapsed += dt
///     p = clamp(progress + elapsed / duration, 0, 1)      (p = 1 when duration ≤ 0)
///     x = from + easing(p)·(to − from);  done when p == 1, and the frame that finishes shows `to`
///
/// `progress` is react-spring's `config.progress` (default 0): where on the easing it starts;
/// 1 or more finishes on the first frame. elapsed is a sum of frame intervals in doubles, so
/// whether p reaches exactly 1 on the frame at the duration (300 ms is 18 frames of
/// 16.666… ms at 60 Hz) is decided to the last bit, as `advance` decides it for these dt
/// (with the loop running, a real clock's last-bit wobble can move that frame; from idle the
/// sums stay 1/3000 ms clear of it). The easing
/// can overshoot (Back, Elastic); the value follows it. From idle the first frame's 16.667 ms
/// puts elapsed 1/3000 ms past the frame grid at 60 Hz, and a whole frame ahead at 120 Hz
/// (400 ms at 120 Hz: frame 47 from idle, frame 49 with the loop running).
public struct ReactSpringDurationFrames: Sendable, Hashable {
    /// react-spring's `duration`, in milliseconds.
    public var duration: Double
    public var easing: Easing
    /// react-spring's `config.progress`: the fraction of the easing already played at the start.
    public var progress: Double
    public var from: Double
    public var to: Double
    /// Frames per second of the display.
    public var framesPerSecond: Double
    /// Whether rafz's loop starts with this animation (its first frame passes 16.667 ms) or
    /// is already running; `.idle` by default, as an app starts an animation on its own.
    public var loop: ReactSpringFrameLoop

    /// The curve played: react-spring's own `easings` table, or a cubic Bézier given as the
    /// easing function (bezier-easing and the like; fluid's curve, not react-spring code).
    public enum Easing: Sendable, Hashable {
        case reactSpring(ReactSpringEasing)
        case cubicBezier(CubicBezierTiming)

        public func callAsFunction(_ x: Double) -> Double {
            switch self {
            case .reactSpring(let easing): return easing(x)
            case .cubicBezier(let timing): return timing.progress(at: x)
            }
        }
    }

    /// react-spring's `config: { duration, easing, progress }` as given (duration in ms).
    public init(duration: Double, easing: Easing = .reactSpring(.named(.linear)), progress: Double = 0,
                from: Double = 0, to: Double = 1, framesPerSecond: Double, loop: ReactSpringFrameLoop = .idle) {
        self.duration = duration
        self.easing = easing
        self.progress = progress
        self.from = from
        self.to = to
        self.framesPerSecond = framesPerSecond
        self.loop = loop
    }

    /// The frame interval rafz passes after the first frame, in ms: 1000/fps, at most 64.
    public var frameMilliseconds: Double { ReactSpringFrameLoop.frameMilliseconds(framesPerSecond: framesPerSecond) }

    /// The ms rafz passes on the first frame: 16.667 from idle, else `frameMilliseconds`.
    public var firstFrameMilliseconds: Double { loop.milliseconds(frame: 1, framesPerSecond: framesPerSecond) }

    /// The positions drawn at frames 1, 2, …, the last one the frame that finishes (showing
    /// `to`), at most `limit` frames; `finished` is false when the limit came first or an
    /// input is not finite.
    public func drawn(limit: Int = 100_000) -> (positions: [Double], finished: Bool) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, [duration, progress, from, to].allSatisfy(\.isFinite) else { return ([], false) }
        let dt = frameMilliseconds, first = firstFrameMilliseconds
        var elapsed = 0.0
        var positions: [Double] = []
        positions.reserveCapacity(min(limit, 4096))
        for frame in 0..<max(limit, 0) {
            elapsed += frame == 0 ? first : dt
            var p = 1.0
            if duration > 0 {
                p = progress + elapsed / duration
                p = p > 1 ? 1 : p < 0 ? 0 : p
            }
            let x = from + easing(p) * (to - from)
            let finished = p == 1 || x.isNaN
            positions.append(finished ? to : x)
            if finished { return (positions, true) }
        }
        return (positions, false)
    }

    /// The drawn frames as a trace of progress (0 at `from`, 1 at `to`) over wall-clock
    /// seconds: frame n at n/fps (whatever dt rafz passed), starting from `from` at 0. Nil when it does not finish
    /// within `limit` frames, or `from` = `to`.
    public func trace(limit: Int = 100_000) -> Trace<Double>? {
        let (positions, finished) = drawn(limit: limit)
        let span = to - from
        guard finished, span != 0 else { return nil }
        let dt = 1000 / framesPerSecond / 1000
        let times = (0...positions.count).map { Double($0) * dt }
        let values = [0.0] + positions.map { ($0 - from) / span }
        return Trace(unchecked: times, values)
    }

    /// Wall-clock seconds until the frame that finishes, +∞ when it does not within `limit`.
    public func finishingTime(limit: Int = 100_000) -> Double {
        let (positions, finished) = drawn(limit: limit)
        return finished ? Double(positions.count) * (1000 / framesPerSecond) / 1000 : .infinity
    }
}
