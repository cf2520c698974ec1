/// CSS, which has no spring: fluid writes a `linear()` easing (CSS Easing Functions Level 2)
/// that follows the spring within a tolerance, and a transition duration by fluid's rest
/// rule (`Spring.cssDuration`). Browsers interpolate linear() stops piecewise linearly.
public struct CSSPlatform: MotionPlatform {
    public init() {}
    public let name = "css", title = "CSS"
    public let upstream = "CSS Easing Functions Level 2, linear() (ANCHORS.md)"
    /// Browsers that take `linear()` with stops and lengths.
    public let release = "linear() (Chrome 113+, Firefox 112+, Safari 17.2+)"

    public var exportTarget: ExportTarget? { .css }

    /// `transition-duration` and a `transition-timing-function: linear(…)` within `tolerance`.
    /// - Throws: `MotionError` for an undamped spring (it never ends), a tolerance outside
    ///   `ExportTolerance.range`, or a spring settling after 60 s.
    public func exportedCode(_ spring: Spring, tolerance: Double) throws(MotionError) -> ExportedCode {
        guard spring.dampingRatio > 0 else {
            throw MotionError(parameter: "spring",
                              message: "an undamped spring (damping 0) never comes to rest, so it has no CSS duration; give it some damping")
        }
        guard ExportTolerance.takes(tolerance) else {
            throw MotionError(parameter: "tolerance", message: ExportTolerance.refusal)
        }
        let duration = spring.cssDuration(tolerance: tolerance)
        guard duration <= 60 else {
            throw MotionError(parameter: "spring",
                              message: "this spring takes over a minute to come within \(ExportNumber(tolerance / 2, significant: 3)) "
                                     + "of its target; CSS cannot hold it")
        }
        let easing = try CSSLinearEasing.approximating(spring.value(at:), duration: max(duration, 0.001), tolerance: tolerance)
        return CSSLinearEasing.exportedCode(easing, duration: max(duration, 0.001), curve: spring.value(at:),
                                            horizon: max(ExportResimulation.horizon(of: spring), duration))
    }
}

extension ExportTarget {
    public static let css = ExportTarget("css", title: "CSS", summary: "a linear() easing within a tolerance, and its duration")
}

extension Spring {
    /// fluid's rest rule for CSS: the duration is the settle time at half the tolerance (the
    /// last moment the spring is tolerance/2 or more from its target), rounded up to a whole
    /// millisecond. After it the element sits on the target while the spring is within half
    /// the tolerance of it, and the step to the target at the end stays small enough that
    /// linear() needs no extra stop for it.
    public func cssDuration(tolerance: Double = ExportTolerance.standard) -> Double {
        (settlingTime(threshold: tolerance / 2) * 1000).rounded(.up) / 1000
    }
}

extension CSSLinearEasing {
    /// The CSS declarations for an easing over `duration` seconds (duration, timing function,
    /// and the property they apply to with the same transition as one shorthand, so either
    /// can be pasted), and the deviation from
    /// `curve` over [0, horizon]: the easing within the duration, the element at its end value
    /// (1) after it.
    public static func exportedCode(_ easing: CSSLinearEasing, duration: Double, curve: (Double) -> Double, horizon: Double) -> ExportedCode {
        let milliseconds = ExportNumber(duration * 1000, decimals: 0)
        let lines = ["transition-duration: \(milliseconds)ms;",
                     "transition-timing-function: \(easing.text);",
                     "transition-property: transform;  /* what moves (or opacity, scale, …); "
                         + "as one declaration: transition: transform \(milliseconds)ms linear(…the stops above…) */"]
        let within = deviation(of: easing, from: curve, duration: duration)
        var worst = ExportDeviation(maximum: within.maximum, time: within.time,
                                    model: "CSS linear(), \(easing.stops.count) stops, interpolated as browsers do: Chrome 113+, Firefox 112+, Safari 17.2+")
        var t = duration
        while t <= horizon {
            let error = abs(1 - curve(t))
            if error > worst.maximum { worst = ExportDeviation(maximum: error, time: t, model: worst.model) }
            t += 0.001
        }
        return ExportedCode(lines: lines, deviation: worst, easing: ExportedEasing(text: easing.text, duration: duration))
    }
}
