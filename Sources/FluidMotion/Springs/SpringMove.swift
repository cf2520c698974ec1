/// A value moving to `target` with a spring, starting from any position and velocity: how an
/// interrupted animation continues (the new motion starts where the old one is, with its
/// velocity, so position and velocity are continuous).
///
/// x(t) = target + X(t), with X the free oscillator of `spring` from X(0) = from − target and
/// X'(0) = velocity. Units: the value's (points, radians, a scale), velocity in those per
/// second, t in seconds from the start of this move.
public struct SpringMove: Hashable, Sendable {
    public let spring: Spring
    public let target: Double
    let oscillator: SpringOscillator

    public init(spring: Spring, from start: Double, velocity: Double, to target: Double) {
        self.spring = spring
        self.target = target
        oscillator = SpringOscillator(spring: spring, displacement: start - target, velocity: velocity)
    }

    /// The start position.
    public var start: Double { target + oscillator.initialDisplacement }

    public func position(at t: Double) -> Double { target + oscillator.position(at: t) }
    public func velocity(at t: Double) -> Double { oscillator.velocity(at: t) }
}
