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
        let (finite, kept, extent) = fittedYSelection(series, within: xRange)
        guard let kept else { return extent }
        let keptLo = kept.lo, keptHi = kept.hi
        guard let first = finite.first(where: { $0 >= keptLo && $0 <= keptHi }) else { return nil }
        var lo = first, hi = first, lastHi = first
        for v in finite where v >= keptLo && v <= keptHi {
            if v < lo { lo = v }
            if v > hi { hi = v }
            if v >= lastHi { lastHi = v }
        }
        return FittedExtent(lo: lo, hi: hi, lastHi: lastHi)
    }
}
