/// Columns below which `renderPlot` returns a one-line note instead of a plot.
public let minimumPlotWidth = 20
/// Widths above this are treated as this.
public let maximumPlotWidth = 1000
/// Plot area heights are clamped to this range.
public let plotHeightRange = 2...200

/// Renders series as a line chart (layer 3: validation, range fitting, composition).
///
/// Returns lines of equal display width (`min(options.width, 1000)` columns; ANSI
/// colour codes, present only when `options.color` is true, take no columns):
///
///     title              (if any, centred over the frame)
///     y label            (if any; also carries the y unit when the ticks cannot)
///     ┌──────────┐
///     1.0 ┤⠀⡠⠊⠉⠉⠉⠉│   y ticks at round numbers, on the rows where they fall
///     0.0 ┤⡜⠀⠀⠀⠀⠀│
///     └┬────┬────┘   x ticks marked in the bottom border
///     0 ms  200 ms   x tick labels with their unit
///     x label            (if any)
///     ── s   ┄┄ target   legend: series, then reference lines, wrapped to width
///
/// Never fails: widths under 20 columns give a one-line note that fits the width (none
/// for a width of 0 or less); no finite point gives a one-line note; ranges of zero
/// width are padded; NaN and ±∞ points are gaps in their stroke.
public func renderPlot(_ series: [PlotSeries], options: PlotOptions) -> [String] {
    let width = min(options.width, maximumPlotWidth)
    guard width >= minimumPlotWidth else {
        return note(["(plot needs at least \(minimumPlotWidth) columns)", "(too narrow)", "(narrow)", "…"], width: width)
    }
    let rows = min(max(options.height, plotHeightRange.lowerBound), plotHeightRange.upperBound)

    // Ranges: the requested ones, else the data plus the reference lines.
    let finite = series.flatMap(\.points).filter { $0.x.isFinite && $0.y.isFinite }
    guard !finite.isEmpty else {
        let hasPoints = series.contains { !$0.points.isEmpty }
        let message = hasPoints ? "(nothing to plot: every point is NaN or infinite)" : "(nothing to plot: no points)"
        return note([message, "(nothing to plot)", "(empty)"], width: width)
    }
    guard let xFit = Axis.fit(finite.map(\.x) + options.verticalLines.map(\.value), requested: options.xRange)
    else { return note(["(nothing to plot)"], width: width) }
    // Fit y to what is visible across the x range (all points if none are).
    let visible = finite.filter { $0.x >= xFit.lo && $0.x <= xFit.hi }
    let yValues = (visible.isEmpty ? finite : visible).map(\.y) + options.horizontalLines.map(\.value)
    guard let yFit = Axis.fit(yValues, requested: options.yRange)
    else { return note(["(nothing to plot)"], width: width) }
    let xAxis = Axis(lo: xFit.lo, hi: xFit.hi, unit: options.xUnit)
    let yAxis = Axis(lo: yFit.lo, hi: yFit.hi, unit: options.yUnit)

    // Y tick labels decide the gutter, and so the canvas width. Drop the unit from the
    // labels, then the labels themselves, when they would squeeze the plot too much.
    let minimumColumns = 8
    func frameColumns(_ ticks: [YTick]) -> (gutter: Int, columns: Int) {
        let labelWidth = ticks.map(\.label.count).max() ?? 0
        let gutter = labelWidth == 0 ? 0 : labelWidth + 1
        return (gutter, width - gutter - 2)
    }
    let probe = Plot(canvas: makeCanvas(options.style, columns: 1, rows: rows), x: xAxis, y: yAxis,
                     style: options.style, color: options.color)
    var yTicks = probe.yTicks(withUnit: true)
    var yUnitInTicks = true
    if frameColumns(yTicks).columns < minimumColumns * 3 && !yAxis.display.symbol.isEmpty {
        yTicks = probe.yTicks(withUnit: false)
        yUnitInTicks = false
    }
    if frameColumns(yTicks).columns < minimumColumns { yTicks = [] }
    let (gutter, columns) = frameColumns(yTicks)
    let labelWidth = max(gutter - 1, 0)

    // Draw: reference lines first, so series strokes own the cells they share.
    var plot = Plot(canvas: makeCanvas(options.style, columns: columns, rows: rows), x: xAxis, y: yAxis,
                    style: options.style, color: options.color)
    for line in options.horizontalLines { plot.drawHorizontalReference(at: line.value) }
    for line in options.verticalLines { plot.drawVerticalReference(at: line.value) }
    for (i, s) in series.enumerated() { plot.draw(s, ink: .series(i)) }
    let drawnSeries = series.filter { s in s.points.contains { $0.x.isFinite && $0.y.isFinite } }.count
    let marked = !options.color && drawnSeries >= 2
    if marked { plot.placeMarkers(for: series) }

    // Compose.
    let glyphs = FrameGlyphs(options.style)
    let padding = String(repeating: " ", count: gutter)
    var lines: [String] = []
    if let title = options.title.map(Text.sanitized), !title.isEmpty {
        lines.append(padding + Text.center(title, in: columns + 2))
    }
    let yUnitNote = yUnitInTicks || yAxis.display.symbol.isEmpty ? nil : yAxis.display.symbol
    if let yLine = axisLabel(options.yLabel.map(Text.sanitized), unit: yUnitNote) {
        lines.append(Text.truncate(yLine, to: width))
    }
    lines.append(padding + String(glyphs.topLeft) + String(repeating: glyphs.horizontal, count: columns)
                 + String(glyphs.topRight))
    let tickByRow = Dictionary(yTicks.map { ($0.row, $0.label) }, uniquingKeysWith: { first, _ in first })
    for row in 0..<rows {
        let label = tickByRow[row]
        let left = gutter == 0 ? "" : Text.padLeft(label ?? "", to: labelWidth) + " "
        let border = label == nil ? glyphs.vertical : glyphs.leftTick
        lines.append(left + String(border) + plot.canvasRow(row) + String(glyphs.vertical))
    }
    let xTicks = plot.xTickLine(gutter: gutter, width: width)
    var bottom = Array(repeating: glyphs.horizontal, count: columns)
    for c in xTicks.columns where c >= 0 && c < columns { bottom[c] = glyphs.bottomTick }
    lines.append(padding + String(glyphs.bottomLeft) + String(bottom) + String(glyphs.bottomRight))
    lines.append(xTicks.text)
    let xUnitNote = xTicks.showsUnit ? nil : xAxis.display.symbol
    if let xLine = axisLabel(options.xLabel.map(Text.sanitized), unit: xUnitNote) {
        lines.append(padding + " " + Text.center(xLine, in: columns))
    }

    // Legend: named series, then reference lines.
    var entries: [LegendEntry] = []
    for (i, s) in series.enumerated() where !s.name.isEmpty {
        let sample = marked ? "[\(Plot.marker(i))]" : glyphs.seriesSample
        entries.append(LegendEntry(sample: sample, ink: .series(i), name: Text.sanitized(s.name)))
    }
    for line in options.horizontalLines where line.value.isFinite {
        let name = line.label.isEmpty ? "y = " + yAxis.describe(line.value) : Text.sanitized(line.label)
        entries.append(LegendEntry(sample: glyphs.referenceSample, ink: .reference, name: name))
    }
    for line in options.verticalLines where line.value.isFinite {
        let name = line.label.isEmpty ? "x = " + xAxis.describe(line.value) : Text.sanitized(line.label)
        entries.append(LegendEntry(sample: glyphs.referenceSample, ink: .reference, name: name))
    }
    lines += Plot.legendLines(entries, indent: gutter + 1, width: width, color: options.color)

    return lines.map { Text.padRight($0, to: width) }
}

/// "label (unit)", "label", "unit" or nothing.
private func axisLabel(_ label: String?, unit: String?) -> String? {
    let text = label ?? ""
    guard let unit, !unit.isEmpty else { return text.isEmpty ? nil : text }
    return text.isEmpty ? unit : "\(text) (\(unit))"
}

/// The first message that fits `width`, as the whole rendering; nothing below 1 column.
private func note(_ candidates: [String], width: Int) -> [String] {
    guard width > 0 else { return [] }
    return [candidates.first { $0.count <= width } ?? String(repeating: ".", count: min(width, 1))]
}
