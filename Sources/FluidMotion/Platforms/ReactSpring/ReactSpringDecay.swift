/// react-spring's decay (`config: { decay: true }` = 0.998, or a number d), pmndrs/react-spring
/// `packages/core/src/SpringValue.ts` (advance): with t in ms and v0 in units per ms,
/// position = v0/(1 − d)·(1 − e^(−(1 − d)·t)), velocity = v0·e^(−(1 − d)·t). Per second:
/// λ = 1000·(1 − d), x(t) = v0·(1 − e^(−λt))/λ. Where UIKit's rate r decays with −ln r per
/// ms, react-spring uses 1 − d, so the same number travels a little farther.
///
/// Rest rule (upstream): finished once a frame moves the value by less than 0.1 units,
/// |x(t) − x(t − frame)| < 0.1. fluid takes 60 frames a second and solves the moment
/// continuously: (|v0|/λ)·e^(−λt)·(e^(λ·frame) − 1) = 0.1, and the value stays there, short
/// of v0/λ by 0.1/(e^(λ·frame) − 1). That is its end: `distance`, the curve at `restTime`
/// and every table agree on it; react-spring's own loop, stepping by the wall clock, stops at
/// the first frame whose move is under 0.1, which depends on the frame times.
public struct ReactSpringDecay: Hashable, Sendable, ExponentialDecayStoppingAtRest {
    /// `decay: true`.
    public static let defaultDecay = 0.998
    /// One frame at 60 Hz, in seconds.
    public static let frameDuration = 1.0 / 60
    /// The per-frame movement below which the decay finishes (units).
    public static let restDelta = 0.1

    public var initialVelocity: Double
    /// The per-millisecond factor d, in (0, 1).
    public private(set) var decay: Double

    /// - Throws: `MotionError` (parameter "rate") unless 0 < d < 1.
    public init(velocity: Double, decay: Double = ReactSpringDecay.defaultDecay) throws(MotionError) {
        guard decay.isFinite, decay > 0, decay < 1 else {
            throw MotionError(parameter: "rate",
                              message: "rate must be between 0 and 1, exclusive (react-spring's decay: true is 0.998)")
        }
        initialVelocity = velocity
        self.decay = decay
    }

    public var decayConstant: Double { DecayConversion.decayConstant(reactSpringDecay: decay) }

    public var restTime: Double {
        let lambda = decayConstant
        let perFrame = abs(initialVelocity) / lambda * expm1(lambda * Self.frameDuration)
        if perFrame < Self.restDelta { return 0 }
        return log(perFrame / Self.restDelta) / lambda
    }

    /// Where it stops: v0/λ less 0.1/(e^(λ·frame) − 1) in the direction of travel.
    public var distance: Double { position(at: restTime) }
}
