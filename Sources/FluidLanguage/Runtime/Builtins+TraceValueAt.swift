import FluidMotion

extension Builtins {
    /// `value(trace, t)`: a sampled trace read at any time, by linear interpolation between
    /// the two samples around t (the first sample's value before the trace starts, the last
    /// one's after it ends). A trace of points interpolates each axis. `value(trace)` is the
    /// same as a function of time over the trace's span (one axis only: a plot draws numbers).
    static func traceValue(_ trace: TraceValue, _ bound: BoundArguments, curveSpan: SourceSpan) throws(Diagnostic) -> Value {
        if let t = try bound[ifGiven: .readTime] {
            switch trace.samples {
            case .one(let samples):
                return .number(trace.quantity(samples.value(at: t)))
            case .two(let samples):
                return .point(PointValue(x: trace.quantity(samples.xs.value(at: t)), y: trace.quantity(samples.ys.value(at: t))))
            }
        }
        guard case .one(let samples) = trace.samples else {
            throw Diagnostic(Messages.traceNeedsOneAxis("value(trace) as a function of time"), curveSpan)
        }
        let domain = RangeValue(lower: trace.time(samples.start), upper: trace.time(samples.end))
        let function = FunctionValue(
            body: .native(arity: 1, source: "t -> value(trace, t)") { inner throws(Diagnostic) in
                let t = try inner.bind(positional: ["t"]).quantity("t", .time)
                return .number(trace.quantity(samples.value(at: t.value)))
            },
            domain: domain,
            outputUnit: trace.quantity(samples.start).displayUnit)
        return .function(function)
    }
}
