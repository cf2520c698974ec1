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
    /// One thing to draw (PlotRequest+Items.swift sorts values into them).
    indirect enum Item {
        /// A motion over time, drawn from t = 0 over its window: a spring, a decay, a
        /// retargeted motion, one coordinate of a trace (at its own sample times), or a
        /// difference of two of these. `value` is what it was made from.
        case motion(MotionOverTime, value: Value, name: String)
        case function(FunctionValue, name: String, span: SourceSpan)
        /// `a - b` where a part is a function of one variable: the parts sampled and subtracted.
        case difference(Item, Item, name: String, span: SourceSpan)
        /// A list of points: a 2-D path, drawn with equal aspect.
        case path([PointValue], name: String, span: SourceSpan)

        var name: String {
            switch self {
            case .motion(_, _, let name), .function(_, let name, _), .difference(_, _, let name, _), .path(_, let name, _):
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
            let value = try interpreter.evaluate(argument.value)
            if case .range(let range) = value {
                guard self.range == nil else {
                    throw Diagnostic("plot takes one range for the x axis; this is a second one", argument.value.span)
                }
                guard range.lower.value.isFinite, range.upper.value.isFinite, range.lower.value < range.upper.value else {
                    throw Diagnostic("the x range must go from a smaller to a larger finite value", argument.value.span)
                }
                self.range = (range, argument.value.span)
                continue
            }
            guard let drawn = try items(for: value, name: name, span: argument.value.span) else {
                throw Diagnostic("cannot plot \(value.kindPhrase); plot a spring, a decay, a trace, a list of points, or a function such as x -> x^2 with a range",
                                 argument.value.span)
            }
            items += drawn
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
