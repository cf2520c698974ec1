import FluidMotion

/// What the gesture models share: a drag read along one axis, a button's touch events, a
/// release sampled at 120 Hz within the element limit, and a spring shown as a value.
extension Builtins {
    static let sampleStep = 1.0 / 120

    static func oneAxis(_ bound: BoundArguments, function: String, dimension expected: Dimension? = nil,
                        phrase: String = "") throws(Diagnostic) -> (TraceValue, Trace<Double>) {
        let (t, span) = try traceArgument(bound, "trace", function: function)
        guard case .one(let trace) = t.samples else { throw Diagnostic(Messages.traceNeedsOneAxis(function), span) }
        if let expected, t.dimension != expected, !(expected == .angle && t.dimension == .none) {
            throw Diagnostic(Messages.traceDimension(function, expected: phrase, got: t.dimension), span)
        }
        return (t, trace)
    }

    static func motion(_ error: MotionError, _ bound: BoundArguments, fallback: String) -> Diagnostic {
        Diagnostic(Messages.refused(error), bound.has(error.parameter) ? bound.span(error.parameter) : bound.span(fallback))
    }

    /// A spring value in damping/response form, with UIKit's relative velocity.
    static func springValue(_ spring: Spring, damping: Double, response: Double) -> Value {
        let value = try? SpringValue(form: .dampingResponse,
                                     arguments: ["damping": Quantity(damping), "response": Quantity(response, .time, unit: .millisecond)],
                                     velocity: Quantity(spring.initialVelocity, .frequency))
        return value.map(Value.spring) ?? .number(Quantity(spring.initialVelocity))
    }

    /// Throws, before anything is allocated, when sampling `length` seconds every
    /// `sampleStep` would make more samples than the element limit (`up: [1e300ms]`, a
    /// release that never settles); `length` may be any Double, NaN and ∞ included.
    static func checkSampling(_ length: Double, _ call: CallArguments) throws(Diagnostic) {
        try call.limits.checkCount((max(length, 0) / sampleStep).rounded(.up) + 2, span: call.span)
    }

    /// Samples `position` every `sampleStep` from `start` for `length` seconds (at least 2
    /// samples), within the element limit.
    static func sampled(from start: Double, length: Double, _ call: CallArguments, _ position: (Double) -> Double) throws(Diagnostic) -> Trace<Double> {
        try checkSampling(length, call)
        let count = max(Int((max(length, 0) / sampleStep).rounded(.up)), 1)
        let offsets = (0...count).map { Double($0) * sampleStep }
        return Trace<Double>(unchecked: offsets.map { start + $0 }, offsets.map(position))
    }

    static func releaseTrace(_ motion: SpringRelease, after trace: TraceValue, end: Double, _ call: CallArguments) throws(Diagnostic) -> TraceValue {
        trace.derived(try sampled(from: end, length: motion.settle, call) { motion.position(at: $0) }, dimension: trace.dimension, unit: trace.unit)
    }

    /// Touch events from lists of times under the labels down, up, exit, enter, cancel.
    static func touchEvents(_ bound: BoundArguments) throws(Diagnostic) -> [(time: Double, event: TouchEvent)] {
        var events: [(time: Double, event: TouchEvent, order: Int)] = []
        for (order, kind) in TouchEvent.allCases.enumerated() where bound.has(kind.rawValue) {
            let argument = try bound.argument(kind.rawValue)
            let values: [Value]
            if case .list(let list) = argument.value { values = list } else { values = [argument.value] }
            for value in values {
                guard case .number(let q) = value, q.dimension == .time || (q.isDimensionless && q.unit == nil), q.value.isFinite else {
                    throw Diagnostic(Messages.eventTimes(kind.rawValue), bound.span(kind.rawValue))
                }
                events.append((q.value, kind, order))
            }
        }
        guard !events.isEmpty else { throw Diagnostic(Messages.noEvents, bound.call.span) }
        events.sort { $0.time < $1.time }
        for (a, b) in zip(events, events.dropFirst()) where a.time == b.time {
            throw Diagnostic(Messages.simultaneousEvents(a.event.rawValue, b.event.rawValue, at: ValueFormatter().time(a.time)),
                             bound.span(b.event.rawValue))
        }
        return events.map { ($0.time, $0.event) }
    }

    static func timeList(_ times: [Double], unit: Unit) -> Value { .list(times.map { .number(Quantity($0, .time, unit: unit)) }) }
}
