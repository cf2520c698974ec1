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
/// 4. Long traces (more than `exhaustiveSamples`, 2,048, samples): steps 2–3 use 2,048 of
///    the samples, evenly by index (first and last included), which weighs the curve as all
///    of them do; of the three refinements the lowest S over every sample wins, and is
///    polished on every sample by the same Levenberg–Marquardt, at most `polishIterations`
///    (4) iterations and `polishEvaluations` (21) evaluations of S or of a Jacobian column,
///    ending early on an accepted step that changes ζ and ln T by ≤ 1e-10 or after 3 trials
///    in a row that do not lower S (S is then at its minimum to rounding). The polish ends
///    at the minimum a refinement on every sample finds (to well within the 1e-6 the tests
///    hold it to), and the whole fit costs O(n): a bounded number of passes over the
///    samples, whatever their shape. Up to 2,048 samples nothing changes.
///
/// `stop` is asked between passes and every 65,536 samples within one (Ctrl-C); when it
/// answers true the fit throws `SpringFit.stopped` within a few milliseconds.
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
    /// Levenberg–Marquardt iterations of the winning refinement (on a long trace, those on
    /// the subsample plus those of the polish).
    public let iterations: Int
    /// Samples at which the step response was evaluated, all passes together: the fit's
    /// work, which the tests hold to O(n).
    let evaluatedSamples: Int

    /// The damping ratios searched: from very bouncy to strongly over-damped.
    public static let dampingRange: ClosedRange<Double> = 0.05...3
    /// At least this many samples: two parameters and something left to measure the error.
    public static let minimumSamples = 4
    /// Up to this many samples the whole fit runs on every sample; above, on this many of
    /// them, then polished on all (method, step 4).
    public static let exhaustiveSamples = 2048
    /// The polish on every sample of a long trace: at most this many iterations …
    public static let polishIterations = 4
    /// … and this many passes over the samples (a Jacobian costs four).
    public static let polishEvaluations = 21
    /// What the fit throws when `stop` answered true.
    public static let stopped = MotionError(parameter: "stop", message: "the fit was stopped before it finished")

    /// Fits samples of a normalised curve.
    ///
    /// - Parameters:
    ///   - times: seconds from the start of the motion; finite, ≥ 0, strictly increasing,
    ///     the last one > 0.
    ///   - values: progress at those times (0 start, 1 target), finite, |y| ≤ 10⁶ (a curve a
    ///     million times its move means the move's ends are wrong; it also keeps S finite).
    ///   - stop: asked between passes over the samples and every 65,536 samples; true
    ///     stops the fit (Ctrl-C).
    /// - Throws: `MotionError` (parameter "samples") for fewer than `minimumSamples`, unequal
    ///   counts, or a time or value that breaks the rules above; `SpringFit.stopped` when
    ///   `stop` answered true.
    public init(times: [Double], values: [Double], stop: (() -> Bool)? = nil) throws(MotionError) {
        try self.init(times: times, values: values, exhaustiveUpTo: Self.exhaustiveSamples, stop: stop)
    }

    /// As the public init, with the subsample size of step 4 given (the tests compare a fit
    /// on every sample, `Int.max`, with the subsampled one).
    init(times: [Double], values: [Double], exhaustiveUpTo exhaustive: Int, stop: (() -> Bool)? = nil) throws(MotionError) {
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
                throw MotionError(parameter: "samples",
                                  message: "sample \(i + 1) is more than a million times the move from its start; check where the move starts and ends")
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
        let counter = WorkCounter(stop: stop)
        let problem = Problem(times: times, values: values, window: window, counter: counter)
        let coarse = problem.evenlyByIndex(61)
        // Step 4: the search on a subsample of a long trace, the polish on all of it.
        let long = times.count > max(exhaustive, Self.minimumSamples)
        let searched = long ? problem.evenlyByIndex(exhaustive) : problem

        // 1. Grid.
        var candidates: [(cost: Double, zeta: Double, u: Double)] = []
        let zetaSteps = 32, periodSteps = 40
        let lo = Self.dampingRange.lowerBound, hi = Self.dampingRange.upperBound
        let uLow = log(window / 100), uHigh = log(window * 10)
        for i in 0..<zetaSteps {
            let zeta = i == zetaSteps - 1 ? hi : lo * pow(hi / lo, Double(i) / Double(zetaSteps - 1))
            for j in 0..<periodSteps {
                let u = uLow + (uHigh - uLow) * Double(j) / Double(periodSteps - 1)
                candidates.append((try coarse.cost(zeta, u), zeta, u))
            }
        }
        candidates.sort { ($0.cost, $0.zeta, $0.u) < ($1.cost, $1.zeta, $1.u) }

        // 2–3. Refine the three best; keep the lowest.
        var best: (cost: Double, zeta: Double, u: Double, iterations: Int)?
        for start in candidates.prefix(3) {
            var refined = try searched.refine(zeta: start.zeta, u: start.u, iterations: 200, evaluations: .max, step: 1e-12, rejections: .max)
            // A long trace's refinements are compared by S over every sample.
            if long { refined.cost = try problem.cost(refined.zeta, refined.u) }
            if best == nil || refined.cost < best!.cost { best = refined }
        }
        var result = best!
        if long {
            let polished = try problem.refine(zeta: result.zeta, u: result.u, iterations: Self.polishIterations,
                                              evaluations: Self.polishEvaluations, step: 1e-10, rejections: 3)
            result = (polished.cost, polished.zeta, polished.u, result.iterations + polished.iterations)
        }
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
        try counter.counted(times.count)
        rms = (sum / Double(times.count)).squareRoot()
        maxError = worst
        maxErrorTime = worstTime
        iterations = result.iterations
        evaluatedSamples = counter.samples
    }
}

