/// What Motion (Framer Motion 12.36+) draws when a spring animation of a value is sent to a
/// new target while it runs, frame by frame (motiondivision/motion, motion-dom's
/// `MotionValue` in `value/index.ts`, `animateMotionValue`, `JSAnimation` and the frameloop).
///
/// The model: `animate(value, distance, spring)` is called at wall time 0 on a value at 0;
/// the display draws frames at k·1000/fps ms (k = 1, 2, …), each running the animation at
/// that timestamp. A retarget, `animate(value, to·distance, spring)` at wall time T ms, runs
/// between frames: after the frame at or before T has been drawn, before the next one.
///
/// What Motion does, in that order:
///
/// - Drawing a frame at timestamp τ: the animation reads its spring at
///   e = round(τ − start) whole milliseconds (`MotionLibrarySpringGenerator.next`); once e reaches
///   the spring's `calculatedDuration` (its 50 ms rest grid, or the duration of a spring
///   given by `duration`) it shows the target and ends.
/// - The value keeps the last two updates: a write at a time other than the last one's
///   moves (value, time) of the last write to "previous".
/// - A retarget at T first stops the running animation, which writes the spring's value at
///   round(T − start) unless the value was last written at T itself (T is a frame time):
///   the new animation starts from the spring's value at T, not from the last frame drawn.
/// - Its velocity is `getVelocity()`: (value − previous)·1000/min(Δt, 30 ms) over the last
///   two writes, 0 when the last write is more than 30 ms old or there is no previous one.
///   After a stop write, Δt is T minus the last frame's time: a retarget less than half a
///   millisecond after a frame divides a whole-millisecond difference by a fraction of a
///   millisecond, and carries a velocity several times the real one.
/// - The new spring runs from there with that velocity and its own clock: start = T, so its
///   first frame reads it at round(t_next − T).
/// - Retargeting to where the value already is, at rest, is instant: the next frame shows
///   the target and ends.
///
/// Positions are in the value's units (the first move goes 0 → `distance`), which also set
/// the rest thresholds (`MotionLibrarySpringGenerator`), unless `restSpeed` (units/s) and
/// `restDelta` (units) are given, which every `animate` call then passes. Each spring runs as
/// Motion resolves its options (`MotionLibrarySpringOptions`): physics options take the carried
/// velocity and end by the rest rule; a spring given by `visualDuration` or `duration`
/// starts at rest whatever the carried velocity (it still decides whether a retarget to
/// where the value is animates at all), and one given by `duration` ends on the first frame
/// at or after its duration after its start. A retarget's spring ignores its own velocity
/// (the carried one wins).
public struct MotionLibraryRetargetFrames: Sendable, Hashable {
    /// A spring as Motion resolves its options: physics, visualDuration or duration.
    public typealias Physics = MotionLibrarySpringOptions

    /// One `animate(value, target, spring)` while the first runs.
    public struct Retarget: Sendable, Hashable {
        /// Wall time of the call, ms after the first animate call.
        public var milliseconds: Double
        /// The new target in units (not in fractions of the move).
        public var target: Double
        /// The spring it goes on with; nil for the one before.
        public var spring: Physics?
        public init(milliseconds: Double, target: Double, spring: Physics? = nil) {
            self.milliseconds = milliseconds
            self.target = target
            self.spring = spring
        }
    }

    /// How a retarget started: where (units), with which velocity (units/s), and when (ms).
    public struct Start: Sendable, Hashable {
        public var milliseconds: Double
        public var origin: Double
        /// What `getVelocity()` gave, Motion's `velocity` option.
        public var velocity: Double
        /// The velocity the spring starts with: `velocity`, or 0 for a spring given by
        /// visualDuration or duration.
        public var springVelocity: Double
    }

    public var spring: Physics
    /// Velocity of the first animation, units per second (Motion's `velocity` option).
    public var velocity: Double
    public var distance: Double
    public var framesPerSecond: Double
    /// In time order.
    public var retargets: [Retarget]
    /// Motion's `restSpeed` (units/s) and `restDelta` (units) for every animation; nil (or 0)
    /// for its defaults, which depend on each animation's move (`MotionLibrarySpringGenerator`).
    public var restSpeed: Double?
    public var restDelta: Double?

    public init(spring: Physics, velocity: Double = 0, distance: Double = 1, framesPerSecond: Double, retargets: [Retarget],
                restSpeed: Double? = nil, restDelta: Double? = nil) {
        self.spring = spring
        self.velocity = velocity
        self.distance = distance
        self.framesPerSecond = framesPerSecond
        self.retargets = retargets
        self.restSpeed = restSpeed
        self.restDelta = restDelta
    }

