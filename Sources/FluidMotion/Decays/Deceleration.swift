/// One flick under any of the platforms' deceleration models, for code that handles them
/// alike (the notebook's `decay`, plots, the side-by-side table). Each case's type documents
/// its formula, its source and its rest rule.
public enum Deceleration: Hashable, Sendable {
    /// UIKit, the exact continuous decay v0·r^(1000t) (rest: |v| < 0.5 pt/s, fluid's rule).
    case exact(Decay)
    /// UIKit as the WWDC 2018 talk sums it, per millisecond.
    case talk(TalkDecay)
    /// Android's FlingAnimation.
    case android(AndroidFling)
    /// Motion's (Framer Motion's) inertia.
    case inertia(InertiaDecay)
    /// react-spring's decay.
    case reactSpring(ReactSpringDecay)
    /// Jetpack Compose's exponentialDecay().
    case compose(ComposeExponentialDecay)
    /// Rebound's coasting spring (tension 0).
    case rebound(ReboundCoasting)
    /// Jetpack Compose's splineBasedDecay(density): Android's scroll fling spline.
    case composeSpline(ComposeSplineDecay)

    public var curve: any DecelerationCurve {
        switch self {
        case .exact(let d): return d
        case .talk(let d): return d
        case .android(let d): return d
        case .inertia(let d): return d
        case .reactSpring(let d): return d
        case .compose(let d): return d
        case .rebound(let d): return d
        case .composeSpline(let d): return d
        }
    }

    public var initialVelocity: Double { curve.initialVelocity }
    /// λ, 1/s.
    public var decayConstant: Double { curve.decayConstant }
    public func position(at t: Double) -> Double { curve.position(at: t) }
    public func velocity(at t: Double) -> Double { curve.velocity(at: t) }
    public var distance: Double { curve.distance }
    /// When the model's rest rule stops the flick (s).
    public func stopTime() -> Double { curve.restTime }
}
