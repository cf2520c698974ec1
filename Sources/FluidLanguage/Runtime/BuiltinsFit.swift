import FluidMotion

/// `cubicBezier(x1, y1, x2, y2)`, the platforms' named easings (`MotionPlatforms.easings`:
/// `css.ease` …), and `fit(curve)`: the spring nearest to an easing played over a duration, or
/// to a trace (FluidMotion/SpringFit.swift). Help names the easings from the registry.
extension Builtins {
    static let fitting: [Builtin] = [
        Builtin("cubicBezier",
            "a \(MotionPlatforms.cubicBezierFamily) timing curve: progress (0 → 1) at a fraction of the duration, e(0.5); x1 and x2 from 0 to 1; "
            + MotionPlatforms.easings.map { $0.listTitle + " are " + $0.paths.joined(separator: ", ") + "; " }.joined()
            + "plot it, or fit a spring to it",
                example: "cubicBezier(0.25, 0.1, 0.25, 1)(0.5)", ParameterTable([
                    .quantity("x1", .plain, positional: true, "the first control point's time, 0 to 1"),
                    .quantity("y1", .plain, positional: true, "the first control point's progress"),
                    .quantity("x2", .plain, positional: true, "the second control point's time, 0 to 1"),
                    .quantity("y2", .plain, positional: true, "the second control point's progress"),
                ]), cubicBezier),
        Builtin("fit", "the spring (damping 0.05 to 3, response) nearest in least squares to an easing played over a duration (241 samples, holding 1 for "
            + "half the duration after it ends) or to a trace (normalised from its first to its last value, or from:/to:); prints rms and max error in "
            + "progress units; f.spring, f.rms, f.max, f.at, f.curve; plot f draws both",
                example: "fit(\(MotionPlatforms.exampleEasing), duration: 300ms).spring", ParameterTable([
                    .value("curve", takes: "an easing (cubicBezier, \(MotionPlatforms.easingPaths)) or a trace", positional: true, "the curve to match"),
                    .quantity("duration", .time, optional: true, "how long the easing plays (easings only)"),
                    .value("from", takes: "a quantity like the trace", optional: true, "the trace's value taken as progress 0 (its first, unless given)"),
                    .value("to", takes: "a quantity like the trace", optional: true, "the trace's value taken as progress 1 (its last, unless given)"),
                ], forms: [["curve", "duration"], ["curve", "from", "to"]]), fit),
    ]

    /// The platforms' named easings as preset entries (`css.easeOut`), each a `cubicBezier(…)` value.
    static let platformEasingPresets: [PresetEntry] = MotionPlatforms.easings.flatMap { easings in
        easings.named.map { named in
            let timing = named.timing
            return (path: easings.path + "." + named.name, value: { @Sendable in easingValue(timing) })
        }
    }

    /// Samples of an easing played over its duration, for `fit`.
    static let fitEasingSamples = 241
    /// How long the easing holds 1 after it ends, as a fraction of its duration.
    static let fitEasingHold = 0.5

    @Sendable static func cubicBezier(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        var values: [Double] = []
        for name in call.parameters?.positional ?? [] {
            guard bound.has(name) else { throw Diagnostic(Messages.cubicBezierArguments, call.span) }
            values.append(try bound.quantity(name).value)
        }
        do throws(MotionError) {
            return easingValue(try CubicBezierTiming(validating: values[0], values[1], values[2], values[3]))
        } catch {
            throw Diagnostic(Messages.refused(error), bound.span(error.parameter))
        }
    }

    /// An easing as a function of the fraction of its duration, plotted over 0…1; its source
    /// `cubicBezier(x1, y1, x2, y2)` (exact numbers) is how it prints, saves and is recognised.
    static func easingValue(_ timing: CubicBezierTiming) -> Value {
        let source = "cubicBezier(" + [timing.x1, timing.y1, timing.x2, timing.y2].map { SourcePrinter.quantity(Quantity($0)) }.joined(separator: ", ") + ")"
        return .function(FunctionValue(
            body: .native(arity: 1, source: source) { inner throws(Diagnostic) in
                let x = try inner.bind(positional: ["x"]).quantity("x", .plain)
                return .number(Quantity(timing.progress(at: x.value)))
            },
            domain: RangeValue(lower: Quantity(0), upper: Quantity(1))))
    }

