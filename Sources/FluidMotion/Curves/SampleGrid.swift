/// How many steps a sampling loop takes, worked out so that no input can trap or allocate
/// without bound: `Int(x)` traps on NaN, ±∞ and anything beyond ±9.2e18, and an app that
/// passes a huge time (1e300 s) or a tiny step (1e-300 s) straight to the library would
/// otherwise crash or ask for more memory than any machine has.
enum SampleGrid {
    /// The most samples one grid may hold: ten million, about 80 MB of times. A 120 Hz grid
    /// reaches it after 23 hours of motion.
    static let maximumSamples = 10_000_000

    /// ⌈`span` / `step`⌉ steps of `step` seconds covering `span` seconds (0 for a span of 0
    /// or less), or a ``MotionError`` naming `parameter` when that count is not a finite
    /// number or passes ``maximumSamples`` (a NaN or infinite span, a step of 0 or less).
    static func steps(covering span: Double, every step: Double, parameter: String = "step") throws(MotionError) -> Int {
        guard step > 0, step.isFinite else {
            throw MotionError(parameter: parameter, message: "the sampling step must be a positive, finite time (got \(step) s)")
        }
        let count = (span / step).rounded(.up)
        if count <= 0 { return 0 }
        guard count.isFinite, count <= Double(maximumSamples) else {
            throw MotionError(parameter: parameter,
                              message: "sampling \(span) s every \(step) s takes more than \(maximumSamples) samples; give a larger step or a shorter time")
        }
        return Int(count)
    }

    /// `x` as an Int, with NaN and anything at or below 0 as 0 and anything above `maximum`
    /// (∞ included) as `maximum`: for counts derived from values that are finite in practice
    /// but not by type (a re-simulation horizon, a number of decimals).
    static func clamped(_ x: Double, to maximum: Int) -> Int {
        guard x > 0 else { return 0 }
        return x < Double(maximum) ? Int(x) : maximum
    }
}
