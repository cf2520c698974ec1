/// The spring measures that make sense for a retargeted motion, all about its final target
/// T: positions in motion units (fractions of the first move's distance), times in seconds
/// from the start. Found like `Spring`'s: turning points analytically, crossings by
/// bisection between consecutive turning points (each segment is monotone there).
extension RetargetedMotion {
    /// Settle time: the last t with |p(t) − T| ≥ `threshold` (absolute, in motion units;
    /// 0.001 = 0.1 % of the first move). 0 if the motion is within the threshold of T
    /// throughout; +∞ when it never settles (an undamped last spring) and for threshold ≤ 0
    /// or NaN. Earlier segments count: a motion retargeted back to where it already rests
    /// settled when it first got there.
    public func settlingTime(threshold epsilon: Double = 0.001) -> Double {
        guard epsilon > 0 else { return .infinity }
        let last = segments[segments.count - 1]
        let tail = last.oscillator.lastTime(magnitudeAtLeast: epsilon)
        guard tail.isFinite else { return .infinity }
        if tail > 0 { return last.start + tail }
        if abs(last.oscillator.initialDisplacement) >= epsilon { return last.start }
        // The last segment starts (and stays) within ε of T: look back through the others.
        for index in stride(from: segments.count - 2, through: 0, by: -1) {
            let segment = segments[index]
            let length = segments[index + 1].start - segment.start
            if let t = segment.lastTime(deviationFrom: finalTarget, atLeast: epsilon, within: length) {
                return segment.start + t
            }
        }
        return 0
    }

    /// Overshoot: the largest excursion past the final target, in motion units, in the
    /// direction the last segment travels toward it (from its start position; from its start
    /// velocity when it starts on the target); 0 when it never passes the target. Only the
    /// last segment counts: before it the target was elsewhere.
    public var overshoot: Double { finalExcursion.map { -$0.position } ?? 0 }

    /// Time (from the start) of that largest excursion past the final target; nil when the
    /// motion never passes it.
    public var peakTime: Double? {
        finalExcursion.map { segments[segments.count - 1].start + $0.time }
    }

    /// The last segment's oscillator turned so that "past the target" is negative, and its
    /// lowest turning point there (time since the segment's start, position < 0).
    private var finalExcursion: (time: Double, position: Double)? {
        let last = segments[segments.count - 1]
        let x0 = last.oscillator.initialDisplacement, v0 = last.oscillator.initialVelocity
        // Travelling toward T means x moves toward 0 from the side of x0 (or against v0's x
        // when it starts on T): past the target is the other side.
        let side: Double = x0 != 0 ? (x0 > 0 ? 1 : -1) : (v0 < 0 ? 1 : -1)
        guard x0 != 0 || v0 != 0 else { return nil }
        let turned = SpringOscillator(spring: last.spring, displacement: side * x0, velocity: side * v0)
        return turned.lowestTurn
    }
}

extension RetargetedMotion.Segment {
    /// The last τ in [0, length] at which |p − target| ≥ ε for another target (p = Tᵢ − x(τ)),
    /// nil if none. x is monotone between its turning points, so on each piece the
    /// deviation c − x is monotone: the walk goes back from the end piece by piece until a
    /// piece's start is ε away, then bisects inside it.
    func lastTime(deviationFrom finalTarget: Double, atLeast epsilon: Double, within length: Double) -> Double? {
        let offset = self.target - finalTarget
        let away = { (tau: Double) in abs(offset - self.oscillator.position(at: tau)) >= epsilon }
        guard length > 0 else { return away(0) ? 0 : nil }
        if away(length) { return length }
        var hi = length
        let o = oscillator
        if o.isUnderdamped {
            guard let first = o.firstTurningTime else { return away(0) ? 0 : nil }
            // |x| ≤ A·e^(−στ) with A = √(x0² + (B/ωd)²): past τ_A where A·e^(−στ) < ε − |c|
            // the deviation stays inside ε, so the walk can start there.
            if abs(offset) < epsilon, o.sigma > 0 {
                let amplitude = (o.initialDisplacement * o.initialDisplacement + (o.b / o.dampedFrequency) * (o.b / o.dampedFrequency)).squareRoot()
                let bound = log(amplitude / (epsilon - abs(offset))) / o.sigma
                if bound < 0 { return nil }
                if bound.isFinite { hi = min(hi, bound) }
            }
            let halfPeriod = Double.pi / o.dampedFrequency
            var j = ((hi - first) / halfPeriod).rounded(.down)
            // Beyond 10⁶ pieces (never, for the finite segments a retarget makes) give up
            // precision for time: the segment's end is a safe upper bound.
            guard j < 1e6 else { return length }
            while j >= 0 {
                let turn = o.turningTime(j, first: first)
                if turn < hi {
                    if away(turn) { return bisect(turn, hi, while: away).lo }
                    hi = turn
                }
                j -= 1
            }
        } else if let turn = o.overdampedTurningTime, turn < hi {
            if away(turn) { return bisect(turn, hi, while: away).lo }
            hi = turn
        }
        return away(0) ? bisect(0, hi, while: away).lo : nil
    }
}
