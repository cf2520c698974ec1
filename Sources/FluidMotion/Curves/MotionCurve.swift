/// A motion over time: one number that moves from where it starts toward where it comes to
/// rest, known at every moment. Springs (their step response), every deceleration model,
/// retargeted motions, recorded traces, easings played over a duration, fitted springs and
/// the difference of two motions all adopt it, so plots, `diff`, `compare`, `play` and CSS
/// export handle any of them alike.
///
/// Units: t in seconds from the start of the motion. Positions are in the motion's own
/// unit, which the adopter states: progress (fractions of the distance, 0 → 1) for springs,
/// easings and retargeted motions; lengths (points) for decays; the samples' unit for
/// traces. Velocities are those units per second.
///
/// Times before 0 give the start: `position(at:)` is `startPosition` there. The window the
/// motion is drawn and compared over comes from one rule, `MotionWindow`.
public protocol MotionCurve: Sendable {
    /// Position at time t (the motion's unit).
    func position(at t: Double) -> Double
    /// d position / dt at time t (the motion's unit per second).
    func velocity(at t: Double) -> Double
    /// Where it starts: the position at t = 0.
    var startPosition: Double { get }
    /// Where it comes to rest: the target of a spring, a decay's resting distance, the last
    /// sample of a trace.
    var targetPosition: Double { get }
    /// When it settles (s), by the adopter's own rest rule: a spring's 0.1 % band, a decay's
    /// stop, the last sample of a trace, the end of an easing. +∞ when it never settles (an
    /// undamped spring); 0 when it is at rest from the start.
    var settleTime: Double { get }
    /// The last moment it is a fraction `tolerance` of its move (|target − start|) or more
    /// from its target (s): 0 when it never is, +∞ when it never stays within. Where the
    /// adopter has no exact rule, `MotionCurve`'s default finds it by sampling.
    func settleTime(within tolerance: Double) -> Double
    /// Whether it holds still from `settleTime` on or keeps approaching its target.
    var ending: MotionEnding { get }
    /// The last moment something is done to it from outside, such as a retarget (s); the
    /// window never ends before it. 0 for a motion left alone.
    var lastEvent: Double { get }
    /// The motion's own time scale (s), such as a spring's response or a decay's time
    /// constant: a window for a motion that never settles runs a few of these.
    var timeScale: Double { get }
    /// How long to draw or compare it, from t = 0 (s): `MotionWindow.end(for:)` unless the
    /// adopter is made of other motions (a difference covers both of its parts).
    var timeWindow: Double { get }
}

/// How a motion ends, which decides how much of its tail a window shows.
public enum MotionEnding: Hashable, Sendable {
    /// It keeps approaching its target after it settles, inside the settle band (a spring):
    /// a window shows a margin past the settle time, so the tail is seen to stay put.
    case approaches
    /// It holds still from its settle time on (a decay's rest rule stops it, a trace holds its
    /// last sample, an easing has ended): nothing after it is worth drawing.
    case stops
}

extension MotionCurve {
    public var lastEvent: Double { 0 }
    public var timeWindow: Double { MotionWindow.end(for: self) }
    /// targetPosition − startPosition: the signed size of the move.
    public var distance: Double { targetPosition - startPosition }
}
