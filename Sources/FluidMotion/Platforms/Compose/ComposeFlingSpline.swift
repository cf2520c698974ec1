/// The fling spline of Jetpack Compose's `splineBasedDecay` (androidx compose animation
/// `AndroidFlingSpline`, SplineBasedDecay.kt, itself ported from `android.widget.Scroller`):
/// how far through its distance a fling is (0 → 1) at each fraction of its duration, as a
/// table of 101 samples that Compose computes once, in Floats, and interpolates linearly.
///
/// The curve is a cubic Bézier with tension lines crossing at the inflection 0.35
/// (StartTension 0.5, EndTension 1, so P1 = 0.175 and P2 = 0.35). For sample i of 100 (α = i/100),
/// Compose bisects x in [xMin, 1] until the time coordinate
///
///     3x(1 − x)·((1 − x)·P1 + x·P2) + x³
///
/// is within 10⁻⁵ of α, and stores the distance coordinate 3x(1 − x)·((1 − x)·0.5 + x) + x³.
/// xMin carries over from sample to sample; the last sample is 1. The loop is Compose's
/// `while (true)`; here it is bounded (`bisectionLimit`), which every sample ends well within.
///
/// `position(_:)` is `flingPosition(time)`: the time clamped to [0, 1] (Compose since
/// b/313685022), sample index ⌊100·t⌋, the distance coefficient interpolated between that
/// sample and the next, and the velocity coefficient the slope between them (distance per
/// unit of time fraction); at t = 1 the distance is 1 and the slope 0.
public enum ComposeFlingSpline {
    /// Compose's NbSamples.
    public static let sampleCount = 100
    /// Bisection steps allowed per sample; Float bisection reaches 10⁻⁵ within about 20.
    static let bisectionLimit = 200

    static let inflection: Float = 0.35
    static let startTension: Float = 0.5
    static let endTension: Float = 1
    static let p1: Float = startTension * inflection
    static let p2: Float = 1 - endTension * (1 - inflection)

    /// SplinePositions: the distance fraction at each of the 101 sample times, as Compose's
    /// `computeSplineInfo` fills it (Floats).
    public static let positions: [Float] = computePositions()

    static func computePositions() -> [Float] {
        var positions = [Float](repeating: 0, count: sampleCount + 1)
        var xMin: Float = 0
        for i in 0..<sampleCount {
            let alpha = Float(i) / Float(sampleCount)
            var xMax: Float = 1
            var x: Float = 0, coef: Float = 0
            for _ in 0..<bisectionLimit {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                // Kotlin compares the Float difference with the Double 1E-5.
                if Double(abs(tx - alpha)) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            positions[i] = coef * ((1 - x) * startTension + x) + x * x * x
        }
        positions[sampleCount] = 1
        return positions
    }

    /// `flingPosition(time)`: the distance fraction and its slope at a fraction of the duration.
    public static func position(_ time: Float) -> (distance: Float, velocity: Float) {
        let clamped = time.isNaN ? time : min(max(time, 0), 1)
        let scaled = Float(sampleCount) * clamped
        // Kotlin's toInt(): NaN is 0 (unreachable here: callers divide by a positive duration).
        let index = scaled.isNaN ? 0 : Int(scaled)
        guard index < sampleCount else { return (1, 0) }
        let tInf = Float(index) / Float(sampleCount)
        let tSup = Float(index + 1) / Float(sampleCount)
        let dInf = positions[index], dSup = positions[index + 1]
        let slope = (dSup - dInf) / (tSup - tInf)
        return (dInf + (clamped - tInf) * slope, slope)
    }

    /// The same interpolation in Doubles at a continuous fraction s of the duration (the
    /// ideal curve fluid draws between Compose's whole-millisecond frames).
    static func idealPosition(_ s: Double) -> (distance: Double, velocity: Double) {
        guard !s.isNaN else { return (.nan, .nan) }
        let clamped = min(max(s, 0), 1)
        let index = min(Int(clamped * Double(sampleCount)), sampleCount)
        guard index < sampleCount else { return (1, 0) }
        let tInf = Double(index) / Double(sampleCount)
        let dInf = Double(positions[index]), dSup = Double(positions[index + 1])
        let slope = (dSup - dInf) * Double(sampleCount)
        return (dInf + (clamped - tInf) * slope, slope)
    }
}
