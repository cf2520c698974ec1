import FluidMotion
import TerminalText

/// How traces and gesture results read.
extension ValueFormatter {
    /// `trace: 21 samples over 320 ms · 0 pt → 412 pt · velocity 1530 pt/s`, with the file
    /// when it was read from one: `trace("flick.csv"): …`.
    ///
    /// Rounding noise prints as 0, so a summary reads the same on every machine: a first or
    /// last value whose size is below ``noiseFraction`` (1e-9) of the trace's scale (its
    /// largest sample size, any coordinate), and a velocity below 1e-9 of the trace's speed
    /// scale (that largest size over its duration). A settled spring's samples differ by
    /// rounding alone, and `velocity 6.374e-13/s` over 450 ms of values near 1 prints `0/s`.
    public func trace(_ t: TraceValue) -> String { traceLine(t).plain }

    /// The trace's one line, as facts.
    func traceLine(_ t: TraceValue) -> TextLine {
        let head = t.file.map { "trace(" + SourcePrinter.quoted($0) + ")" } ?? "trace"
        let times = t.times
        let count = "\(t.count) sample\(t.count == 1 ? "" : "s")"
        let duration = times[times.count - 1] - times[0]
        let span = t.count == 1 ? "at " + time(times[0]) : "over " + time(duration)
        let floor = Self.noiseFraction * t.largestSampleSize
        var parts = [count + " " + span]
        parts.append(format(Self.zeroing(t.value(at: 0), below: floor)) + " → " + format(Self.zeroing(t.value(at: t.count - 1), below: floor)))
        // Only for positions, angles and plain values: a velocity of velocities would read pt/s/s.
        if t.count > 1, t.dimension.time == 0, let velocity = TraceValue.members[member: "velocity"]?.read(t) {
            parts.append("velocity " + format(Self.zeroing(velocity, below: duration > 0 ? floor / duration : 0)))
        }
        parts[0] = head + ": " + parts[0]
        return TextLine(facts: parts)
    }

    /// The fraction of a motion's scale below which a value is rounding noise and prints as 0.
    public static let noiseFraction = 1e-9

    /// `value` with every number (each coordinate of a point) whose size is below `floor` set to 0.
    static func zeroing(_ value: Value, below floor: Double) -> Value {
        func zeroed(_ q: Quantity) -> Quantity { abs(q.value) < floor ? Quantity(0, q.dimension, unit: q.unit) : q }
        switch value {
        case .number(let q): return .number(zeroed(q))
        case .point(let p): return .point(PointValue(x: zeroed(p.x), y: zeroed(p.y)))
        default: return value
        }
    }

    /// The headline, then one line per field: `    target   100 pt`.
    public func record(_ r: RecordValue) -> String { TextLine.text(recordLines(r)) }

    /// The headline as facts, then a line per field.
    func recordLines(_ r: RecordValue) -> [TextLine] {
        let width = r.fields.map(\.name.count).max() ?? 0
        var lines = [TextLine(facts: r.headlineFacts).prefixed(r.kind + ": ")]
        for field in r.fields {
            let padded = field.name + String(repeating: " ", count: width - field.name.count)
            let shownLines: [TextLine]
            switch field.value {
            case .spring(let s): shownLines = [TextLine(springFirstLine(s))]
            default: shownLines = shown(field.value)
            }
            for (index, line) in shownLines.enumerated() {
                guard index == 0 else { lines.append(line); continue }
                var first = line.prefixed(padded + "  ")
                first.indent += 4
                lines.append(first)
            }
        }
        return lines
    }
}

extension SourcePrinter {
    /// `trace("flick.csv")` for a trace read from a file (read again on load), else its
    /// samples: `trace([(0s, 0pt), (0.016s, 12pt)])`, or `trace([0s, 0.016s], [(0pt, 0pt), …])`
    /// for a trace of points; exact (round-trip) numbers.
    public static func trace(_ t: TraceValue) -> String {
        if let file = t.file { return "trace(" + quoted(file) + ")" }
        let times = t.times.map { quantity(Quantity($0, .time, unit: t.timeUnit)) }
        switch t.samples {
        case .one(let trace):
            let pairs = zip(times, trace.samples).map { "(" + $0 + ", " + quantity(t.quantity($1)) + ")" }
            return "trace([" + pairs.joined(separator: ", ") + "])"
        case .two(let trace):
            let points = trace.samples.map { "(" + quantity(t.quantity($0.x)) + ", " + quantity(t.quantity($0.y)) + ")" }
            return "trace([" + times.joined(separator: ", ") + "], [" + points.joined(separator: ", ") + "])"
        }
    }
}