    /// The control points of an easing made by `easingValue`, read back from its source.
    static func easingTiming(_ function: FunctionValue) -> CubicBezierTiming? {
        guard case .native(1, let source, _) = function.body, source.hasPrefix("cubicBezier("), source.hasSuffix(")") else { return nil }
        let numbers = source.dropFirst("cubicBezier(".count).dropLast().split(separator: ",").compactMap { Double(String($0.filter { $0 != " " })) }
        guard numbers.count == 4 else { return nil }
        return try? CubicBezierTiming(validating: numbers[0], numbers[1], numbers[2], numbers[3])
    }

    @Sendable static func fit(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let curve = try bound.argument("curve")
        let times: [Double], values: [Double]
        var curveTrace: TraceValue
        switch curve.value {
        case .function(let function):
            guard let timing = easingTiming(function) else { throw Diagnostic(Messages.fitOtherFunction, curve.span) }
            for label in ["from", "to"] where bound.has(label) { throw Diagnostic(Messages.fitEndsForTraces, bound.span(label)) }
            guard bound.has("duration") else { throw Diagnostic(Messages.fitNeedsDuration, call.span) }
            let duration = try bound.quantity("duration")
            guard duration.value > 0 else { throw Diagnostic(Messages.fitDurationPositive, bound.span("duration")) }
            guard duration.value >= 0.001, duration.value <= 3600 else { throw Diagnostic(Messages.fitDurationRange, bound.span("duration")) }
            (times, values) = timing.samples(duration: duration.value, count: fitEasingSamples, hold: fitEasingHold)
            curveTrace = TraceValue(samples: .one(Trace(unchecked: times, values)), dimension: .none, unit: nil, timeUnit: duration.unit ?? .second)
        case .trace(let trace):
            if bound.has("duration") { throw Diagnostic(Messages.fitDurationForEasings, bound.span("duration")) }
            guard case .one(let samples) = trace.samples else { throw Diagnostic(Messages.fitPlanarTrace, curve.span) }
            guard samples.count >= SpringFit.minimumSamples else { throw Diagnostic(Messages.fitTooFewSamples(samples.count), curve.span) }
            let expectation = Expectation(dimension: trace.dimension, phrase: trace.dimension.phrase,
                example: ValueFormatter(digits: 4).quantity(trace.quantity(samples.samples[0])))
            let from = bound.has("from") ? try bound.quantity("from", expectation).value : samples.samples[0]
            let to = bound.has("to") ? try bound.quantity("to", expectation).value : samples.samples[samples.count - 1]
            guard to != from, (to - from).isFinite else {
                let span = bound.has("to") ? bound.span("to") : curve.span
                throw Diagnostic(Messages.fitStill(ValueFormatter(digits: 4).quantity(trace.quantity(from))), span)
            }
            let start = samples.start
            times = samples.times.map { $0 - start }
            values = samples.samples.map { ($0 - from) / (to - from) }
            guard values.allSatisfy(\.isFinite) else {
                throw Diagnostic(Messages.fitStill(ValueFormatter(digits: 4).quantity(trace.quantity(from))), curve.span)
            }
            curveTrace = TraceValue(samples: .one(Trace(unchecked: times, values)), dimension: .none, unit: nil, timeUnit: trace.timeUnit)
        default:
            throw Diagnostic(Messages.argumentKind("curve", expected: Messages.fitCurveKind, got: curve.value.kindPhrase), curve.span)
        }
        let result: SpringFit
        let spring: SpringValue
        do throws(MotionError) {
            // Ctrl-C stops a long fit between its passes over the samples (a few ms apart).
            result = try SpringFit(times: times, values: values, stop: call.interruptRequested)
            spring = try SpringValue(form: .dampingResponse, arguments: [
                "damping": Quantity(result.spring.dampingRatio),
                "response": Quantity(result.spring.response, in: .second),
            ])
        } catch {
            if error == SpringFit.stopped { throw Diagnostic(Messages.interrupted, call.span) }
            throw Diagnostic(Messages.refused(error), curve.span)
        }
        let formatter = ValueFormatter()
        let at = Quantity(result.maxErrorTime, .time, unit: curveTrace.timeUnit)
        let headline = [
            formatter.springFirstLine(spring),
            "rms " + formatter.quantity(Quantity(result.rms)),
            "max " + formatter.quantity(Quantity(result.maxError)) + " at " + formatter.time(result.maxErrorTime),
        ]
        return .record(RecordValue(kind: "fit", headlineFacts: headline, fields: [
            ("spring", .spring(spring)),
            ("rms", .number(Quantity(result.rms))),
            ("max", .number(Quantity(result.maxError))),
            ("at", .number(at)),
            ("curve", .trace(curveTrace)),
        ], source: callSource(call)))
    }
}
