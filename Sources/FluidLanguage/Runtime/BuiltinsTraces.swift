import FluidMotion

extension Builtins {
    static let traces: [Builtin] = [
        Builtin("trace",
                "a gesture sampled over time, from (time, value) pairs, two lists, a CSV file with a header (t (ms), x, y, value, angle, force), "
                + "or a screen recording (video:); members "
                + "count, duration, velocity, velocities, x, y, …",
                example: "trace([(0ms, 0pt), (16ms, 12pt), (32ms, 30pt)]).velocity", ParameterTable([
                    .value("samples", takes: "a list of (time, value) pairs, a list of times, or a file name", positional: true,
                           "the samples; with values, their times; or the CSV file to read"),
                    .value("values", takes: "a list of numbers, lengths, angles or points", positional: true, optional: true, "one value per time"),
                    .value("column", takes: "a string", optional: true, "which column of the CSV file to read (x, y, value, angle, force)"),
                    .value("video", takes: "a file name", optional: true,
                           "a screen recording to read through ffmpeg (MP4, MOV, WebM, GIF, APNG): what moves in it, at each frame's own time; "
                           + "as a check, f = fit(it) and a line like abs(f.spring.response / tuned.response - 1) < 0.03 (examples/recording.fluid)"),
                    .value("region", takes: "[x, y, width, height]", optional: true,
                           "the recording's rectangle to watch, in pixels; left out, the largest region that moves"),
                    .of(.recordingAxis), .of(.recordingProperty, default: TrackedProperty.position), .of(.recordingScale),
                    .of(.recordingFrom), .of(.recordingTo),
                ], forms: [["samples"], ["samples", "values"], ["samples", "column"], ["video", "region", "axis", "property", "scale", "from", "to"]]),
                trace),
    ]

    @Sendable static func trace(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        if bound.has("video") {
            if let other = ["samples", "values", "column"].first(where: bound.has) { throw Diagnostic(Messages.traceForms, bound.span(other)) }
            return try recordingTrace(bound, call: call)
        }
        if let videoOnly = ["region", "axis", "property", "scale", "from", "to"].first(where: bound.has) {
            throw Diagnostic(Messages.traceForms, bound.span(videoOnly))
        }
        let first = try bound.argument("samples")
        if case .string(let path) = first.value {
            if bound.has("values") {
                throw Diagnostic(Messages.traceForms, bound.span("values"))
            }
            let column = bound.has("column") ? try bound.string("column") : nil
            return .trace(try readTrace(path, column: column, call: call, span: first.span))
        }
        if bound.has("column") { throw Diagnostic(Messages.traceForms, bound.span("column")) }
        var times: [Value] = []
        var values: [Value] = []
        var valuesSpan = first.span
        if bound.has("values") {
            let second = try bound.argument("values")
            guard case .list(let t) = first.value, case .list(let v) = second.value else {
                throw Diagnostic(Messages.traceForms, call.span)
            }
            guard t.count == v.count else {
                throw Diagnostic(Messages.traceCounts(times: t.count, values: v.count), call.span)
            }
            times = t
            values = v
            valuesSpan = second.span
        } else {
            guard case .list(let pairs) = first.value else { throw Diagnostic(Messages.traceForms, first.span) }
            for (index, pair) in pairs.enumerated() {
                switch pair {
                case .point(let p):
                    times.append(.number(p.x))
                    values.append(.number(p.y))
                case .list(let elements) where elements.count == 2:
                    times.append(elements[0])
                    values.append(elements[1])
                default:
                    throw Diagnostic(Messages.traceSample(index, Messages.traceSampleNotPair(pair.kindPhrase)), first.span)
                }
            }
        }
        return .trace(try makeTrace(times: times, values: values, timesSpan: first.span, valuesSpan: valuesSpan))
    }

