import FluidMotion

/// Members of a trace: `tr.count`, `tr.duration`, `tr.velocity`, `tr.x`, …
extension TraceValue {
    public static let members: [Member<TraceValue>] = [
        Member("count", gives: "a plain number", "how many samples it has") { .number(Quantity(Double($0.count))) },
        Member("duration", gives: "a time", "from its first sample to its last") { .number($0.time($0.times[$0.times.count - 1] - $0.times[0])) },
        Member("start", gives: "a time", "the time of its first sample") { .number($0.time($0.times[0])) },
        Member("end", gives: "a time", "the time of its last sample") { .number($0.time($0.times[$0.times.count - 1])) },
        Member("first", gives: "a value", "its first value") { $0.value(at: 0) },
        Member("last", gives: "a value", "its last value") { $0.value(at: $0.count - 1) },
        Member("times", gives: "a list of times", "the time of every sample") { t in .list(t.times.map { .number(t.time($0)) }) },
        Member("values", gives: "a list", "every value") { t in .list((0..<t.count).map { t.value(at: $0) }) },
        Member("velocity", gives: "a speed (a point of speeds for a trace of points)",
               "the release velocity: a least-squares fit over its last 100 ms"
                   + (MotionPlatforms.meaning(.releaseVelocity).map { " (the way \($0))" } ?? "")) { t in
            let rate = TraceValue.rateQuantity(t)
            switch t.samples {
            case .one(let trace): return .number(rate(trace.releaseVelocity()))
            case .two(let trace):
                let v = trace.releaseVelocity()
                return .point(PointValue(x: rate(v.x), y: rate(v.y)))
            }
        },
        Member("velocities", gives: "a trace of speeds", "the velocity between each pair of samples") { t in
            let velocityDimension = t.dimension / .time
            switch t.samples {
            case .one(let trace):
                return .trace(TraceValue(samples: .one(trace.velocities()), dimension: velocityDimension, unit: t.rateUnit, timeUnit: t.timeUnit))
            case .two(let trace):
                return .trace(TraceValue(samples: .two(trace.velocities()), dimension: velocityDimension, unit: t.rateUnit, timeUnit: t.timeUnit))
            }
        },
        Member("distance", gives: "a quantity like its values", "its last value minus its first") { t in
            switch t.samples {
            case .one(let trace): return .number(t.quantity(trace.samples[trace.count - 1] - trace.samples[0]))
            case .two(let trace):
                let a = trace.samples[0], b = trace.samples[trace.count - 1]
                return .point(PointValue(x: t.quantity(b.x - a.x), y: t.quantity(b.y - a.y)))
            }
        },
        extremum("min", "its smallest value") { $0.min() },
        extremum("max", "its largest value") { $0.max() },
        axis("x", "the first coordinate over time, as a trace of its own", \.xs),
        axis("y", "the second coordinate over time, as a trace of its own", \.ys),
        Member("file", gives: "a string", "the file it was read from", when: { !($0.file ?? "").isEmpty }) { $0.file.map(Value.string) },
    ]

    private static func extremum(_ name: String, _ meaning: String, _ pick: @escaping @Sendable ([Double]) -> Double?) -> Member<TraceValue> {
        Member(name, gives: "a quantity like its values", meaning, missing: { _ in Messages.traceNeedsOneAxis("'\(name)'") }) { t in
            guard case .one(let trace) = t.samples, let value = pick(trace.samples) else { return nil }
            return .number(t.quantity(value))
        }
    }

    private static func axis(_ name: String, _ meaning: String, _ pick: @escaping @Sendable (Trace<Point2>) -> Trace<Double>) -> Member<TraceValue> {
        Member(name, gives: "a trace", meaning, when: \.isPlanar) { t in
            guard case .two(let trace) = t.samples else { return nil }
            return .trace(t.derived(pick(trace), dimension: t.dimension, unit: t.unit))
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
