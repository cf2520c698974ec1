/// The spring whose step response (0 → 1, initial velocity 0) is nearest, in least squares,
/// to a normalised curve given by samples (t_i, y_i): times in seconds from the start of the
/// motion, progress 0 at the start and 1 at the target.
///
/// Model: y(t) ≈ p(t; ζ, T), the step response of `Spring(.dampingResponse(damping: ζ,
/// response: T))`, with ζ ∈ `dampingRange` and T > 0. Cost: S(ζ, T) = Σ (p(t_i) − y_i)²,
/// every sample weighted alike.
///
/// Method, deterministic (no randomness, a fixed order of evaluation):
/// 1. Grid: ζ at 32 geometric steps over `dampingRange`, T at 40 geometric steps from
///    W/100 to 10·W, where W is the last sample time, the cost summed over at most 61 of the
///    samples (evenly by index, first and last included); the three best grid points (cost,
///    then ζ, then T) start step 2, which uses every sample.
/// 2. Refinement: Levenberg–Marquardt in (ζ, u = ln T), Jacobian by central differences
///    (h = 1e-7 in ζ and in u), damping λ·diag(JᵀJ) (λ starts at 1e-3, ÷3 after a step that
///    lowers S, ×4 after one that does not). ζ is kept in `dampingRange` (a step that would
///    leave it at a bound moves u alone) and T in [W/10⁴, 10³·W].
///    Stopping rule: an accepted step changing ζ by ≤ 1e-12 and ln T by ≤ 1e-12, or λ > 1e16
///    (no step lowers S: a minimum to rounding), or S ≤ 1e-30 · n, or 200 iterations.
/// 3. The lowest S of the three refinements wins (ties: the first).
///
/// Errors are in progress units (fractions of the whole move): `rms` = √(S/n), `maxError` =
/// max |p(t_i) − y_i| at sample time `maxErrorTime` (the first such sample on a tie).
public struct SpringFit: Hashable, Sendable {
    /// The fitted spring, written as `.dampingResponse(damping: ζ, response: T)`.
    public let spring: Spring
    /// Root mean square of p(t_i) − y_i over the samples.
    public let rms: Double
    /// The largest |p(t_i) − y_i|.
    public let maxError: Double
    /// The sample time (seconds) of `maxError`.
    public let maxErrorTime: Double
    /// Levenberg–Marquardt iterations of the winning refinement.
    public let iterations: Int

    /// The damping ratios searched: from very bouncy to strongly over-damped.
    public static let dampingRange: ClosedRange<Double> = 0.05...3
    /// At least this many samples: two parameters and something left to measure the error.
    public static let minimumSamples = 4

    /// Fits samples of a normalised curve.
    ///
    /// - Parameters:
    ///   - times: seconds from the start of the motion; finite, ≥ 0, strictly increasing,
    ///     the last one > 0.
    ///   - values: progress at those times (0 start, 1 target), finite, |y| ≤ 10⁶ (a curve a
    ///     million times its move means the move's ends are wrong; it also keeps S finite).
    /// - Throws: `MotionError` (parameter "samples") for fewer than `minimumSamples`, unequal
    ///   counts, or a time or value that breaks the rules above.
    public init(times: [Double], values: [Double]) throws(MotionError) {
        guard times.count == values.count else {
            throw MotionError(parameter: "samples", message: "a fit needs one value per time; got \(times.count) times and \(values.count) values")
        }
        guard times.count >= Self.minimumSamples else {
            throw MotionError(parameter: "samples", message: "a fit needs at least \(Self.minimumSamples) samples; got \(times.count)")
        }
        for i in times.indices {
            guard times[i].isFinite, values[i].isFinite else {
                throw MotionError(parameter: "samples", message: "sample \(i + 1) is not a finite number")
            }
            guard abs(values[i]) <= 1e6 else {
                throw MotionError(parameter: "samples", message: "sample \(i + 1) is more than a million times the move from its start; check where the move starts and ends")
            }
            guard times[i] >= 0 else {
                throw MotionError(parameter: "samples", message: "sample \(i + 1) is before the start (times count from 0)")
            }
            if i > 0, !(times[i] > times[i - 1]) {
                throw MotionError(parameter: "samples", message: "sample \(i + 1) is not after sample \(i): times must increase strictly")
            }
        }
        let window = times[times.count - 1]
        guard window > 0 else {
            throw MotionError(parameter: "samples", message: "the samples span no time")
        }
        let problem = Problem(times: times, values: values, window: window)
        let coarseCount = min(times.count, 61)
        let coarseIndices = (0..<coarseCount).map { $0 * (times.count - 1) / (coarseCount - 1) }
        let coarse = Problem(times: coarseIndices.map { times[$0] }, values: coarseIndices.map { values[$0] }, window: window)

        // 1. Grid.
        var candidates: [(cost: Double, zeta: Double, u: Double)] = []
        let zetaSteps = 32, periodSteps = 40
        let lo = Self.dampingRange.lowerBound, hi = Self.dampingRange.upperBound
        let uLow = log(window / 100), uHigh = log(window * 10)
        for i in 0..<zetaSteps {
            let zeta = i == zetaSteps - 1 ? hi : lo * pow(hi / lo, Double(i) / Double(zetaSteps - 1))
            for j in 0..<periodSteps {
                let u = uLow + (uHigh - uLow) * Double(j) / Double(periodSteps - 1)
                candidates.append((coarse.cost(zeta, u), zeta, u))
            }
        }
        candidates.sort { ($0.cost, $0.zeta, $0.u) < ($1.cost, $1.zeta, $1.u) }

        // 2–3. Refine the three best; keep the lowest.
        var best: (cost: Double, zeta: Double, u: Double, iterations: Int)?
        for start in candidates.prefix(3) {
            let refined = problem.refine(zeta: start.zeta, u: start.u)
            if best == nil || refined.cost < best!.cost { best = refined }
        }
        let result = best!
        // ζ and T were kept in valid ranges, so this does not throw.
        spring = try Spring(.dampingResponse(damping: result.zeta, response: exp(result.u)))
        var sum = 0.0, worst = -1.0, worstTime = times[0]
        for (t, y) in zip(times, values) {
            let r = spring.value(at: t) - y
            sum += r * r
            if abs(r) > worst {
                worst = abs(r)
                worstTime = t
            }
        }
        rms = (sum / Double(times.count)).squareRoot()
        maxError = worst
        maxErrorTime = worstTime
        iterations = result.iterations
    }
}

