/// The one rule for how long a motion is drawn, compared and played: the time window from
/// t = 0 to `end(…)`, in seconds.
///
/// - A motion that settles at time S > 0 (after its last event E, else from E on) ends at
///   max(S, E) when it `.stops` there, and at max(S, E) × `margin` (1.2) when it
///   `.approaches` its target: the extra fifth shows a spring's tail staying inside its band
///   (at 1.2 × S a 0.1 % band reads as resting on a plot 20 rows high).
/// - A motion that never settles (S = +∞) or has no settle time (S = 0) runs
///   `unsettledScales` (5) of its time scale past its last event: five responses show an
///   undamped spring's rhythm; five time constants bring a decay within 1 % of its distance.
/// - Every window is capped at `longest` (600 s): nothing on screen moves for ten minutes,
///   and an almost undamped spring still draws.
///
/// A window of 0 (a motion with no time scale that never moves) is returned as it is; callers
/// that need a span to draw pick their own.
public enum MotionWindow {
    /// The share of the settle time shown for motions that keep approaching their target.
    public static let margin = 1.2
    /// Time scales shown past the last event of a motion that does not settle.
    public static let unsettledScales = 5.0
    /// The longest window, in seconds.
    public static let longest = 600.0

    /// The window of a motion from its settle time, ending, last event and time scale (s).
    public static func end(settle: Double, ending: MotionEnding, lastEvent: Double = 0, timeScale: Double) -> Double {
        if settle.isFinite && settle > 0 {
            let end = max(settle, lastEvent)
            return min(ending == .approaches ? end * margin : end, longest)
        }
        return min(lastEvent + unsettledScales * timeScale, longest)
    }

    /// The window of any motion by the rule above.
    public static func end(for motion: some MotionCurve) -> Double {
        end(settle: motion.settleTime, ending: motion.ending, lastEvent: motion.lastEvent, timeScale: motion.timeScale)
    }
}
