/// Motion's (Framer Motion's) time-based springs, as `motion-dom`'s spring generator defines
/// them (motiondivision/motion, `packages/motion-dom/src/animation/generators/spring.ts`):
///
/// - Bounce → damping ratio: ζ = clamp(1 − bounce, 0.05, 1). Framer never over-damps and never
///   goes below ζ = 0.05, whatever the bounce.
/// - `visualDuration` (s): ω0 = 2π / (1.2·visualDuration); mass 1.
/// - `duration` (s, clamped to 0.01 … 10 as Framer does) with `bounce`: `findSpring` picks ω0 so
///   that its envelope reaches `safeMin` = 0.001 at the duration, with velocity 0 (time-defined
///   springs ignore velocity upstream):
///   ζ < 1: (ζ / √(1 − ζ²))·e^(−ζω0T) = 0.001, so ω0 = ln(ζ / (0.001·√(1 − ζ²))) / (ζT), exactly;
///   ζ = 1: e^(−ω0T)·(ω0T + 1) = 0.001, so ω0 = u*/T with u* ≈ 9.2335 the root of
///   u − ln(1 + u) = −ln 0.001 (`criticalProduct`).
///   Upstream approximates the root with 12 Newton steps from ω0 = 5/T; fluid solves it exactly,
///   so springs match upstream to the accuracy of those steps, not beyond.
/// Stiffness k = ω0², damping c = 2ζω0 (mass 1), as upstream.
public enum FramerSpring {
    /// The envelope level `findSpring` solves for (`safeMin`).
    public static let envelopeLevel = 0.001
    /// Framer's clamp of `duration`, in seconds.
    public static let durationRange: ClosedRange<Double> = 0.01...10
    /// Framer's clamp of the damping ratio.
    public static let dampingRatioRange: ClosedRange<Double> = 0.05...1
    /// Framer's defaults: physics keys stiffness 100, damping 10, mass 1; time keys 0.8 s, bounce 0.3.
    public static let defaultDuration = 0.8
    public static let defaultBounce = 0.3

    /// ζ = clamp(1 − bounce, 0.05, 1).
    public static func dampingRatio(bounce: Double) -> Double {
        min(max(1 - bounce, dampingRatioRange.lowerBound), dampingRatioRange.upperBound)
    }

    /// The duration Framer uses: clamped to 0.01 … 10 s.
    public static func clampedDuration(_ duration: Double) -> Double {
        min(max(duration, durationRange.lowerBound), durationRange.upperBound)
    }

    /// ω0 = 2π / (1.2·visualDuration), rad/s.
    public static func naturalFrequency(visualDuration: Double) -> Double {
        2 * Double.pi / (visualDuration * 1.2)
    }

    /// visualDuration = 2π / (1.2·ω0), s: the inverse of `naturalFrequency(visualDuration:)`.
    public static func visualDuration(naturalFrequency omega: Double) -> Double {
        2 * Double.pi / (1.2 * omega)
    }

    /// ω0·T at which `findSpring`'s envelope reaches 0.001, for damping ratio ζ in [0.05, 1]
    /// given with its complement 1 − ζ (pass the bounce itself when it was not clamped: ζ near
    /// 1 rounds, the bounce does not): ln(ζ/(0.001·√((1 − ζ)(1 + ζ))))/ζ below 1, u* at 1.
    static func envelopeProduct(dampingRatio zeta: Double, complement: Double) -> Double {
        if zeta >= 1 || complement <= 0 { return criticalProduct }
        let logRatio = log(zeta) - 0.5 * (log(complement) + log(2 - complement)) - log(envelopeLevel)
        return logRatio / zeta
    }

    /// The ω0 of `findSpring` for a duration T (already clamped) and a bounce.
    public static func naturalFrequency(duration: Double, bounce: Double) -> Double {
        let zeta = dampingRatio(bounce: bounce)
        // Unclamped, 1 − ζ is the bounce exactly; clamped, 1 − ζ is exact (ζ in [0.05, 1]).
        let complement = zeta == 1 - bounce ? bounce : 1 - zeta
        return envelopeProduct(dampingRatio: zeta, complement: complement) / duration
    }

    /// The duration T whose `findSpring` gives ω0 at damping ratio ζ: the inverse of
    /// `naturalFrequency(duration:bounce:)` (before Framer's clamp).
    public static func duration(naturalFrequency omega: Double, dampingRatio zeta: Double) -> Double {
        envelopeProduct(dampingRatio: zeta, complement: 1 - zeta) / omega
    }

    /// u* with e^(−u)·(1 + u) = 0.001, u > 0: the root of h(u) = u − ln(1 + u) + ln 0.001, which
    /// is convex and increasing for u > 0, so Newton's method from a point right of the root
    /// descends monotonically onto it; it stops when a step no longer decreases u (the last
    /// representable approach). ≈ 9.23341 (see the tests for the 30-digit value).
    public static let criticalProduct: Double = {
        let c = -log(envelopeLevel)
        var u = c + log1p(c) + 1            // h(u) > 0 here: ln(1 + u) < ln(1 + c) + 1 for this u
        for _ in 0..<100 {
            let h = u - log1p(u) - c
            let next = u - h * (1 + u) / u
            if !(next < u) { break }
            u = next
        }
        return u
    }()
}
