/// `settleTime(within:)` for motions without an exact rule of their own.
extension MotionCurve {
    /// The last t at which |x(t) − target| ≥ tolerance·|target − start|, found by sampling:
    ///
    /// 1. The search runs over [0, H], H = the window (`timeWindow`) or the settle time if
    ///    later, at 4000 even steps; a motion that `.stops` holds still after its settle time,
    ///    so H covers it; one that `.approaches` is checked at 4 H as well, and is taken never
    ///    to settle (+∞) if it is still outside the band there.
    /// 2. The last sample outside the band and the one after it are refined by 60 bisections.
    ///
    /// A band narrower than a wiggle between two samples (H/4000) can be missed: adopters
    /// with a closed form (springs, retargeted motions, decays) override this. 0 when the
    /// motion never leaves the band; +∞ for a motion with no move (target = start) or a
    /// non-positive tolerance.
    public func settleTime(within tolerance: Double) -> Double {
        let target = targetPosition, band = tolerance * abs(target - startPosition)
        guard band > 0, band.isFinite else { return .infinity }
        func outside(_ t: Double) -> Bool { !(abs(position(at: t) - target) < band) }
        let settle = settleTime
        let horizon = max(timeWindow, settle.isFinite ? settle : 0)
        guard horizon > 0, horizon.isFinite else { return outside(0) ? .infinity : 0 }
        if ending == .approaches && outside(4 * horizon) { return .infinity }
        let steps = 4000
        var last: Int?
        for i in stride(from: steps, through: 0, by: -1) where outside(horizon * Double(i) / Double(steps)) {
            last = i
            break
        }
        guard let last else { return 0 }
        if last == steps { return horizon }
        var lo = horizon * Double(last) / Double(steps), hi = horizon * Double(last + 1) / Double(steps)
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if outside(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }
}

extension Spring {
    /// `settlingTime(threshold:)`, exact: the move is 1.
    public func settleTime(within tolerance: Double) -> Double { settlingTime(threshold: tolerance) }
}

extension SpringFit {
    public func settleTime(within tolerance: Double) -> Double { spring.settlingTime(threshold: tolerance) }
}

extension RetargetedMotion {
    /// `settlingTime(threshold:)` with the band in motion units, tolerance × |target − start|.
    public func settleTime(within tolerance: Double) -> Double {
        settlingTime(threshold: tolerance * abs(finalTarget - segments[0].startPosition))
    }
}

extension DecelerationCurve {
    /// Decays approach their resting distance monotonically: the first t with
    /// 1 − x(t)/distance ≤ tolerance, by doubling from 1 ms (up to about 10⁶ s) then 60 bisections;
    /// +∞ when it is not reached by then or the decay does not move.
    public func settleTime(within tolerance: Double) -> Double {
        decelerationSettleTime(within: tolerance, position: position(at:), distance: distance)
    }
}

extension Deceleration {
    public func settleTime(within tolerance: Double) -> Double { curve.settleTime(within: tolerance) }
}

/// The monotone search `DecelerationCurve.settleTime(within:)` describes.
func decelerationSettleTime(within tolerance: Double, position: (Double) -> Double, distance: Double) -> Double {
    guard distance != 0, distance.isFinite, tolerance > 0 else { return .infinity }
    func outside(_ t: Double) -> Bool { 1 - position(t) / distance > tolerance }
    var hi = 0.001
    while outside(hi), hi <= 1e6 { hi *= 2 }
    if outside(hi) { return .infinity }
    var lo = 0.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if outside(mid) { lo = mid } else { hi = mid }
    }
    return hi
}
