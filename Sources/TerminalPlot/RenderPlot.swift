import TerminalText

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
    let panel = PlotPanel(series: series, yLabel: options.yLabel, yUnit: options.yUnit, yRange: options.yRange,
                          horizontalLines: options.horizontalLines)
    return renderPanels([panel], options: options)
}

/// Renders plots stacked over one shared x axis: each panel has its own frame, y axis,
/// y label and horizontal lines; the x range, x ticks (labelled under the last panel),
/// vertical lines, title and legend are shared. The frames line up: every panel uses
/// the widest panel's y tick gutter. Series at the same index in different panels are
/// the same thing (position and velocity of one spring): they share a colour, a marker
/// and one legend entry, named by the first panel that names it.
///
/// `options.yLabel`, `yUnit`, `yRange` and `horizontalLines` are not used here: each
/// panel has its own. The guarantees of `renderPlot` hold for the whole rendering.
public func renderPanels(_ panels: [PlotPanel], options: PlotOptions) -> [String] {
    let width = min(options.width, maximumPlotWidth)
    guard width >= minimumPlotWidth else {
        return note(["(plot needs at least \(minimumPlotWidth) columns)", "(too narrow)", "(narrow)", "…"], width: width)
    }
    let allSeries = panels.flatMap(\.series)
    // The extent of the finite points' x, in one pass (from ±∞, which the first finite x
    // replaces; still so when there is none).
    var xLo = Double.infinity, xHi = -Double.infinity
    for series in allSeries {
        for p in series.points where p.x.isFinite && p.y.isFinite {
            xLo = min(xLo, p.x)
            xHi = max(xHi, p.x)
        }
    }
    guard xLo <= xHi else {
        let hasPoints = allSeries.contains { !$0.points.isEmpty }
        let message = hasPoints ? "(nothing to plot: every point is NaN or infinite)" : "(nothing to plot: no points)"
        return note([message, "(nothing to plot)", "(empty)"], width: width)
    }
    // The x range: the requested one, else the data plus the vertical lines.
    guard let xFit = Axis.fit([xLo, xHi] + options.verticalLines.map(\.value), requested: options.xRange)
    else { return note(["(nothing to plot)"], width: width) }
    var xAxis = Axis(lo: xFit.lo, hi: xFit.hi, unit: options.xUnit)

    // Each panel's y axis, fitted to what is visible across the x range.
    var layouts = panels.map { panel in
        PanelLayout(panel, xLo: xFit.lo, xHi: xFit.hi, options: options)
    }

    // Y tick labels decide the gutter, and so the canvas width. Drop the unit from the
    // labels, then the labels themselves, when they would squeeze the plot too much.
    let minimumColumns = 8
    func frameColumns(_ labelWidth: Int) -> (gutter: Int, columns: Int) {
        let gutter = labelWidth == 0 ? 0 : labelWidth + 1
        return (gutter, width - gutter - 2)
    }
    func widestLabel() -> Int { layouts.map(\.labelWidth).max() ?? 0 }
    if frameColumns(widestLabel()).columns < minimumColumns * 3 {
        for i in layouts.indices { layouts[i].dropUnitFromTicks() }
    }
    if frameColumns(widestLabel()).columns < minimumColumns {
        for i in layouts.indices { layouts[i].yTicks = [] }
    }
    var (gutter, columns) = frameColumns(widestLabel())

    // Equal aspect: one data unit is as long across as down, with a cell twice as tall as
    // it is wide, so the x span per column equals the y span per half row.
    if options.equalAspect, layouts.count == 1 {
        let rows = Double(layouts[0].rows)
        let xPerColumn = (xAxis.hi - xAxis.lo) / Double(columns)
        let yPerColumn = (layouts[0].y.hi - layouts[0].y.lo) / (2 * rows)
        if xPerColumn < yPerColumn {
            let half = yPerColumn * Double(columns) / 2, centre = xAxis.lo / 2 + xAxis.hi / 2
            xAxis = Axis(lo: centre - half, hi: centre + half, unit: options.xUnit)
        } else if yPerColumn < xPerColumn {
            let half = xPerColumn * rows, centre = layouts[0].y.lo / 2 + layouts[0].y.hi / 2
            layouts[0].refit(lo: centre - half, hi: centre + half, options: options)
            (gutter, columns) = frameColumns(widestLabel())
        }
    }
    let labelWidth = max(gutter - 1, 0)

    // Draw: reference lines first, so series strokes own the cells they share.
    let glyphs = FrameGlyphs(options.style)
    var plots: [Plot] = []
    for layout in layouts {
        var plot = Plot(canvas: makeCanvas(options.style, columns: columns, rows: layout.rows), x: xAxis, y: layout.y,
                        style: options.style, color: options.color)
        for line in layout.panel.horizontalLines { plot.drawHorizontalReference(at: line.value) }
        if options.zeroLine, layout.dataLo < 0, layout.dataHi > 0,
           !layout.panel.horizontalLines.contains(where: { $0.value == 0 }) {
            plot.drawHorizontalReference(at: 0)
        }
        for line in options.verticalLines { plot.drawVerticalReference(at: line.value) }
        for (i, s) in layout.panel.series.enumerated() { plot.draw(s, ink: .series(i)) }
        plots.append(plot)
    }
    let drawnSeries = (0..<(panels.map(\.series.count).max() ?? 0)).filter { i in
        panels.contains { i < $0.series.count && $0.series[i].points.contains { $0.x.isFinite && $0.y.isFinite } }
    }.count
    let marked = !options.color && drawnSeries >= 2
    if marked { for i in plots.indices { plots[i].placeMarkers(for: layouts[i].panel.series) } }

    // Compose. Lines of text are padded to the width as they are added; the frame and the
    // canvas rows are written as UTF-8 bytes and made strings once, at their known width.
    var lines: [String] = []
    func add(_ line: String) { lines.append(Text.padRight(line, to: width)) }
    let padding = Text.spaces(gutter)
    if let title = options.title.map(Text.sanitized), !title.isEmpty {
        add(padding + Text.center(title, in: columns + 2, ascii: options.style == .ascii))
    }
    let xTicks = plots[plots.count - 1].xTickLine(gutter: gutter, width: width)
    let frame = FrameBytes(glyphs)
    // A frame line: the gutter's spaces, a corner, a glyph per column (`ticked` where
    // `ticks` is true), a corner; every glyph one column wide, so the line is exactly
    // `width` columns.
    func frameLine(_ left: [UInt8], _ plain: [UInt8], _ right: [UInt8], ticked: [UInt8] = [], ticks: [Bool] = [])
        -> String
    {
        let capacity = gutter + left.count + right.count + columns * max(plain.count, ticked.count)
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var out = ByteWriter(buffer)
            out.write(0x20, times: gutter)
            out.write(left)
            for c in 0..<columns { out.write(c < ticks.count && ticks[c] ? ticked : plain) }
            out.write(right)
            return out.count
        }
    }
    for (index, (layout, plot)) in zip(layouts, plots).enumerated() {
        let yUnitNote = layout.unitInTicks || layout.y.display.symbol.isEmpty ? nil : layout.y.display.symbol
        if let yLine = axisLabel(layout.panel.yLabel.map(Text.sanitized), unit: yUnitNote) {
            add(Text.truncate(yLine, to: width, ascii: options.style == .ascii))
        }
        lines.append(frameLine(frame.topLeft, frame.horizontal, frame.topRight))
        // The label of each row (the first tick on a row wins).
        var labels = [String?](repeating: nil, count: layout.rows)
        for tick in layout.yTicks where tick.row >= 0 && tick.row < layout.rows && labels[tick.row] == nil {
            labels[tick.row] = tick.label
        }
        let cells = CanvasCells(plot.canvas)
        let rowBytes = plot.maximumRowBytes(columns: cells.columns)
        for row in 0..<layout.rows {
            // The label padded on the left and a space, the border, the cells, the border:
            // the label's display width + 1 + cells.columns + 2 columns (escape codes take none).
            let left = gutter > 0 ? Text.padLeft(labels[row] ?? "", to: labelWidth) : ""
            let used = cells.columns + 2 + (gutter > 0 ? displayWidth(left) + 1 : 0)
            let border = labels[row] == nil ? frame.vertical : frame.leftTick
            let capacity = left.utf8.count + 1 + border.count + rowBytes + frame.vertical.count + max(width - used, 0)
            lines.append(String(unsafeUninitializedCapacity: capacity) { buffer in
                var out = ByteWriter(buffer)
                if gutter > 0 {
                    out.write(left)
                    out.write(0x20)
                }
                out.write(border)
                plot.writeRow(row, of: cells, to: &out)
                out.write(frame.vertical)
                out.write(0x20, times: width - used)
                return out.count
            })
        }
        var ticks = [Bool](repeating: false, count: columns)
        for c in xTicks.columns where c >= 0 && c < columns { ticks[c] = true }
        lines.append(frameLine(frame.bottomLeft, frame.horizontal, frame.bottomRight, ticked: frame.bottomTick, ticks: ticks))
        if index == layouts.count - 1 { add(xTicks.text) }
    }
    let xUnitNote = xTicks.showsUnit ? nil : xAxis.display.symbol
    if let xLine = axisLabel(options.xLabel.map(Text.sanitized), unit: xUnitNote) {
        add(padding + " " + Text.center(xLine, in: columns, ascii: options.style == .ascii))
    }

    // Legend: named series, then reference lines.
    var entries: [LegendEntry] = []
    for i in 0..<(panels.map(\.series.count).max() ?? 0) {
        guard let name = panels.lazy.compactMap({ i < $0.series.count && !$0.series[i].name.isEmpty ? $0.series[i].name : nil }).first
        else { continue }
        let sample = marked ? "[\(Plot.marker(i))]" : glyphs.seriesSample
        entries.append(LegendEntry(sample: sample, ink: .series(i), name: Text.sanitized(name)))
    }
    var referenceNames: [String] = []
    for layout in layouts {
        for line in layout.panel.horizontalLines where line.value.isFinite {
            let name = line.label.isEmpty ? "y = " + layout.y.describe(line.value) : Text.sanitized(line.label)
            if !referenceNames.contains(name) { referenceNames.append(name) }
        }
    }
    for line in options.verticalLines where line.value.isFinite {
        let name = line.label.isEmpty ? "x = " + xAxis.describe(line.value) : Text.sanitized(line.label)
        if !referenceNames.contains(name) { referenceNames.append(name) }
    }
    for name in referenceNames {
        entries.append(LegendEntry(sample: glyphs.referenceSample, ink: .reference, name: name))
    }
    for line in Plot.legendLines(entries, indent: gutter + 1, width: width, color: options.color,
                                 ascii: options.style == .ascii) {
        add(line)
    }
    return lines
}

