/// Instagram Threads' elastic scroll: when a list is dragged, cells do not move as one
/// block; each follows the touch through its own spring, and the farther a cell is from
/// the touch the softer its spring, so the list stretches while it moves and springs back
/// together when it stops.
///
/// Model (fluid's; Threads publishes no formula): the touch offset u(t) is the drag trace,
/// linear between samples and held after the last. A cell at distance d from the touch has
/// response T(d) = response·(1 + d/falloff) (the response doubles at `falloff` points) and
/// follows x'' + 2ζω·x' + ω²·(x − u) = 0, ω = 2π/T, starting at rest at u(start). On a
/// segment where u = a + b·(t − t0) the exact solution is x = u − 2ζb/ω + y, y the free
/// oscillator from the segment's start: while the drag moves at constant speed b a cell
/// lags by 2ζb/ω = ζ·b·T/π, growing with its distance; when the drag stops every cell
/// settles on u.
public struct ElasticScroll: Hashable, Sendable {
    public var distances: [Double]
    public var response: Double
    public var falloff: Double
    public var damping: Double

    public init(distances: [Double], response: Double = 0.15, falloff: Double = 200, damping: Double = 1) {
        self.distances = distances
        self.response = response
        self.falloff = falloff
        self.damping = damping
    }

    /// T(d) = response·(1 + |d|/falloff).
    public func response(atDistance d: Double) -> Double { response * (1 + abs(d) / falloff) }

    /// - Throws: `MotionError` when a parameter is out of range (response and falloff
    ///   positive, damping ≥ 0, distances finite).
    public func springs() throws(MotionError) -> [Spring] {
        guard falloff.isFinite, falloff > 0 else {
            throw MotionError(parameter: "falloff", message: "falloff must be a positive length (the distance at which a cell's response doubles)")
        }
        if let bad = distances.firstIndex(where: { !$0.isFinite }) {
            throw MotionError(parameter: "distances", message: "distance \(bad + 1) is not a finite length")
        }
        var result: [Spring] = []
        for d in distances {
            do throws(MotionError) {
                result.append(try Spring(.dampingResponse(damping: damping, response: response(atDistance: d))))
            } catch {
                throw MotionError(parameter: error.parameter == "response" ? "response" : "damping", message: error.message)
            }
        }
        return result
    }

    /// Each cell's offset over time, sampled every `step` seconds from the drag's start until
    /// the slowest cell has settled after it ends (0.1 % of a unit step), plus each sample
    /// time of the drag. A drag or step that would make more than
    /// ``SampleGrid/maximumSamples`` samples throws instead of trapping or allocating.
    public func cells(_ touch: Trace<Double>, step: Double = 1.0 / 120) throws(MotionError) -> [Trace<Double>] {
        let springs = try springs()
        let settle = springs.map { $0.settlingTime(threshold: 0.001) }.max() ?? 0
        let times = try sampleTimes(from: touch.start, to: touch.end + settle, step: step, including: touch.times)
        return springs.map { spring in Trace<Double>(unchecked: times, follow(touch, spring: spring, at: times)) }
    }

    /// The exact response of one cell at increasing `times`.
    func follow(_ touch: Trace<Double>, spring: Spring, at times: [Double]) -> [Double] {
        let omega = spring.naturalFrequency, zeta = spring.dampingRatio
        // Segment k runs from touch.times[k] to touch.times[k + 1]; the last is open-ended.
        var x = touch.samples[0], v = 0.0
        var segment = 0
        var oscillator = segmentOscillator(touch, 0, x: x, v: v, omega: omega, zeta: zeta, spring: spring)
        var result: [Double] = []
        result.reserveCapacity(times.count)
        for t in times {
            while segment + 1 < touch.count, t > touch.times[segment + 1] {
                // Advance the state to the end of this segment, then start the next.
                let t1 = touch.times[segment + 1]
                let state = evaluate(oscillator, touch, segment, at: t1, omega: omega, zeta: zeta)
                x = state.x; v = state.v
                segment += 1
                oscillator = segmentOscillator(touch, segment, x: x, v: v, omega: omega, zeta: zeta, spring: spring)
            }
            result.append(evaluate(oscillator, touch, segment, at: t, omega: omega, zeta: zeta).x)
        }
        return result
    }

    /// Slope b of the touch on segment k (0 on the last, open-ended one).
    private func slope(_ touch: Trace<Double>, _ k: Int) -> Double {
        guard k + 1 < touch.count else { return 0 }
        return (touch.samples[k + 1] - touch.samples[k]) / (touch.times[k + 1] - touch.times[k])
    }

    private func segmentOscillator(_ touch: Trace<Double>, _ k: Int, x: Double, v: Double, omega: Double, zeta: Double, spring: Spring) -> SpringOscillator {
        let b = slope(touch, k)
        let particular = touch.samples[k] - 2 * zeta * b / omega
        return SpringOscillator(spring: spring, displacement: x - particular, velocity: v - b)
    }

    private func evaluate(_ oscillator: SpringOscillator, _ touch: Trace<Double>, _ k: Int, at t: Double, omega: Double,
                          zeta: Double) -> (x: Double, v: Double) {
        let b = slope(touch, k)
        let tau = t - touch.times[k]
        let u = touch.samples[k] + b * tau
        return (u - 2 * zeta * b / omega + oscillator.position(at: tau), b + oscillator.velocity(at: tau))
    }
}
