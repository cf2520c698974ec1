/// A gesture sampled over time: samples `samples[i]` taken at `times[i]` (seconds), times
/// finite and strictly increasing, at least one sample. `Sample` is `Double` for one axis
/// (a position in points, an angle in radians, a normalised force) or `Point2` for a
/// finger in the plane.
///
/// Between samples the trace is linear; before the first and after the last sample it holds
/// the end value (see `value(at:)`).
public struct Trace<Sample: Hashable & Sendable>: Hashable, Sendable {
    /// Sample times in seconds, strictly increasing.
    public let times: [Double]
    public let samples: [Sample]

    /// - Throws: `MotionError` (parameter "trace") when there are no samples, when the
    ///   counts differ, when a time or a value is NaN or infinite, or when a time is not after
    ///   the one before it; the message names the sample by its position (1-based).
    public init(times: [Double], samples: [Sample]) throws(MotionError) where Sample == Double {
        try Self.validate(times: times, count: samples.count)
        if let bad = samples.firstIndex(where: { !$0.isFinite }) {
            throw MotionError(parameter: "trace", message: "sample \(bad + 1) has a value that is not a finite number")
        }
        self.times = times
        self.samples = samples
    }

    /// - Throws: as the one-axis initialiser; both coordinates must be finite.
    public init(times: [Double], samples: [Sample]) throws(MotionError) where Sample == Point2 {
        try Self.validate(times: times, count: samples.count)
        if let bad = samples.firstIndex(where: { !$0.x.isFinite || !$0.y.isFinite }) {
            throw MotionError(parameter: "trace", message: "sample \(bad + 1) has a coordinate that is not a finite number")
        }
        self.times = times
        self.samples = samples
    }

    private static func validate(times: [Double], count: Int) throws(MotionError) {
        guard !times.isEmpty else {
            throw MotionError(parameter: "trace", message: "a trace needs at least one sample")
        }
        guard times.count == count else {
            throw MotionError(parameter: "trace", message: "a trace needs one value per time; got \(times.count) times and \(count) values")
        }
        for (i, t) in times.enumerated() {
            guard t.isFinite else {
                throw MotionError(parameter: "trace", message: "sample \(i + 1) has a time that is not a finite number")
            }
            if i > 0, !(t > times[i - 1]) {
                throw MotionError(parameter: "trace", message: "sample \(i + 1) is not after sample \(i): times must increase strictly")
            }
        }
    }

    public var count: Int { times.count }
    /// The time of the first sample.
    public var start: Double { times[0] }
    /// The time of the last sample.
    public var end: Double { times[times.count - 1] }
    /// end − start, in seconds (0 for one sample).
    public var duration: Double { end - start }

    /// The index of the last sample taken at or before `t` (0 before the start).
    public func index(atOrBefore t: Double) -> Int {
        var lo = 0, hi = times.count - 1
        if t >= times[hi] { return hi }
        if t <= times[0] { return 0 }
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if times[mid] <= t { lo = mid } else { hi = mid }
        }
        return lo
    }
}

extension Trace where Sample == Double {
    /// Linear interpolation between the samples around `t`; the first value before the
    /// start and the last after the end.
    public func value(at t: Double) -> Double {
        let i = index(atOrBefore: t)
        guard t > times[i], i + 1 < times.count else { return samples[i] }
        let f = (t - times[i]) / (times[i + 1] - times[i])
        return samples[i] + (samples[i + 1] - samples[i]) * f
    }
}

extension Trace where Sample == Point2 {
    /// The x coordinates over time.
    public var xs: Trace<Double> { Trace<Double>(unchecked: times, samples.map(\.x)) }
    /// The y coordinates over time.
    public var ys: Trace<Double> { Trace<Double>(unchecked: times, samples.map(\.y)) }
}

extension Trace {
    /// A trace the caller knows is valid (equal counts, at least one sample, finite values,
    /// strictly increasing finite times), such as new values over another trace's times.
    /// Not checked.
    public init(unchecked times: [Double], _ samples: [Sample]) {
        self.times = times
        self.samples = samples
    }
}
