/// The cubic-bezier timing function closest to a curve: the fallback where CSS `linear()`
/// is not supported.
extension CubicBezierTiming {
    /// The control points (x1, y1, x2, y2) that minimise the largest gap between the timing
    /// function and `progress` (a function of the fraction of the duration, 0 at 0 and 1 at
    /// 1), sampled at 101 evenly spaced fractions, and that gap.
    ///
    /// Nelder–Mead twice: first on the sum of squared gaps (smooth, so it finds the basin),
    /// then on the largest gap from there, each from the best of a few starts. x1 and x2 are
    /// kept in [0, 1] (CSS requires it); y1 and y2 in [−1, 2] (enough for any overshoot a
    /// cubic can draw). A cubic has one bump at most: a spring that rings keeps a large gap,
    /// which the returned figure states.
    ///
    /// Every evaluation works in place (no arrays made per point or per sample), one
    /// `progress(at:)` per fraction, in the same arithmetic and order as the form it replaced
    /// (an array per step), so the results are the same to the last bit:
    /// CubicBezierFitIdentityTests keeps that form and compares. (SIMD lanes of eight
    /// fractions gave the same bits but ran sixteen times slower in a debug build, where the
    /// tests run, and no faster in a release one.)
    public static func fitted(to progress: (Double) -> Double) -> (timing: CubicBezierTiming, maximumGap: Double) {
        fitted(targets: fitFractions.map(progress))
    }

    /// The 101 fractions of the duration the fit samples a curve at: 0, 0.01, …, 1.
    static let fitFractions = (0...100).map { Double($0) / 100 }

    /// `fitted(to:)` from the curve's values at `fitFractions` (101 of them): a function of
    /// those values alone, so equal values (bit for bit) give the same fit.
    static func fitted(targets: [Double]) -> (timing: CubicBezierTiming, maximumGap: Double) {
        let fractions = fitFractions
        var progresses = fractions
        return fractions.withUnsafeBufferPointer { fractions in
            targets.withUnsafeBufferPointer { targets in
                progresses.withUnsafeMutableBufferPointer { progresses in
                    let samples = FitSamples(fractions: fractions, targets: targets, progresses: progresses)
                    let starts = [FitPoint(0, 0, 0.58, 1), FitPoint(0.42, 0, 0.58, 1), FitPoint(0.2, 0, 0, 1),
                                  FitPoint(0.3, 1.3, 0.6, 1), FitPoint(0.25, 0.1, 0.25, 1)]
                    // The first of the smallest sums of squares (what `min(by:)` keeps on ties).
                    var smooth = starts[0], smoothest = 0.0
                    for (i, start) in starts.enumerated() {
                        let found = minimised(samples.squares, from: start), sum = samples.squares(found)
                        if i == 0 || sum < smoothest { (smooth, smoothest) = (found, sum) }
                    }
                    let best = minimised(samples.largest, from: smooth).clamped
                    return (CubicBezierTiming(best.x1, best.y1, best.x2, best.y2), samples.largest(best))
                }
            }
        }
    }

