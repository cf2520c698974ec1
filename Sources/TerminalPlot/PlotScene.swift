import Pictures

/// A plot laid out in pixels, once, for every picture renderer: `renderSVG` writes it as
/// vectors, `renderRaster` paints it into pixels (PNG files, terminal graphics).
///
/// Layout, in pixels: a title band of 36 at the top when there is a title (else 16), 56 at
/// the bottom for the x tick labels and the axis name, 64 on the left for the y tick labels,
/// 24 on the right; panels stack in what remains with 28 between them, each with its frame,
/// its y ticks and its horizontal reference lines. A data point (x, y) of a panel whose
/// frame spans [left, right] × [top, bottom] sits at
///
///     px = left + (x − xLo)/(xHi − xLo)·(right − left),  py = bottom − (y − yLo)/(yHi − yLo)·(bottom − top)
///
/// with the ranges fitted as the terminal plot fits them (`Axis.fit`, `Axis.fittedY`, widened
/// to round ticks). Series are polylines in the palette's colours (a break at each
/// non-finite point); reference lines are grey dashes; the legend sits inside the first panel
/// where it covers no data (`LegendPlace`: the bottom right when that is clear). Width and height are clamped to 200…4000 and 150…4000.
public struct PlotScene: Sendable {
    public let width: Int
    public let height: Int
    /// The background, ink, grid and legend colours (`PlotOptions.colours`); text is painted in `colours.ink`.
    public let colours: PlotColours
    /// What to draw, in order (later items over earlier ones).
    public var items: [Item] = []

    /// A rectangle in pixels: its top-left corner and its size.
    public struct Box: Sendable, Equatable {
        public var x, y, width, height: Double
    }

    /// Where a text's `x` is: its start, its middle or its end.
    public enum Anchor: Sendable { case start, middle, end }

