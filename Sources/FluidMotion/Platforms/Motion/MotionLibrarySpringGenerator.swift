/// Motion's (Framer Motion's) spring generator for physics options, as motion-dom evaluates
/// it (motiondivision/motion 12.36+, `packages/motion-dom/src/animation/generators/spring.ts`,
/// `spring(options)` and its `next(t)`): one spring from `origin` to `target` in the animated
/// value's units, read at t in milliseconds since the animation's start.
///
/// With k the stiffness, c the damping, m the mass, Δ = target − origin, v₀ the velocity in
/// units per second toward larger values (as `MotionValue.getVelocity()` gives it):
///
///     ζ = c / (2√(k·m)),  ω = √(k/m) / 1000 (rad/ms),  u = −v₀/1000 (units/ms, along x)
///     x(t) = target − p(t), x(0) = Δ, x'(0) = u
///     ζ < 1:  ω_d = ω√(1 − ζ²),  A = (u + ζωΔ)/ω_d
///             p(t) = target − e^(−ζωt)·(A·sin ω_d t + Δ·cos ω_d t)
///     ζ = 1:  p(t) = target − e^(−ωt)·(Δ + (u + ωΔ)·t)
///     ζ > 1:  ω_d = ω√(ζ² − 1),  f = min(ω_d·t, 300)
///             p(t) = target − e^(−ζωt)·((u + ζωΔ)·sinh f + ω_d·Δ·cosh f) / ω_d
///
/// with the products taken in motion-dom's order, so the positions agree with Motion's to an
/// ulp or so of the exponential and trigonometric functions (node's and the C library's may
/// round differently). The speed is the exact derivative, in units per second.
///
/// Rest: a frame is done when |speed| ≤ restSpeed and |target − p| ≤ restDelta, and then shows
/// the target itself. restSpeed defaults to 0.01 units/s and restDelta to 0.005 units when
/// |Δ| < 5, else 2 and 0.5 (Motion treats 0 as unset too). `calculatedDuration` is Motion's
/// `calcGeneratorDuration`: the first multiple of 50 ms that is done, +∞ from 20 000 ms.
///
/// A spring given by `duration` or `visualDuration` runs as the physics Motion resolves it to
/// (`MotionLibrarySpringOptions`), with velocity 0; one given by `duration` is done at
/// t ≥ `endMilliseconds` whatever its speed and position (`isResolvedFromDuration`), which is
/// then its `calculatedDuration`.
public struct MotionLibrarySpringGenerator: Sendable, Hashable {
    public let stiffness: Double
    public let damping: Double
    public let mass: Double
    public let origin: Double
    public let target: Double
    /// Units per second, as Motion's `velocity` option.
    public let velocity: Double
    public let restSpeed: Double
    public let restDelta: Double
    /// A spring given by `duration`: done at t ≥ this (ms), not by the rest rule; nil otherwise.
    public let endMilliseconds: Double?

    private let dampingRatio: Double
    /// ω, rad/ms.
    private let omega: Double
    private let delta: Double
    /// u = −v₀/1000, units/ms along x = target − p.
    private let u: Double
    /// ω_d for ζ ≠ 1 (ζ < 1: ω√(1 − ζ²); ζ > 1: ω√(ζ² − 1)); unused at ζ = 1.
    private let dampedOmega: Double
    /// Under-damped: A, and the speed's sine and cosine coefficients.
    private let a: Double, sineCoefficient: Double, cosineCoefficient: Double

