import FluidLanguage
import FluidMotion
import Pictures
import TerminalPlot

/// `plot a, b, ... [, lo..hi] [, kind: position|velocity|both|path] [, width: N, height: N, title: "..."]`
///
/// Springs draw their step response (progress 0 → 1 over time) with the target line;
/// decays draw the distance travelled over time; functions are sampled over the range
/// given, or over their natural domain (`velocity(s)` knows its spring's settle time).
/// `a - b` of two motions draws their difference; a list of points draws a 2-D path
/// with equal aspect. `kind: velocity` draws velocities, `kind: both` stacks position
/// over velocity on one time axis. Everything shares one x axis, so the series must
/// agree on its dimension.
struct PlotCommand: NotebookCommand {
    static let kind = OptionKey<Self, PlotRequest.Kind>.choice(
        "kind", meaning: "position (the default), velocity, both (position over velocity on one time axis), or path (a 2-D trace in the plane)")
    static let width = OptionKey<Self, Int>.whole(.width, default: "set width")
    static let height = OptionKey<Self, Int>.whole(.height, default: "set height")
    static let title = OptionKey<Self, String>.string("title", placeholder: "\"…\"", meaning: "a line above the plot, like \"drawer\"")
    static let to = OptionKey<Self, String>.string(
        "to", placeholder: "\"drawer.svg\"",
        meaning: "write the plot as a picture to share, an .svg (vectors) or a .png, with axes, ticks, units, legend and title: 10 pixels a column and 28 a "
            + "row of width: and height: (720×392 for 72×14); written whole, and only inside a replayed notebook's project")

    static let spec = CommandSpec(
        name: "plot", form: .expressions,
        parameters: [CommandParameter(name: "values", placeholder: "VALUE, ... [, RANGE]", kind: .expression, repeats: true)],
        options: [kind, width, height, title, to],
        summary: "Draw springs' step responses, decays, functions over a range, a - b differences and lists of points (2-D paths), overlaid with a legend; "
            + "kind: velocity, both (position over velocity), or path (a 2-D trace such as a PiP fling, in the plane).",
        example: "plot spring(damping: 0.8, response: 0.4s), \(MotionPlatforms.examplePreset)", pinnable: true)

    /// `to: "…"` names the file the line writes.
    static func writtenFile(_ call: CommandCall<Self>) -> String? { call.fileNamed(by: to) }

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        var request = try PlotRequest(arguments: call.expressions("values"), kind: try call[kind] ?? .position,
                                      kindSpan: call.argument(kind)?.valueSpan, line: call.line, interpreter: context.interpreter)
        request.width = try call[width]
        request.height = try call[height]
        request.title = try call[title]
        if let file = try call[to], let span = call.argument(to)?.valueSpan {
            return try writePicture(request, to: file, span: span, in: context)
        }
        return plot(request, line: call.line, in: context)
    }

    /// `plot …, to: "drawer.svg"` or `"drawer.png"`: the plot as a picture file, written
    /// atomically where the session may write (a replayed notebook only inside its project),
    /// the path relative to the session's folder. The picture is 10 pixels per column and
    /// 28 per row of the plot's width and height (720×392 for the default 72×14): vectors in
    /// an SVG (`renderSVG`), pixels in a PNG (`renderRaster`, `PNG.encode`).
    static func writePicture(_ request: PlotRequest, to file: String, span: SourceSpan, in context: CommandContext) throws(Diagnostic) -> Response {
        let display = context.display, fileAccess = context.fileAccess
        let lowered = file.lowercased()
        let svg = lowered.hasSuffix(".svg"), png = lowered.hasSuffix(".png")
        guard svg || png else {
            let stem = file.split(separator: "/").last.map(String.init) ?? file
            let animation = lowered.hasSuffix(".gif") || lowered.hasSuffix(".apng")
            throw Diagnostic(Messages.pictureFileKind(animation: animation ? stem.split(separator: ".").dropLast().joined(separator: ".") : nil), span)
        }
        var options = PlotOptions()
        options.title = request.title
        let panels = try request.panels(interpreter: context.interpreter, options: &options)
        let width = (request.width ?? display.width) * 10, height = (request.height ?? display.height) * 28
        let bytes = svg ? Array(renderSVG(panels, options: options, width: width, height: height).utf8)
                        : PNG.encode(renderRaster(panels, options: options, width: width, height: height))
        let path = NotebookPlace.absolute(file, in: context.folder)
        if let problem = fileAccess.problem(writing: path) {
            throw Diagnostic(Messages.cannotWriteFile(file, problem), span)
        }
        do {
            try AtomicFile.write(bytes: bytes, to: path, keepPrevious: false, access: fileAccess)
        } catch {
            throw Diagnostic(Messages.writeFailed(error.description), span)
        }
        let kind = svg ? "SVG" : "PNG"
        return .text("wrote the plot to \(context.shown(path, written: file)) (\(kind), \(min(max(width, 200), 4000))×\(min(max(height, 150), 4000)))")
    }

    /// A plot request as a figure: its series are computed now, and drawn when the response
    /// is rendered, at the renderer's width unless the line gave `width:`.
    static func plot(_ request: PlotRequest, line: String, in context: CommandContext) -> Response {
        let display = context.display
        var options = PlotOptions()
        options.width = request.width ?? display.width
        options.height = request.height ?? display.height
        options.title = request.title
        do {
            let panels = try request.panels(interpreter: context.interpreter, options: &options)
            return Response(blocks: [.plot(PlotFigure(panels: panels, options: options, width: request.width))])
        } catch {
            return .diagnostic(error, source: line)
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

    /// The most curves one plot draws (a list counts each element, a 2-D trace its x and y):
    /// past a few dozen the legend and the colours no longer tell them apart, and each curve
    /// holds its samples while the plot is drawn (30,000 springs on one line took 750 MB).
    static let maximumCurves = 100

    /// `arguments` are the positional ones; the options are read by `PlotCommand`. The kind
    /// comes first: it decides how a 2-D trace is drawn (x and y over time, or a path).
    init(arguments: [Argument], kind: Kind, kindSpan: SourceSpan?, line: String, interpreter: Interpreter) throws(Diagnostic) {
        self.kind = kind
        self.kindSpan = kindSpan
        let characters = Array(line)
        func text(_ span: SourceSpan) -> String {
            let lo = max(0, min(span.start, characters.count)), hi = max(lo, min(span.end, characters.count))
            return String(characters[lo..<hi])
        }
        var crowded: SourceSpan?
        for argument in arguments {
            let name = text(argument.value.span)
            let value = try interpreter.evaluate(argument.value)
            if case .range(let range) = value {
                guard self.range == nil else {
                    throw Diagnostic(Messages.secondRange("plot", forXAxis: true), argument.value.span)
                }
                guard range.lower.value.isFinite, range.upper.value.isFinite, range.lower.value < range.upper.value else {
                    throw Diagnostic(Messages.rangeOrder("the x range"), argument.value.span)
                }
                self.range = (range, argument.value.span)
                continue
            }
            guard let drawn = try items(for: value, name: name, span: argument.value.span) else {
                throw Diagnostic(Messages.cannotPlot(value.kindPhrase), argument.value.span)
            }
            items += drawn
            if items.count > Self.maximumCurves, crowded == nil { crowded = argument.value.span }
        }
        if let crowded {
            throw Diagnostic(Messages.tooManyCurves(Self.maximumCurves, asked: items.count), crowded)
        }
        if items.isEmpty {
            throw Diagnostic(Messages.nothingToDraw, arguments[0].span)
        }
    }
}
