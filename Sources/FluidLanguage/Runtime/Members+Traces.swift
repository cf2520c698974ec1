import Motion

/// Members of a trace: `tr.count`, `tr.duration`, `tr.velocity`, `tr.x`, …
extension Members {
    static func traceMembers(_ t: TraceValue) -> [String] {
        var names = ["count", "duration", "start", "end", "first", "last", "times", "values", "velocity", "velocities", "distance", "min", "max"]
        if t.isPlanar { names += ["x", "y"] }
        if let file = t.file, !file.isEmpty { names.append("file") }
        return names
    }

    static func trace(_ t: TraceValue, _ name: String, nameSpan: SourceSpan) throws(Diagnostic) -> Value? {
        let times = t.times
        switch name {
        case "count": return .number(Quantity(Double(t.count)))
        case "duration": return .number(t.time(times[times.count - 1] - times[0]))
        case "start": return .number(t.time(times[0]))
        case "end": return .number(t.time(times[times.count - 1]))
        case "first": return t.value(at: 0)
        case "last": return t.value(at: t.count - 1)
        case "times": return .list(times.map { .number(t.time($0)) })
        case "values": return .list((0..<t.count).map { t.value(at: $0) })
        case "file": return t.file.map { .string($0) }
        case "velocity":
            let rate = TraceValue.rateQuantity(t)
            switch t.samples {
            case .one(let trace): return .number(rate(trace.releaseVelocity()))
            case .two(let trace):
                let v = trace.releaseVelocity()
                return .point(PointValue(x: rate(v.x), y: rate(v.y)))
            }
        case "velocities":
            let velocityDimension = t.dimension / .time
            switch t.samples {
            case .one(let trace):
                return .trace(TraceValue(samples: .one(trace.velocities()), dimension: velocityDimension, unit: t.rateUnit, timeUnit: t.timeUnit))
            case .two(let trace):
                return .trace(TraceValue(samples: .two(trace.velocities()), dimension: velocityDimension, unit: t.rateUnit, timeUnit: t.timeUnit))
            }
        case "distance":
            switch t.samples {
            case .one(let trace): return .number(t.quantity(trace.samples[trace.count - 1] - trace.samples[0]))
            case .two(let trace):
                let a = trace.samples[0], b = trace.samples[trace.count - 1]
                return .point(PointValue(x: t.quantity(b.x - a.x), y: t.quantity(b.y - a.y)))
            }
        case "min", "max":
            guard case .one(let trace) = t.samples else {
                throw Diagnostic(Messages.traceNeedsOneAxis("'\(name)'"), nameSpan)
            }
            return .number(t.quantity(name == "min" ? trace.samples.min()! : trace.samples.max()!))
        case "x", "y":
            guard case .two(let trace) = t.samples else { return nil }
            return .trace(t.derived(name == "x" ? trace.xs : trace.ys, dimension: t.dimension, unit: t.unit))
        default:
            return nil
        }
    }
}

extension TraceValue {
    /// A velocity of this trace's values as a quantity: pt/s for lengths, deg/s for degrees.
    static func rateQuantity(_ t: TraceValue) -> (Double) -> Quantity {
        let dimension = t.dimension / .time
        let unit = t.rateUnit
        return { Quantity($0, dimension, unit: unit) }
    }
}
