/// A spring transition as Motion (Framer Motion 12.36+) resolves it before it runs
/// (motiondivision/motion, `packages/motion-dom/src/animation/generators/spring.ts`,
/// `getSpringOptions` and `findSpring`): the stiffness, damping and mass its generator runs,
/// whether it takes the velocity it is given, and whether it ends at a given duration.
///
/// - `physics(stiffness, damping, mass)`: `{ stiffness, damping, mass }` as written. The
///   spring starts with the velocity it is given and ends by the rest rule.
/// - `visualDuration(s, bounce)`: ω0 = 2π/(1.2·s) rad/s, stiffness ω0², damping
///   2·clamp(1 − bounce, 0.05, 1)·√stiffness, mass 1. Starts at rest whatever velocity it is
///   given (since 12.34.3); ends by the rest rule. Motion reads visualDuration only when the
///   transition also has `bounce` (or `duration`); fluid always writes bounce (0.3 unless
///   given), as `export … motion` does.
/// - `duration(s, bounce)`: T = clamp(s·1000/1000, 0.01, 10) s and ζ = clamp(1 − bounce,
///   0.05, 1); ω0 is `findSpring`'s root of the envelope e(ω) = 0.001 − (ζω/ω_d)·e^(−ζωT)
///   (ω_d = ω√(1 − ζ²); at ζ = 1, e^(−ωT)·(ωT + 1) − 0.001) by Newton's method: 11 steps
///   from ω = 5/T, with motion-dom's derivative (`newtonSteps`), not the exact root
///   (`MotionLibrarySpring.naturalFrequency(duration:bounce:)`); where the steps give NaN, Motion
///   falls back to stiffness 100, damping 10. Stiffness ω², damping 2ζ·√stiffness, mass 1.
///   Starts at rest whatever velocity it is given, and ends at T·1000 ms whatever its speed:
///   the first frame at or after it shows the target (not a 50 ms grid).
///
/// Stiffness in N/m per kg (1/s² at mass 1), damping in 1/s at mass 1, durations in seconds.
public struct MotionLibrarySpringOptions: Sendable, Hashable {
    /// How the transition was written.
    public enum Form: Sendable, Hashable {
        case physics
        case visualDuration(seconds: Double, bounce: Double)
        case duration(seconds: Double, bounce: Double)
    }

    public let form: Form
    public let stiffness: Double
    public let damping: Double
    public let mass: Double

    /// Physics options, as written.
    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        self.form = .physics
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
    }

    /// A fluid spring's stiffness, damping and mass, as physics options.
    public init(_ spring: Spring) { self.init(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass) }

    private init(form: Form, stiffness: Double, damping: Double) {
        self.form = form
        self.stiffness = stiffness
        self.damping = damping
        self.mass = 1
    }

    /// `{ visualDuration: seconds, bounce }` as Motion resolves it.
    public static func visualDuration(_ seconds: Double, bounce: Double) -> MotionLibrarySpringOptions {
        let root = 2 * Double.pi / (seconds * 1.2)
        let stiffness = root * root
        let damping = 2 * MotionLibrarySpring.dampingRatio(bounce: bounce) * stiffness.squareRoot()
        return MotionLibrarySpringOptions(form: .visualDuration(seconds: seconds, bounce: bounce), stiffness: stiffness, damping: damping)
    }

    /// `{ duration: seconds, bounce }` as Motion resolves it (`findSpring`'s Newton steps).
    public static func duration(_ seconds: Double, bounce: Double) -> MotionLibrarySpringOptions {
        let form = Form.duration(seconds: seconds, bounce: bounce)
        let zeta = MotionLibrarySpring.dampingRatio(bounce: bounce)
        let omega = newtonSteps(duration: MotionLibrarySpring.clampedDuration(seconds * 1000 / 1000), dampingRatio: zeta)
        guard !omega.isNaN else { return MotionLibrarySpringOptions(form: form, stiffness: 100, damping: 10) }
        let stiffness = omega * omega
        return MotionLibrarySpringOptions(form: form, stiffness: stiffness, damping: zeta * 2 * stiffness.squareRoot())
    }

    /// Whether Motion starts this spring at rest whatever velocity it is given.
    public var ignoresVelocity: Bool { form != .physics }

    /// When Motion ends it (ms after its start) whatever its speed: T·1000 for a spring
    /// given by duration; nil for the others, which end by the rest rule.
    public var endMilliseconds: Double? {
        guard case .duration(let seconds, _) = form else { return nil }
        return MotionLibrarySpring.animationEnd(duration: seconds) * 1000
    }

    /// Whether every number is one Motion can run: finite, stiffness and mass above 0,
    /// damping 0 or more, and for the time forms a finite duration above 0 and a finite bounce.
    public var isValid: Bool {
        switch form {
        case .physics: break
        case .visualDuration(let s, let b), .duration(let s, let b):
            guard s.isFinite, s > 0, b.isFinite else { return false }
        }
        return stiffness.isFinite && stiffness > 0 && damping.isFinite && damping >= 0 && mass.isFinite && mass > 0
    }

    /// `findSpring`'s ω0 (rad/s) for a duration T in seconds (already clamped) at damping
    /// ratio ζ in [0.05, 1], velocity 0: ω ← ω − e(ω)/e′(ω), 11 times from 5/T, with
    ///
    ///     ζ < 1:  e(ω) = 0.001 − (ζω / (ω√(1 − ζ²)))·e^(−ζωT)
    ///             e′(ω) = s·(−ζ²ω²T·e^(−ζωT)) / (ω²√(1 − ζ²)),  s = −1 when 0.001 − e(ω) + … > 0, else 1
    ///     ζ = 1:  e(ω) = e^(−ωT)·(ωT + 1) − 0.001,  e′(ω) = e^(−ωT)·(−ω·T²)
    ///
    /// in motion-dom's order of operations. NaN when a step does (Motion then falls back).
    static func newtonSteps(duration t: Double, dampingRatio zeta: Double) -> Double {
        let level = MotionLibrarySpring.envelopeLevel
        let envelope: (Double) -> Double
        let derivative: (Double) -> Double
        if zeta < 1 {
            let root = (1 - zeta * zeta).squareRoot()
            envelope = { omega in
                let decay = omega * zeta
                return level - (decay / (omega * root)) * exp(-(decay * t))
            }
            derivative = { omega in
                let decay = omega * zeta
                let d = decay * t * 0 + 0          // the velocity terms, 0 (NaN past overflow)
                let e = zeta * zeta * (omega * omega) * t
                let sign: Double = -envelope(omega) + level > 0 ? -1 : 1
                return sign * ((d - e) * exp(-(decay * t))) / (omega * omega * root)
            }
        } else {
            envelope = { omega in -level + exp(-omega * t) * (omega * t + 1) }
            derivative = { omega in exp(-omega * t) * ((0 - omega) * (t * t)) }
        }
        var omega = 5 / t
        for _ in 1..<12 { omega = omega - envelope(omega) / derivative(omega) }
        return omega
    }
}