/// A panel's y axis and tick labels, worked out before the canvas width is known.
private struct PanelLayout {
    let panel: PlotPanel
    let rows: Int
    let style: CanvasStyle
    var y: Axis
    var yTicks: [YTick] = [] {
        didSet { labelWidth = yTicks.map { Text.characterCount($0.label) }.max() ?? 0 }
    }
    /// The characters of the longest tick label (0 without ticks), kept with the ticks.
    private(set) var labelWidth = 0
    var unitInTicks = true
    /// The extent of the fitted data alone (not the widened axis): the zero line is
    /// drawn only when the data itself has values on both sides of 0.
    var dataLo = 0.0, dataHi = 0.0

    init(_ panel: PlotPanel, xLo: Double, xHi: Double, options: PlotOptions) {
        self.panel = panel
        style = options.style
        rows = min(max(panel.height ?? options.height, plotHeightRange.lowerBound), plotHeightRange.upperBound)
        // The fit sees only the extremes of the fitted values: the extent stands for them.
        let points = panel.series.map(\.points)
        let extent = Axis.fittedYExtent(points, within: xLo...xHi) ?? Axis.fittedYExtent(points)
        dataLo = extent?.lo ?? 0
        dataHi = extent?.hi ?? 0
        let values = (extent.map { [$0.lo, $0.lastHi] } ?? []) + panel.horizontalLines.map(\.value)
        let fit = Axis.fit(values, requested: panel.yRange) ?? (lo: 0, hi: 1)
        y = Axis(lo: fit.lo, hi: fit.hi, unit: panel.yUnit)
        refit(lo: fit.lo, hi: fit.hi, options: options)
    }

    /// Sets the y range: widened to evenly spaced ticks unless the panel asked for an
    /// exact range or the axes must keep equal aspect.
    mutating func refit(lo: Double, hi: Double, options: PlotOptions) {
        let exact = panel.yRange != nil || options.equalAspect
        let canvas = makeCanvas(style, columns: 1, rows: rows)
        y = (exact ? nil : Axis.evenlyTicked(lo: lo, hi: hi, unit: panel.yUnit, rows: rows,
                                            pixelsPerRow: canvas.pixelsPerRow, maxTicks: max(2, min(rows / 2 + 1, 11))))
            ?? Axis(lo: lo, hi: hi, unit: panel.yUnit)
        let probe = Plot(canvas: canvas, x: y, y: y, style: style, color: false)
        yTicks = probe.yTicks(withUnit: unitInTicks)
    }


    mutating func dropUnitFromTicks() {
        guard !y.display.symbol.isEmpty else { return }
        unitInTicks = false
        let probe = Plot(canvas: makeCanvas(style, columns: 1, rows: rows), x: y, y: y, style: style, color: false)
        yTicks = probe.yTicks(withUnit: false)
    }
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
