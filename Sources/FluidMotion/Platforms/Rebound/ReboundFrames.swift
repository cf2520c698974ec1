/// What Rebound draws, frame by frame (facebook/rebound-js 0.1.0, `Spring.advance` driven by
/// `SpringSystem.loop`): the motion of Origami, Rebound for Android and older React Native.
///
/// Each display frame gives the spring the time since the last one as its looper measures it
/// (`ReboundLooper`: by default the browser's `AnimationLooper`, whole milliseconds of
/// `Date.now()`; or `SteppingSimulationLooper`, exactly 1000/fps ms), clamped to 64 ms (the
/// very first frame of a run gives 1 ms: the loop starts its clock 1 ms before the first
/// frame). The time goes into an accumulator drained in fixed steps of 1 ms of fourth-order
/// Runge–Kutta on x'' = tension·(end − x) − friction·x' (per second, mass 1), keeping the state
/// before the last step. What is left in the accumulator, as a fraction α of a step, blends
/// the state back: x = α·x + (1 − α)·x_previous (and v likewise), and the next frame goes on
/// from that blend. Rebound's first Runge–Kutta stage reads the position of the previous
/// step's last stage rather than the current one (the start value on the first step); the
/// frames here do the same, so they agree with what Rebound draws to the last bit.
///
/// Rest: when |v| < restSpeed (0.001 units/s by default) and |end − x| ≤ restDisplacement
/// (0.001 units), or with tension 0 (a coasting spring, which friction alone slows) on speed
/// alone; with overshoot clamping, also as soon as x passes the end. At rest a spring with
/// tension sits on its end; a coasting spring stays where it is.
public struct ReboundFrames: Sendable, Hashable {
    public var tension: Double
    public var friction: Double
    /// Units per second.
    public var velocity: Double
    public var from: Double
    public var to: Double
    public var framesPerSecond: Double
    public var restSpeed: Double
    public var restDisplacement: Double
    public var overshootClamping: Bool
    /// The looper that times the frames.
    public var looper: ReboundLooper

    /// Rebound's `SpringConfig(tension, friction)` (per second, mass 1) as given.
    public init(tension: Double, friction: Double, velocity: Double = 0, from: Double = 0, to: Double = 1, framesPerSecond: Double = 60,
                restSpeed: Double = 0.001, restDisplacement: Double = 0.001, overshootClamping: Bool = false, looper: ReboundLooper = .animation) {
        self.tension = tension
        self.friction = friction
        self.velocity = velocity
        self.from = from
        self.to = to
        self.framesPerSecond = framesPerSecond
        self.restSpeed = restSpeed
        self.restDisplacement = restDisplacement
        self.overshootClamping = overshootClamping
        self.looper = looper
    }

    /// A `Spring` as Rebound runs it: tension k/m, friction c/m (the same motion with mass 1),
    /// velocity the spring's relative velocity times the move.
    public init(spring: Spring, from: Double = 0, to: Double = 1, framesPerSecond: Double = 60,
                restSpeed: Double = 0.001, restDisplacement: Double = 0.001, overshootClamping: Bool = false, looper: ReboundLooper = .animation) {
        self.init(tension: spring.stiffness / spring.mass, friction: spring.damping / spring.mass,
                  velocity: spring.initialVelocity * (to - from), from: from, to: to, framesPerSecond: framesPerSecond,
                  restSpeed: restSpeed, restDisplacement: restDisplacement, overshootClamping: overshootClamping, looper: looper)
    }

    /// The positions after frames 1, 2, …, up to the frame that brings the spring to rest,
    /// at most `limit` frames; `finished` is false when the limit came first.
    public func drawn(limit: Int = 100_000) -> (positions: [Double], finished: Bool) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, tension >= 0,
              [tension, friction, velocity, from, to, restSpeed, restDisplacement].allSatisfy(\.isFinite) else { return ([], false) }
        let step = 0.001, maxDelta = 0.064
        var x = from, v = velocity, end = to, start = from
        var previousX = x, previousV = v, tempX = from, tempV = 0.0
        var accumulator = 0.0
        var wasAtRest = true
        var time = 0.0, last = -1.0
        func atRest() -> Bool { abs(v) < restSpeed && (abs(end - x) <= restDisplacement || tension == 0) }
        var positions: [Double] = []
        positions.reserveCapacity(min(limit, 4096))
        for frame in 0..<max(limit, 0) {
            time = looper.frameTime(Double(frame + 1), previous: time, framesPerSecond: framesPerSecond)
            if last == -1 { last = time - 1 }
            let elapsed = time - last
            last = time
            // SpringSystem.advance: a spring that is and was at rest leaves the loop.
            if atRest() && wasAtRest { return (positions, true) }
            var delta = elapsed / 1000.0
            if delta > maxDelta { delta = maxDelta }
            accumulator += delta
            var px = x, pv = v, tx = tempX, tv = tempV
            while accumulator >= step {
                accumulator -= step
                if accumulator < step { previousX = px; previousV = pv }
                let aV = pv, aA = tension * (end - tx) - friction * pv
                tx = px + aV * step * 0.5; tv = pv + aA * step * 0.5
                let bV = tv, bA = tension * (end - tx) - friction * tv
                tx = px + bV * step * 0.5; tv = pv + bA * step * 0.5
                let cV = tv, cA = tension * (end - tx) - friction * tv
                tx = px + cV * step; tv = pv + cA * step
                let dV = tv, dA = tension * (end - tx) - friction * tv
                let dxdt = 1.0 / 6.0 * (aV + 2.0 * (bV + cV) + dV)
                let dvdt = 1.0 / 6.0 * (aA + 2.0 * (bA + cA) + dA)
                px += dxdt * step
                pv += dvdt * step
            }
            tempX = tx; tempV = tv; x = px; v = pv
            if accumulator > 0 {
                let alpha = accumulator / step
                x = x * alpha + previousX * (1 - alpha)
                v = v * alpha + previousV * (1 - alpha)
            }
            let overshooting = tension > 0 && ((start < end && x > end) || (start > end && x < end))
            var restsNow = false
            if atRest() || (overshootClamping && overshooting) {
                if tension > 0 { start = end; x = end } else { end = x; start = end }
                v = 0
                restsNow = true
            }
            if wasAtRest { wasAtRest = false }
            if restsNow { wasAtRest = true }
            positions.append(x)
        }
        return (positions, false)
    }

    /// The drawn frames as a trace of progress (0 at `from`, 1 at `to`; a coasting spring's
    /// distance travelled when `from` = `to`) over wall-clock seconds, frame n at n/fps.
    /// Nil when it does not come to rest within `limit` frames.
    public func trace(limit: Int = 100_000) -> Trace<Double>? {
        let (positions, finished) = drawn(limit: limit)
        guard finished else { return nil }
        let span = to - from
        let times = (0...positions.count).map { Double($0) / framesPerSecond }
        let values = [0.0] + positions.map { span == 0 ? $0 - from : ($0 - from) / span }
        return Trace(unchecked: times, values)
    }

    /// Wall-clock seconds until the frame that brings the spring to rest, +∞ when it does not
    /// within `limit` frames.
    public func duration(limit: Int = 100_000) -> Double {
        let (positions, finished) = drawn(limit: limit)
        return finished ? Double(positions.count) / framesPerSecond : .infinity
    }
}
