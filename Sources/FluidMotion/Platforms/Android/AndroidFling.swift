/// Android's fling (androidx.dynamicanimation `FlingAnimation` and its `DragForce`):
/// v(t) = v0·e^(−λt) with λ = 4.2·friction, x(t) = v0·(1 − e^(−λt))/λ, the closed form
/// DragForce.updateValueAndVelocity steps with (friction F = −4.2·scalar there).
///
/// Rest rule (upstream): the fling ends where it is once |v| < the velocity threshold,
/// minimumVisibleChange × 0.75 (DynamicAnimation.THRESHOLD_MULTIPLIER) × 62.5
/// (DragForce.VELOCITY_THRESHOLD_MULTIPLIER = 1000/16, "one 16 ms frame to move the value
/// threshold"), so 46.875 px/s for pixel properties (MIN_VISIBLE_CHANGE_PIXELS = 1).
/// Upstream checks it once a frame; fluid solves the moment continuously:
/// t_stop = ln(|v0|/threshold)/λ, and the fling stops short of v0/λ by threshold/λ.
/// `AndroidFlingFrames` runs it as Android does, frame by frame in Floats, with bounds.
///
/// Its end: FlingAnimation has no target value; its own code stops at the first frame that
/// finds |v| under the threshold, so where it stops depends on the frame times. `distance` is
/// that rule taken at every instant, sign(v0)·(|v0| − threshold)/λ, the limit of Android's end
/// as frames get shorter; the last frame (`androidFrames`, Android's own) lies past it by less
/// than one frame of travel at the threshold speed (threshold × frame, 0.78 px at 60 Hz).
public struct AndroidFling: Hashable, Sendable, ExponentialDecayStoppingAtRest {
    /// FlingAnimation.setFriction's default.
    public static let defaultFriction = 1.0
    /// The velocity threshold for a minimum visible change of 1 px: 1 × 0.75 × 62.5.
    public static let defaultVelocityThreshold = 46.875

    public var initialVelocity: Double
    /// FlingAnimation's friction scalar f (> 0); λ = 4.2·f.
    public private(set) var friction: Double
    public var velocityThreshold: Double

    /// - Throws: `MotionError` (parameter "friction") unless friction is positive and finite.
    public init(velocity: Double, friction: Double = AndroidFling.defaultFriction,
                velocityThreshold: Double = AndroidFling.defaultVelocityThreshold) throws(MotionError) {
        guard friction.isFinite, friction > 0, (DecayConversion.androidFrictionUnit * friction).isFinite else {
            throw MotionError(parameter: "friction",
                              message: "friction must be a positive number (Android's FlingAnimation.setFriction; 1 is the default, 4.2/s of decay)")
        }
        initialVelocity = velocity
        self.friction = friction
        self.velocityThreshold = velocityThreshold
    }

    public var decayConstant: Double { DecayConversion.decayConstant(androidFriction: friction) }

    public var restTime: Double {
        let speed = abs(initialVelocity)
        if speed < velocityThreshold { return 0 }
        guard velocityThreshold > 0 else { return .infinity }
        return log(speed / velocityThreshold) / decayConstant
    }

    /// Where the fling stops: v0·(1 − threshold/|v0|)/λ, 0 if it never moves.
    public var distance: Double { position(at: restTime) }
}
