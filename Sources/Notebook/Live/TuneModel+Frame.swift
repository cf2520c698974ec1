import FluidLanguage
import FluidMotion
import TerminalPlot
import TerminalText

/// A tune screen: its lines, and which of them is the lane that plays the spring (redrawn
/// alone at the display's rate by `TuneModel.lane(at:width:unicode:)`), if it fits.
public struct TuneFrame: Sendable, Equatable {
    public var lines: [String]
    public var laneRow: Int?
    /// The canvas height of the plot drawn (rows of braille, blocks or characters), nil
    /// without a plot: the next frame's first guess (`FittedPlot`).
    public var plotHeight: Int?

    public init(lines: [String], laneRow: Int?, plotHeight: Int? = nil) {
        self.lines = lines
        self.laneRow = laneRow
        self.plotHeight = plotHeight
    }
}

extension TuneModel {
    /// What the tune screen shows at `width` × `height`, top to bottom:
    ///
    ///     tune s · damping/response · ←/→ damping 0.85 ±0.05 · ↑/↓ response 400 ms ±10 ms
    ///     (the step response, the spring as it was drawn beside it once changed)
    ///     ▶ ·──────────●──┊─   (the spring playing in a loop)
    ///     s = spring(damping: 0.85, response: 400 ms)
    ///     mass 1 · stiffness 246.7 · … · settles 0.5 s · overshoot 1.5 %
    ///     Enter keeps · Esc puts it back · p pair · f family 1/4 · s step normal · = type
    ///     (or the note of the last key, or the value being typed)
    ///
    /// Every line fits `width` columns (text is cut with "…"); the plot is left out when
    /// fewer than 3 rows would remain for it, the lane when fewer than 2, and the screen
    /// never has more than `height` lines (at least the header and the spring).
    public func frame(width: Int, height: Int, style: CanvasStyle = .braille, color: Bool = false) -> [String] {
        screen(width: width, height: height, style: style, color: color).lines
    }

    /// `frame(width:height:style:color:)` with the lane's row, the lane drawn at time 0.
    /// `previous`, the frame drawn before this one (after the last key, or before a
    /// resize), only makes it faster: its plot's height is tried first (`FittedPlot`);
    /// so does `lane`, the current spring's `laneMotion` when the caller already made it.
    public func screen(width: Int, height: Int, style: CanvasStyle = .braille, color: Bool = false,
                       after previous: TuneFrame? = nil, lane: TuneLane? = nil) -> TuneFrame {
        let width = max(width, 1)
        let (header, text) = textLines
        var plotRows = height - 1 - text.count
        let hasLane = plotRows >= 1
        if hasLane { plotRows -= 1 }
        var lines = [Self.fit(header, width)]
        var plotHeight: Int?
        if plotRows >= 3 && width >= minimumPlotWidth {
            let plot = plot(width: width, rows: plotRows, style: style, color: color, guess: previous?.plotHeight)
            lines += plot.lines
            plotHeight = plot.height
        }
        var laneRow: Int?
        if hasLane {
            laneRow = lines.count
            lines.append((lane ?? laneMotion).row(at: 0, width: width, unicode: style != .ascii))
        }
        lines += text.map { Self.fit($0, width) }
        let kept = Array(lines.prefix(max(height, 2)))
        return TuneFrame(lines: kept, laneRow: laneRow.flatMap { $0 < kept.count ? $0 : nil }, plotHeight: plotHeight)
    }

    /// The header (the family and the two knobs with their steps), and the lines under the
    /// plot and lane: the spring as written, its summary, the footer. Not yet fitted.
    var textLines: (header: String, text: [String]) {
        let formatter = ValueFormatter(digits: digits)
        var header = "tune \(name) · \(family.name) · ←/→ \(knob(horizontal))"
        if let vertical { header += " · ↑/↓ \(knob(vertical))" }
        let shown = formatter.shown(.spring(current))
        let first = shown.first.map { $0.prefixed("\(name) = ").plain } ?? name
        let rest = shown.dropFirst().map { line in
            var unindented = line
            unindented.indent = 0
            return unindented.plain
        }
        return (header, [first] + rest + [footer])
    }

