import FluidLanguage
import FluidMotion
import TerminalPlot

extension TuneModel {
    /// What the tune screen shows at `width` × `height`, top to bottom:
    ///
    ///     tune s · ←/→ damping ±0.05 · ↑/↓ response ±10 ms · p: next pair · s: step ×1
    ///     (the step response, the spring as it was drawn beside it once changed)
    ///     s = spring(damping: 0.85, response: 400 ms)
    ///     mass 1 · stiffness 246.7 · … · settles 0.5 s · overshoot 1.5 %
    ///     Enter keeps · Esc puts it back          (or the note of the last key)
    ///
    /// Every line fits `width` columns (text is cut with "…"); the plot is left out when
    /// fewer than 3 rows would remain for it, and the screen never has more than `height`
    /// lines (at least the header and the spring).
    public func frame(width: Int, height: Int, style: CanvasStyle = .braille, color: Bool = false) -> [String] {
        let width = max(width, 1)
        let formatter = ValueFormatter(digits: digits)
        var header = "tune \(name) · ←/→ \(horizontal) ±\(show(horizontal, step(horizontal)))"
        if let vertical { header += " · ↑/↓ \(vertical) ±\(show(vertical, step(vertical)))" }
        if parameters.count > 2 { header += " · p: next pair" }
        header += " · s: step ×\(formatter.number(stepFactor))"
        let shown = formatter.shown(.spring(current))
        let first = shown.first.map { $0.prefixed("\(name) = ").plain } ?? name
        let rest = shown.dropFirst().map { line in
            var unindented = line
            unindented.indent = 0
            return unindented.plain
        }
        let footer = note ?? "Enter keeps · Esc puts it back"

        let text = [first] + rest + [footer]
        let plotRows = height - 1 - text.count
        var lines = [Self.fit(header, width)]
        if plotRows >= 3 && width >= minimumPlotWidth {
            lines += plot(width: width, rows: plotRows, style: style, color: color)
        }
        lines += text.map { Self.fit($0, width) }
        return Array(lines.prefix(max(height, 2)))
    }

    /// The step response in at most `rows` lines, with the original drawn too once the
    /// spring has changed.
    func plot(width: Int, rows: Int, style: CanvasStyle, color: Bool) -> [String] {
        let changed = current.spring != original.spring
        let end = max(current.spring.timeWindow, changed ? original.spring.timeWindow : 0)
        var series = [PlotSeries(name: name, sampling: { current.spring.value(at: $0) }, over: 0...end, count: PlotRequest.samples)]
        if changed {
            series.append(PlotSeries(name: "before", sampling: { original.spring.value(at: $0) }, over: 0...end, count: PlotRequest.samples))
        }
        var options = PlotOptions(width: width, height: rows, style: style, color: color, xUnit: .time, xRange: 0...end,
                                  horizontalLines: [ReferenceLine(value: 1, label: "target")])
        let settle = current.spring.settlingTime()
        if settle.isFinite && settle > 0 && settle <= end {
            options.verticalLines = [ReferenceLine(value: settle, label: "settles")]
        }
        // The legend and axes take rows of their own: shrink the drawing until it all fits.
        var lines = renderPlot(series, options: options)
        while lines.count > rows && options.height > plotHeightRange.lowerBound {
            options.height = max(plotHeightRange.lowerBound, options.height - (lines.count - rows))
            lines = renderPlot(series, options: options)
        }
        return Array(lines.prefix(rows))
    }

    /// `text` cut to `width` columns, ending in "…" when cut.
    static func fit(_ text: String, _ width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(width)) }
        return String(text.prefix(width - 1)) + "…"
    }
}
