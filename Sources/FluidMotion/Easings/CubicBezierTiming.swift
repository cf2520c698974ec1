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

/// Several fractions at once: the lanes `progress(atFractions:into:)` works in.
private typealias Lanes = SIMD8<Double>
private typealias LaneMask = SIMDMask<Lanes.MaskStorage>

extension CubicBezierTiming {
    /// `progress(at:)` at each of `fractions` (none NaN), written to `results` (as many):
    /// the same values to the last bit, found several at a time. Each lane takes the steps
    /// `parameter(at:)` takes, in the same arithmetic (SIMD lanes are IEEE operations like
    /// scalar ones), and stops where it would alone: converged, or handed to the same
    /// bisection, which runs on the lanes that need it, gathered from across the fractions.
    /// The Newton and bisection chains run side by side instead of one after another, with
    /// no branch on each lane's exit (what makes `fitted(to:)` fast).
    func progress(atFractions fractions: UnsafeBufferPointer<Double>, into results: UnsafeMutableBufferPointer<Double>) {
        let a = Lanes(repeating: x1), b = Lanes(repeating: x2)
        // Waiting for bisection: where each fraction's result goes, its x and Newton's last s.
        var waiting = 0, waitingIndex = SIMD8<Int>(repeating: 0)
        var waitingX = Lanes(repeating: 0.5), waitingS = Lanes(repeating: 0.5)
        var start = 0
        while start < fractions.count {
            let count = Swift.min(Lanes.scalarCount, fractions.count - start)
            var x = Lanes(repeating: 1)  // lanes past the end: x = 1, done at once
            for lane in 0..<count { x[lane] = min(max(fractions[start + lane], 0), 1) }
            var s = x
            // Still in Newton's loop; for bisection (a flat slope, a step out of [0, 1], or
            // eight steps without converging). |v| < c is written −c < v < c (the same for NaN).
            var newton = (x .!= 0) .& (x .!= 1)
            var bisecting = LaneMask(repeating: false)
            for _ in 0..<8 {
                if !any(newton) { break }
                let error = Self.bezier(s, a, b) - x
                newton .&= .!((error .< 1e-15) .& (error .> -1e-15))
                let slope = Self.bezierSlope(s, a, b)
                let flat = (slope .< 1e-12) .& (slope .> -1e-12)
                bisecting .|= newton .& flat
                newton .&= .!flat
                let next = s - error / slope
                let inside = (next .>= 0) .& (next .<= 1)
                bisecting .|= newton .& .!inside
                newton .&= inside
                s.replace(with: next, where: newton)
            }
            bisecting .|= newton
            let y = Self.bezier(s, Lanes(repeating: y1), Lanes(repeating: y2))
            for lane in 0..<count {
                if bisecting[lane] {
                    (waitingIndex[waiting], waitingX[waiting], waitingS[waiting]) = (start + lane, x[lane], s[lane])
                    waiting += 1
                    if waiting == Lanes.scalarCount {
                        let y = bisectedProgress(waitingX, from: waitingS, lanes: waiting)
                        for lane in 0..<waiting { results[waitingIndex[lane]] = y[lane] }
                        waiting = 0
                    }
                } else {
                    results[start + lane] = y[lane]
                }
            }
            start += count
        }
        if waiting > 0 {
            let y = bisectedProgress(waitingX, from: waitingS, lanes: waiting)
            for lane in 0..<waiting { results[waitingIndex[lane]] = y[lane] }
        }
    }

    /// `bisected(_:from:)` on the first `lanes` lanes side by side, and Y there.
    private func bisectedProgress(_ x: Lanes, from start: Lanes, lanes: Int) -> Lanes {
        let a = Lanes(repeating: x1), b = Lanes(repeating: x2)
        var s = start
        for lane in 0..<Lanes.scalarCount { s[lane] = min(max(s[lane], 0), 1) }
        var lo = Lanes(repeating: 0), hi = Lanes(repeating: 1)
        var bisecting = LaneMask(repeating: false)
        for lane in 0..<lanes { bisecting[lane] = true }
        for _ in 0..<100 {
            if !any(bisecting) { break }
            let value = Self.bezier(s, a, b)
            let gap = value - x
            bisecting .&= .!((gap .< 1e-15) .& (gap .> -1e-15))
            let below = value .< x
            lo.replace(with: s, where: bisecting .& below)
            hi.replace(with: s, where: bisecting .& .!below)
            s.replace(with: (lo + hi) / 2, where: bisecting)
            bisecting .&= .!(hi - lo .< 1e-16)
        }
        return Self.bezier(s, Lanes(repeating: y1), Lanes(repeating: y2))
    }

    /// `bezier(_:_:_:)` and `bezierSlope(_:_:_:)` lane by lane, term by term as they are
    /// (each term typed, for the type checker).
    @inline(__always) private static func bezier(_ s: Lanes, _ a: Lanes, _ b: Lanes) -> Lanes {
        let u: Lanes = 1 - s
        let first: Lanes = 3 * u * u * s * a, second: Lanes = 3 * u * s * s * b, third: Lanes = s * s * s
        return first + second + third
    }

    @inline(__always) private static func bezierSlope(_ s: Lanes, _ a: Lanes, _ b: Lanes) -> Lanes {
        let u: Lanes = 1 - s
        let first: Lanes = 3 * u * u * a, second: Lanes = 6 * u * s * (b - a), third: Lanes = 3 * s * s * (1 - b)
        return first + second + third
    }
}
