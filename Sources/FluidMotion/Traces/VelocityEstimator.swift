/// Estimates a gesture's velocity from its recent samples, the way Jetpack Compose's
/// `VelocityTracker1D` does with its default `Lsq2` strategy (androidx
/// `compose/ui/ui/.../input/pointer/util/VelocityTracker.kt`):
///
/// - walk back from the sample the velocity is asked at, keeping samples no older than
///   `horizon` (100 ms) and stopping at the first gap between neighbours longer than
///   `maximumGap` (40 ms: the finger is assumed to have stopped there), at most `history`
///   (20) samples;
/// - fit x(τ) = a + b·τ + c·τ² by unweighted least squares, τ = t − t_now;
/// - the velocity is b, the fit's slope at the newest sample.
///
/// Differences from Compose: the fit's degree drops to n − 1 when fewer than 3 samples are
/// kept (two samples give their slope, where Compose answers 0); one sample gives 0. Times
/// are in seconds, so the velocity is in the samples' unit per second. A quadratic
/// trajectory is recovered exactly (to rounding), whatever the sampling.
public struct VelocityEstimator: Hashable, Sendable {
    /// Oldest sample age used, seconds (Compose: 100 ms).
    public var horizon: Double
    /// A gap between two samples longer than this ends the window, seconds (Compose: 40 ms).
    public var maximumGap: Double
    /// Most samples used (Compose: 20).
    public var history: Int

    public init(horizon: Double = 0.1, maximumGap: Double = 0.04, history: Int = 20) {
        self.horizon = horizon
        self.maximumGap = maximumGap
        self.history = max(history, 1)
    }

    /// The estimator for a trace sampled at `times`: Compose's window when the samples are
    /// as dense as touch hardware reports them (60 Hz or more), widened for coarser traces
    /// (hand-written ones, 100 ms apart) so that they still give a velocity. With m the
    /// median interval: horizon max(100 ms, 6m), gap max(40 ms, 2.4m), the window Compose
    /// has at 60 Hz, measured in samples instead of milliseconds.
    public static func adapted(to times: [Double]) -> VelocityEstimator {
        guard times.count >= 2 else { return VelocityEstimator() }
        var intervals = zip(times.dropFirst(), times).map { $0 - $1 }
        intervals.sort()
        let n = intervals.count
        let median = n % 2 == 1 ? intervals[n / 2] : (intervals[n / 2 - 1] + intervals[n / 2]) / 2
        return VelocityEstimator(horizon: max(0.1, 6 * median), maximumGap: max(0.04, 2.4 * median))
    }

    /// The velocity at sample `index` from it and the samples before it (what a tracker fed
    /// in real time would report then), in the values' unit per second.
    ///
    /// Works in one temporary buffer (no allocation per sample for the usual `history`), with
    /// the arithmetic of ``leastSquaresPolynomial(_:_:degree:)`` in the same order, so the
    /// answer is that function's to the bit; a trace's velocities cost O(n · history).
    public func velocity(times: [Double], values: [Double], at index: Int) -> Double {
        guard times.indices.contains(index), values.count == times.count else { return 0 }
        let now = times[index]
        // The window: samples index, index − 1, …, index − n + 1.
        var n = 0
        var i = index
        var newer = now
        while i >= 0, n < history {
            let age = now - times[i]
            // Compose compares whole milliseconds exactly; times in seconds carry rounding
            // (0.8 − 0.2 = 0.6000000000000001), so the limits are inclusive to 1e-9 relative.
            if age > horizon * (1 + 1e-9) || newer - times[i] > maximumGap * (1 + 1e-9) { break }
            n += 1
            newer = times[i]
            i -= 1
        }
        guard n >= 2 else { return 0 }
        let m = min(2, n - 1) + 1
        // Scale τ to O(1) so the columns 1, τ, τ² are comparable.
        let scale = max(horizon, now - times[index - n + 1], 1e-9)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * n + 2 * 9 + 3) { buffer in
            // Columns of the Vandermonde matrix, q[k][j] at k·n + j, then x, R and c.
            let q = buffer.baseAddress!, x = q + 3 * n, r = x + n, c = r + 9
            for j in 0..<n {
                let t = -(now - times[index - j]) / scale
                q[j] = 1
                q[n + j] = 1 * t
                q[2 * n + j] = (1 * t) * t
                x[j] = values[index - j]
            }
            for k in 0..<9 { r[k] = 0 }
            for j in 0..<m {
                for k in 0..<j {
                    var dot = 0.0
                    for i in 0..<n { dot += q[k * n + i] * q[j * n + i] }
                    r[k * 3 + j] = dot
                    for i in 0..<n { q[j * n + i] -= dot * q[k * n + i] }
                }
                var norm = 0.0
                for i in 0..<n { norm += q[j * n + i] * q[j * n + i] }
                norm = norm.squareRoot()
                r[j * 3 + j] = norm
                if norm > 0 { for i in 0..<n { q[j * n + i] /= norm } }
            }
            // Solve R·c = Qᵀ·x.
            for j in stride(from: m - 1, through: 0, by: -1) {
                var rhs = 0.0
                for i in 0..<n { rhs += q[j * n + i] * x[i] }
                for k in (j + 1)..<m { rhs -= r[j * 3 + k] * c[k] }
                c[j] = r[j * 3 + j] == 0 ? 0 : rhs / r[j * 3 + j]
            }
            return c[1] / scale
        }
    }

    /// The velocity at every sample (each from the samples up to it).
    public func velocities(times: [Double], values: [Double]) -> [Double] {
        times.indices.map { velocity(times: times, values: values, at: $0) }
    }
}