    /// - Parameters: restSpeed (units/s) and restDelta (units): nil or 0 for Motion's defaults;
    ///   endMilliseconds: the duration of a spring given by `duration` (ms), nil for the rest rule.
    public init(stiffness: Double, damping: Double, mass: Double = 1, origin: Double, target: Double, velocity: Double = 0,
                restSpeed: Double? = nil, restDelta: Double? = nil, endMilliseconds: Double? = nil) {
        self.endMilliseconds = endMilliseconds
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
        self.origin = origin
        self.target = target
        self.velocity = velocity
        let delta = target - origin
        let granular = abs(delta) < 5
        self.restSpeed = restSpeed.flatMap { $0 == 0 || $0.isNaN ? nil : $0 } ?? (granular ? 0.01 : 2)
        self.restDelta = restDelta.flatMap { $0 == 0 || $0.isNaN ? nil : $0 } ?? (granular ? 0.005 : 0.5)
        let u = -(velocity / 1000)
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let omega = (stiffness / mass).squareRoot() / 1000
        self.dampingRatio = zeta
        self.omega = omega
        self.delta = delta
        self.u = u
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let a = (u + zeta * omega * delta) / wd
            dampedOmega = wd
            self.a = a
            sineCoefficient = zeta * omega * a + delta * wd
            cosineCoefficient = zeta * omega * delta - a * wd
        } else {
            dampedOmega = zeta == 1 ? 0 : omega * (zeta * zeta - 1).squareRoot()
            a = 0
            sineCoefficient = 0
            cosineCoefficient = 0
        }
    }

    /// Position (units) and speed (units/s) t ms after the start, before the rest check.
    public func state(at t: Double) -> (position: Double, speed: Double) {
        let zeta = dampingRatio, omega = self.omega, delta = self.delta, u = self.u
        if zeta < 1 {
            let envelope = exp(-zeta * omega * t)
            let s = sin(dampedOmega * t), c = cos(dampedOmega * t)
            let position = target - envelope * (a * s + delta * c)
            return (position, envelope * (sineCoefficient * s + cosineCoefficient * c) * 1000)
        }
        if zeta == 1 {
            let decay = exp(-omega * t)
            let position = target - decay * (delta + (u + omega * delta) * t)
            let c = u + omega * delta
            return (position, exp(-omega * t) * (omega * c * t - u) * 1000)
        }
        let wd = dampedOmega
        let envelope = exp(-zeta * omega * t)
        let f = min(wd * t, 300)
        let (sh, ch) = (Self.sinh(f), Self.cosh(f))
        let position = target - (envelope * ((u + zeta * omega * delta) * sh + wd * delta * ch)) / wd
        let p = (u + zeta * omega * delta) / wd
        let sinhCoefficient = zeta * omega * p - delta * wd
        let coshCoefficient = zeta * omega * delta - p * wd
        return (position, envelope * (sinhCoefficient * sh + coshCoefficient * ch) * 1000)
    }

    /// What Motion's `next(t)` gives: the position, or the target itself once done (by the
    /// rest rule, or at `endMilliseconds` for a spring given by duration).
    public func next(_ t: Double) -> (value: Double, done: Bool) {
        let (position, speed) = state(at: t)
        let done = endMilliseconds.map { t >= $0 } ?? (abs(speed) <= restSpeed && abs(target - position) <= restDelta)
        return (done ? target : position, done)
    }

    /// Motion's `calculatedDuration` (ms): `endMilliseconds` for a spring given by duration;
    /// otherwise `calcGeneratorDuration`, the first t = 0, 50, 100 … at which `next(t)` is
    /// done, +∞ when that reaches 20 000 ms first.
    public var calculatedDuration: Double {
        if let endMilliseconds { return endMilliseconds }
        var milliseconds = 0
        var done = next(0).done
        while !done && milliseconds < Spring.motionMaximumMilliseconds {
            milliseconds += Spring.motionFrameMilliseconds
            done = next(Double(milliseconds)).done
        }
        return milliseconds >= Spring.motionMaximumMilliseconds ? .infinity : Double(milliseconds)
    }

    /// sinh x = (t + t/(1 + t))/2 with t = eˣ − 1 (for x ≥ 0, as the generator uses it).
    static func sinh(_ x: Double) -> Double {
        let t = expm1(x)
        return (t + t / (1 + t)) / 2
    }

    /// cosh x = (eˣ + e⁻ˣ)/2, from t = eˣ − 1 near 0: 1 + t²/(2(1 + t)).
    static func cosh(_ x: Double) -> Double {
        let t = expm1(x)
        return 1 + t * t / (2 * (1 + t))
    }
}
