import FluidLanguage
import Motion
import TerminalPlot

extension Session {
    /// `plot a, b, ... [, lo..hi] [, width: N, height: N, title: "..."]`
    ///
    /// Springs draw their step response (progress 0 → 1 over time) with the target line;
    /// decays draw the distance travelled over time; functions are sampled over the range
    /// given, or over their natural domain (`velocity(s)` knows its spring's settle time).
    /// Everything shares one x axis, so the series must agree on its dimension.
    func plot(_ arguments: CommandArguments, line: String) -> Response {
        guard case .expressions(let arguments) = arguments, !arguments.isEmpty else {
            return .error("plot what? Try: plot s   or   plot x -> x^0.7, 0..600")
        }
        let request: PlotRequest
        do {
            request = try PlotRequest(arguments: arguments, line: line, interpreter: interpreter)
        } catch {
            return .error(error.rendered(source: line))
        }
        var options = PlotOptions()
        options.width = request.width ?? display.width
        options.height = request.height ?? display.height
        options.style = display.effectiveStyle
        options.color = display.color
        options.title = request.title
        do {
            let series = try request.series(interpreter: interpreter, options: &options)
            return Response(lines: renderPlot(series, options: options))
        } catch {
            return .error(error.rendered(source: line))
        }
    }
}

/// A plot command's arguments, sorted into what to draw and how.
struct PlotRequest {
    enum Item {
        case spring(SpringValue, name: String)
        case decay(DecayValue, name: String)
        case function(FunctionValue, name: String, span: SourceSpan)
        case motion(MotionValue, name: String)
        /// Samples over time, drawn as given (a 2-D trace as two curves, x and y).
        case trace(TraceValue, name: String)
    }

    var items: [Item] = []
    var range: (value: RangeValue, span: SourceSpan)?
    var width: Int?
    var height: Int?
    var title: String?

    /// Number of samples per curve: enough for every pixel column of a wide braille plot.
    static let samples = 600

    init(arguments: [Argument], line: String, interpreter: Interpreter) throws(Diagnostic) {
        let characters = Array(line)
        func text(_ span: SourceSpan) -> String {
            let lo = max(0, min(span.start, characters.count)), hi = max(lo, min(span.end, characters.count))
            return String(characters[lo..<hi])
        }
        for argument in arguments {
            let value = try interpreter.evaluate(argument.value)
            if let label = argument.label {
                try option(label, value, argument)
                continue
            }
            let name = text(argument.value.span)
            switch value {
            case .spring(let spring): items.append(.spring(spring, name: name))
            case .decay(let decay): items.append(.decay(decay, name: name))
            case .motion(let motion): items.append(.motion(motion, name: name))
            case .list(let values) where !values.isEmpty && values.allSatisfy({ if case .decay = $0 { true } else { false } }):
                for element in values {
                    if case .decay(let d) = element { items.append(.decay(d, name: d.model.title)) }
                }
            case .function(let function): items.append(.function(function, name: name, span: argument.value.span))
            case .trace(let trace): items.append(.trace(trace, name: name))
            case .record(let record) where record.plottedTrace != nil:
                if let (field, trace) = record.plottedTrace { items.append(.trace(trace, name: "\(name).\(field)")) }
            case .list(let values) where !values.isEmpty && values.allSatisfy({ if case .trace = $0 { true } else { false } }):
                for (index, element) in values.enumerated() {
                    if case .trace(let trace) = element { items.append(.trace(trace, name: "\(name)[\(index)]")) }
                }
            case .range(let range):
                guard self.range == nil else {
                    throw Diagnostic("plot takes one range for the x axis; this is a second one", argument.value.span)
                }
                guard range.lower.value.isFinite, range.upper.value.isFinite, range.lower.value < range.upper.value else {
                    throw Diagnostic("the x range must go from a smaller to a larger finite value", argument.value.span)
                }
                self.range = (range, argument.value.span)
            case .list(let values) where values.allSatisfy({ if case .spring = $0 { true } else { false } }):
                for (index, element) in values.enumerated() {
                    if case .spring(let spring) = element { items.append(.spring(spring, name: "\(name)[\(index)]")) }
                }
            default:
                throw Diagnostic("cannot plot \(value.kindPhrase); plot a spring, a decay, a trace, or a function such as x -> x^2 with a range",
                                 argument.value.span)
            }
        }
        if items.isEmpty {
            throw Diagnostic("nothing to draw: give a spring, a decay or a function", arguments[0].span)
        }
    }

