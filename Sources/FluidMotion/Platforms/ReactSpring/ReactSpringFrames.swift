/// What react-spring draws, frame by frame (pmndrs/react-spring 9.7, `SpringValue.advance`
/// and rafz's loop): every display frame advances the spring by ⌈dt⌉ steps of 1 ms of
/// semi-implicit Euler, dt the ms rafz passes (`ReactSpringFrameLoop`): min(64, 1000/fps),
/// except the first frame of a loop started from idle, which passes 16.667 ms whatever the
/// display. So at 60 Hz each 16.67 ms frame runs 17 ms of motion (2 % fast); at 120 Hz the
/// first frame runs 17 ms and each later one 9 ms per 8.33 ms (8 % fast), so the motion is
/// 8.7 ms ahead of the clock after the first frame; at 144 Hz 17, then 7 ms per 6.94 ms.
///
/// Each step, in units and milliseconds, with x the position, v the velocity, T the target:
///
///     moving = |v| > restVelocity;  if not moving and |T − x| ≤ precision: done
///     (with bounce or clamp: on reaching or passing T, v = −v·bounce (0 for clamp), x = T)
///     a = (−tension·10⁻⁶·(x − T) − friction·10⁻³·v) / mass;  v += a;  x += v
///
/// precision defaults to min(1, |T − from|·10⁻³) (0.005 when from = T), restVelocity to
/// precision/10. The frame that finishes shows T. Tension 0 never moves.
public struct ReactSpringFrames: Sendable, Hashable {
    public var tension: Double
    public var friction: Double
    public var mass: Double
    /// Units per millisecond, as react-spring's `velocity`.
    public var velocity: Double
    public var from: Double
    public var to: Double
    /// Frames per second of the display.
    public var framesPerSecond: Double
    /// react-spring's `precision` (units), nil for its default.
    public var precision: Double?
    /// react-spring's `restVelocity` (units per ms), nil for its default (precision/10).
    public var restVelocity: Double?
    /// react-spring's `clamp`: stop at the target instead of overshooting.
    public var clamp: Bool
    /// react-spring's `bounce`: on reaching the target the velocity turns back, times this.
    public var bounce: Double?
    /// Whether rafz's loop starts with this animation (its first frame passes 16.667 ms) or
    /// is already running; `.idle` by default, as an app starts an animation on its own.
    public var loop: ReactSpringFrameLoop

    /// react-spring's `config` as given: tension, friction, mass, velocity (units per ms).
    public init(tension: Double, friction: Double, mass: Double = 1, velocity: Double = 0, from: Double = 0, to: Double = 1,
                framesPerSecond: Double, precision: Double? = nil, restVelocity: Double? = nil, clamp: Bool = false, bounce: Double? = nil,
                loop: ReactSpringFrameLoop = .idle) {
        self.tension = tension
        self.friction = friction
        self.mass = mass
        self.velocity = velocity
        self.from = from
        self.to = to
        self.framesPerSecond = framesPerSecond
        self.precision = precision
        self.restVelocity = restVelocity
        self.clamp = clamp
        self.bounce = bounce
        self.loop = loop
    }

    /// The frames a `Spring` gives as react-spring runs it with `config: { tension, friction,
    /// mass, velocity }` from the spring (its relative velocity times the distance, per ms).
    public init(spring: Spring, from: Double = 0, to: Double = 1, framesPerSecond: Double,
                precision: Double? = nil, restVelocity: Double? = nil, clamp: Bool = false, bounce: Double? = nil,
                loop: ReactSpringFrameLoop = .idle) {
        self.init(tension: spring.stiffness, friction: spring.damping, mass: spring.mass, velocity: spring.initialVelocity * (to - from) / 1000,
                  from: from, to: to, framesPerSecond: framesPerSecond, precision: precision, restVelocity: restVelocity,
                  clamp: clamp, bounce: bounce, loop: loop)
    }

    /// The frame interval rafz passes after the first frame, in ms: 1000/fps, at most 64.
    public var frameMilliseconds: Double { ReactSpringFrameLoop.frameMilliseconds(framesPerSecond: framesPerSecond) }

    /// The ms rafz passes on the first frame: 16.667 from idle, else `frameMilliseconds`.
    public var firstFrameMilliseconds: Double { loop.milliseconds(frame: 1, framesPerSecond: framesPerSecond) }

    /// The positions drawn at frames 1, 2, …, the last one the frame that finishes (showing
    /// the target), at most `limit` frames; `finished` is false when the limit came first.
    public func drawn(limit: Int = 100_000) -> (positions: [Double], finished: Bool) {
        guard tension > 0 else { return ([], true) }
        guard framesPerSecond.isFinite, framesPerSecond > 0, [tension, friction, mass, velocity, from, to].allSatisfy(\.isFinite), mass > 0 else {
            return ([], false)
        }
        let precision = self.precision.flatMap { $0 > 0 ? $0 : nil } ?? (from == to ? 0.005 : min(1, abs(to - from) * 0.001))
        let restVelocity = self.restVelocity.flatMap { $0 > 0 ? $0 : nil } ?? precision / 10
        let bounceFactor: Double? = clamp ? 0 : bounce
        let growing = from == to ? velocity > 0 : from < to
        let steps = Int((frameMilliseconds / 1).rounded(.up))
        let firstSteps = Int((firstFrameMilliseconds / 1).rounded(.up))
        var x = from, v = velocity
        var positions: [Double] = []
        positions.reserveCapacity(min(limit, 4096))
        for frame in 0..<max(limit, 0) {
            var finished = false
            for _ in 0..<(frame == 0 ? firstSteps : steps) {
                if !(abs(v) > restVelocity) {
                    finished = abs(to - x) <= precision
                    if finished { break }
                }
                if let bounceFactor, x == to || (x > to) == growing {
                    v = -v * bounceFactor
                    x = to
                }
                let springForce = -tension * 0.000001 * (x - to)
                let dampingForce = -friction * 0.001 * v
                let acceleration = (springForce + dampingForce) / mass
                v = v + acceleration * 1
                x = x + v * 1
            }
            if x.isNaN { finished = true }
            positions.append(finished ? to : x)
            if finished { return (positions, true) }
        }
        return (positions, false)
    }

    /// The drawn frames as a trace of progress (0 at `from`, 1 at `to`) over wall-clock
    /// seconds: frame n at n/fps (whatever dt rafz passed), starting from `from` at 0. Nil
    /// when it never finishes within `limit` frames.
    public func trace(limit: Int = 100_000) -> Trace<Double>? {
        let (positions, finished) = drawn(limit: limit)
        guard finished else { return nil }
        let span = to - from
        let dt = 1000 / framesPerSecond / 1000
        let times = (0...positions.count).map { Double($0) * dt }
        let values = [0.0] + positions.map { span == 0 ? $0 - from : ($0 - from) / span }
        return Trace(unchecked: times, values)
    }

    /// Wall-clock seconds until the frame that finishes, +∞ when it does not within `limit`.
    public func duration(limit: Int = 100_000) -> Double {
        let (positions, finished) = drawn(limit: limit)
        return finished ? Double(positions.count) * (1000 / framesPerSecond) / 1000 : .infinity
    }
}
