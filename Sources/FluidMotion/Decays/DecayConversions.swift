/// Conversions between the ways platforms write one exponential deceleration
/// v(t) = v0·e^(−λt) (ANCHORS.md, "Deceleration models side by side"). λ is the decay
/// constant in 1/s; every function here is pure arithmetic on finite inputs and returns
/// NaN or ±∞ only where the formula does (callers validate ranges).
///
/// - UIKit (UIScrollView.decelerationRate): the velocity kept per millisecond r,
///   λ = −1000·ln r, r = e^(−λ/1000). normal 0.998 → λ ≈ 2.002/s, fast 0.99 → λ ≈ 10.05/s.
/// - Android (androidx.dynamicanimation FlingAnimation.setFriction(f), default 1): the
///   scalar f multiplies DragForce's DEFAULT_FRICTION = −4.2, and DragForce's friction F is
///   the exponent itself: v(t) = v0·e^(F·t), F = −4.2·f, so λ = 4.2·f. "Friction" is thus
///   the scalar in FlingAnimation's API and −λ inside DragForce.
/// - Motion (Framer Motion) inertia: timeConstant τ (ms upstream, seconds here), λ = 1/τ.
/// - react-spring `decay: d` (true = 0.998): integrates e^(−(1 − d)·t) with t in ms, so
///   λ = 1000·(1 − d) and d = 1 − λ/1000; the same number as UIKit's r means a slightly
///   slower decay (1 − r < −ln r).
///
/// Each platform's own way (Android's friction, react-spring's decay) is declared in its
/// folder as an extension of this namespace.
public enum DecayConversion {
    /// λ = −1000·ln r, per second, from UIKit's per-millisecond rate r.
    public static func decayConstant(rate r: Double) -> Double { -1000 * log(r) }
    /// r = e^(−λ/1000), written 1 + expm1(−λ/1000) so rates near 1 keep their digits.
    public static func rate(decayConstant lambda: Double) -> Double { 1 + expm1(-lambda / 1000) }

    /// λ = 1/τ, τ in seconds.
    public static func decayConstant(timeConstant tau: Double) -> Double { 1 / tau }
    /// τ = 1/λ, in seconds.
    public static func timeConstant(decayConstant lambda: Double) -> Double { 1 / lambda }
}

extension DecelerationRate {
    /// The per-millisecond rate of an exponential decay with constant λ (1/s).
    /// - Throws: `MotionError` (parameter "rate") unless λ is positive and finite and the
    ///   rate it gives is strictly between 0 and 1.
    public init(decayConstant lambda: Double) throws(MotionError) {
        guard lambda.isFinite, lambda > 0 else {
            throw MotionError(parameter: "rate", message: "a deceleration needs a positive, finite decay constant")
        }
        try self.init(DecayConversion.rate(decayConstant: lambda))
    }
}
