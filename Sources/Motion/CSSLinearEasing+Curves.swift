/// CSS `linear()` exports of curves other than a single spring: a linear() easing follows any
/// curve, once it is written as progress from 0 (the start) to 1 (where it comes to rest).
extension RetargetedMotion {
    /// The motion as a CSS easing: progress p(t) = (x(t) − x0)/(T − x0) from its start x0 to its
    /// final target T, over the duration it takes to stay within half the `tolerance` of T
    /// (fluid's rest rule, as for a spring), rounded up to a whole millisecond.
    ///
    /// - Throws: `MotionError` when the motion ends where it starts (no progress to speak of),
    ///   never settles, or settles after 60 s.
    public func cssExport(tolerance: Double = 0.001) throws(MotionError) -> ExportedCode {
        let start = segments[0].startPosition, distance = finalTarget - start
        guard distance != 0, distance.isFinite else {
            throw MotionError(parameter: "motion", message: "this motion ends where it starts, so it has no progress from 0 to 1 for CSS")
        }
        let settle = settlingTime(threshold: tolerance / 2 * abs(distance))
        guard settle.isFinite else {
            throw MotionError(parameter: "motion", message: "this motion never comes to rest (its last spring is undamped), so it has no CSS duration")
        }
        let duration = max(0.001, (settle * 1000).rounded(.up) / 1000)
        guard duration <= 60 else {
            throw MotionError(parameter: "motion", message: "this motion takes over a minute to come to rest; CSS cannot hold it")
        }
        let progress: (Double) -> Double = { t in (self.value(at: t) - start) / distance }
        let easing = try CSSLinearEasing.approximating(progress, duration: duration, tolerance: tolerance)
        return CSSLinearEasing.exportedCode(easing, duration: duration, curve: progress, horizon: duration * 1.2)
    }
}

extension Deceleration {
    /// The decay as a CSS easing: progress p(t) = x(t)/distance toward where it comes to rest,
    /// over the time it takes to come within half the `tolerance` of it (found by bisection: p rises
    /// monotonically), rounded up to a whole millisecond.
    ///
    /// - Throws: `MotionError` when the decay does not move (velocity 0), or takes over 60 s.
    public func cssExport(tolerance: Double = 0.001) throws(MotionError) -> ExportedCode {
        let total = distance
        guard total != 0, total.isFinite else {
            throw MotionError(parameter: "decay", message: "this decay does not move (no velocity), so it has no progress from 0 to 1 for CSS")
        }
        let progress: (Double) -> Double = { t in self.position(at: t) / total }
        var hi = 0.001
        while 1 - progress(hi) > tolerance / 2, hi <= 60 { hi *= 2 }
        guard hi <= 60 || 1 - progress(60) <= tolerance / 2 else {
            throw MotionError(parameter: "decay", message: "this decay takes over a minute to come to rest; CSS cannot hold it")
        }
        var lo = 0.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if 1 - progress(mid) > tolerance / 2 { lo = mid } else { hi = mid }
        }
        let duration = max(0.001, (hi * 1000).rounded(.up) / 1000)
        let easing = try CSSLinearEasing.approximating(progress, duration: duration, tolerance: tolerance)
        return CSSLinearEasing.exportedCode(easing, duration: duration, curve: progress, horizon: duration * 1.2)
    }
}
