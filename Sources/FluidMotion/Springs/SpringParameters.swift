/// How a spring was written. Every case converts to mass, stiffness and damping
/// (see `Spring.init(_:initialVelocity:)`), and a `Spring` remembers which one it came from.
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
    /// Rebound / Origami "Pop" springs and React Native `Animated.spring`: converted with
    /// Rebound's `BouncyConversion` to Origami tension/friction, then Origami → physics.
    case bouncinessSpeed(bounciness: Double, speed: Double)
    /// SwiftUI `Spring(mass:stiffness:damping:allowOverDamping:)`: m > 0, k > 0, c ≥ 0. Unless
    /// `allowOverDamping`, an over-damped input (ζ > 1) is treated as critically damped, as
    /// SwiftUI documents: c becomes 2√(km) and ζ exactly 1.
    case swiftUIPhysical(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool)
    /// SwiftUI `Spring(settlingDuration:dampingRatio:epsilon:)`: the spring of damping ratio ζ > 0
    /// whose step (target 1, initial velocity 0) stays within ε (0 < ε < 1) of the target after
    /// `settlingDuration` seconds, exactly (see `SettlingDurationSolver`). Mass 1.
    case settlingDurationDampingRatio(settlingDuration: Double, dampingRatio: Double, epsilon: Double)
    /// Motion (Framer Motion) `{ visualDuration, bounce }`: ω0 = 2π/(1.2·visualDuration),
    /// ζ = clamp(1 − bounce, 0.05, 1), mass 1 (see `MotionLibrarySpring`).
    case motionVisualDuration(visualDuration: Double, bounce: Double)
    /// Motion (Framer Motion) `{ duration, bounce }`: Motion's `findSpring`, solved exactly: the
    /// ω0 at which its envelope falls to 0.001 at `duration` (clamped to 0.01 … 10 s), with
    /// ζ = clamp(1 − bounce, 0.05, 1), mass 1 (see `MotionLibrarySpring`).
    case motionDuration(duration: Double, bounce: Double)
    /// Origami's tension and friction (Origami units), converted as Rebound's
    /// `SpringConfig.fromOrigamiTensionAndFriction`: tension = (o − 30)·3.62 + 194,
    /// friction = (o − 8)·3 + 25, mass 1.
    case origami(tension: Double, friction: Double)
}
