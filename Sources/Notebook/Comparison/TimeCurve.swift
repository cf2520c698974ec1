import FluidLanguage
import Motion

/// A motion as a function of time for `diff`: position and velocity in base units,
/// evaluated in batches, with the time it takes (its natural span).
struct TimeCurve {
    let name: String
    /// Dimension of the position (velocity is this per second).
    let dimension: Dimension
    /// How long the motion lasts: a spring's settle time, a decay's stop time, a
    /// function's natural domain; nil when unknown (a plain function of time).
    let span: Double?
    let position: ([Double]) throws(Diagnostic) -> [Double]
    let velocity: ([Double]) throws(Diagnostic) -> [Double]

    /// Springs: progress 0 → 1 (a fraction of the distance) and its rate; the span is
    /// the 0.1 % settle time, or five responses when it never settles.
    static func spring(_ s: SpringValue, name: String) -> TimeCurve {
        let spring = s.spring
        let settle = spring.settlingTime()
        return TimeCurve(name: name, dimension: .none, span: settle.isFinite && settle > 0 ? settle : 5 * spring.response,
                         position: { $0.map(spring.value(at:)) }, velocity: { $0.map(spring.velocity(at:)) })
    }

    /// Decays: distance travelled and velocity; the span is the stop time (at most 60 s).
    static func decay(_ d: DecayValue, name: String) -> TimeCurve {
        let decay = d.decay
        return TimeCurve(name: name, dimension: .length, span: min(decay.stopTime(), 60),
                         position: { $0.map(decay.position(at:)) }, velocity: { $0.map(decay.velocity(at:)) })
    }

    /// A function of time written in the language. Its velocity is the central difference
    /// (f(t + h) − f(t − h))/2h with h = 10⁻⁶ s, accurate to about h² relative to the
    /// curve's third derivative: far below the printed digits for motion curves.
    static func function(_ f: FunctionValue, name: String, span: SourceSpan, interpreter: Interpreter) throws(Diagnostic) -> TimeCurve {
        if let domain = f.domain, domain.dimension != .time {
            throw Diagnostic("diff compares motions over time; \(name) is drawn over \(domain.dimension.phrase)", span)
        }
        func evaluate(_ times: [Double]) throws(Diagnostic) -> ([Double], Dimension) {
            let samples: FunctionSamples
            do {
                samples = try FunctionSamples.sample(f, at: times.map { .number(.seconds($0)) }, interpreter: interpreter)
            } catch {
                switch error {
                case .mixedDimensions(let first, let other):
                    throw Diagnostic("\(name) gives \(first.phrase) at some times and \(other.phrase) at others", span)
                case .notANumber(let other):
                    throw Diagnostic("diff needs a function of time that gives a number; \(name) gives \(other.kindPhrase)", span)
                }
            }
            if samples.dimension == nil, let firstError = samples.firstFailure {
                throw Diagnostic("\(name) cannot be evaluated over time: \(firstError.message)", span)
            }
            return (samples.values, samples.dimension ?? .none)
        }
        let (_, dimension) = try evaluate([0, f.domain?.upper.value ?? 1])
        let h = 1e-6
        return TimeCurve(
            name: name, dimension: dimension, span: f.domain.map { $0.upper.value },
            position: { (times: [Double]) throws(Diagnostic) -> [Double] in try evaluate(times).0 },
            velocity: { (times: [Double]) throws(Diagnostic) -> [Double] in
                let values = try evaluate(times.flatMap { [$0 + h, $0 - h] }).0
                return times.indices.map { (values[2 * $0] - values[2 * $0 + 1]) / (2 * h) }
            })
    }
}