extension Trace where Sample == Double {
    /// The estimated velocity at the last sample (the release), per second; by default with
    /// the estimator `adapted(to:)` these times.
    public func releaseVelocity(_ estimator: VelocityEstimator? = nil) -> Double {
        (estimator ?? .adapted(to: times)).velocity(times: times, values: samples, at: count - 1)
    }

    /// The estimated velocity at each sample, as a trace over the same times.
    public func velocities(_ estimator: VelocityEstimator? = nil) -> Trace<Double> {
        Trace<Double>(unchecked: times, (estimator ?? .adapted(to: times)).velocities(times: times, values: samples))
    }
}

extension Trace where Sample == Point2 {
    /// The estimated velocity at the last sample, per axis, per second.
    public func releaseVelocity(_ estimator: VelocityEstimator? = nil) -> Point2 {
        Point2(x: xs.releaseVelocity(estimator), y: ys.releaseVelocity(estimator))
    }

    /// The estimated velocity at each sample, per axis.
    public func velocities(_ estimator: VelocityEstimator? = nil) -> Trace<Point2> {
        let estimator = estimator ?? .adapted(to: times)
        let vx = estimator.velocities(times: times, values: xs.samples)
        let vy = estimator.velocities(times: times, values: ys.samples)
        return Trace<Point2>(unchecked: times, zip(vx, vy).map { Point2(x: $0, y: $1) })
    }
}

/// Coefficients c0…c_degree minimising Σ (Σ_k c_k·t_i^k − x_i)², by modified Gram–Schmidt QR
/// of the Vandermonde matrix (better conditioned than the normal equations). Needs
/// t.count > degree distinct times.
func leastSquaresPolynomial(_ t: [Double], _ x: [Double], degree: Int) -> [Double] {
    let n = t.count, m = degree + 1
    // Columns of the Vandermonde matrix.
    var q: [[Double]] = (0..<m).map { k in t.map { ti in (0..<k).reduce(1.0) { acc, _ in acc * ti } } }
    var r = [[Double]](repeating: [Double](repeating: 0, count: m), count: m)
    for j in 0..<m {
        for k in 0..<j {
            var dot = 0.0
            for i in 0..<n { dot += q[k][i] * q[j][i] }
            r[k][j] = dot
            for i in 0..<n { q[j][i] -= dot * q[k][i] }
        }
        var norm = 0.0
        for i in 0..<n { norm += q[j][i] * q[j][i] }
        norm = norm.squareRoot()
        r[j][j] = norm
        if norm > 0 { for i in 0..<n { q[j][i] /= norm } }
    }
    // Solve R·c = Qᵀ·x.
    var c = [Double](repeating: 0, count: m)
    for j in stride(from: m - 1, through: 0, by: -1) {
        var rhs = 0.0
        for i in 0..<n { rhs += q[j][i] * x[i] }
        for k in (j + 1)..<m { rhs -= r[j][k] * c[k] }
        c[j] = r[j][j] == 0 ? 0 : rhs / r[j][j]
    }
    return c
}
