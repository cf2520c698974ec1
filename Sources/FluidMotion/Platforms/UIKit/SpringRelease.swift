/// A released gesture animating to its resting place along one axis, as UIKit does it: the
/// spring runs with UIKit's relative initial velocity v / (target − from), so
/// position(t) = from + (target − from)·p(t) with p the spring's step response.
///
/// Units: positions in points (or radians), velocity per second, t in seconds after release.
public struct SpringRelease: Hashable, Sendable {
    /// Where the gesture let go.
    public let from: Double
    /// The release velocity (units per second).
    public let velocity: Double
    /// Where it comes to rest.
    public let target: Double
    /// The spring, with `initialVelocity` = `relativeVelocity`.
    public let spring: Spring

    /// - Throws: `MotionError` when the relative velocity is too large for the spring.
    public init(from: Double, velocity: Double, target: Double, damping: Double, response: Double) throws(MotionError) {
        self.from = from
        self.velocity = velocity
        self.target = target
        spring = try Spring(.dampingResponse(damping: damping, response: response),
                            initialVelocity: FluidMotion.relativeVelocity(velocity, from: from, to: target))
    }

    /// v / (target − from): the spring's initial velocity; 0 when already at the target.
    public var relativeVelocity: Double { spring.initialVelocity }

    /// Position t seconds after release; `from` before.
    public func position(at t: Double) -> Double {
        from + (target - from) * spring.value(at: t)
    }

    /// When it settles (0.1 % of the distance), seconds after release.
    public var settle: Double { spring.settlingTime(threshold: 0.001) }
}
