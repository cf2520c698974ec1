import FluidLanguage
import Motion
import TerminalPlot

extension Session {
    /// `plot a, b, ... [, lo..hi] [, kind: position|velocity|both|path] [, width: N, height: N, title: "..."]`
    ///
    /// Springs draw their step response (progress 0 → 1 over time) with the target line;
    /// decays draw the distance travelled over time; functions are sampled over the range
    /// given, or over their natural domain (`velocity(s)` knows its spring's settle time).
    /// `a - b` of two motions draws their difference; a list of points draws a 2-D path
    /// with equal aspect. `kind: velocity` draws velocities, `kind: both` stacks position
    /// over velocity on one time axis. Everything shares one x axis, so the series must
    /// agree on its dimension.
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
            let panels = try request.panels(interpreter: interpreter, options: &options)
            return Response(lines: renderPanels(panels, options: options))
        } catch {
            return .error(error.rendered(source: line))
        }
    }
}

/// A plot command's arguments, sorted into what to draw and how.
struct PlotRequest {
    /// One thing to draw. A new kind of value is one case here, one in `init`'s switch
    /// and one in each of `timeSpan`, `sample` and `describe`.
    indirect enum Item {
        case spring(SpringValue, name: String)
        case decay(DecayValue, name: String)
        case function(FunctionValue, name: String, span: SourceSpan)
        /// `a - b` of two motions (or functions of one variable): a difference curve.
        case difference(Item, Item, name: String, span: SourceSpan)
        /// A list of points: a 2-D path, drawn with equal aspect.
        case path([PointValue], name: String, span: SourceSpan)
        /// A retargeted spring: progress over time, with its final target.
        case motion(MotionValue, name: String)
        /// Recorded samples over time (one coordinate of a trace), drawn at their own times.
        case samples(times: [Double], values: [Double], dimension: Dimension, name: String)

        var name: String {
            switch self {
            case .spring(_, let name), .decay(_, let name), .function(_, let name, _),
                 .difference(_, _, let name, _), .path(_, let name, _), .motion(_, let name), .samples(_, _, _, let name):
                return name
            }
        }
    }

    /// What to draw of each item over time.
    enum Kind: String, CaseIterable {
        /// `path` draws 2-D traces (a flick's flight) and lists of points in x and y.
        case position, velocity, both, path
    }

    var items: [Item] = []
    var range: (value: RangeValue, span: SourceSpan)?
    var width: Int?
    var height: Int?
    var title: String?
    var kind: Kind = .position
    var kindSpan: SourceSpan?

    /// Number of samples per curve: enough for every pixel column of a wide braille plot.
    static let samples = 600