    /// The value as motion-dom's MotionValue keeps it for `getVelocity()`.
    private struct Value {
        var current = 0.0, updatedAt = 0.0
        var previous: Double?, previousAt = 0.0

        mutating func set(_ value: Double, at time: Double) {
            if updatedAt != time {
                previous = current
                previousAt = updatedAt
            }
            current = value
            updatedAt = time
        }

        /// Units per second: the last two writes, 0 when the last one is over 30 ms old.
        func velocity(at time: Double) -> Double {
            guard let previous, time - updatedAt <= 30 else { return 0 }
            let delta = min(updatedAt - previousAt, 30)
            return delta != 0 ? (current - previous) * (1000 / delta) : 0
        }
    }

    /// A running animation: its spring (nil: instant, shows the target and ends), clock start
    /// and end (`calculatedDuration`).
    private struct Animation {
        var generator: MotionLibrarySpringGenerator?
        var target: Double
        var start: Double
        var duration: Double

        /// The value at timestamp τ, and whether the animation ends there.
        mutating func tick(_ time: Double) -> (value: Double, finished: Bool) {
            start = min(start, time)
            let elapsed = (time - start).rounded(.toNearestOrAwayFromZero)
            guard let generator else { return (target, true) }
            let state = generator.next(elapsed)
            let finished = max(elapsed, 0) >= duration
            return (finished ? target : state.value, finished)
        }
    }

    /// The frames drawn, frame 1 on, up to and including the one that ends the last
    /// animation (value in units; time in ms is k·1000/fps), at most `limit`; `finished` is
    /// false when the limit came first. `starts` tells where each retarget began. Nothing
    /// is drawn for an fps or a distance that is not finite and positive, an input that is
    /// not finite, or a rest threshold that is negative.
    public func drawn(limit: Int = 100_000) -> (values: [Double], finished: Bool, starts: [Start]) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, distance.isFinite, velocity.isFinite,
              spring.isValid, retargets.allSatisfy({ $0.milliseconds.isFinite && $0.target.isFinite && ($0.spring?.isValid ?? true) }),
              [restSpeed, restDelta].allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? true })
        else { return ([], false, []) }
        var value = Value()
        var physics = spring
        var animation: Animation? = animation(physics, from: 0, to: distance, velocity: velocity, at: 0)
        var pending = retargets[...]
        var values: [Double] = []
        var starts: [Start] = []
        for k in 1...max(limit, 1) {
            let time = Double(k) * 1000 / framesPerSecond
            while let next = pending.first, next.milliseconds < time {
                pending = pending.dropFirst()
                let at = next.milliseconds
                // Stopping the running animation writes its value at T (unless written at T).
                if var running = animation, value.updatedAt != at {
                    value.set(running.tick(at).value, at: at)
                }
                let carried = value.velocity(at: at)
                physics = next.spring ?? physics
                starts.append(Start(milliseconds: at, origin: value.current, velocity: carried,
                                    springVelocity: physics.ignoresVelocity ? 0 : carried))
                // Motion animates when the keyframes differ or a spring is given a velocity.
                animation = value.current == next.target && carried == 0
                    ? Animation(generator: nil, target: next.target, start: at, duration: 0)
                    : self.animation(physics, from: value.current, to: next.target, velocity: carried, at: at)
            }
            guard k <= limit else { break }
            if var running = animation {
                let (drawn, finished) = running.tick(time)
                value.set(drawn, at: time)
                animation = finished ? nil : running
            }
            values.append(value.current)
            if animation == nil && pending.isEmpty { return (values, true, starts) }
        }
        return (values, false, starts)
    }

    /// `animate(value, target, spring)`: a spring given by visualDuration or duration drops
    /// the velocity; one given by duration ends at it.
    private func animation(_ physics: Physics, from origin: Double, to target: Double, velocity: Double, at start: Double) -> Animation {
        let generator = MotionLibrarySpringGenerator(stiffness: physics.stiffness, damping: physics.damping, mass: physics.mass,
                                              origin: origin, target: target, velocity: physics.ignoresVelocity ? 0 : velocity,
                                              restSpeed: restSpeed, restDelta: restDelta, endMilliseconds: physics.endMilliseconds)
        return Animation(generator: generator, target: target, start: start, duration: generator.calculatedDuration)
    }

    /// The drawn frames as a trace of progress (value/distance) over wall-clock seconds:
    /// 0 at time 0, then frame k at k/fps. Nil when it does not end within `limit` frames.
    public func trace(limit: Int = 100_000) -> Trace<Double>? {
        let (values, finished, _) = drawn(limit: limit)
        guard finished, distance != 0 else { return nil }
        let times = (0...values.count).map { Double($0) / framesPerSecond }
        return Trace(unchecked: times, [0] + values.map { $0 / distance })
    }
}