/// The least-squares problem in (ζ, u = ln T).
private struct Problem {
    let times: [Double]
    let values: [Double]
    let window: Double

    var uBounds: ClosedRange<Double> { log(window * 1e-4)...log(window * 1e3) }

    func residuals(_ zeta: Double, _ u: Double) -> [Double]? {
        guard let spring = try? Spring(.dampingResponse(damping: zeta, response: exp(u))) else { return nil }
        // p(t) = 1 − x(t) of the step oscillator, as `Spring.value(at:)`, built once.
        let oscillator = spring.stepOscillator
        return zip(times, values).map { (1 - oscillator.position(at: $0)) - $1 }
    }

    func cost(_ zeta: Double, _ u: Double) -> Double {
        guard let r = residuals(zeta, u) else { return .infinity }
        return r.reduce(0) { $0 + $1 * $1 }
    }

    func refine(zeta startZeta: Double, u startU: Double) -> (cost: Double, zeta: Double, u: Double, iterations: Int) {
        let range = SpringFit.dampingRange
        var zeta = startZeta, u = startU
        guard var r = residuals(zeta, u) else { return (.infinity, zeta, u, 0) }
        var cost = r.reduce(0) { $0 + $1 * $1 }
        var lambda = 1e-3
        let h = 1e-7
        var iteration = 0
        while iteration < 200, cost > 1e-30 * Double(times.count) {
            iteration += 1
            // Central-difference Jacobian columns: ∂r/∂ζ and ∂r/∂u.
            guard let zp = residuals(zeta + h, u), let zm = residuals(zeta - h, u),
                  let up = residuals(zeta, u + h), let um = residuals(zeta, u - h) else { break }
            var a = 0.0, b = 0.0, c = 0.0, gz = 0.0, gu = 0.0
            for i in r.indices {
                let jz = (zp[i] - zm[i]) / (2 * h), ju = (up[i] - um[i]) / (2 * h)
                a += jz * jz
                b += jz * ju
                c += ju * ju
                gz += jz * r[i]
                gu += ju * r[i]
            }
            var accepted = false
            while lambda <= 1e16 {
                // Solve [[a(1+λ), b], [b, c(1+λ)]]·δ = −g.
                let a1 = a * (1 + lambda), c1 = c * (1 + lambda)
                var dz: Double, du: Double
                let det = a1 * c1 - b * b
                if det > 0, det.isFinite {
                    dz = (-gz * c1 + gu * b) / det
                    du = (-gu * a1 + gz * b) / det
                } else {
                    dz = 0
                    du = c1 > 0 ? -gu / c1 : 0
                }
                // At a bound of ζ, a step outward moves u alone.
                if (zeta <= range.lowerBound && dz < 0) || (zeta >= range.upperBound && dz > 0) {
                    dz = 0
                    du = c1 > 0 ? -gu / c1 : 0
                }
                let newZeta = min(max(zeta + dz, range.lowerBound), range.upperBound)
                let newU = min(max(u + du, uBounds.lowerBound), uBounds.upperBound)
                if let newR = residuals(newZeta, newU) {
                    let newCost = newR.reduce(0) { $0 + $1 * $1 }
                    if newCost < cost {
                        let small = abs(newZeta - zeta) <= 1e-12 && abs(newU - u) <= 1e-12
                        zeta = newZeta
                        u = newU
                        r = newR
                        cost = newCost
                        lambda = max(lambda / 3, 1e-12)
                        accepted = true
                        if small { return (cost, zeta, u, iteration) }
                        break
                    }
                }
                lambda *= 4
            }
            if !accepted { break }
        }
        return (cost, zeta, u, iteration)
    }
}
