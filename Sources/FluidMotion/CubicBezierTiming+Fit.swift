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
    public static func fitted(to progress: (Double) -> Double) -> (timing: CubicBezierTiming, maximumGap: Double) {
        let fractions = (0...100).map { Double($0) / 100 }
        let targets = fractions.map(progress)
        let lower = [0.0, -1, 0, -1], upper = [1.0, 2, 1, 2]
        func clamped(_ p: [Double]) -> [Double] { (0..<4).map { Swift.min(upper[$0], Swift.max(lower[$0], p[$0])) } }
        func gaps(_ p: [Double]) -> [Double] {
            let timing = CubicBezierTiming(p[0], p[1], p[2], p[3])
            return zip(fractions, targets).map { abs(timing.progress(at: $0) - $1) }
        }
        let squares: ([Double]) -> Double = { p in gaps(clamped(p)).reduce(0) { $0 + $1 * $1 } }
        let largest: ([Double]) -> Double = { p in gaps(clamped(p)).max() ?? 0 }
        let starts: [[Double]] = [[0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.2, 0, 0, 1], [0.3, 1.3, 0.6, 1], [0.25, 0.1, 0.25, 1]]
        let smooth = starts.map { minimised(squares, from: $0) }.min { squares($0) < squares($1) } ?? starts[0]
        let best = clamped(minimised(largest, from: smooth))
        return (CubicBezierTiming(best[0], best[1], best[2], best[3]), largest(best))
    }

    /// Nelder–Mead from `start` (initial simplex steps of 0.1), 600 iterations at most.
    private static func minimised(_ f: ([Double]) -> Double, from start: [Double]) -> [Double] {
        let n = start.count
        var simplex = [start] + (0..<n).map { i in var p = start; p[i] += 0.1; return p }
        var values = simplex.map(f)
        for _ in 0..<600 {
            let order = values.indices.sorted { values[$0] < values[$1] }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            if values[n] - values[0] < 1e-12 { break }
            let centroid = (0..<n).map { j in simplex.dropLast().reduce(0) { $0 + $1[j] } / Double(n) }
            func toward(_ t: Double) -> [Double] { (0..<n).map { centroid[$0] + t * (simplex[n][$0] - centroid[$0]) } }
            let reflected = toward(-1), r = f(reflected)
            if r < values[0] {
                let expanded = toward(-2), e = f(expanded)
                (simplex[n], values[n]) = e < r ? (expanded, e) : (reflected, r)
            } else if r < values[n - 1] {
                (simplex[n], values[n]) = (reflected, r)
            } else {
                let contracted = toward(r < values[n] ? -0.5 : 0.5), c = f(contracted)
                if c < Swift.min(r, values[n]) {
                    (simplex[n], values[n]) = (contracted, c)
                } else {
                    for i in 1...n {
                        simplex[i] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[i][$0] - simplex[0][$0]) }
                        values[i] = f(simplex[i])
                    }
                }
            }
        }
        return simplex[values.indices.min { values[$0] < values[$1] } ?? 0]
    }
}
