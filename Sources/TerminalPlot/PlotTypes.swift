/// How the plotting area turns pixels into characters.
///
/// - `braille`: 2×4 dots per cell (U+2800 block): the highest resolution.
/// - `block`: 2×2 quadrant blocks (▘▝▀▖…█).
/// - `ascii`: 3×3 pixels per cell drawn with `- _ ' . | / \ :`; works everywhere.
public enum CanvasStyle: String, Sendable, CaseIterable {
    case braille, block, ascii
}

/// The unit an axis is labelled in.
public enum AxisUnit: Sendable, Hashable {
    /// Plain numbers.
    case none
    /// Data in seconds. Ticks read in milliseconds when the axis spans less than 2 s,
    /// otherwise in seconds.
    case time
    /// Tick labels show `value × scale` followed by `symbol` ("pt", "°", "%"…).
    /// A scale that is zero or not finite is treated as 1.
    case custom(symbol: String, scale: Double)
}

/// One curve: points joined by straight strokes in the order given.
///
/// A point whose x or y is NaN or ±∞ is a gap: the stroke stops before it and starts
/// again after it. A lone finite point between gaps is drawn as a single dot.
public struct PlotSeries: Sendable {
    /// Shown in the legend; an empty name gets no legend entry.
    public var name: String
    public var points: [(x: Double, y: Double)]

    public init(name: String, points: [(x: Double, y: Double)]) {
        self.name = name
        self.points = points
    }

    /// Pairs `x[i]` with `y[i]`; extra values of the longer array are ignored.
    public init(name: String, x: [Double], y: [Double]) {
        self.init(name: name, points: zip(x, y).map { (x: $0, y: $1) })
    }

    /// Samples `function` at `count` evenly spaced x values across `range` (both ends
    /// included). `count` is clamped to 2…100 000; a range with a non-finite end gives
    /// no points.
    public init(name: String, sampling function: (Double) -> Double,
                over range: ClosedRange<Double>, count: Int = 400) {
        let n = min(max(count, 2), 100_000)
        guard range.lowerBound.isFinite, range.upperBound.isFinite else {
            self.init(name: name, points: [])
            return
        }
        let lo = range.lowerBound, hi = range.upperBound
        let points = (0..<n).map { i -> (x: Double, y: Double) in
            let x = i == n - 1 ? hi : lo + (hi - lo) * Double(i) / Double(n - 1)
            return (x: x, y: function(x))
        }
        self.init(name: name, points: points)
    }
}

/// A dashed line across the whole plot at a fixed value: horizontal (a target such as
/// y = 1, or the zero line) or vertical (a settle time). Drawn dim, under the series.
public struct ReferenceLine: Sendable, Hashable {
    public var value: Double
    /// Shown in the legend beside the dash. Empty: the legend shows the value instead.
    public var label: String

    public init(value: Double, label: String = "") {
        self.value = value
        self.label = label
    }
}

/// Everything about a rendering except the data.
public struct PlotOptions: Sendable {
    /// Total columns of the whole rendering, including axes and legend. Clamped to at
    /// most 1000; below 20 the rendering is a one-line note instead of a plot.
    public var width: Int
    /// Rows of the plotting area (between the top and bottom border), clamped to 2…200.
    public var height: Int
    public var style: CanvasStyle
    /// ANSI colours per series; `false` means no escape code anywhere in the output.
    public var color: Bool
    public var title: String?
    public var xLabel: String?
    public var yLabel: String?
    public var xUnit: AxisUnit
    public var yUnit: AxisUnit
    /// `nil` fits the data (and the reference lines). A range with a non-finite end is
    /// ignored (the data is fitted instead); an empty one is widened around its value.
    public var xRange: ClosedRange<Double>?
    public var yRange: ClosedRange<Double>?
    /// Horizontal lines at y values: the target (y = 1), the zero line.
    public var horizontalLines: [ReferenceLine]
    /// Vertical lines at x values: the settle time.
    public var verticalLines: [ReferenceLine]
    /// A dashed line at y = 0 whenever the data has values on both sides of it (and no
    /// horizontal line is at 0 already). Not listed in the legend: the 0 tick
    /// names it.
    public var zeroLine: Bool = true
    /// One data unit covers the same distance across and down, assuming a terminal cell
    /// twice as tall as it is wide: for 2-D paths, where a circle must stay round. The
    /// axis with room to spare is widened around its centre.
    public var equalAspect: Bool = false
    /// A picture's background, ink, grid and legend (`PlotColours`): light unless the
    /// terminal's theme is dark. Text plots use the terminal's own colours and ignore it.
    public var colours: PlotColours = .light

    public init(
        width: Int = 80,
        height: Int = 15,
        style: CanvasStyle = .braille,
        color: Bool = false,
        title: String? = nil,
        xLabel: String? = nil,
        yLabel: String? = nil,
        xUnit: AxisUnit = .none,
        yUnit: AxisUnit = .none,
        xRange: ClosedRange<Double>? = nil,
        yRange: ClosedRange<Double>? = nil,
        horizontalLines: [ReferenceLine] = [],
        verticalLines: [ReferenceLine] = [],
        zeroLine: Bool = true,
        equalAspect: Bool = false
    ) {
        self.width = width
        self.height = height
        self.style = style
        self.color = color
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.xUnit = xUnit
        self.yUnit = yUnit
        self.xRange = xRange
        self.yRange = yRange
        self.horizontalLines = horizontalLines
        self.verticalLines = verticalLines
        self.zeroLine = zeroLine
        self.equalAspect = equalAspect
    }
}

/// One of several plots stacked over a shared x axis (`renderPanels`): its own series,
/// y axis, reference lines and height. Velocity under position, for instance.
public struct PlotPanel: Sendable {
    public var series: [PlotSeries]
    public var yLabel: String?
    public var yUnit: AxisUnit
    /// `nil` fits the data, as `PlotOptions.yRange`.
    public var yRange: ClosedRange<Double>?
    public var horizontalLines: [ReferenceLine]
    /// Rows of this panel's drawing area; `nil` uses `PlotOptions.height`.
    public var height: Int?

    public init(series: [PlotSeries], yLabel: String? = nil, yUnit: AxisUnit = .none,
                yRange: ClosedRange<Double>? = nil, horizontalLines: [ReferenceLine] = [], height: Int? = nil) {
        self.series = series
        self.yLabel = yLabel
        self.yUnit = yUnit
        self.yRange = yRange
        self.horizontalLines = horizontalLines
        self.height = height
    }
}
