/// A one-axis trace as a motion over time, in the unit of its samples: linear between
/// samples, holding the first sample before the start and the last after the end, which is
/// where it settles (`.stops`). Its time scale is its duration.
///
/// Velocity is estimated from the samples, the way plots draw it: at sample i the central
/// difference (y₍ᵢ₊₁₎ − y₍ᵢ₋₁₎)/(t₍ᵢ₊₁₎ − t₍ᵢ₋₁₎), one-sided at the first and last sample;
/// between samples the two estimates around t are interpolated linearly; 0 before the start
/// and after the end, where the trace holds still, and for a trace of one sample.
extension Trace: MotionCurve where Sample == Double {
    /// `value(at:)`.
    public func position(at t: Double) -> Double { value(at: t) }

    public func velocity(at t: Double) -> Double {
        guard count > 1, t >= start, t <= end else { return 0 }
        let i = index(atOrBefore: t)
        guard t > times[i], i + 1 < count else { return slope(at: i) }
        let f = (t - times[i]) / (times[i + 1] - times[i])
        return slope(at: i) + (slope(at: i + 1) - slope(at: i)) * f
    }

    /// The central-difference slope at sample i (one-sided at the ends); count > 1.
    public func slope(at i: Int) -> Double {
        let a = max(i - 1, 0), b = min(i + 1, count - 1)
        return (samples[b] - samples[a]) / (times[b] - times[a])
    }

    public var startPosition: Double { samples[0] }
    public var targetPosition: Double { samples[count - 1] }
    /// The time of the last sample.
    public var settleTime: Double { end }
    public var ending: MotionEnding { .stops }
    public var timeScale: Double { duration }
}
