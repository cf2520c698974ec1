/// Measures of the step response p(t) = 1 − x(t) (x0 = 1, v0 = −initialVelocity), all in
/// fractions of the distance and seconds, all found from the closed form: turning points
/// analytically, crossings by bracketing between turning points and bisecting to the last
/// representable time.
extension Spring {
    /// Settle time: the last t with |1 − value(t)| ≥ threshold (ε, a fraction of the
    /// distance). Exact: the last turning point with |x| ≥ ε is found from the geometric
    /// decay of the turning points, and the crossing after it is refined by bisection.
    /// 0 if the motion is within ε from the start to the end; +∞ for an undamped spring
    /// (ζ = 0) and for threshold ≤ 0 (or NaN).
    public func settlingTime(threshold: Double = 0.001) -> Double {
        stepOscillator.lastTime(magnitudeAtLeast: threshold)
    }

    /// Overshoot: the largest excursion past the target, as a fraction of the distance
    /// (0.015 = 1.5 %); 0 if the motion never passes the target. From the turning points
    /// solved analytically; equals e^(−πζ/√(1−ζ²)) when ζ < 1 and initialVelocity = 0.
    public var overshoot: Double { stepOscillator.lowestTurn.map { -$0.position } ?? 0 }

    /// Time of the largest excursion past the target (π/ωd when initialVelocity = 0 and
    /// ζ < 1); nil when the motion never passes the target.
    public var peakTime: Double? { stepOscillator.lowestTurn?.time }

    /// Rise time: from the first moment progress reaches `from` to the first moment it
    /// reaches `to` (fractions; 10 % → 90 % by default). nil if either level is never
    /// reached (e.g. `to` above 1 + overshoot, or exactly 1 when the spring never passes
    /// the target) or if `from` is not below `to`.
    public func riseTime(from: Double = 0.1, to: Double = 0.9) -> Double? {
        guard from < to else { return nil }
        let oscillator = stepOscillator
        guard let start = oscillator.firstTime(positionAtMost: 1 - from),
              let end = oscillator.firstTime(positionAtMost: 1 - to) else { return nil }
        return end - start
    }

    /// Visible oscillations: the number of times after the start that the motion turns
    /// around (a local extremum of progress, past or short of the target) at least
    /// `threshold` away from the target. A plain under-damped step (no initial velocity)
    /// counts its overshoots and undershoots until they shrink below ε; a critically or
    /// over-damped spring counts 0, or 1 when an initial velocity makes it turn once.
    /// Int.max for an undamped spring (ζ = 0) whose swings reach ε, and for threshold ≤ 0
    /// when a damped spring oscillates.
    public func oscillations(threshold: Double = 0.001) -> Int {
        stepOscillator.turningCount(atLeast: threshold)
    }
}