/// The fit's work so far (samples evaluated) and its one question, whether to stop.
private final class WorkCounter {
    let stop: (() -> Bool)?
    private(set) var samples = 0

    init(stop: (() -> Bool)?) { self.stop = stop }

    /// Counts `count` samples evaluated; throws `SpringFit.stopped` when `stop` says so.
    func counted(_ count: Int) throws(MotionError) {
        samples += count
        if let stop, stop() { throw SpringFit.stopped }
    }

    /// Within a pass: asks `stop` every 65,536 samples (`index` counts from 0).
    @inline(__always)
    func check(_ index: Int) throws(MotionError) {
        if index & 0xFFFF == 0xFFFF, let stop, stop() { throw SpringFit.stopped }
    }
}

/// The least-squares problem in (ζ, u = ln T).
private struct Problem {
    let times: [Double]
    let values: [Double]
    let window: Double
    let counter: WorkCounter

    var uBounds: ClosedRange<Double> { log(window * 1e-4)...log(window * 1e3) }

    /// At most `count` of the samples, evenly by index, the first and the last included.
    func evenlyByIndex(_ count: Int) -> Problem {
        let kept = min(times.count, count)
        let indices = (0..<kept).map { $0 * (times.count - 1) / (kept - 1) }
        return Problem(times: indices.map { times[$0] }, values: indices.map { values[$0] }, window: window, counter: counter)
    }

    /// p(t) = 1 − x(t) of the step oscillator, as `Spring.value(at:)`, built once; nil when
    /// (ζ, u) makes no spring.
    private func oscillator(_ zeta: Double, _ u: Double) -> SpringOscillator? {
        (try? Spring(.dampingResponse(damping: zeta, response: exp(u))))?.stepOscillator
    }

    func residuals(_ zeta: Double, _ u: Double) throws(MotionError) -> [Double]? {
        guard let oscillator = oscillator(zeta, u) else { return nil }
        var r = [Double](repeating: 0, count: times.count)
        for i in times.indices {
            try counter.check(i)
            r[i] = (1 - oscillator.position(at: times[i])) - values[i]
        }
        try counter.counted(times.count)
        return r
    }

    func cost(_ zeta: Double, _ u: Double) throws(MotionError) -> Double {
        guard let r = try residuals(zeta, u) else { return .infinity }
        return r.reduce(0) { $0 + $1 * $1 }
    }

    /// JᵀJ (a, b, c) and Jᵀr (gz, gu) with J's columns ∂r/∂ζ and ∂r/∂u by central
    /// differences of step h, in one pass (four evaluations per sample, no arrays); nil when
    /// a shifted (ζ, u) makes no spring.
    private func normalEquations(_ zeta: Double, _ u: Double, _ r: [Double], h: Double) throws(MotionError)
        -> (a: Double, b: Double, c: Double, gz: Double, gu: Double)? {
        guard let zp = oscillator(zeta + h, u), let zm = oscillator(zeta - h, u),
              let up = oscillator(zeta, u + h), let um = oscillator(zeta, u - h) else { return nil }
        var a = 0.0, b = 0.0, c = 0.0, gz = 0.0, gu = 0.0
        for i in r.indices {
            try counter.check(i)
            let t = times[i], y = values[i]
            let rzp = (1 - zp.position(at: t)) - y, rzm = (1 - zm.position(at: t)) - y
            let rup = (1 - up.position(at: t)) - y, rum = (1 - um.position(at: t)) - y
            let jz = (rzp - rzm) / (2 * h), ju = (rup - rum) / (2 * h)
            a += jz * jz
            b += jz * ju
            c += ju * ju
            gz += jz * r[i]
            gu += ju * r[i]
        }
        try counter.counted(4 * times.count)
        return (a, b, c, gz, gu)
    }

    /// Levenberg–Marquardt from (ζ, u) (method, step 2), for at most `maxIterations`
    /// iterations and `maxEvaluations` passes over the samples after the first (a Jacobian
    /// counts four); it ends on an accepted step changing ζ and u by ≤ `step`, and after
    /// `rejections` trials in a row that do not lower S.
    func refine(zeta startZeta: Double, u startU: Double, iterations maxIterations: Int, evaluations maxEvaluations: Int,
                step: Double, rejections maxRejections: Int) throws(MotionError)
        -> (cost: Double, zeta: Double, u: Double, iterations: Int) {
        let range = SpringFit.dampingRange
        var zeta = startZeta, u = startU
        guard var r = try residuals(zeta, u) else { return (.infinity, zeta, u, 0) }
        var cost = r.reduce(0) { $0 + $1 * $1 }
        var lambda = 1e-3
        let h = 1e-7
        var iteration = 0
        var evaluations = 0
        var rejections = 0
        while iteration < maxIterations, cost > 1e-30 * Double(times.count), evaluations + 5 <= maxEvaluations {
            iteration += 1
            guard let normal = try normalEquations(zeta, u, r, h: h) else { break }
            let (a, b, c, gz, gu) = normal
            evaluations += 4
            var accepted = false
            while lambda <= 1e16, evaluations < maxEvaluations, rejections < maxRejections {
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
                evaluations += 1
                if let newR = try residuals(newZeta, newU) {
                    let newCost = newR.reduce(0) { $0 + $1 * $1 }
                    if newCost < cost {
                        let small = abs(newZeta - zeta) <= step && abs(newU - u) <= step
                        zeta = newZeta
                        u = newU
                        r = newR
                        cost = newCost
                        lambda = max(lambda / 3, 1e-12)
                        accepted = true
                        rejections = 0
                        if small { return (cost, zeta, u, iteration) }
                        break
                    }
                }
                lambda *= 4
                rejections += 1
            }
            if !accepted { break }
        }
        return (cost, zeta, u, iteration)
    }
}
