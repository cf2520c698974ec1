/// Bisection on doubles: given `holds(lo) == true` and `holds(hi) == false` with lo < hi,
/// narrows the bracket until lo and hi are adjacent doubles (or 400 halvings, which is more
/// than any bracket of finite doubles needs) and returns it. Exact to the precision with
/// which `holds` can be evaluated; never evaluates outside [lo, hi].
func bisect(_ lo: Double, _ hi: Double, while holds: (Double) -> Bool) -> (lo: Double, hi: Double) {
    var lo = lo, hi = hi
    for _ in 0..<400 {
        let mid = lo + (hi - lo) / 2
        if mid <= lo || mid >= hi { break }
        if holds(mid) { lo = mid } else { hi = mid }
    }
    return (lo, hi)
}

/// A bracket [start, hi] for a predicate that holds at `start` and, past it, stops holding
/// for good: hi = start + scale·2ⁿ for the first n where it no longer holds. Returns nil if
/// it still holds when hi overflows.
func bracketAhead(from start: Double, scale: Double, while holds: (Double) -> Bool) -> Double? {
    var width = scale > 0 && scale.isFinite ? scale : 1
    while (start + width).isFinite {
        let hi = start + width
        if !holds(hi) { return hi }
        width *= 2
    }
    return nil
}
