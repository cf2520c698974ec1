import Motion

/// How long a time plot of a motion should run.
public enum PlotTimeSpan {
    /// A little past the settle time (×1.2), or past the last retarget by a few periods of
    /// the last spring when it never settles; capped at 600 s.
    public static func motion(_ m: RetargetedMotion) -> Double {
        let settle = m.settlingTime()
        let lastStart = m.segments[m.segments.count - 1].start
        if settle.isFinite && settle > 0 { return min(max(settle, lastStart) * 1.2, 600) }
        return min(lastStart + m.segments[m.segments.count - 1].spring.response * 5, 600)
    }
}
