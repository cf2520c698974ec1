/// A damped spring m·x'' + c·x' + k·x = 0, written in any of the families of
/// `SpringParameters`, and its step response from 0 to 1.
///
/// Units: seconds; mass, stiffness (1/s² per unit mass) and damping (1/s per unit mass) as
/// the platforms use them. `initialVelocity` is UIKit's relative velocity: progress units per
/// second, 1 = the whole distance per second, positive toward the target.
///
/// Construction validates every parameter and throws `MotionError` for anything that would
/// not give a finite, well-defined motion; a constructed spring never produces NaN for finite
/// times and velocities.
public struct Spring: Hashable, Sendable {
    /// How the spring was written.
    public let parameters: SpringParameters
    /// Mass m (> 0); 1 for every family but `.physical`.
    public let mass: Double
    /// Stiffness k (> 0).
    public let stiffness: Double
    /// Damping coefficient c (≥ 0).
    public let damping: Double
    /// Natural frequency ω0 = √(k/m), rad/s. Taken from the written parameters where they
    /// give it directly (2π/response), so it does not carry a round trip through k and m.
    public let naturalFrequency: Double
    /// Damping ratio ζ = c / (2√(km)); exactly the written value for families that take it
    /// (so `damping: 1` is critically damped, not one ulp off).
    public let dampingRatio: Double
    /// UIKit's relative initial velocity (progress units per second; 1 = the whole distance
    /// per second). In the oscillator's frame the initial velocity is v0 = −initialVelocity.
    /// Validated finite by `init`; keep it finite when setting it directly.
    public var initialVelocity: Double

    /// Builds a spring from any family of parameters.
    ///
    /// - Throws: `MotionError` naming the offending parameter when a value is not finite, out
    ///   of its range (mass, stiffness, tension, response, duration > 0; damping, friction,
    ///   damping ratio, bounciness, speed ≥ 0; bounce in (−1, 1]), or so extreme that the
    ///   spring's frequency or damping would overflow.
    public init(_ parameters: SpringParameters, initialVelocity: Double = 0) throws(MotionError) {
        let resolved = try ResolvedSpring(parameters)
        guard initialVelocity.isFinite else {
            throw MotionError(parameter: "velocity",
                              message: "velocity must be a finite number (fractions of the distance per second)")
        }
        let omega = resolved.naturalFrequency, zeta = resolved.dampingRatio
        // The closed forms multiply the velocity by ζω0 and ω0²; keep those finite.
        guard (zeta * omega * initialVelocity).isFinite, (omega * initialVelocity).isFinite else {
            throw MotionError(parameter: "velocity", message: "velocity is too large for this spring")
        }
        self.parameters = parameters
        self.mass = resolved.mass
        self.stiffness = resolved.stiffness
        self.damping = resolved.damping
        self.naturalFrequency = omega
        self.dampingRatio = zeta
        self.initialVelocity = initialVelocity
    }

    /// Response T = 2π/ω0, the undamped period in seconds (SwiftUI's `duration` too).
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's bounce: 1 − ζ when ζ < 1 (in (0, 1]), 1/ζ − 1 when ζ ≥ 1 (in (−1, 0]).
    public var bounce: Double { dampingRatio < 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// Damped angular frequency ωd = ω0·√(1 − ζ²) in rad/s; nil when ζ ≥ 1 (no oscillation).
    public var dampedFrequency: Double? {
        guard dampingRatio < 1 else { return nil }
        // (1 − ζ)(1 + ζ) is exact in the subtraction, unlike 1 − ζ², near ζ = 1.
        return naturalFrequency * ((1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
    }

    /// Damped period 2π/ωd in seconds (time between two overshoots); nil when ζ ≥ 1.
    public var dampedPeriod: Double? { dampedFrequency.map { 2 * Double.pi / $0 } }

    /// The free oscillator of the step response: displacement x0 = 1 (the whole distance
    /// left), velocity v0 = −initialVelocity.
    public var stepOscillator: SpringOscillator {
        SpringOscillator(spring: self, displacement: 1, velocity: -initialVelocity)
    }

    /// Step response: progress from 0 toward 1, p(t) = 1 − x(t) with x0 = 1,
    /// v0 = −initialVelocity. Times before 0 give the start (0). Accurate to a few ulps of 1
    /// (absolute), since progress is a fraction of the whole distance.
    public func value(at t: Double) -> Double { 1 - stepOscillator.position(at: t) }

    /// d progress / dt, in fractions of the distance per second; `initialVelocity` at t ≤ 0.
    public func velocity(at t: Double) -> Double { -stepOscillator.velocity(at: t) }
}
