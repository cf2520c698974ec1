/// The named easings' control points (CSS Easing Functions Level 1, §2.2 "cubic Bézier easing
/// functions"; the platform's list of them is its `easings`, `CSS/CSS+Easings.swift`),
/// validation of written control points, and sampling over a duration.
extension CubicBezierTiming {
    /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1), the default of `transition-timing-function`.
    public static let ease = CubicBezierTiming(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = CubicBezierTiming(0.42, 0, 1, 1)
    /// CSS `linear` written as a Bézier: cubic-bezier(0, 0, 1, 1), whose y equals x.
    public static let linear = CubicBezierTiming(0, 0, 1, 1)
    // `easeOut` (0, 0, 0.58, 1) and `easeInOut` (0.42, 0, 0.58, 1) are in CubicBezierTiming.swift;
    // Core Animation's curves of those names have the same control points as CSS's.

    /// Control points as written, checked rather than clamped: x1 and x2 in [0, 1] (CSS
    /// makes a curve with x outside [0, 1] invalid: it would not be a function of time), y1
    /// and y2 from −100 to 100 (CSS allows any y: overshooting curves such as (0.34, 1.56,
    /// 0.64, 1) are fine; the bound only keeps squared errors of a fit far from overflow).
    ///
    /// - Throws: `MotionError` with parameter "x1", "y1", "x2" or "y2" naming the bad one.
    public init(validating x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(MotionError) {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw MotionError(parameter: name, message: "\(name) must be a finite number")
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(value >= 0 && value <= 1) {
            throw MotionError(parameter: name,
                                  message: "\(name) must be from 0 to 1 (a fraction of the duration); a curve whose x leaves 0…1 would go back in time")
        }
        for (name, value) in [("y1", y1), ("y2", y2)] where !(abs(value) <= 100) {
            throw MotionError(parameter: name, message: "\(name) must be from -100 to 100 (progress; 1 is the target)")
        }
        self.init(x1, y1, x2, y2)
    }

    /// The curve played over `duration` seconds: `count` samples at times
    /// t_i = i·(1 + hold)·duration/(count − 1), i = 0 … count − 1, with progress
    /// y(t) = progress(at: t / duration), which is 1 for t ≥ duration (the animation has
    /// ended and holds its target for `hold` × duration more).
    ///
    /// - Precondition: duration > 0 and finite, count ≥ 2, hold ≥ 0 (callers validate).
    public func samples(duration: Double, count: Int, hold: Double) -> (times: [Double], values: [Double]) {
        let end = (1 + hold) * duration
        var times: [Double] = []
        var values: [Double] = []
        times.reserveCapacity(count)
        values.reserveCapacity(count)
        for i in 0..<count {
            let t = end * Double(i) / Double(count - 1)
            times.append(t)
            values.append(t >= duration ? 1 : progress(at: t / duration))
        }
        return (times, values)
    }
}
