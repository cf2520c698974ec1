import TerminalPlot

/// A plot drawn to take exactly the lines it is given (when it can), and the canvas height
/// that made it so: `tune` fills the rows between its header and its lane with one.
///
/// A plot of canvas height h takes h + o(h) lines, o being the rows around the canvas:
/// the frame, the x tick labels, the x label and the legend. Fitting it into `rows` lines
/// the plain way (`shrinking`) draws it at h = `rows`, reads o(`rows`) off the line count
/// and draws it again at `rows` − o(`rows`): two whole drawings, each costing in
/// proportion to its cells (about 0.45 ms at 200 columns × 55 rows). `fitting` draws once
/// in the usual case: it proposes a height, draws there, and keeps the drawing when it has
/// exactly `rows` lines. The proposals, in order:
///
/// 1. `guess`: the height the last frame found (`TuneFrame.plotHeight`), right whenever
///    the rows around the canvas did not change with the key;
/// 2. `rows` − o(2), o read off a drawing of each series' outline (first, lowest,
///    highest and last points: the same x and y extents, so the same axes, ticks and
///    legend) on a canvas 2 rows tall, a few hundred cells;
///
/// and then the plain way. A kept proposal h is the plain way's answer exactly when
/// o(h) = o(`rows`): the rows around the canvas do not change with its height, which
/// holds unless the y tick labels at the two heights differ enough in width to rewrap the
/// legend or move the x unit to a line of its own. `TuneFrameTests` checks the two ways
/// agree, frame for frame, on seeded springs, sizes and styles.
struct FittedPlot: Sendable, Equatable {
    var lines: [String]
    /// The canvas height drawn (`PlotOptions.height`).
    var height: Int

    /// `series` drawn with `options` (its height ignored) into at most `rows` lines.
    static func fitting(_ series: [PlotSeries], options: PlotOptions, rows: Int, guess: Int?) -> FittedPlot {
        var options = options
        if let guess, let fitted = attempt(series, options: &options, rows: rows, height: guess) { return fitted }
        if let probed = probedHeight(series, options: options, rows: rows), probed != guess,
           let fitted = attempt(series, options: &options, rows: rows, height: probed) {
            return fitted
        }
        return shrinking(series, options: options, rows: rows)
    }

    /// The drawing at canvas height `height`, when it takes exactly `rows` lines.
    private static func attempt(_ series: [PlotSeries], options: inout PlotOptions, rows: Int, height: Int) -> FittedPlot? {
        guard plotHeightRange.contains(height), height <= rows else { return nil }
        options.height = height
        let lines = renderPlot(series, options: options)
        return lines.count == rows ? FittedPlot(lines: lines, height: height) : nil
    }

    /// The plain way: drawn at `rows`, then shrunk by the lines it overflows until it fits
    /// (or the canvas is 2 rows), cut to `rows` lines.
    static func shrinking(_ series: [PlotSeries], options: PlotOptions, rows: Int) -> FittedPlot {
        var options = options
        options.height = rows
        var lines = renderPlot(series, options: options)
        while lines.count > rows && options.height > plotHeightRange.lowerBound {
            options.height = max(plotHeightRange.lowerBound, options.height - (lines.count - rows))
            lines = renderPlot(series, options: options)
        }
        return FittedPlot(lines: Array(lines.prefix(rows)), height: options.height)
    }

    /// `rows` − o(2) (see above), or nil when a series has a point that is not finite (its
    /// outline might not have the same axes) or the plot is a one-line note.
    static func probedHeight(_ series: [PlotSeries], options: PlotOptions, rows: Int) -> Int? {
        var outlines: [PlotSeries] = []
        outlines.reserveCapacity(series.count)
        for s in series {
            guard let outline = outline(s) else { return nil }
            outlines.append(outline)
        }
        var probe = options
        probe.height = plotHeightRange.lowerBound
        let around = renderPlot(outlines, options: probe).count - probe.height
        return around >= 0 ? rows - around : nil
    }

    /// The series' first, lowest, highest and last points, in their order (the first of
    /// equal values), or nil when a point is not finite. An empty series is its own outline.
    static func outline(_ series: PlotSeries) -> PlotSeries? {
        let points = series.points
        guard let first = points.first, let last = points.last else { return series }
        var lowest = 0, highest = 0
        for i in points.indices {
            let p = points[i]
            guard p.x.isFinite && p.y.isFinite else { return nil }
            if p.y < points[lowest].y { lowest = i }
            if p.y > points[highest].y { highest = i }
        }
        let inner = lowest <= highest ? [points[lowest], points[highest]] : [points[highest], points[lowest]]
        return PlotSeries(name: series.name, points: [first] + inner + [last])
    }
}
