/// A spring animation that is interrupted and sent somewhere else while it runs: a chain of
/// spring segments, each starting where the previous one is at the retarget time, with the
/// velocity it has there (MOTION.md, "Interruption"). Position and velocity are continuous
/// at every retarget; only the acceleration jumps.
///
/// Units: the motion's position is in fractions of the first move's distance (the first
/// segment runs the spring's step response from 0 to 1), velocities in those units per
/// second, times in seconds from the start of the first segment. Targets of later segments
/// are in the same units: `to: 0.5` is halfway along the first move.
///
/// Segment i, started at time tᵢ from position pᵢ with velocity vᵢ toward target Tᵢ, is the
/// free oscillator x(τ) = Tᵢ − p(tᵢ + τ) with x(0) = Tᵢ − pᵢ and x'(0) = −vᵢ, so
///
///     p(t) = Tᵢ − x(t − tᵢ),   p'(t) = −x'(t − tᵢ)   for tᵢ ≤ t < tᵢ₊₁.
///
/// A segment's spring supplies only its mass, stiffness and damping: its own
/// `initialVelocity` is not used after the first segment, since the velocity carries over.
/// Times before 0 give the start (position of the first segment, its initial velocity).
public struct RetargetedMotion: Hashable, Sendable {
    /// One spring segment of the motion.
    public struct Segment: Hashable, Sendable {
        /// When the segment begins (s), ≥ 0 and ≥ the previous segment's start.
        public let start: Double
        /// Where it is heading (motion units).
        public let target: Double
        public let spring: Spring
        /// Position and velocity at `start`, taken from the previous segment.
        public let startPosition: Double
        public let startVelocity: Double
        /// x(τ) = target − p(start + τ).
        let oscillator: SpringOscillator

        init(start: Double, target: Double, spring: Spring, position: Double, velocity: Double) {
            self.start = start
            self.target = target
            self.spring = spring
            self.startPosition = position
            self.startVelocity = velocity
            self.oscillator = SpringOscillator(spring: spring, displacement: target - position, velocity: -velocity)
        }

        /// The closed form multiplies x0 by ω0² and ζω0: every coefficient must be finite.
        var isFinite: Bool {
            oscillator.initialDisplacement.isFinite && oscillator.initialVelocity.isFinite && oscillator.b.isFinite && oscillator.d.isFinite
        }

        /// Position at absolute time t (no check that t is inside the segment).
        public func position(at t: Double) -> Double { target - oscillator.position(at: t - start) }
        /// Velocity at absolute time t.
        public func velocity(at t: Double) -> Double { -oscillator.velocity(at: t - start) }
    }

    /// The segments in time order; never empty.
    public private(set) var segments: [Segment]

    /// The step response of `spring` (0 → 1, with the spring's relative initial velocity),
    /// not yet retargeted.
    public init(_ spring: Spring) {
        // x0 = 1 and v0 = −initialVelocity are finite by Spring's own validation.
        segments = [Segment(start: 0, target: 1, spring: spring, position: 0, velocity: spring.initialVelocity)]
    }

    /// The motion retargeted at `time` to `target` (or the current final target) with
    /// `spring` (or the current last spring). Everything after `time` in this motion is
    /// replaced; position and velocity at `time` carry over.
    ///
    /// - Throws: `MotionError` with parameter "at" unless `time` is finite, ≥ 0 and not
    ///   before the last retarget; with "to" when the target is not finite or so far away
    ///   that the spring's closed form would overflow.
    public func retargeted(at time: Double, to target: Double? = nil, spring: Spring? = nil) throws(MotionError) -> RetargetedMotion {
        let last = segments[segments.count - 1]
        guard time.isFinite, time >= 0 else {
            throw MotionError(parameter: "at", message: "the retarget time must be a finite time, 0 s or later")
        }
        guard time >= last.start else {
            throw MotionError(parameter: "at", message: "retarget times must come in order: this one is before the last retarget")
        }
        if let target, !target.isFinite {
            throw MotionError(parameter: "to", message: "the target must be a finite number (a fraction of the first move's distance)")
        }
        let segment = Segment(start: time, target: target ?? last.target, spring: spring ?? last.spring,
                              position: last.position(at: time), velocity: last.velocity(at: time))
        guard segment.isFinite else {
            throw MotionError(parameter: target == nil ? "spring" : "to",
                              message: "the target is too far for this spring: its motion would overflow")
        }
        var result = self
        result.segments.append(segment)
        return result
    }

    /// The target of the last segment.
    public var finalTarget: Double { segments[segments.count - 1].target }

    /// The times at which the motion was retargeted (the starts of every segment but the first).
    public var retargetTimes: [Double] { segments.dropFirst().map(\.start) }

    /// The index of the segment that governs time t: the last one with start ≤ t (0 for t < 0).
    public func segmentIndex(at t: Double) -> Int {
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].start <= t { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Position at time t (motion units). Exact at the start of every segment up to the
    /// rounding of Tᵢ − (Tᵢ − pᵢ), a few ulps of max(|Tᵢ|, |pᵢ|).
    public func value(at t: Double) -> Double { segments[segmentIndex(at: t)].position(at: t) }

    /// Velocity at time t (motion units per second); equal to the previous segment's
    /// velocity at each retarget time, exactly.
    public func velocity(at t: Double) -> Double { segments[segmentIndex(at: t)].velocity(at: t) }
}
