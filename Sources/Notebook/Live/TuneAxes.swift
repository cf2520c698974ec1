import FluidMotion

/// The axes of `tune`'s plot picture: time from 0 to `end` seconds, progress from `low` to
/// `high`.
///
/// While an arrow key is held the picture keeps its axes (`TuneModel.axes(holding:)`), so
/// the frame, grid and labels stay where they are and a key changes only the tiles the
/// curves, the settle line and the legend cross; when the keys stop the plot is drawn in
/// the spring's own axes (`TuneModel.ownAxes`), today's picture pixel for pixel.
public struct TuneAxes: Equatable, Sendable {
    /// The end of the time axis (s).
    public var end: Double
    /// The bottom and top of the progress axis.
    public var low: Double, high: Double

    public init(end: Double, low: Double, high: Double) {
        self.end = end
        self.low = low
        self.high = high
    }

    /// Held axes grow past a curve that left them by this share of its time (a held key
    /// then moves the curve a few more steps before they grow again: from damping 0.8 to
    /// 0.4 the settle time doubles) …
    public static let timeMargin = 0.5
    /// … and by this share of the progress span (the overshoot goes from 1.5 % at 0.8 to
    /// 25 % at 0.4).
    public static let progressMargin = 0.25
    /// Held axes are let go once the curves take less than this share of their time span or
    /// of their progress span (the plot would be mostly empty).
    public static let least = 0.4

    /// Whether axes held at `self` still suit a plot whose own axes are `own`: the curves
    /// inside them up to their settle time (a window ends `MotionWindow.margin` past it, so
    /// the tail past the settle line may be cut while a key is held), taking at least
    /// `least` of each span.
    public func keeps(_ own: TuneAxes) -> Bool {
        own.end <= end * MotionWindow.margin && own.end >= Self.least * end && own.low >= low && own.high <= high
            && own.high - own.low >= Self.least * (high - low)
    }

    /// Axes around both `self` and `own`, grown when `own` left them: the end to
    /// `timeMargin` past the curves' and the top `progressMargin` of the span above theirs
    /// (the two move together: a held key that lengthens the settle raises the overshoot;
    /// each grows at once so they grow at fewer keys); the bottom, which a step response
    /// starts on, `progressMargin` below theirs only when they went under it.
    public func grown(toHold own: TuneAxes) -> TuneAxes {
        let span = max(high, own.high) - min(low, own.low)
        return TuneAxes(end: max(end, own.end * (1 + Self.timeMargin)),
                        low: own.low < low ? own.low - Self.progressMargin * span : low,
                        high: max(high, own.high + Self.progressMargin * span))
    }
}

extension TuneModel {
    /// The axes the plot takes by itself: the time window `plotInput` plots over, and the
    /// smallest and largest progress among the curves' samples and the target, as
    /// `PlotScene` fits them (a spring's curve has no pole to leave out).
    public var ownAxes: TuneAxes {
        let (series, options) = plotInput(width: 80, style: .braille, color: false)
        var low = options.horizontalLines.map(\.value).min() ?? .infinity
        var high = options.horizontalLines.map(\.value).max() ?? -.infinity
        for s in series {
            for p in s.points where p.y.isFinite {
                low = min(low, p.y)
                high = max(high, p.y)
            }
        }
        return TuneAxes(end: options.xRange?.upperBound ?? 1, low: low.isFinite ? low : 0, high: high.isFinite ? high : 1)
    }

    /// The axes to draw this spring in while a key is held, the picture having been drawn
    /// in `held`: `held` while it keeps the curves (`TuneAxes.keeps`); grown around them
    /// when they leave it; the spring's own when they would take too little of it (or nil
    /// `held`). Nil means the spring's own axes.
    public func axes(holding held: TuneAxes?) -> TuneAxes? {
        guard let held else { return nil }
        let own = ownAxes
        if own == held { return nil }
        if held.keeps(own) { return held }
        // Grown when the curve left the axes and still takes enough of the grown ones.
        let grown = held.grown(toHold: own)
        return grown.keeps(own) ? grown : nil
    }
}
