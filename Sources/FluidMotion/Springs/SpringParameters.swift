/// How a spring was written. Every case converts to mass, stiffness and damping
/// (see `Spring.init(_:initialVelocity:)`), and a `Spring` remembers which one it came from.
/// The cases here are the ways several platforms share; a way one platform defines is its
/// own, in its folder (`.platform`).
///
/// Units: times in seconds; stiffness in N/m-like units per unit mass (1/s²); damping in 1/s
/// per unit mass. Families whose mass is implicit use mass 1.
public enum SpringParameters: Hashable, Sendable {
    /// UIKit convenience and WWDC 2018 "Designing Fluid Interfaces": damping ratio ζ ≥ 0 and
    /// response T > 0 (the undamped period, s). m = 1, k = (2π/T)², c = 4πζ/T.
    case dampingResponse(damping: Double, response: Double)
    /// SwiftUI `Spring(duration:bounce:)`: duration is the undamped period (s);
    /// bounce in (−1, 1]: ζ = 1 − bounce when bounce ≥ 0, ζ = 1/(1 + bounce) below 0.
    case durationBounce(duration: Double, bounce: Double)
    /// UIKit `UISpringTimingParameters`, CSS, Framer Motion: m > 0, k > 0, c ≥ 0.
    case physical(mass: Double, stiffness: Double, damping: Double)
    /// react-spring (and physical Rebound/Origami values): mass 1, stiffness = tension,
    /// damping = friction.
    case tensionFriction(tension: Double, friction: Double)
    /// Android `SpringForce`, Jetpack Compose: mass 1, c = 2ζ√k.
    case stiffnessDampingRatio(stiffness: Double, dampingRatio: Double)
    /// SwiftUI `Spring(settlingDuration:dampingRatio:epsilon:)`: the spring of damping ratio ζ > 0
    /// whose step (target 1, initial velocity 0) stays within ε (0 < ε < 1) of the target after
    /// `settlingDuration` seconds, exactly (see `SettlingDurationSolver`). Mass 1.
    case settlingDurationDampingRatio(settlingDuration: Double, dampingRatio: Double, epsilon: Double)
    /// A way of writing a spring that one platform defines in its folder, with how its values
    /// resolve to physics: bounciness and speed (`BouncyConversion`), Origami's units, Motion's
    /// duration and visualDuration, SwiftUI's physical form with its over-damping rule. Each is
    /// made by a static function of its platform (`SpringParameters.origami(tension:friction:)`).
    case platform(PlatformSpringParameters)
}
