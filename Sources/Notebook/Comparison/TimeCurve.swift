import FluidLanguage
import FluidMotion

/// A motion as a function of time for `diff`: position and velocity in base units,
/// evaluated in batches, with the time it takes (its natural span).
struct TimeCurve {
    let name: String
    /// Dimension of the position (velocity is this per second).
    let dimension: Dimension
    /// How long the motion lasts: a motion's window (`MotionWindow`), a function's natural
    /// domain; nil when unknown (a plain function of time).
    let span: Double?
    let position: ([Double]) throws(Diagnostic) -> [Double]
    let velocity: ([Double]) throws(Diagnostic) -> [Double]

    /// Any subject: a motion over time through `MotionCurve`, a function sampled by the
    /// interpreter, or a difference with a function in it, part by part.
    static func of(_ value: Value, name: String, span: SourceSpan, interpreter: Interpreter) throws(Diagnostic) -> TimeCurve {
        if let motion = value.motionOverTime { return Self.motion(motion, name: name) }
        switch value {
        case .function(let f):
            return try function(f, name: name, span: span, interpreter: interpreter)
        case .difference(let d):
            let a = try of(d.minuend, name: name, span: span, interpreter: interpreter)
            let b = try of(d.subtrahend, name: name, span: span, interpreter: interpreter)
            guard a.dimension == b.dimension else {
                throw Diagnostic(Messages.curvesCannotSubtract(a.dimension.phrase + " over time", b.dimension.phrase), span)
            }
            let (pa, pb, va, vb) = (a.position, b.position, a.velocity, b.velocity)
            return TimeCurve(name: name, dimension: a.dimension, span: [a.span, b.span].compactMap { $0 }.max(),
                             position: { (t: [Double]) throws(Diagnostic) -> [Double] in zip(try pa(t), try pb(t)).map { $0 - $1 } },
                             velocity: { (t: [Double]) throws(Diagnostic) -> [Double] in zip(try va(t), try vb(t)).map { $0 - $1 } })
        default:
            throw Diagnostic(Messages.diffNotMotion(name, is: value.kindPhrase), span)
        }
    }

    /// A motion over time, exact: its position and velocity at each time, over its window.
    static func motion(_ m: MotionOverTime, name: String) -> TimeCurve {
        let curve = m.curve
        return TimeCurve(name: name, dimension: m.dimension, span: curve.timeWindow,
                         position: { $0.map(curve.position(at:)) }, velocity: { $0.map(curve.velocity(at:)) })
    }

    /// A function of time written in the language. Its velocity is the central difference
    /// (f(t + h) − f(t − h))/2h with h = 10⁻⁶ s, accurate to about h² relative to the
    /// curve's third derivative: far below the printed digits for motion curves.
    static func function(_ f: FunctionValue, name: String, span: SourceSpan, interpreter: Interpreter) throws(Diagnostic) -> TimeCurve {
        if let domain = f.domain, domain.dimension != .time {
            throw Diagnostic(Messages.diffNotMotion(name, is: "drawn over " + domain.dimension.phrase), span)
        }
        func evaluate(_ times: [Double]) throws(Diagnostic) -> ([Double], Dimension) {
            let samples: FunctionSamples
            do {
                samples = try FunctionSamples.sample(f, at: times.map { .number(.seconds($0)) }, interpreter: interpreter)
            } catch {
                switch error {
                case .mixedDimensions(let first, let other):
                    throw Diagnostic(Messages.functionMixedDimensions(name, first.phrase, other.phrase, at: "times"), span)
                case .notANumber(let other):
                    throw Diagnostic(Messages.functionNotANumber("diff needs a function of time that gives a number", name, gives: other.kindPhrase), span)
                }
            }
            if samples.dimension == nil, let firstError = samples.firstFailure {
                throw Diagnostic(Messages.functionNeverEvaluates("\(name) cannot be evaluated over time: ", firstError.message), span)
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
