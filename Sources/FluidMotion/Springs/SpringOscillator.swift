/// The free oscillator m·x'' + c·x' + k·x = 0 from displacement x0 and velocity v0 at t = 0,
/// in closed form, continuous across critical damping.
///
/// With σ = ζω0, B = v0 + σ·x0 and D = ω0²·x0 + σ·v0, every regime is
///
///     x(t) = x0·C(t) + B·S(t),    x'(t) = v0·C(t) − D·S(t)
///
/// - under-damped (ζ < 1), ωd = ω0·√((1 − ζ)(1 + ζ)):
///   C = e^(−σt)·cos ωd·t,  S = e^(−σt)·t·sinc(ωd·t)   (sin(ωd t)/ωd without dividing by ωd)
/// - critically and over-damped (ζ ≥ 1), μ = ω0·√(ζ − 1)·√(ζ + 1), slow root
///   r1 = −ω0/(ζ + √(ζ − 1)·√(ζ + 1)) (= −σ + μ, written without cancellation), E = e^(−2μt):
///   C = e^(r1·t)·(1 + E)/2,  S = e^(r1·t)·t·φ(2μt), φ(z) = −expm1(−z)/z, φ(0) = 1
///
/// Both forms tend to the critical one, (x0 + B·t)·e^(−ω0 t), with no cancellation, so values
/// on either side of ζ = 1 agree with it to rounding plus the true O((1 − ζ²)(ω0 t)²) change.
/// Times before 0 are treated as 0 (the oscillator starts at t = 0). When the decay factor
/// underflows (t far past settling) the result is exactly 0.
///
/// Accuracy: within a few tens of ulps of (1 + |r1·t| + ωd·t) times the scale
/// e^(r1 t)·(|x0| + |B|·min(t, 1/f)) (f = ωd, or 2μ above critical), because the arguments
/// of exp and cos are only known to an ulp of their size: relative ~1e-14 at everyday times,
/// ~1e-9 of the amplitude for an undamped spring at t = 10⁶ (phase 10⁷). Finite for every
/// finite t, ζ from 0 to 1e200 and ω0 from 1e-6 to 1e6 and beyond (tested against mpmath in
/// SpringExtremeTests).
public struct SpringOscillator: Hashable, Sendable {
    public let spring: Spring
    /// Initial displacement x0 from the rest position.
    public let initialDisplacement: Double
    /// Initial velocity v0 (displacement units per second).
    public let initialVelocity: Double

    let omega: Double
    let zeta: Double
    let sigma: Double          // ζω0, the decay rate of the envelope (under-damped)
    let isUnderdamped: Bool
    let dampedFrequency: Double  // ωd, ζ < 1
    let mu: Double             // ω0√(ζ² − 1), ζ ≥ 1
    let slowRoot: Double       // r1 = −σ + μ, ζ ≥ 1
    let b: Double              // v0 + σx0
    let d: Double              // ω0²x0 + σv0

    public init(spring: Spring, displacement x0: Double, velocity v0: Double) {
        self.spring = spring
        initialDisplacement = x0
        initialVelocity = v0
        omega = spring.naturalFrequency
        zeta = spring.dampingRatio
        sigma = zeta * omega
        isUnderdamped = zeta < 1
        if isUnderdamped {
            dampedFrequency = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            mu = 0
            slowRoot = -sigma
        } else {
            let root = (zeta - 1).squareRoot() * (zeta + 1).squareRoot()
            dampedFrequency = 0
            mu = omega * root
            slowRoot = -omega / (zeta + root)
        }
        b = v0 + sigma * x0
        d = omega * omega * x0 + sigma * v0
    }

    /// Displacement x(t) from rest; x(0) = x0.
    public func position(at t: Double) -> Double {
        guard let (c, s) = basis(max(t, 0)) else { return 0 }
        return initialDisplacement * c + b * s
    }

    /// Velocity x'(t); x'(0) = v0.
    public func velocity(at t: Double) -> Double {
        guard let (c, s) = basis(max(t, 0)) else { return 0 }
        return initialVelocity * c - d * s
    }

    /// Acceleration x''(t) = −(c·x' + k·x)/m = −2σ·x' − ω0²·x.
    public func acceleration(at t: Double) -> Double {
        -2 * sigma * velocity(at: t) - omega * omega * position(at: t)
    }

    /// (C(t), S(t)) of the type comment, or nil when the decay factor underflows to 0.
    private func basis(_ t: Double) -> (Double, Double)? {
        if isUnderdamped {
            let decay = exp(-sigma * t)
            guard decay > 0 else { return nil }
            let phase = dampedFrequency * t
            guard phase.isFinite else {
                // ωd·t overflowed (an undamped spring near t = 1e308): the phase is not known
                // to any digit there, but the motion is periodic; reduce t by the damped
                // period so the result stays a point of the motion instead of NaN.
                let reduced = dampedFrequency * fmod(t, 2 * Double.pi / dampedFrequency)
                return (decay * cos(reduced), decay * (sin(reduced) / dampedFrequency))
            }
            return (decay * cos(phase), decay * t * sinc(phase))
        } else {
            let decay = exp(slowRoot * t)
            guard decay > 0 else { return nil }
            let z = 2 * mu * t
            let fast = exp(-z)
            // t·φ(2μt) = (1 − e^(−2μt))/(2μ): the quotient form once z is large, since z can
            // overflow while e^(r1 t) is still ~1 (ζ = 1e200 at t = 1e200).
            let reach = z > 1 ? -expm1(-z) / (2 * mu) : t * oneMinusExpOverZ(z)
            return (decay * (1 + fast) / 2, decay * reach)
        }
    }
}

/// sin(y)/y, 1 at 0. sin is accurate to an ulp relative, so the quotient is too.
@inline(__always) func sinc(_ y: Double) -> Double { y == 0 ? 1 : sin(y) / y }

/// (1 − e^(−z))/z for z ≥ 0, 1 at 0, without cancellation (expm1).
@inline(__always) func oneMinusExpOverZ(_ z: Double) -> Double { z == 0 ? 1 : -expm1(-z) / z }
