/// A scroll-view deceleration rate: the factor r by which a flick's velocity is multiplied
/// every millisecond (UIScrollView: normal 0.998, fast 0.99). Always 0 < r < 1.
public struct DecelerationRate: Hashable, Sendable {
    /// The per-millisecond velocity factor r, in (0, 1).
    public private(set) var perMillisecond: Double

    /// UIScrollView's normal rate, 0.998 per ms.
    public static let normal = DecelerationRate(unchecked: 0.998)
    /// UIScrollView's fast rate, 0.99 per ms.
    public static let fast = DecelerationRate(unchecked: 0.99)

    /// - Throws: `MotionError` (parameter "rate") unless 0 < r < 1.
    public init(_ r: Double) throws(MotionError) {
        guard r.isFinite, r > 0, r < 1 else {
            throw MotionError(parameter: "rate",
                              message: "rate must be between 0 and 1, exclusive (the velocity kept per millisecond; UIScrollView uses 0.998 normal, 0.99 fast)")
        }
        perMillisecond = r
    }

    private init(unchecked r: Double) { perMillisecond = r }

    /// The same decay as an exponential rate λ = −1000·ln r, per second (v(t) = v0·e^(−λt));
    /// Android's fling friction is −λ, Framer Motion's time constant is 1/λ.
    public var decayConstant: Double { -1000 * log(perMillisecond) }
}
