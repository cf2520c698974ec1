/// A CSS / Core Animation timing curve: the cubic Bézier from (0, 0) to (1, 1) with control
/// points (x1, y1) and (x2, y2), x1 and x2 in [0, 1] so that x is increasing in the curve
/// parameter. `progress(at: x)` solves X(s) = x for s (Newton's method, falling back to
/// bisection) and returns Y(s). Inputs are clamped to [0, 1].
public struct CubicBezierTiming: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Core Animation's `easeOut` (`kCAMediaTimingFunctionEaseOut`): (0, 0, 0.58, 1), the
    /// curve UIKit's `.easeOut` animations use.
    public static let easeOut = CubicBezierTiming(0, 0, 0.58, 1)
    /// Core Animation's `easeInEaseOut`: (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezierTiming(0.42, 0, 0.58, 1)

    /// B(s) for control values a, b: 3(1−s)²s·a + 3(1−s)s²·b + s³.
    private func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    private func bezierSlope(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The curve's y at horizontal position x (time fraction), x clamped to [0, 1].
    public func progress(at x: Double) -> Double {
        if x.isNaN { return .nan }
        return bezier(parameter(at: x), y1, y2)
    }

    /// dy/dx at horizontal position x, clamped to [0, 1]: Y'(s)/X'(s) at the s where X(s) = x.
    /// Where X'(s) = 0 (x1 = 0 at s = 0, or x2 = 1 at s = 1) the slope is ±∞ when Y'(s) ≠ 0
    /// and 0 otherwise (the curve is flat there, as ease-out is at its end).
    public func slope(at x: Double) -> Double {
        if x.isNaN { return .nan }
        let s = parameter(at: x)
        let dy = bezierSlope(s, y1, y2), dx = bezierSlope(s, x1, x2)
        if dx == 0 { return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity) }
        return dy / dx
    }

    /// The curve parameter s with X(s) = x, x clamped to [0, 1] (not NaN).
    private func parameter(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        // Newton from s = x; X is monotone, so bisection on [0, 1] always converges.
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-15 { return s }
            let slope = bezierSlope(s, x1, x2)
            if abs(slope) < 1e-12 { break }
            let next = s - error / slope
            if !(next >= 0 && next <= 1) { break }
            s = next
        }
        return bisected(x, from: s)
    }

    /// The s with X(s) = x by bisection on [0, 1], from `start` (Newton's last s), for x in (0, 1).
    private func bisected(_ x: Double, from start: Double) -> Double {
        var lo = 0.0, hi = 1.0
        var s = min(max(start, 0), 1)
        for _ in 0..<100 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-15 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
            if hi - lo < 1e-16 { break }
        }
        return s
    }
}