    private mutating func option(_ label: String, _ value: Value, _ argument: Argument) throws(Diagnostic) {
        func whole(_ range: ClosedRange<Int>) throws(Diagnostic) -> Int {
            guard case .number(let q) = value, q.isDimensionless, q.value.rounded() == q.value,
                  q.value >= Double(range.lowerBound), q.value <= Double(range.upperBound) else {
                throw Diagnostic("\(label) must be a whole number from \(range.lowerBound) to \(range.upperBound)", argument.value.span)
            }
            return Int(q.value)
        }
        switch label {
        case "width": width = try whole(20...1000)
        case "height": height = try whole(3...200)
        case "title":
            guard case .string(let s) = value else { throw Diagnostic("title must be a string, like \"drawer\"", argument.value.span) }
            title = s
        default:
            let known = ["width", "height", "title"]
            let hint = Suggestions.closest(to: label, in: known).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic("plot has no option '\(label)'\(hint)", argument.labelSpan ?? argument.span)
        }
    }

    /// The series to draw, and the axes, reference lines and units they call for.
    func series(interpreter: Interpreter, options: inout PlotOptions) throws(Diagnostic) -> [PlotSeries] {
        var result: [PlotSeries] = []
        var xDimension: Dimension?
        var yDimension: Dimension?
        var springCount = 0

        // Motions share a time axis long enough for the slowest to settle.
        var end = 0.0
        for item in items {
            switch item {
            case .spring(let s, _):
                springCount += 1
                end = max(end, Self.timeSpan(of: s.spring))
            case .decay(let d, _):
                end = max(end, min(d.decay.stopTime(), 60))
            case .function: break
            case .motion(let m, _): end = max(end, PlotTimeSpan.motion(m.motion))
            case .trace(let t, _): end = max(end, t.times[t.count - 1])
            }
        }
        if end <= 0 || !end.isFinite { end = 1 }

        for item in items {
            switch item {
            case .spring(let s, let name):
                try agree(&xDimension, .time, "a spring is drawn over time", nil)
                try agree(&yDimension, .none, "a spring is drawn as progress from 0 to 1", nil)
                result.append(PlotSeries(name: name, sampling: { s.spring.value(at: $0) }, over: 0...end, count: Self.samples))
            case .decay(let d, let name):
                try agree(&xDimension, .time, "a decay is drawn over time", nil)
                try agree(&yDimension, .length, "a decay is drawn as distance", nil)
                result.append(PlotSeries(name: name, sampling: { d.decay.position(at: $0) }, over: 0...end, count: Self.samples))
            case .function(let f, let name, let span):
                let domain: RangeValue
                if let range { domain = range.value } else if let natural = f.domain { domain = natural } else if xDimension == .time {
                    domain = RangeValue(lower: Quantity(0, .time), upper: Quantity(end, .time))
                } else {
                    throw Diagnostic("give the range to draw \(name) over, like: plot \(name), 0..1", span)
                }
                try agree(&xDimension, domain.dimension, "the x axis", span)
                let (points, outputDimension) = try Self.sample(f, over: domain, interpreter: interpreter, span: span)
                try agree(&yDimension, outputDimension, "the y axis", span)
                result.append(PlotSeries(name: name, points: points))
            case .motion(let m, let name):
                try agree(&xDimension, .time, "a retargeted motion is drawn over time", nil)
                try agree(&yDimension, .none, "a retargeted motion is drawn as progress (fractions of its first move)", nil)
                result.append(PlotSeries(name: name, sampling: { m.motion.value(at: $0) }, over: 0...end, count: Self.samples))
                options.horizontalLines.append(ReferenceLine(value: m.motion.finalTarget, label: items.count == 1 ? "target" : "target \(name)"))
                if items.count == 1 {
                    options.verticalLines = m.motion.retargetTimes.map { ReferenceLine(value: $0, label: "retarget") }
                }
            case .trace(let t, let name):
                try agree(&xDimension, .time, "a trace is drawn over time", nil)
                try agree(&yDimension, t.dimension, "the y axis", nil)
                result += Self.traceSeries(t, name: name)
            }
        }

        if let range, let axis = xDimension, range.value.dimension != axis {
            throw Diagnostic("this range is \(range.value.dimension.phrase), but the x axis here is \(axis.phrase)", range.span)
        }
        options.xUnit = Self.axisUnit(xDimension ?? .none)
        options.yUnit = Self.axisUnit(yDimension ?? .none)
        if let range, xDimension == range.value.dimension {
            options.xRange = range.value.lower.value...range.value.upper.value
        } else if springCount > 0 || xDimension == .time, range == nil, !items.contains(where: { if case .function(let f, _, _) = $0 { f.domain != nil } else { false } }) {
            options.xRange = 0...end
        }
        if springCount > 0 {
            options.horizontalLines.insert(ReferenceLine(value: 1, label: "target"), at: 0)
            if springCount == 1, case .spring(let s, _)? = items.first(where: { if case .spring = $0 { true } else { false } }) {
                let settle = s.spring.settlingTime()
                if settle.isFinite && settle > 0 && settle <= end {
                    options.verticalLines = [ReferenceLine(value: settle, label: "settles \(interpreter.format(.number(.seconds(settle))))")]
                }
            }
        }
        if result.count == 1, options.title == nil, case .spring(let s, let name)? = items.first {
            options.title = "\(name) = \(interpreter.format(.spring(s)).split(separator: "\n").first ?? "")"
        }
        return result
    }

