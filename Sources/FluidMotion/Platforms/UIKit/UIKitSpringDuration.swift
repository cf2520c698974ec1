/// UIKit's duration for a spring: what `UIViewPropertyAnimator(duration: 0, timingParameters:
/// UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)).duration` gives, computed
/// from the published rule. Apple's code cannot run here.
///
/// Public reverse-engineering notes of UIKitCore (read off UIKit of iOS 10.3.4's armv7s cache and
/// checked against the host's UIKit on 480 springs) state it: an animator given spring timing
/// parameters in their mass form runs for the parameters' `settlingDuration`, which calls
/// `+[UIView _durationOfSpringAnimationWithMass:stiffness:damping:velocity:]` once for each
/// component of `initialVelocity` and answers the larger (a NaN counting as 0). A spring of
/// fluid's moves along one axis, so its vector is (v, 0): the larger of the durations at v and
/// at rest.
///
/// For one component, with ω = √(k/m) (rad/s), ζ = c/(2√(mk)) clamped to [0, 1] and v in
/// fractions of the move per second, positive toward the target (UIKit's units and sign, and
/// fluid's `initialVelocity`):
/// - ζ = 0: never settles (+∞).
/// - ζ < 1: Core Animation's envelope bound (`coreAnimationSettlingDuration`),
///   (−ln 0.001 + ln(1 + |(ζω − v)/(ω√(1 − ζ²))|))/(ζω), floored at 0.
/// - ζ ≥ 1 (over-damped taken as critical; ζ itself is not used): a fitted approximation of
///   the critical settle, the root of (1 + a·t)·e^(−ωt) = 0.001 with a = ω − v:
///   L = ln|0.001·ω·e^(−ω/a)/a|, A = −1 − L, F = 1 + 0.3361·√(A/2)/(1 − 0.0042·A·e^(−0.0201·√A)),
///   C = L − 5.9506097239272915·(1 − 1/F), duration −(ω + a·C)/(ω·a); NaN when a = 0 (v = ω),
///   and NaN when A < 0. From rest it is 9.235036526651854/ω, the notes' published figure (the
///   host answered 9.235037/ω); the exact root is 9.23341/ω, so the fit runs 0.02 % long there.
extension Spring {
    /// UIKit's animator duration for this spring with its `initialVelocity` as (v, 0), seconds;
    /// +∞ when undamped.
    public func uikitAnimatorDuration() -> Double {
        let along = Self.uikitSpringDuration(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity)
        let across = Self.uikitSpringDuration(mass: mass, stiffness: stiffness, damping: damping, velocity: 0)
        return max(along.isNaN ? 0 : along, across.isNaN ? 0 : across)
    }

    /// `_durationOfSpringAnimationWithMass:stiffness:damping:velocity:` for one component of the
    /// velocity, as the notes publish it: seconds, +∞ when ζ = 0, NaN where the fit has no value.
    public static func uikitSpringDuration(mass: Double, stiffness: Double, damping: Double, velocity v: Double) -> Double {
        let zeta = min(max(damping / (2 * (mass * stiffness).squareRoot()), 0), 1)
        guard zeta > 0 else { return .infinity }
        let omega = (stiffness / mass).squareRoot()
        let epsilon = 0.001
        if zeta < 1 {
            let decay = omega * zeta, damped = omega * (1 - zeta * zeta).squareRoot()
            return max((-log(epsilon) + log(1 + abs((decay - v) / damped))) / decay, 0)
        }
        let reach = omega - v
        guard reach != 0 else { return .nan }
        let logarithm = log(abs(epsilon * omega * exp(-omega / reach) / reach))
        let amplitude = -1 - logarithm
        let fitted = 1 + 0.3361 * (amplitude / 2).squareRoot() / (1 - 0.0042 * amplitude * exp(-0.0201 * amplitude.squareRoot()))
        let corrected = logarithm - 5.9506097239272915 * (1 - 1 / fitted)
        return -(omega + reach * corrected) / (omega * reach)
    }
}