    /// A trace from language values: times (plain numbers are seconds), and values all
    /// numbers of one dimension or all points of one dimension.
    static func makeTrace(times: [Value], values: [Value], timesSpan: SourceSpan, valuesSpan: SourceSpan) throws(Diagnostic) -> TraceValue {
        guard !times.isEmpty else { throw Diagnostic(Messages.traceEmpty, timesSpan) }
        var seconds: [Double] = []
        var timeUnit: Unit?
        for (index, value) in times.enumerated() {
            guard case .number(let q) = value, q.dimension == .time || (q.isDimensionless && q.unit == nil) else {
                throw Diagnostic(Messages.traceSample(index, Messages.traceSampleNotTime(value.kindPhrase)), timesSpan)
            }
            if q.dimension != .time, abs(q.value) >= Expectation.plainSecondsLimit {
                throw Diagnostic(Messages.traceSample(index, Messages.plainTraceTimeLooksLikeMilliseconds(SourcePrinter.literal(q.value))), timesSpan)
            }
            if timeUnit == nil { timeUnit = q.dimension == .time ? q.unit : .second }
            seconds.append(q.value)
        }
        var dimension: Dimension?
        var unit: Unit?
        var ones: [Double] = []
        var twos: [Point2] = []
        for (index, value) in values.enumerated() {
            let quantities: [Quantity]
            switch value {
            case .number(let q): quantities = [q]
            case .point(let p): quantities = [p.x, p.y]
            default:
                throw Diagnostic(Messages.traceSample(index, Messages.traceSampleNotValue(value.kindPhrase)), valuesSpan)
            }
            if index > 0, (quantities.count == 2) != !twos.isEmpty {
                throw Diagnostic(Messages.traceSample(index, Messages.traceSampleMixed), valuesSpan)
            }
            for q in quantities {
                if let dimension, dimension != q.dimension {
                    throw Diagnostic(Messages.traceSample(index, Messages.traceSampleUnlike(q.dimension, first: dimension)), valuesSpan)
                }
                dimension = q.dimension
                if unit == nil { unit = q.unit }
            }
            if quantities.count == 2 { twos.append(Point2(x: quantities[0].value, y: quantities[1].value)) } else { ones.append(quantities[0].value) }
        }
        do throws(MotionError) {
            let samples: TraceValue.Samples = twos.isEmpty
                ? .one(try Trace<Double>(times: seconds, samples: ones))
                : .two(try Trace<Point2>(times: seconds, samples: twos))
            return TraceValue(samples: samples, dimension: dimension ?? .none, unit: unit, timeUnit: timeUnit ?? .second)
        } catch {
            throw Diagnostic(Messages.refused(error), timesSpan)
        }
    }

    static func readTrace(_ path: String, column: String?, call: CallArguments, span: SourceSpan) throws(Diagnostic) -> TraceValue {
        guard let readFile = call.readFile else { throw Diagnostic(Messages.filesUnavailable, span) }
        // The system refuses longer paths anyway; refused here, no message repeats one whole.
        guard path.utf8.count <= Messages.longestPath else { throw Diagnostic(Messages.pathTooLong(path), span) }
        let text: String
        do {
            text = try readFile(path)
        } catch let error as FileReadError {
            throw Diagnostic(Messages.cannotRead(path, error.message), span)
        } catch {
            throw Diagnostic(Messages.cannotRead(path, "\(error)"), span)
        }
        switch TraceCSV.parse(text, file: path, column: column, rowLimit: call.limits.elements, interrupted: call.interruptRequested) {
        case .success(let trace): return trace
        case .failure(let error): throw Diagnostic(error.message, span)
        }
    }

    /// A trace argument, with its span.
    static func traceArgument(_ bound: BoundArguments, _ name: String, function: String) throws(Diagnostic) -> (TraceValue, SourceSpan) {
        let argument = try bound.argument(name)
        guard case .trace(let t) = argument.value else {
            throw Diagnostic(Messages.argumentKind(name, expected: "a trace, like trace(\"flick.csv\") or trace([(0ms, 0pt), (16ms, 12pt)])",
                    got: argument.value.kindPhrase), argument.span)
        }
        return (t, argument.span)
    }

    /// The source of a call, from its evaluated arguments: how a record is saved.
    static func callSource(_ call: CallArguments) -> String {
        call.name + "(" + call.arguments.map { ($0.label.map { $0 + ": " } ?? "") + SourcePrinter.value($0.value) }.joined(separator: ", ") + ")"
    }
}