    /// A trace's samples as drawn: one curve, or x and y for a trace of points.
    static func traceSeries(_ t: TraceValue, name: String) -> [PlotSeries] {
        switch t.samples {
        case .one(let trace): return [PlotSeries(name: name, x: trace.times, y: trace.samples)]
        case .two(let trace):
            return [PlotSeries(name: name + ".x", x: trace.times, y: trace.samples.map(\.x)),
                    PlotSeries(name: name + ".y", x: trace.times, y: trace.samples.map(\.y))]
        }
    }

    /// How long to draw a spring: a little past its settle time, or a few periods when it
    /// never settles (no damping).
    static func timeSpan(of spring: Spring) -> Double {
        let settle = spring.settlingTime()
        if settle.isFinite && settle > 0 { return min(settle * 1.2, 600) }
        return min(spring.response * 5, 600)
    }

    static func sample(_ f: FunctionValue, over domain: RangeValue, interpreter: Interpreter,
                       span: SourceSpan) throws(Diagnostic) -> ([(x: Double, y: Double)], Dimension) {
        let lo = domain.lower.value, hi = domain.upper.value
        let n = samples
        let xs = (0..<n).map { i in i == n - 1 ? hi : lo + (hi - lo) * Double(i) / Double(n - 1) }
        let inputs = xs.map { Value.number(Quantity($0, domain.dimension, unit: domain.lower.unit)) }
        let outputs = interpreter.sample(f, at: inputs)
        var dimension: Dimension?
        var points: [(x: Double, y: Double)] = []
        points.reserveCapacity(n)
        var firstFailure: Diagnostic?
        for (x, output) in zip(xs, outputs) {
            switch output {
            case .failure(let error):
                // Undefined here (ln of a negative, a division by zero): a gap in the curve.
                if firstFailure == nil { firstFailure = error }
                points.append((x: x, y: .nan))
            case .success(.number(let q)):
                if let dimension, dimension != q.dimension {
                    throw Diagnostic("this function gives \(dimension.phrase) at some x and \(q.dimension.phrase) at others", span)
                }
                dimension = q.dimension
                points.append((x: x, y: q.value))
            case .success(let other):
                throw Diagnostic("a plotted function must give a number; this one gives \(other.kindPhrase)", span)
            }
        }
        if dimension == nil, let firstFailure {
            throw Diagnostic("nothing to draw: at every x in the range, \(firstFailure.message)", span)
        }
        return (points, dimension ?? .none)
    }

    private func agree(_ current: inout Dimension?, _ new: Dimension, _ what: String, _ span: SourceSpan?) throws(Diagnostic) {
        if let existing = current, existing != new {
            throw Diagnostic("these cannot share one plot: \(what) is \(new.phrase), the others are \(existing.phrase)",
                             span ?? SourceSpan(start: 0, end: 0))
        }
        current = new
    }

    static func axisUnit(_ dimension: Dimension) -> AxisUnit {
        switch dimension {
        case .time: return .time
        case .length: return .custom(symbol: "pt", scale: 1)
        case .angle: return .custom(symbol: "°", scale: 180 / Double.pi)
        case .speed: return .custom(symbol: "pt/s", scale: 1)
        case .angularSpeed: return .custom(symbol: "°/s", scale: 180 / Double.pi)
        case .frequency: return .custom(symbol: "/s", scale: 1)
        default: return .none
        }
    }
}
