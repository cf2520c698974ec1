/// How a released drawer opens or closes.
public enum DrawerDecision: String, Hashable, Sendable {
    /// Barely moved: toggles without bounce.
    case tap
    /// Released with momentum: a bouncy spring carrying the gesture's velocity.
    case flick
}

/// "Rewarding momentum" of "Designing Fluid Interfaces": a drawer between a closed and an
/// open position (points, along its axis).
///
/// On release, from the drawer's positions over the drag:
/// - a tap (the finger never moved `tapSlop` (10 pt) from where it went down) toggles: the
///   target is the end farther from the start; the spring has damping 1 (no bounce),
///   response `response` (0.3 s) and no initial velocity;
/// - otherwise it is a flick: the target is the end the release velocity points to (the
///   nearer end when the velocity is 0), with a spring of damping 0.8, response 0.3 s and
///   UIKit's relative velocity v / (target − position), i.e. |v| / distance remaining.
/// The velocity is `VelocityEstimator`'s at the last sample. The 10 pt slop is fluid's
/// choice (about UIKit's tap allowance); the springs are MOTION.md's.
public struct MomentumDrawer: Hashable, Sendable {
    public var closed: Double
    public var open: Double
    public var tapSlop: Double
    public var flickDamping: Double
    public var response: Double

    public init(closed: Double, open: Double, tapSlop: Double = 10, flickDamping: Double = 0.8, response: Double = 0.3) {
        self.closed = closed
        self.open = open
        self.tapSlop = tapSlop
        self.flickDamping = flickDamping
        self.response = response
    }

    public struct Release: Hashable, Sendable {
        public let decision: DrawerDecision
        /// True when the drawer comes to rest open.
        public let opens: Bool
        public let motion: SpringRelease
    }

    /// The release of the drag traced by `positions`.
    public func release(_ positions: Trace<Double>, estimator: VelocityEstimator? = nil) throws(MotionError) -> Release {
        let start = positions.samples[0]
        let moved = positions.samples.map { abs($0 - start) }.max() ?? 0
        let current = positions.samples[positions.count - 1]
        if moved < tapSlop {
            let opens = abs(start - closed) <= abs(start - open)
            let motion = try SpringRelease(from: current, velocity: 0, target: opens ? open : closed, damping: 1, response: response)
            return Release(decision: .tap, opens: opens, motion: motion)
        }
        let v = positions.releaseVelocity(estimator)
        let towardOpen = (open - closed) * v
        let opens = towardOpen != 0 ? towardOpen > 0 : abs(current - open) < abs(current - closed)
        let motion = try SpringRelease(from: current, velocity: v, target: opens ? open : closed,
                                       damping: flickDamping, response: response)
        return Release(decision: .flick, opens: opens, motion: motion)
    }
}
