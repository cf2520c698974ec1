/// CSS `linear()` exports of any motion over time: a linear() easing follows any curve, once
/// it is written as progress from 0 (the start) to 1 (where it comes to rest). Springs have
/// their own, with the spring's own checks (Spring+Export.swift).
extension MotionCurve {
    /// The motion as a CSS easing: progress p(t) = (x(t) − x0)/(T − x0) from its start x0 to
    /// its target T, over the time it takes to stay within half the `tolerance` of T
    /// (`settleTime(within:)`: fluid's rest rule, as for a spring), rounded up to a whole
    /// millisecond. The deviation is measured over `MotionWindow.margin` × that duration. A
    /// comment line says what progress 0 and 1 stand for (a retargeted motion's 1 is its last
    /// target, not the first), in the motion's own units.
    ///
    /// - Throws: `MotionError` (parameter "motion") when the motion ends where it starts (no
    ///   progress to speak of), never comes to rest, or takes over 60 s.
    public func cssExport(tolerance: Double = ExportTolerance.standard) throws(MotionError) -> ExportedCode {
        let start = startPosition, distance = targetPosition - start
        guard distance != 0, distance.isFinite else {
            throw MotionError(parameter: "motion", message: "this motion ends where it starts, so it has no progress from 0 to 1 for CSS")
        }
        let settle = settleTime(within: tolerance / 2)
        guard settle.isFinite else {
            throw MotionError(parameter: "motion", message: "this motion never comes to rest, so it has no CSS duration")
        }
        let duration = max(0.001, (settle * 1000).rounded(.up) / 1000)
        guard duration <= 60 else {
            throw MotionError(parameter: "motion", message: "this motion takes over a minute to come to rest; CSS cannot hold it")
        }
        let progress: (Double) -> Double = { t in (self.position(at: t) - start) / distance }
        let easing = try CSSLinearEasing.approximating(progress, duration: duration, tolerance: tolerance)
        let code = CSSLinearEasing.exportedCode(easing, duration: duration, curve: progress, horizon: duration * MotionWindow.margin)
        let startText = ExportNumber(start, significant: 6).text, restText = ExportNumber(targetPosition, significant: 6).text
        let meaning = "/* progress 0 is where the motion starts (\(startText)) and 1 where it comes to rest (\(restText)); "
            + "overshoot shows as progress past 1 */"
        return ExportedCode(lines: code.lines + [meaning], deviation: code.deviation, easing: code.easing)
    }
}
