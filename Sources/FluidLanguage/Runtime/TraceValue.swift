import FluidMotion

/// A gesture sampled over time, as the language holds it: one axis (a position, an angle,
/// a force) or two (a finger in the plane), with the dimension and unit of its values.
///
/// Times are in seconds, strictly increasing (checked by `FluidMotion.Trace`); `timeUnit`
/// is how they were written (ms or s) and is used to show and save them.
public struct TraceValue: Sendable {
    public enum Samples: Sendable {
        case one(Trace<Double>)
        case two(Trace<Point2>)
    }

    public var samples: Samples
    /// The dimension of the values (both coordinates of a 2-D trace).
    public var dimension: Dimension
    /// The unit values were written in, if any.
    public var unit: Unit?
    /// The unit times were written in (ms or s).
    public var timeUnit: Unit
    /// The file it was read from, as written (`trace("flick.csv")`); nil when built from values.
    public var file: String?

    public init(samples: Samples, dimension: Dimension, unit: Unit?, timeUnit: Unit = .second, file: String? = nil) {
        self.samples = samples
        self.dimension = dimension
        self.unit = unit.flatMap { $0.dimension == dimension ? $0 : nil }
        self.timeUnit = timeUnit.dimension == .time ? timeUnit : .second
        self.file = file
    }

    public var times: [Double] {
        switch samples {
        case .one(let t): return t.times
        case .two(let t): return t.times
        }
    }

    public var count: Int { times.count }

    /// The largest size of any sample (any coordinate), in base units: the trace's scale.
    public var largestSampleSize: Double {
        switch samples {
        case .one(let t): return t.samples.reduce(0) { max($0, abs($1)) }
        case .two(let t): return t.samples.reduce(0) { max($0, abs($1.x), abs($1.y)) }
        }
    }
    public var isPlanar: Bool { if case .two = samples { return true } else { return false } }

    func quantity(_ value: Double) -> Quantity { Quantity(value, dimension, unit: unit) }
    func time(_ seconds: Double) -> Quantity { Quantity(seconds, .time, unit: timeUnit) }

    /// Sample i as a language value: a quantity, or a point for a 2-D trace.
    func value(at index: Int) -> Value {
        switch samples {
        case .one(let t): return .number(quantity(t.samples[index]))
        case .two(let t): return .point(PointValue(x: quantity(t.samples[index].x), y: quantity(t.samples[index].y)))
        }
    }

    /// A one-axis trace of `values` over the same times, of `dimension`.
    func derived(_ trace: Trace<Double>, dimension: Dimension, unit: Unit?) -> TraceValue {
        TraceValue(samples: .one(trace), dimension: dimension, unit: unit, timeUnit: timeUnit)
    }

    /// The unit of a rate of these values: `pt/s` for points, `deg/s` for degrees, else none.
    var rateUnit: Unit? {
        guard let unit, unit.dimension != .none else { return nil }
        return Unit.rate(unit, per: .second)
    }
}

/// What a gesture builtin computed: named fields in display order, a one-line headline, and
/// the call that recreates it (so a session saves it as that call).
public struct RecordValue: Sendable {
    /// The builtin's name: "drawer", "pip", …
    public var kind: String
    /// A short verdict as facts, like ["flick → open"] or a fit's spring, rms and max error.
    public var headlineFacts: [String]
    /// The verdict on one line: the facts joined by ` · `.
    public var headline: String { headlineFacts.joined(separator: " · ") }
    public var fields: [(name: String, value: Value)]
    /// Source text that evaluates to this record again.
    public var source: String

    public init(kind: String, headline: String, fields: [(name: String, value: Value)], source: String) {
        self.init(kind: kind, headlineFacts: [headline], fields: fields, source: source)
    }

    public init(kind: String, headlineFacts: [String], fields: [(name: String, value: Value)], source: String) {
        self.kind = kind
        self.headlineFacts = headlineFacts
        self.fields = fields
        self.source = source
    }

    public func field(_ name: String) -> Value? { fields.first { $0.name == name }?.value }

    /// The first field holding a trace: what `plot` draws for this record.
    public var plottedTrace: (name: String, trace: TraceValue)? {
        for field in fields { if case .trace(let t) = field.value { return (field.name, t) } }
        return nil
    }
}

/// Reads the whole text of the file at a path as the user wrote it.
public typealias FileReader = @Sendable (String) throws -> String

/// Why a file could not be read, in words a designer can act on ("no such file").
public struct FileReadError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
