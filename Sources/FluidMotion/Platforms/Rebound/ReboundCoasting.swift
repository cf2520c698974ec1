/// Rebound's coasting spring (facebook/rebound-js 0.1.0, `SpringConfig.coastingConfigWithOrigamiFriction(f)`
/// = `new SpringConfig(0, (f − 8)·3 + 25)`): a spring with tension 0, so friction alone slows
/// the value, x'' = −friction·x' (per second, mass 1). With λ the physical friction, in units
/// and seconds:
///
///     v(t) = v0·e^(−λt),  x(t) = v0·(1 − e^(−λt))/λ
///
/// Rest (`Spring.isAtRest` with tension 0): |v| < restSpeed (Rebound's restSpeedThreshold,
/// 0.001 units/s), on speed alone; the value stays where it is. fluid takes the rule
/// continuously: it rests at t = ln(|v0|/restSpeed)/λ (at once when |v0| < restSpeed, as
/// Rebound never starts it), at v0·(1 − restSpeed/|v0|)/λ. Rebound's own frame loop
/// (`ReboundFrames`) reaches the same place within restSpeed/λ, a little later on the wall
/// clock: its first frame gives 1 ms, and each frame it blends back from a leftover part
/// of a step, so its motion runs about 1 ms per frame behind.
///
/// Its end: Rebound has no target for a coasting spring; `distance` (the curve at `restTime`)
/// is where its rest rule holds taken at every instant, and Rebound's own last frame lies past
/// it by at most restSpeed/λ (4.5·10⁻⁵ units at the default friction, 22/s), at any frame rate.
public struct ReboundCoasting: Hashable, Sendable, ExponentialDecayStoppingAtRest {
    /// Rebound's default restSpeedThreshold, units per second.
    public static let defaultRestSpeed = 0.001

    /// Release velocity v0, units per second.
    public var initialVelocity: Double
    /// Rebound's (physical) friction λ, per second.
    public private(set) var friction: Double
    /// Rebound's restSpeedThreshold, units per second.
    public private(set) var restSpeed: Double

    /// `new SpringConfig(0, friction)`: Rebound's physical friction, per second.
    ///
    /// - Throws: `MotionError` (parameter "friction") unless the friction is positive and
    ///   finite (0 coasts for ever), or ("restSpeed") unless the threshold is.
    public init(velocity: Double, friction: Double, restSpeed: Double = ReboundCoasting.defaultRestSpeed) throws(MotionError) {
        guard friction.isFinite, friction > 0 else {
            throw MotionError(parameter: "friction",
                    message: "friction must be positive: without friction a coasting spring never stops (Origami friction above "
                    + "\(Rebound.lowestOrigamiFriction), or a rate per second like 22/s)")
        }
        guard restSpeed.isFinite, restSpeed > 0 else {
            throw MotionError(parameter: "restSpeed", message: "restSpeed must be a positive speed in units per second (Rebound's default is 0.001)")
        }
        initialVelocity = velocity
        self.friction = friction
        self.restSpeed = restSpeed
    }

    /// `SpringConfig.coastingConfigWithOrigamiFriction(origamiFriction)`: friction (o − 8)·3 + 25.
    public init(velocity: Double, origamiFriction: Double, restSpeed: Double = ReboundCoasting.defaultRestSpeed) throws(MotionError) {
        try self.init(velocity: velocity, friction: Rebound.frictionFromOrigami(origamiFriction), restSpeed: restSpeed)
    }

    /// λ: Rebound's friction itself.
    public var decayConstant: Double { friction }

    /// ln(|v0|/restSpeed)/λ, 0 when |v0| is below restSpeed already.
    public var restTime: Double {
        abs(initialVelocity) < restSpeed ? 0 : log(abs(initialVelocity) / restSpeed) / friction
    }

    /// Where it rests: v0·(1 − restSpeed/|v0|)/λ.
    public var distance: Double { position(at: restTime) }

    /// What Rebound draws of it frame by frame: its spring with tension 0, from 0, timed by `looper`.
    public func frames(framesPerSecond: Double = 60, looper: ReboundLooper = .animation) -> ReboundFrames {
        ReboundFrames(tension: 0, friction: friction, velocity: initialVelocity, from: 0, to: 0, framesPerSecond: framesPerSecond,
                      restSpeed: restSpeed, looper: looper)
    }
}
