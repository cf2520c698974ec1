/// The platforms' documented models, run from exported (printed, rounded) values, and the
/// measure of how far they stray from fluid's curve. Times are seconds, positions progress.
public enum ExportResimulation {
    /// The time span over which a spring's export is compared: until the step response stays
    /// within 0.0001 of its target, plus a fifth (`MotionWindow.margin`, as for any window), at
    /// least 50 ms; ten undamped periods for a spring that never settles; never beyond 60 s.
    /// It is not the spring's `timeWindow`: an export is held to a band ten times narrower
    /// than the 0.1 % a plot shows, over more of an undamped spring's swings, and the 1 ms
    /// comparison grid is capped at 60 001 points.
    public static func horizon(of spring: Spring) -> Double {
        let settle = spring.settlingTime(threshold: 0.0001)
        let span = settle.isFinite ? max(0.05, settle * MotionWindow.margin) : 10 * spring.response
        return min(span, 60)
    }

    /// max |candidate(t) − reference(t)| on a 1 ms grid over [0, horizon] (at most 60 001
    /// points: a horizon past 60 s, ∞ included, is read as 60 s, and NaN or one below 0 as
    /// 0), and where.
    public static func deviation(_ candidate: (Double) -> Double, from reference: (Double) -> Double,
                                 horizon: Double, model: String) -> ExportDeviation {
        var worst = 0.0, at = 0.0
        let steps = max(1, SampleGrid.clamped((horizon * 1000).rounded(.up), to: 60_000))
        for i in 0...steps {
            let t = Double(i) / 1000
            let error = abs(candidate(t) - reference(t))
            if error > worst || error.isNaN { worst = error; at = t }
        }
        return ExportDeviation(maximum: worst, time: at, model: model)
    }

    /// The closed-form step response (from 0 to 1) of m·x'' + c·x' + k·x = 0 with relative
    /// initial velocity v: the model of SwiftUI, UIKit, Core Animation, Framer Motion, Android,
    /// Compose and Flutter, which all evaluate the analytic solution. nil when the values do
    /// not make a spring (they come from a valid spring, so only in pathological rounding).
    public static func closedForm(mass: Double, stiffness: Double, damping: Double, velocity: Double) -> ((Double) -> Double)? {
        guard let spring = try? Spring(.physical(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: velocity) else { return nil }
        return spring.value(at:)
    }

    /// The Double a Kotlin `Float` literal of `value` holds (Android and Compose take Floats).
    public static func float(_ value: Double) -> Double { Double(Float(value)) }
}