    /// Nelder–Mead from `start` (initial simplex steps of 0.1), 600 iterations at most.
    private static func minimised(_ f: (FitPoint) -> Double, from start: FitPoint) -> FitPoint {
        let n = 4
        var simplex = [start, start, start, start, start]
        simplex[1].x1 += 0.1
        simplex[2].y1 += 0.1
        simplex[3].x2 += 0.1
        simplex[4].y2 += 0.1
        var values = [f(simplex[0]), f(simplex[1]), f(simplex[2]), f(simplex[3]), f(simplex[4])]
        // Reused each iteration: the order (sorted in place, as `sorted` sorts its copy) and
        // the simplex and values rearranged into it.
        var order = [0, 1, 2, 3, 4], sortedSimplex = simplex, sortedValues = values
        for _ in 0..<600 {
            for i in 0...n { order[i] = i }
            order.sort { values[$0] < values[$1] }
            for i in 0...n { (sortedSimplex[i], sortedValues[i]) = (simplex[order[i]], values[order[i]]) }
            swap(&simplex, &sortedSimplex)
            swap(&values, &sortedValues)
            if values[n] - values[0] < 1e-12 { break }
            let centroid = FitPoint.centroid(simplex[0], simplex[1], simplex[2], simplex[3])
            let worst = simplex[n]
            let reflected = centroid.toward(worst, -1), r = f(reflected)
            if r < values[0] {
                let expanded = centroid.toward(worst, -2), e = f(expanded)
                (simplex[n], values[n]) = e < r ? (expanded, e) : (reflected, r)
            } else if r < values[n - 1] {
                (simplex[n], values[n]) = (reflected, r)
            } else {
                let contracted = centroid.toward(worst, r < values[n] ? -0.5 : 0.5), c = f(contracted)
                if c < Swift.min(r, values[n]) {
                    (simplex[n], values[n]) = (contracted, c)
                } else {
                    for i in 1...n {
                        simplex[i] = simplex[0].toward(simplex[i], 0.5)
                        values[i] = f(simplex[i])
                    }
                }
            }
        }
        return simplex[values.indices.min { values[$0] < values[$1] } ?? 0]
    }
}

/// A point of the search: (x1, y1, x2, y2), not yet clamped.
private struct FitPoint {
    var x1: Double, y1: Double, x2: Double, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// x1 and x2 in [0, 1], y1 and y2 in [−1, 2]: `min(upper, max(lower, value))`.
    var clamped: FitPoint {
        FitPoint(Swift.min(1, Swift.max(0, x1)), Swift.min(2, Swift.max(-1, y1)),
                 Swift.min(1, Swift.max(0, x2)), Swift.min(2, Swift.max(-1, y2)))
    }

    /// self + t · (other − self), coordinate by coordinate.
    func toward(_ other: FitPoint, _ t: Double) -> FitPoint {
        FitPoint(x1 + t * (other.x1 - x1), y1 + t * (other.y1 - y1),
                 x2 + t * (other.x2 - x2), y2 + t * (other.y2 - y2))
    }

    /// The mean of four points, each coordinate summed from 0 in order and divided by 4.
    static func centroid(_ a: FitPoint, _ b: FitPoint, _ c: FitPoint, _ d: FitPoint) -> FitPoint {
        FitPoint((0 + a.x1 + b.x1 + c.x1 + d.x1) / 4, (0 + a.y1 + b.y1 + c.y1 + d.y1) / 4,
                 (0 + a.x2 + b.x2 + c.x2 + d.x2) / 4, (0 + a.y2 + b.y2 + c.y2 + d.y2) / 4)
    }
}

/// The 101 fractions and the curve's values there, and the two measures of a point's gaps;
/// `progresses` is where a timing's values at the fractions are put for each measure.
private struct FitSamples {
    let fractions: UnsafeBufferPointer<Double>, targets: UnsafeBufferPointer<Double>
    let progresses: UnsafeMutableBufferPointer<Double>

    /// The sum of the squared gaps, added from the first fraction to the last.
    func squares(_ p: FitPoint) -> Double {
        let q = p.clamped, timing = CubicBezierTiming(q.x1, q.y1, q.x2, q.y2)
        for i in 0..<fractions.count { progresses[i] = timing.progress(at: fractions[i]) }
        var sum = 0.0
        for i in 0..<fractions.count {
            let gap = abs(progresses[i] - targets[i])
            sum = sum + gap * gap
        }
        return sum
    }

    /// The largest gap: the first one, replaced by each later one it is less than (as `max()`).
    func largest(_ p: FitPoint) -> Double {
        let q = p.clamped, timing = CubicBezierTiming(q.x1, q.y1, q.x2, q.y2)
        for i in 0..<fractions.count { progresses[i] = timing.progress(at: fractions[i]) }
        var largest = 0.0
        for i in 0..<fractions.count {
            let gap = abs(progresses[i] - targets[i])
            if i == 0 || largest < gap { largest = gap }
        }
        return largest
    }
}
