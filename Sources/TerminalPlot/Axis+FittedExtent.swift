/// The extent of `Axis.fittedY`'s values, worked out without making them: all the y axis
/// is fitted to (the fit looks only at the smallest and largest value).
///
/// `lo` is the smallest value and `hi` the largest, each the first of equal ones, as
/// `min()` and `max()` pick them; `lastHi` is the last of the largest, as `Axis.fit`'s
/// running `max` keeps it. They differ only when both 0 and −0 are the largest value.
struct FittedExtent: Equatable {
    let lo: Double
    let hi: Double
    let lastHi: Double
}

extension Axis {
    /// The extent of `fittedY(series, within: xRange)`; nil when it gives no value.
    static func fittedYExtent(_ series: [[(x: Double, y: Double)]], within xRange: ClosedRange<Double>? = nil)
        -> FittedExtent?
    {
        let (finite, kept) = fittedYSelection(series, within: xRange)
        let keptLo = kept?.lo ?? -.infinity, keptHi = kept?.hi ?? .infinity
        var extent: (lo: Double, hi: Double, lastHi: Double)?
        for v in finite where v >= keptLo && v <= keptHi {
            guard var e = extent else { extent = (v, v, v); continue }
            if v < e.lo { e.lo = v }
            if v > e.hi { e.hi = v }
            if v >= e.lastHi { e.lastHi = v }
            extent = e
        }
        return extent.map { FittedExtent(lo: $0.lo, hi: $0.hi, lastHi: $0.lastHi) }
    }
}
