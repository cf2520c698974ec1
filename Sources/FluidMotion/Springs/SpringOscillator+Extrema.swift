/// Where the oscillator turns around, found analytically, and the crossings that measures
/// need, found by bracketing between consecutive turning points (x is monotone there) and
/// refining by bisection.
extension SpringOscillator {
    /// Under-damped: the first stationary point t > 0 of x, where x'(t) = 0.
    /// x' ∝ v0·cos θ − (D/ωd)·sin θ with θ = ωd·t, so θ = atan2(v0·ωd, D) + jπ; later
    /// turning points follow every π/ωd. nil for the motionless oscillator (x0 = v0 = 0).
    var firstTurningTime: Double? {
        guard isUnderdamped else { return overdampedTurningTime }
        let y = initialVelocity * dampedFrequency
        guard y != 0 || d != 0 else { return nil }
        var theta = atan2(y, d)
        if theta < 0 { theta += Double.pi }
        if theta >= Double.pi { theta -= Double.pi }
        if theta <= 0 { theta = Double.pi }   // t = 0 itself is the start, not a turn
        return theta / dampedFrequency
    }

    /// Under-damped: the j-th turning point (j = 0 is `firstTurningTime`).
    func turningTime(_ j: Double, first: Double) -> Double {
        first + j * (Double.pi / dampedFrequency)
    }

    /// Critically or over-damped: the single stationary point t > 0, if any.
    /// v0·μ·(1 + E) = D·(1 − E), E = e^(−2μt), gives t = atanh(q)/μ with q = v0·μ/D,
    /// written t = (v0/D)·atanh(q)/q so that μ → 0 gives the critical t = v0/D smoothly.
    /// It exists when v0/D > 0 and q < 1.
    var overdampedTurningTime: Double? {
        guard !isUnderdamped, d != 0 else { return nil }
        let ratio = initialVelocity / d
        let q = initialVelocity * mu / d
        guard ratio > 0, q < 1 else { return nil }
        let atanhOverQ = q == 0 ? 1 : (log1p(q) - log1p(-q)) / (2 * q)
        let t = ratio * atanhOverQ
        return t.isFinite && t > 0 ? t : nil
    }

    /// Under-damped: index j of the last turning point with |x| ≥ ε (turning-point
    /// magnitudes fall by e^(−σπ/ωd) each), nil if none, +∞ if undamped (they never fall).
    func lastTurningIndex(atLeast epsilon: Double, first: Double) -> Double? {
        let magnitude = { (j: Double) in abs(self.position(at: self.turningTime(j, first: first))) }
        let m0 = magnitude(0)
        guard m0 >= epsilon else { return nil }
        let step = sigma * Double.pi / dampedFrequency
        guard step > 0 else { return .infinity }
        var j = (log(m0 / epsilon) / step).rounded(.down)
        guard j.isFinite else { return .infinity }
        j = max(j, 0)
        // The logarithm can be an ulp off; settle the index on the actual values.
        for _ in 0..<4 where j > 0 && magnitude(j) < epsilon { j -= 1 }
        for _ in 0..<4 where magnitude(j + 1) >= epsilon { j += 1 }
        return j
    }

    /// The last time |x(t)| ≥ ε (0 if |x| < ε throughout, +∞ if that never stops).
    func lastTime(magnitudeAtLeast epsilon: Double) -> Double {
        guard epsilon > 0 else { return .infinity }
        let above = { (t: Double) in abs(self.position(at: t)) >= epsilon }
        if isUnderdamped {
            guard let first = firstTurningTime else { return 0 }
            if let j = lastTurningIndex(atLeast: epsilon, first: first) {
                guard j.isFinite else { return .infinity }
                let lo = turningTime(j, first: first), hi = turningTime(j + 1, first: first)
                guard hi.isFinite else { return .infinity }
                return bisect(lo, hi, while: above).lo
            }
            return above(0) ? bisect(0, first, while: above).lo : 0
        }
        let turn = overdampedTurningTime
        let last = turn ?? 0
        if above(last) {
            guard let hi = bracketAhead(from: last, scale: -1 / slowRoot, while: above) else { return .infinity }
            return bisect(last, hi, while: above).lo
        }
        if let turn, above(0) { return bisect(0, turn, while: above).lo }
        return 0
    }

    /// The first time x(t) ≤ level (0 if x0 ≤ level already), nil if x never gets there.
    func firstTime(positionAtMost level: Double) -> Double? {
        if initialDisplacement <= level { return 0 }
        let notYet = { (t: Double) in self.position(at: t) > level }
        var previous = 0.0
        if isUnderdamped {
            guard let first = firstTurningTime else { return nil }
            // Turning magnitudes only fall, so the lowest point is among the first two turns.
            for j in 0..<3 {
                let t = turningTime(Double(j), first: first)
                guard t.isFinite else { return nil }
                if !notYet(t) { return bisect(previous, t, while: notYet).hi }
                previous = t
            }
            return nil
        }
        if let turn = overdampedTurningTime {
            if !notYet(turn) { return bisect(0, turn, while: notYet).hi }
            previous = turn
        }
        // Past the last turn x is monotone toward 0: it reaches a level only between 0 and x.
        guard level > 0, notYet(previous) else { return nil }
        guard let hi = bracketAhead(from: previous, scale: -1 / slowRoot, while: notYet) else { return nil }
        return bisect(previous, hi, while: notYet).hi
    }

    /// The most negative turning point (time, x) with x < 0, nil if x never turns below 0.
    var lowestTurn: (time: Double, position: Double)? {
        if isUnderdamped {
            guard let first = firstTurningTime else { return nil }
            for j in 0..<2 {
                let t = turningTime(Double(j), first: first)
                let x = position(at: t)
                if x < 0 { return (t, x) }
            }
            return nil
        }
        guard let t = overdampedTurningTime else { return nil }
        let x = position(at: t)
        return x < 0 ? (t, x) : nil
    }

    /// Number of turning points t > 0 with |x| ≥ ε; Int.max when they never stop.
    func turningCount(atLeast epsilon: Double) -> Int {
        guard epsilon > 0 else { return turningCountUnbounded }
        if isUnderdamped {
            guard let first = firstTurningTime,
                  let j = lastTurningIndex(atLeast: epsilon, first: first) else { return 0 }
            // j counts half periods: below 0 there is none; NaN, ∞ or past Int's range reads
            // as "never stop" (Int(j) would trap there).
            if j < 0 { return 0 }
            return j + 1 < 9.0e18 ? Int(j) + 1 : Int.max
        }
        guard let t = overdampedTurningTime else { return 0 }
        return abs(position(at: t)) >= epsilon ? 1 : 0
    }

    private var turningCountUnbounded: Int {
        isUnderdamped ? (firstTurningTime == nil ? 0 : Int.max) : (overdampedTurningTime == nil ? 0 : 1)
    }
}