    public enum Item: Sendable {
        /// The whole picture filled with a colour.
        case background(String)
        /// A rectangle: filled (with an opacity) and/or outlined 1 px.
        case rect(Box, fill: String?, fillOpacity: Double, stroke: String?)
        /// A straight line `width` px wide; dashed 6 on, 4 off. `role` names what it is
        /// ("reference" for a reference line).
        case line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double, dashed: Bool, role: String?)
        /// A series: runs of connected points (a break between runs), 2 px, clipped to `clip`.
        case series(runs: [[(x: Double, y: Double)]], stroke: String, clip: Box, id: String)
        /// Text whose baseline is at `y` + `dy`, anchored at `x`; `rotated` turns it a quarter
        /// turn anticlockwise about (x, y).
        case text(String, x: Double, y: Double, dy: Double, anchor: Anchor, size: Double, bold: Bool, rotated: Bool)
        /// A group of items (a panel, the legend), for renderers that keep structure.
        case group(String, [Item])
    }

    /// Series colours, in the order the series come (then round again): `SeriesColours`,
    /// the terminal plot's colours too.
    public static let palette = SeriesColours.codes.map { SeriesColours.hex(SeriesColours.colour(code: $0)) }
    public static let referenceColour = SeriesColours.hex(SeriesColours.colour(code: SeriesColours.referenceCode))
    public static let inkColour = "#333333"

    static func colour(_ index: Int) -> String { palette[index % palette.count] }

    /// `panels` laid out at `width` × `height` pixels.
    public init(_ panels: [PlotPanel], options: PlotOptions, width: Int = 720, height: Int = 400) {
        let width = min(max(width, 200), 4000), height = min(max(height, 150), 4000)
        self.width = width
        self.height = height
        let colours = options.colours
        self.colours = colours
        let top = options.title == nil ? 16.0 : 36.0, bottom = Double(height) - 56, left = 64.0, right = Double(width) - 24
        items.append(.background(colours.background))
        if let title = options.title {
            items.append(.text(Text.sanitized(title), x: Double(width / 2), y: 24, dy: 0, anchor: .middle, size: 15, bold: true, rotated: false))
        }
        // The x range and ticks, shared by every panel.
        var xs = options.verticalLines.map(\.value)
        for panel in panels { for series in panel.series { for p in series.points where p.x.isFinite && p.y.isFinite { xs.append(p.x) } } }
        guard let xFit = Axis.fit(xs, requested: options.xRange) else {
            items.append(.text("nothing to plot", x: Double(width / 2), y: Double(height / 2), dy: 0, anchor: .middle, size: 12, bold: false, rotated: false))
            return
        }
        let xAxis = Axis(lo: xFit.lo, hi: xFit.hi, unit: options.xUnit)
        let xTicks = NiceTicks.choose(from: xAxis.displayRange.lo, to: xAxis.displayRange.hi, maxCount: max(2, Int(bounded: (right - left) / 90))) ?? nil
        let gap = 28.0
        let panelHeight = (bottom - top - gap * Double(max(panels.count - 1, 0))) / Double(max(panels.count, 1))
        var legend: [(name: String, colour: String, dashed: Bool)] = []
        // The first panel's frame and data, which the legend must not cover.
        var firstFrame = Box(x: left, y: top, width: right - left, height: panelHeight)
        var data: [LegendPlace.Segment] = []
        for (index, panel) in panels.enumerated() {
            let panelTop = top + Double(index) * (panelHeight + gap), panelBottom = panelTop + panelHeight
            var values = Axis.fittedY(panel.series.map(\.points), within: xAxis.lo...xAxis.hi) + panel.horizontalLines.map(\.value)
            if values.isEmpty { values = [0, 1] }
            let fit = Axis.fit(values, requested: panel.yRange) ?? (lo: 0, hi: 1)
            let display = AxisDisplay(unit: panel.yUnit, lo: fit.lo, hi: fit.hi)
            let yTicks = NiceTicks.choose(from: fit.lo * display.scale, to: fit.hi * display.scale, maxCount: max(2, Int(bounded: panelHeight / 40)))
            // Widen the y range to the outer ticks so the frame ends on round numbers.
            let yLo = min(fit.lo, (yTicks?.values.first).map { $0 / display.scale } ?? fit.lo)
            let yHi = max(fit.hi, (yTicks?.values.last).map { $0 / display.scale } ?? fit.hi)
            func px(_ x: Double) -> Double { left + (x - xAxis.lo) / (xAxis.hi - xAxis.lo) * (right - left) }
            func py(_ y: Double) -> Double { panelBottom - (y - yLo) / (yHi - yLo) * (panelBottom - panelTop) }
            let frame = Box(x: left, y: panelTop, width: right - left, height: panelHeight)
            if index == 0 { firstFrame = frame }
            var group: [Item] = [.rect(frame, fill: nil, fillOpacity: 1, stroke: colours.ink)]
            if let yTicks {
                for (value, label) in zip(yTicks.values, TickLabels.format(yTicks)) where value / display.scale >= yLo && value / display.scale <= yHi {
                    let y = py(value / display.scale)
                    group.append(.line(x1: left - 5, y1: y, x2: left, y2: y, stroke: colours.ink, width: 1, dashed: false, role: nil))
                    group.append(.line(x1: left, y1: y, x2: right, y2: y, stroke: colours.grid, width: 1, dashed: false, role: nil))
                    group.append(.text(display.label(label), x: left - 8, y: y, dy: 4, anchor: .end, size: 12, bold: false, rotated: false))
                }
            }
            if let name = panel.yLabel {
                group.append(.text(Text.sanitized(name), x: 14, y: panelTop + panelHeight / 2, dy: 0, anchor: .middle, size: 12, bold: false, rotated: true))
            }
            for line in panel.horizontalLines where line.value.isFinite && line.value >= yLo && line.value <= yHi {
                let y = py(line.value)
                group.append(.line(x1: left, y1: y, x2: right, y2: y, stroke: Self.referenceColour, width: 1, dashed: true, role: "reference"))
                if index == 0 { data.append(LegendPlace.Segment(x1: left, y1: y, x2: right, y2: y)) }
                let name = line.label.isEmpty ? "y = " + Axis(lo: yLo, hi: yHi, display: display).describe(line.value) : Text.sanitized(line.label)
                if !legend.contains(where: { $0.name == name }) { legend.append((name, Self.referenceColour, true)) }
            }
            for line in options.verticalLines where line.value.isFinite && line.value >= xAxis.lo && line.value <= xAxis.hi {
                let x = px(line.value)
                group.append(.line(x1: x, y1: panelTop, x2: x, y2: panelBottom, stroke: Self.referenceColour, width: 1, dashed: true, role: "reference"))
                if index == 0 { data.append(LegendPlace.Segment(x1: x, y1: panelTop, x2: x, y2: panelBottom)) }
                let name = line.label.isEmpty ? "x = " + xAxis.describe(line.value) : Text.sanitized(line.label)
                if index == 0, !legend.contains(where: { $0.name == name }) { legend.append((name, Self.referenceColour, true)) }
            }
            for (i, series) in panel.series.enumerated() {
                let colour = Self.colour(i)
                var runs: [[(x: Double, y: Double)]] = [[]]
                for p in series.points {
                    guard p.x.isFinite, p.y.isFinite else { if !(runs.last?.isEmpty ?? true) { runs.append([]) }; continue }
                    // Far outside the frame is clamped a frame away: the clip hides it.
                    let y = min(max(py(p.y), panelTop - panelHeight), panelBottom + panelHeight)
                    runs[runs.count - 1].append((px(p.x), y))
                }
                group.append(.series(runs: runs.filter { !$0.isEmpty }, stroke: colour, clip: frame, id: "clip\(index)-\(i)"))
                if index == 0 {
                    for run in runs where run.count > 1 {
                        for k in 1..<run.count { data.append(LegendPlace.Segment(x1: run[k - 1].x, y1: run[k - 1].y, x2: run[k].x, y2: run[k].y)) }
                    }
                }
                if !series.name.isEmpty, !legend.contains(where: { $0.name == Text.sanitized(series.name) && !$0.dashed }) {
                    legend.append((Text.sanitized(series.name), colour, false))
                }
            }
            items.append(.group("panel", group))
        }
        // The x ticks and labels under the last panel.
        if let xTicks {
            for (value, label) in zip(xTicks.values, TickLabels.format(xTicks)) {
                let data = xAxis.dataValue(display: value)
                guard data >= xAxis.lo - 1e-12 * abs(xAxis.hi - xAxis.lo), data <= xAxis.hi + 1e-12 * abs(xAxis.hi - xAxis.lo) else { continue }
                let x = left + (data - xAxis.lo) / (xAxis.hi - xAxis.lo) * (right - left)
                items.append(.line(x1: x, y1: bottom, x2: x, y2: bottom + 5, stroke: colours.ink, width: 1, dashed: false, role: nil))
                items.append(.text(xAxis.display.label(label), x: x, y: bottom + 20, dy: 0, anchor: .middle, size: 12, bold: false, rotated: false))
            }
        }
        if let name = options.xLabel {
            items.append(.text(Text.sanitized(name), x: (left + right) / 2, y: Double(height - 12), dy: 0, anchor: .middle, size: 12, bold: false,
                               rotated: false))
        }
        // The legend: a swatch and a name per entry, in a box inside the first panel over no
        // data (`LegendPlace`): at the bottom right where motions that rise to a target leave
        // room, else further left, else along the top.
        if !legend.isEmpty {
            let widest = legend.map(\.name.count).max() ?? 0
            let boxWidth = Double(min(widest, 40)) * 7 + 44, boxHeight = Double(legend.count) * 18 + 8
            let (x, y) = LegendPlace.corner(width: boxWidth, height: boxHeight, in: firstFrame, avoiding: data)
            let box = Box(x: x, y: y, width: boxWidth, height: boxHeight)
            var group: [Item] = [.rect(box, fill: colours.legendFill, fillOpacity: 0.9, stroke: colours.legendStroke)]
            for (i, entry) in legend.enumerated() {
                let row = y + 15 + Double(i) * 18
                group.append(.line(x1: x + 8, y1: row - 4, x2: x + 30, y2: row - 4, stroke: entry.colour, width: entry.dashed ? 1 : 3, dashed: entry.dashed,
                                   role: nil))
                group.append(.text(String(entry.name.prefix(40)), x: x + 36, y: row, dy: 0, anchor: .start, size: 12, bold: false, rotated: false))
            }
            items.append(.group("legend", group))
        }
    }
}