    /// `damping 0.85 ±0.05`: a knob, its value and its step.
    func knob(_ label: String) -> String { "\(label) \(show(label, value(label))) ±\(show(label, step(label)))" }

    /// The last line: what is being typed, the note of the last key, or the keys.
    var footer: String {
        if let entry { return "\(entryKnob) = \(entry)▏ · Enter sets · Esc leaves it · Tab: next knob" + (note.map { " · \($0)" } ?? "") }
        if let note { return note }
        let families = self.families.count > 1 ? " · f family \(familyIndex + 1)/\(self.families.count)" : ""
        let pairs = parameters.count > 2 ? " · p next pair" : parameters.count == 2 ? " · p swap" : ""
        return "Enter keeps · Esc puts it back\(pairs)\(families) · s step \(stepSize.rawValue) · = type"
    }

    /// Seconds the lane rests at the end of the motion before it plays again.
    public static let laneRest = 0.6

    /// The lane at `wallTime` seconds since tuning began: the spring as it is now, played
    /// in a loop (its time window, then `laneRest` at rest), `width` columns wide.
    public func lane(at wallTime: Double, width: Int, unicode: Bool) -> String {
        laneMotion.row(at: wallTime, width: width, unicode: unicode)
    }

    /// The lane for the spring as it is now, to draw again and again between keys.
    public var laneMotion: TuneLane { TuneLane(name: name, spring: current, digits: digits, colours: pictureColours) }

    /// The step response in at most `rows` lines, with the original drawn too once the
    /// spring has changed; `guess` is a canvas height to try first (`FittedPlot`).
    func plot(width: Int, rows: Int, style: CanvasStyle, color: Bool, guess: Int? = nil) -> FittedPlot {
        let (series, options) = plotInput(width: width, style: style, color: color)
        return FittedPlot.fitting(series, options: options, rows: rows, guess: guess)
    }

    /// The series and options of the step response plot (`plot`, and `plotPicture` at
    /// terminals that draw pictures): 600 samples of the spring over its time window (and
    /// of the original over the same window once changed), the target at 1 and the settle
    /// time as dashed lines.
    /// Given `axes` (a picture's held axes, `TuneAxes`), the samples span its time axis and
    /// the progress axis is its range.
    func plotInput(width: Int, style: CanvasStyle, color: Bool, axes: TuneAxes? = nil) -> (series: [PlotSeries], options: PlotOptions) {
        let changed = current.spring != original.spring
        let end = axes?.end ?? max(current.spring.timeWindow, changed ? original.spring.timeWindow : 0)
        var series = [PlotSeries(name: name, sampling: { current.spring.value(at: $0) }, over: 0...end, count: PlotRequest.samples)]
        if changed {
            series.append(PlotSeries(name: "before", sampling: { original.spring.value(at: $0) }, over: 0...end, count: PlotRequest.samples))
        }
        var options = PlotOptions(width: width, height: plotHeightRange.lowerBound, style: style, color: color, xUnit: .time, xRange: 0...end,
                                  horizontalLines: [ReferenceLine(value: 1, label: "target")])
        let settle = current.spring.settlingTime()
        if settle.isFinite && settle > 0 && settle <= end {
            options.verticalLines = [ReferenceLine(value: settle, label: "settles")]
        }
        if let axes { options.yRange = axes.low...axes.high }
        return (series, options)
    }

    /// `text` with its control characters shown (``ControlCharacters``: a play lane's name
    /// is the notebook's own source text), cut to `width` columns, ending in "…" when cut.
    /// Every line of the tune and play screens passes here.
    static func fit(_ text: String, _ width: Int) -> String {
        let text = ControlCharacters.visible(text)
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(width)) }
        return String(text.prefix(width - 1)) + "…"
    }
}
