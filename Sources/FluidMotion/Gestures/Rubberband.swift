/// UIScrollView-style rubberbanding of an offset past a boundary:
/// f(x) = (1 − 1/(x·c/d + 1))·d for x ≥ 0, and −f(−x) below 0 (odd).
/// f(0) = 0, f'(0) = c, and f approaches d (the view's dimension along the axis) without
/// reaching it. Units: offset and dimension in points; c is dimensionless (0.55 matches
/// UIScrollView). A dimension or constant ≤ 0 allows no movement (returns 0).
public func rubberband(_ offset: Double, dimension: Double, constant: Double = 0.55) -> Double {
    guard dimension > 0, constant > 0 else { return offset.isNaN ? offset : 0 }
    let u = abs(offset) * constant / dimension
    // u/(u + 1) for small u (no cancellation), 1 − 1/(u + 1) for large u (∞ → 1).
    let fraction = u < 1 ? u / (u + 1) : 1 - 1 / (u + 1)
    let magnitude = fraction * dimension
    return offset < 0 ? -magnitude : magnitude
}

/// The fluid-interfaces article's rubberband: sign(x)·|x|^exponent (exponent in (0, 1]:
/// smaller moves less). 0 stays 0.
public func rubberband(_ offset: Double, exponent: Double = 0.7) -> Double {
    if offset == 0 { return 0 }
    let magnitude = pow(abs(offset), exponent)
    return offset < 0 ? -magnitude : magnitude
}

/// A value rubberbanded outside `range`: itself inside, lo − f(lo − x) below,
/// hi + f(x − hi) above, with f the dimension form above.
public func rubberband(_ value: Double, in range: ClosedRange<Double>, dimension: Double, constant: Double = 0.55) -> Double {
    if value < range.lowerBound {
        return range.lowerBound - rubberband(range.lowerBound - value, dimension: dimension, constant: constant)
    }
    if value > range.upperBound {
        return range.upperBound + rubberband(value - range.upperBound, dimension: dimension, constant: constant)
    }
    return value
}
