/// A plot as an SVG picture to share (`plot s, to: "drawer.svg"`): the same panels, ranges,
/// round-number ticks, units, reference lines, legend and title as the terminal plot, drawn
/// with vectors at `width` × `height` pixels.
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
/// non-finite point); reference lines are grey dashes; the legend sits at the bottom right
/// inside the first panel. Text is escaped for XML.
public func renderSVG(_ panels: [PlotPanel], options: PlotOptions, width: Int = 720, height: Int = 400) -> String {
    let width = min(max(width, 200), 4000), height = min(max(height, 150), 4000)
    let top = options.title == nil ? 16.0 : 36.0, bottom = Double(height) - 56, left = 64.0, right = Double(width) - 24
    var svg = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
               "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"]
    if let title = options.title {
        svg.append("<text x=\"\(width / 2)\" y=\"24\" text-anchor=\"middle\" font-size=\"15\" font-weight=\"bold\">\(SVGText.escaped(Text.sanitized(title)))</text>")
    }
    // The x range and ticks, shared by every panel.
    var xs = options.verticalLines.map(\.value)
    for panel in panels { for series in panel.series { for p in series.points where p.x.isFinite && p.y.isFinite { xs.append(p.x) } } }
    guard let xFit = Axis.fit(xs, requested: options.xRange) else {
        svg.append("<text x=\"\(width / 2)\" y=\"\(height / 2)\" text-anchor=\"middle\">nothing to plot</text></svg>")
        return svg.joined(separator: "\n") + "\n"
    }
    let xAxis = Axis(lo: xFit.lo, hi: xFit.hi, unit: options.xUnit)
    let xTicks = NiceTicks.choose(from: xAxis.displayRange.lo, to: xAxis.displayRange.hi, maxCount: max(2, Int((right - left) / 90))) ?? nil
    let gap = 28.0
    let panelHeight = (bottom - top - gap * Double(max(panels.count - 1, 0))) / Double(max(panels.count, 1))
    var legend: [(name: String, colour: String, dashed: Bool)] = []
    for (index, panel) in panels.enumerated() {
        let panelTop = top + Double(index) * (panelHeight + gap), panelBottom = panelTop + panelHeight
        var values = Axis.fittedY(panel.series.map(\.points), within: xAxis.lo...xAxis.hi) + panel.horizontalLines.map(\.value)
        if values.isEmpty { values = [0, 1] }
        let fit = Axis.fit(values, requested: panel.yRange) ?? (lo: 0, hi: 1)
        let display = AxisDisplay(unit: panel.yUnit, lo: fit.lo, hi: fit.hi)
        let yTicks = NiceTicks.choose(from: fit.lo * display.scale, to: fit.hi * display.scale, maxCount: max(2, Int(panelHeight / 40)))
        // Widen the y range to the outer ticks so the frame ends on round numbers.
        let yLo = min(fit.lo, (yTicks?.values.first).map { $0 / display.scale } ?? fit.lo)
        let yHi = max(fit.hi, (yTicks?.values.last).map { $0 / display.scale } ?? fit.hi)
        func px(_ x: Double) -> Double { left + (x - xAxis.lo) / (xAxis.hi - xAxis.lo) * (right - left) }
        func py(_ y: Double) -> Double { panelBottom - (y - yLo) / (yHi - yLo) * (panelBottom - panelTop) }
        svg.append("<g class=\"panel\">")
        svg.append("<rect x=\"\(SVGText.number(left))\" y=\"\(SVGText.number(panelTop))\" width=\"\(SVGText.number(right - left))\" height=\"\(SVGText.number(panelHeight))\" fill=\"none\" stroke=\"#333333\" stroke-width=\"1\"/>")
        if let yTicks {
            for (value, label) in zip(yTicks.values, TickLabels.format(yTicks)) where value / display.scale >= yLo && value / display.scale <= yHi {
                let y = SVGText.number(py(value / display.scale))
                svg.append("<line x1=\"\(SVGText.number(left - 5))\" y1=\"\(y)\" x2=\"\(SVGText.number(left))\" y2=\"\(y)\" stroke=\"#333333\"/>")
                svg.append("<line x1=\"\(SVGText.number(left))\" y1=\"\(y)\" x2=\"\(SVGText.number(right))\" y2=\"\(y)\" stroke=\"#eeeeee\"/>")
                svg.append("<text x=\"\(SVGText.number(left - 8))\" y=\"\(y)\" dy=\"4\" text-anchor=\"end\">\(SVGText.escaped(display.label(label)))</text>")
            }
        }
        if let name = panel.yLabel {
            svg.append("<text x=\"14\" y=\"\(SVGText.number(panelTop + panelHeight / 2))\" text-anchor=\"middle\" transform=\"rotate(-90 14 \(SVGText.number(panelTop + panelHeight / 2)))\">\(SVGText.escaped(Text.sanitized(name)))</text>")
        }
        for line in panel.horizontalLines where line.value.isFinite && line.value >= yLo && line.value <= yHi {
            let y = SVGText.number(py(line.value))
            svg.append("<line class=\"reference\" x1=\"\(SVGText.number(left))\" y1=\"\(y)\" x2=\"\(SVGText.number(right))\" y2=\"\(y)\" stroke=\"\(SVGText.referenceColour)\" stroke-dasharray=\"6 4\"/>")
            let name = line.label.isEmpty ? "y = " + Axis(lo: yLo, hi: yHi, display: display).describe(line.value) : Text.sanitized(line.label)
            if !legend.contains(where: { $0.name == name }) { legend.append((name, SVGText.referenceColour, true)) }
        }
        for line in options.verticalLines where line.value.isFinite && line.value >= xAxis.lo && line.value <= xAxis.hi {
            let x = SVGText.number(px(line.value))
            svg.append("<line class=\"reference\" x1=\"\(x)\" y1=\"\(SVGText.number(panelTop))\" x2=\"\(x)\" y2=\"\(SVGText.number(panelBottom))\" stroke=\"\(SVGText.referenceColour)\" stroke-dasharray=\"6 4\"/>")
            let name = line.label.isEmpty ? "x = " + xAxis.describe(line.value) : Text.sanitized(line.label)
            if index == 0, !legend.contains(where: { $0.name == name }) { legend.append((name, SVGText.referenceColour, true)) }
        }
        for (i, series) in panel.series.enumerated() {
            let colour = SVGText.colour(i)
            var runs: [[String]] = [[]]
            for p in series.points {
                guard p.x.isFinite, p.y.isFinite else { if !(runs.last?.isEmpty ?? true) { runs.append([]) }; continue }
                // Far outside the frame is clamped a frame away: the clip path hides it.
                let y = min(max(py(p.y), panelTop - panelHeight), panelBottom + panelHeight)
                runs[runs.count - 1].append(SVGText.number(px(p.x)) + "," + SVGText.number(y))
            }
            svg.append("<clipPath id=\"clip\(index)-\(i)\"><rect x=\"\(SVGText.number(left))\" y=\"\(SVGText.number(panelTop))\" width=\"\(SVGText.number(right - left))\" height=\"\(SVGText.number(panelHeight))\"/></clipPath>")
            for run in runs where !run.isEmpty {
                svg.append("<polyline class=\"series\" clip-path=\"url(#clip\(index)-\(i))\" points=\"\(run.joined(separator: " "))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" stroke-linejoin=\"round\"/>")
            }
            if !series.name.isEmpty, !legend.contains(where: { $0.name == Text.sanitized(series.name) && !$0.dashed }) {
                legend.append((Text.sanitized(series.name), colour, false))
            }
        }
        svg.append("</g>")
    }
    // The x ticks and labels under the last panel.
    if let xTicks {
        for (value, label) in zip(xTicks.values, TickLabels.format(xTicks)) {
            let data = xAxis.dataValue(display: value)
            guard data >= xAxis.lo - 1e-12 * abs(xAxis.hi - xAxis.lo), data <= xAxis.hi + 1e-12 * abs(xAxis.hi - xAxis.lo) else { continue }
            let x = SVGText.number(left + (data - xAxis.lo) / (xAxis.hi - xAxis.lo) * (right - left))
            svg.append("<line x1=\"\(x)\" y1=\"\(SVGText.number(bottom))\" x2=\"\(x)\" y2=\"\(SVGText.number(bottom + 5))\" stroke=\"#333333\"/>")
            svg.append("<text x=\"\(x)\" y=\"\(SVGText.number(bottom + 20))\" text-anchor=\"middle\">\(SVGText.escaped(xAxis.display.label(label)))</text>")
        }
    }
    if let name = options.xLabel {
        svg.append("<text x=\"\(SVGText.number((left + right) / 2))\" y=\"\(height - 12)\" text-anchor=\"middle\">\(SVGText.escaped(Text.sanitized(name)))</text>")
    }
    // The legend: a swatch and a name per entry, in a box at the top right of the first panel.
    if !legend.isEmpty {
        let widest = legend.map(\.name.count).max() ?? 0
        let boxWidth = Double(min(widest, 40)) * 7 + 44, boxHeight = Double(legend.count) * 18 + 8
        // Bottom right of the first panel: where motions that rise to a target leave room.
        let x = right - boxWidth - 8, y = top + panelHeight - boxHeight - 8
        svg.append("<g class=\"legend\"><rect x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y))\" width=\"\(SVGText.number(boxWidth))\" height=\"\(SVGText.number(boxHeight))\" fill=\"#ffffff\" fill-opacity=\"0.9\" stroke=\"#cccccc\"/>")
        for (i, entry) in legend.enumerated() {
            let row = y + 15 + Double(i) * 18
            let dash = entry.dashed ? " stroke-dasharray=\"6 4\"" : ""
            svg.append("<line x1=\"\(SVGText.number(x + 8))\" y1=\"\(SVGText.number(row - 4))\" x2=\"\(SVGText.number(x + 30))\" y2=\"\(SVGText.number(row - 4))\" stroke=\"\(entry.colour)\" stroke-width=\"\(entry.dashed ? 1 : 3)\"\(dash)/>")
            svg.append("<text x=\"\(SVGText.number(x + 36))\" y=\"\(SVGText.number(row))\">\(SVGText.escaped(String(entry.name.prefix(40))))</text>")
        }
        svg.append("</g>")
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
}

/// Numbers, colours and text as SVG writes them.
enum SVGText {
    /// Series colours, in the order the series come (then round again): colour-blind-safe
    /// hues that read on white.
    static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf"]
    static let referenceColour = "#888888"

    static func colour(_ index: Int) -> String { palette[index % palette.count] }

    /// A coordinate with at most two decimals, no exponent.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths / 100), rest = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        return rest == 0 ? sign + String(whole) : sign + String(whole) + "." + (rest < 10 ? "0" : "") + String(rest)
    }

    /// Text with XML's five special characters escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }
}