    init(arguments: [Argument], line: String, interpreter: Interpreter) throws(Diagnostic) {
        let characters = Array(line)
        func text(_ span: SourceSpan) -> String {
            let lo = max(0, min(span.start, characters.count)), hi = max(lo, min(span.end, characters.count))
            return String(characters[lo..<hi])
        }
        // The kind first: it decides how a 2-D trace is drawn (x and y over time, or a path).
        for argument in arguments where argument.label == "kind" {
            try readKind(argument)
        }
        for argument in arguments {
            if let label = argument.label {
                if label == "kind" { continue }
                try option(label, try interpreter.evaluate(argument.value), argument)
                continue
            }
            let name = text(argument.value.span)
            let value: Value
            do {
                value = try interpreter.evaluate(argument.value)
            } catch {
                // `s - t` of two springs is no value, but it is a curve: their difference.
                if let difference = try Self.difference(argument.value, name: name, text: text, interpreter: interpreter) {
                    items.append(difference)
                    continue
                }
                throw error
            }
            switch value {
            case .spring(let spring): items.append(.spring(spring, name: name))
            case .decay(let decay): items.append(.decay(decay, name: name))
            case .function(let function): items.append(.function(function, name: name, span: argument.value.span))
            case .motion(let motion): items.append(.motion(motion, name: name))
            case .list(let values) where !values.isEmpty && values.allSatisfy({ if case .decay = $0 { true } else { false } }):
                for element in values {
                    if case .decay(let d) = element { items.append(.decay(d, name: d.model.title)) }
                }
            case .trace(let trace): items += try traceItems(trace, name: name, span: argument.value.span)
            case .record(let record) where record.plottedTrace != nil:
                if let (field, trace) = record.plottedTrace { items += try traceItems(trace, name: "\(name).\(field)", span: argument.value.span) }
                if record.kind == "fit", case .spring(let spring)? = record.field("spring") { items.append(.spring(spring, name: "\(name).spring")) }
            case .list(let values) where !values.isEmpty && values.allSatisfy({ if case .trace = $0 { true } else { false } }):
                for (index, element) in values.enumerated() {
                    if case .trace(let trace) = element { items += try traceItems(trace, name: "\(name)[\(index)]", span: argument.value.span) }
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
            case .list(let values) where values.allSatisfy({ if case .point = $0 { true } else { false } }):
                let points = values.compactMap { if case .point(let p) = $0 { p } else { nil } }
                guard let dimension = points.first?.dimension, points.allSatisfy({ $0.dimension == dimension }) else {
                    throw Diagnostic("the points of a path must all be \(points.first?.dimension.phrase ?? "lengths")", argument.value.span)
                }
                items.append(.path(points, name: name, span: argument.value.span))
            case .point(let p):
                items.append(.path([p], name: name, span: argument.value.span))
            default:
                throw Diagnostic("cannot plot \(value.kindPhrase); plot a spring, a decay, a trace, a list of points, or a function such as x -> x^2 with a range",
                                 argument.value.span)
            }
        }
        if items.isEmpty {
            throw Diagnostic("nothing to draw: give a spring, a decay or a function", arguments[0].span)
        }
    }

    /// `kind: velocity` (a word or a string).
    private mutating func readKind(_ argument: Argument) throws(Diagnostic) {
        var word: String?
        switch argument.value.kind {
        case .identifier(let name): word = name
        case .string(let text): word = text
        default: break
        }
        guard let word, let kind = Kind(rawValue: word) else {
            let known = Kind.allCases.map(\.rawValue)
            let hint = word.flatMap { Suggestions.closest(to: $0, in: known) }.map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic("kind is one of \(known.joined(separator: ", "))\(hint)", argument.value.span)
        }
        self.kind = kind
        kindSpan = argument.value.span
    }

    /// `a - b` where a and b are motions or functions: their difference curve; nil when
    /// the expression is something else (its own error then stands).
    private static func difference(_ expression: Expression, name: String, text: (SourceSpan) -> String,
                                   interpreter: Interpreter) throws(Diagnostic) -> Item? {
        guard case .binary(.subtract, let left, let right) = expression.kind else { return nil }
        func item(_ e: Expression) throws(Diagnostic) -> Item? {
            if let nested = try difference(e, name: text(e.span), text: text, interpreter: interpreter) { return nested }
            switch try interpreter.evaluate(e) {
            case .spring(let s): return .spring(s, name: text(e.span))
            case .decay(let d): return .decay(d, name: text(e.span))
            case .function(let f): return .function(f, name: text(e.span), span: e.span)
            case .motion(let m): return .motion(m, name: text(e.span))
            default: return nil
            }
        }
        guard let a = try? item(left), let b = try? item(right) else { return nil }
        return .difference(a, b, name: name, span: expression.span)
    }

    /// A trace's samples as drawn: one curve, or x and y for a trace of points; with
    /// `kind: path`, a trace of points is its path in the plane.
    func traceItems(_ t: TraceValue, name: String, span: SourceSpan) throws(Diagnostic) -> [Item] {
        switch t.samples {
        case .one(let trace):
            if kind == .path {
                throw Diagnostic("\(name) has one coordinate, so it has no path; kind: path draws traces of points, like a PiP fling", span)
            }
            return [.samples(times: trace.times, values: trace.samples, dimension: t.dimension, name: name)]
        case .two(let trace):
            if kind == .path {
                let unit = t.unit
                let points = trace.samples.map { PointValue(x: Quantity($0.x, t.dimension, unit: unit), y: Quantity($0.y, t.dimension, unit: unit)) }
                return [.path(points, name: name, span: span)]
            }
            return [.samples(times: trace.times, values: trace.samples.map(\.x), dimension: t.dimension, name: name + ".x"),
                    .samples(times: trace.times, values: trace.samples.map(\.y), dimension: t.dimension, name: name + ".y")]
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
            let known = ["width", "height", "title", "kind"]
            let hint = Suggestions.closest(to: label, in: known).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic("plot has no option '\(label)'\(hint)", argument.labelSpan ?? argument.span)
        }
    }
}
