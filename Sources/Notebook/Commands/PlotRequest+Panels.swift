import FluidLanguage
import FluidMotion
import TerminalPlot

/// Samples of one item over an x grid, with the dimensions they are in.
struct SampledCurve {
    var ys: [Double]
    var x: Dimension
    var y: Dimension
    /// What the y axis shows, for its label: "progress", "distance"; nil for a function.
    var quantity: String?
    /// The x of each y when the item has its own sample times (a recorded trace) instead
    /// of the grid it was asked for.
    var ownXs: [Double]? = nil
}

extension PlotRequest.Item {
    /// How long a motion lasts, drawn from t = 0: its window (`MotionWindow`); nil for what
    /// is not a motion of time.
    var timeSpan: Double? {
        switch self {
        case .motion(let m, _, _): return m.curve.timeWindow
        case .function, .path: return nil
        case .difference(let a, let b, _, _): return [a.timeSpan, b.timeSpan].compactMap { $0 }.max()
        }
    }

    /// The x range it is drawn over when none is given: a function's natural domain.
    var naturalDomain: RangeValue? {
        switch self {
        case .function(let f, _, _): return f.domain
        case .difference(let a, let b, _, _): return a.naturalDomain ?? b.naturalDomain
        case .motion, .path: return nil
        }
    }

    var span: SourceSpan? {
        switch self {
        case .function(_, _, let span), .difference(_, _, _, let span), .path(_, _, let span): return span
        case .motion: return nil
        }
    }

    /// Position (or velocity) at each x. Motions are exact, a recorded trace is drawn at its
    /// own sample times; a function's velocity is the derivative of its samples (central
    /// differences, one-sided at the ends), enough to draw.
    /// `onGrid` samples a trace at `xs` too (interpolated), as a part of a difference.
    func sample(_ xs: [Double], xDimension: Dimension, unit: Unit?, velocity: Bool, onGrid: Bool = false,
                interpreter: Interpreter) throws(Diagnostic) -> SampledCurve {
        switch self {
        case .motion(let m, _, _):
            let quantity = velocity ? (m.quantity == "difference" ? "velocity difference" : "velocity") : m.quantity
            let y = velocity ? m.dimension / .time : m.dimension
            if !onGrid, let trace = m.curve as? Trace<Double> {
                let ys = velocity ? PlotRequest.derivative(trace.samples, trace.times) : trace.samples
                return SampledCurve(ys: ys, x: .time, y: y, quantity: quantity, ownXs: trace.times)
            }
            let curve = m.curve
            return SampledCurve(ys: velocity ? xs.map(curve.velocity(at:)) : xs.map(curve.position(at:)), x: .time, y: y, quantity: quantity)
        case .function(let f, let name, let span):
            let (ys, dimension) = try PlotRequest.sample(f, at: xs, dimension: xDimension, unit: unit, interpreter: interpreter,
                                                         name: name, span: span)
            guard velocity else { return SampledCurve(ys: ys, x: xDimension, y: dimension, quantity: nil) }
            return SampledCurve(ys: PlotRequest.derivative(ys, xs), x: xDimension, y: dimension / xDimension, quantity: "velocity")
        case .difference(let a, let b, _, let span):
            let first = try a.sample(xs, xDimension: xDimension, unit: unit, velocity: velocity, onGrid: true, interpreter: interpreter)
            let second = try b.sample(xs, xDimension: xDimension, unit: unit, velocity: velocity, onGrid: true, interpreter: interpreter)
            guard first.y == second.y, first.x == second.x else {
                throw Diagnostic(Messages.curvesCannotSubtract("\(first.y.phrase) over \(first.x.phrase)", "\(second.y.phrase) over \(second.x.phrase)"),
                                 span)
            }
            return SampledCurve(ys: zip(first.ys, second.ys).map { $0 - $1 }, x: first.x, y: first.y,
                                quantity: velocity ? "velocity difference" : "difference")
        case .path(_, _, let span):
            throw Diagnostic(Messages.pathAlone(), span)
        }
    }
}

extension PlotRequest {
    /// The panels to draw (one, or position over velocity), and the axes, reference
    /// lines and units they call for.
    func panels(interpreter: Interpreter, options: inout PlotOptions) throws(Diagnostic) -> [PlotPanel] {
        if kind == .path || items.contains(where: { if case .path = $0 { true } else { false } }) {
            return try pathPanels(options: &options)
        }
        // Motions share a time axis long enough for the slowest to settle.
        var end = items.compactMap(\.timeSpan).max() ?? 0
        if end <= 0 || !end.isFinite { end = 1 }
        let hasMotion = items.contains { $0.timeSpan != nil }

        // The x grid of each item: the range given, its natural domain, or the time axis.
        var xDimension: Dimension?
        var grids: [(xs: [Double], dimension: Dimension, unit: Unit?)] = []
        for item in items {
            let domain: RangeValue
            if let range { domain = range.value } else if let natural = item.naturalDomain { domain = natural } else if hasMotion || xDimension == .time {
                domain = RangeValue(lower: Quantity(0, .time), upper: Quantity(end, .time))
            } else {
                throw Diagnostic(Messages.plotNeedsRange(item.name), item.span ?? SourceSpan(start: 0, end: 0))
            }
            if item.timeSpan != nil && item.naturalDomain == nil {
                try agree(&xDimension, .time, "\(item.name) is drawn over time", range?.span ?? item.span)
            } else {
                try agree(&xDimension, domain.dimension, "the x axis of \(item.name)", item.span)
            }
            let lo = domain.lower.value, hi = domain.upper.value, n = Self.samples
            grids.append(((0..<n).map { i in i == n - 1 ? hi : lo + (hi - lo) * Double(i) / Double(n - 1) },
                          domain.dimension, domain.lower.unit))
        }
        if let range, let axis = xDimension, range.value.dimension != axis {
            throw Diagnostic(Messages.rangeAxis(range.value.dimension.phrase, axis: axis.phrase), range.span)
        }

        func panel(velocity: Bool) throws(Diagnostic) -> PlotPanel {
            var yDimension: Dimension?
            var quantities = Set<String?>()
            var series: [PlotSeries] = []
            for (item, grid) in zip(items, grids) {
                let curve = try item.sample(grid.xs, xDimension: grid.dimension, unit: grid.unit, velocity: velocity,
                                            interpreter: interpreter)
                try agree(&yDimension, curve.y, "\(item.name) gives \(curve.y.phrase)", item.span)
                quantities.insert(curve.quantity)
                series.append(PlotSeries(name: item.name, x: curve.ownXs ?? grid.xs, y: curve.ys))
            }
            var panel = PlotPanel(series: series, yLabel: quantities.count == 1 ? quantities.first! : nil,
                                  yUnit: Self.axisUnit(yDimension ?? .none))
            if !velocity && items.contains(where: { if case .motion(_, .spring, _) = $0 { true } else { false } }) {
                panel.horizontalLines = [ReferenceLine(value: 1, label: "target")]
            }
            if !velocity {
                for case .motion(_, .motion(let m), let name) in items where !panel.horizontalLines.contains(where: { $0.value == m.motion.finalTarget }) {
                    panel.horizontalLines.append(ReferenceLine(value: m.motion.finalTarget, label: items.count == 1 ? "target" : "target \(name)"))
                }
            }
            return panel
        }

        var panels: [PlotPanel]
        switch kind {
        case .position: panels = [try panel(velocity: false)]
        case .velocity: panels = [try panel(velocity: true)]
        case .path:
            return try pathPanels(options: &options)
        case .both:
            var top = try panel(velocity: false), bottom = try panel(velocity: true)
            let rows = max(3, (options.height * 3 + 2) / 5)
            top.height = rows
            bottom.height = rows
            panels = [top, bottom]
        }

        options.xUnit = Self.axisUnit(xDimension ?? .none)
        options.xLabel = xDimension == .time ? "time" : nil
        if let range, xDimension == range.value.dimension {
            options.xRange = range.value.lower.value...range.value.upper.value
        } else if hasMotion, range == nil, !items.contains(where: { $0.naturalDomain != nil }) {
            options.xRange = 0...end
        }
        if items.count == 1, case .motion(_, .motion(let m), _) = items[0] {
            options.verticalLines = m.motion.retargetTimes.map { ReferenceLine(value: $0, label: "retarget") }
        }
        let springs = items.compactMap { if case .motion(_, .spring(let s), let name) = $0 { (s, name) } else { nil } }
        if springs.count == 1, items.count == 1 {
            let settle = springs[0].0.spring.settlingTime()
            if settle.isFinite && settle > 0 && settle <= end {
                options.verticalLines = [ReferenceLine(value: settle, label: "settles \(interpreter.format(.number(.seconds(settle))))")]
            }
            if options.title == nil {
                let first = interpreter.formatter.springFirstLine(springs[0].0)
                let name = springs[0].1
                // A spring written out is named as typed, in the title as in the legend.
                options.title = name.contains("(") ? name : "\(name) = \(first)"
            }
        }
        return panels
    }

    /// A path of points: x across, y down (as on a screen, where y grows downward), one
    /// length unit as long across as down.
    private func pathPanels(options: inout PlotOptions) throws(Diagnostic) -> [PlotPanel] {
        var dimension: Dimension?
        var series: [PlotSeries] = []
        for item in items {
            guard case .path(let points, let name, let span) = item else {
                throw Diagnostic(Messages.pathAlone(overTime: item.name),
                                 item.span ?? SourceSpan(start: 0, end: 0))
            }
            try agree(&dimension, points[0].dimension, "the points of \(name)", span)
            series.append(PlotSeries(name: name, points: points.map { (x: $0.x.value, y: -$0.y.value) }))
        }
        if kind != .position && kind != .path {
            throw Diagnostic(Messages.pathHasNoVelocity, kindSpan ?? SourceSpan(start: 0, end: 0))
        }
        if let range { throw Diagnostic(Messages.pathTakesNoRange, range.span) }
        let unit = Self.axisUnit(dimension ?? .none)
        options.xUnit = unit
        options.xLabel = "x"
        options.equalAspect = true
        options.zeroLine = false
        var yUnit = unit
        if case .custom(let symbol, let scale) = unit { yUnit = .custom(symbol: symbol, scale: -scale) }
        if case .none = unit { yUnit = .custom(symbol: "", scale: -1) }
        return [PlotPanel(series: series, yLabel: "y (down)", yUnit: yUnit)]
    }

    /// Central differences of samples: (y[i+1] − y[i−1]) / (x[i+1] − x[i−1]), one-sided
    /// at the ends; NaN where a neighbour is NaN.
    static func derivative(_ ys: [Double], _ xs: [Double]) -> [Double] {
        guard ys.count >= 2 else { return ys.map { _ in .nan } }
        return ys.indices.map { i in
            let a = max(i - 1, 0), b = min(i + 1, ys.count - 1)
            return (ys[b] - ys[a]) / (xs[b] - xs[a])
        }
    }

    static func sample(_ f: FunctionValue, at xs: [Double], dimension: Dimension, unit: Unit?, interpreter: Interpreter,
                       name: String, span: SourceSpan) throws(Diagnostic) -> ([Double], Dimension) {
        let inputs = xs.map { Value.number(Quantity($0, dimension, unit: unit)) }
        let samples: FunctionSamples
        do {
            samples = try FunctionSamples.sample(f, at: inputs, interpreter: interpreter)
        } catch {
            switch error {
            case .mixedDimensions(let first, let other):
                throw Diagnostic(Messages.functionMixedDimensions("this function", first.phrase, other.phrase, at: "x"), span)
            case .notANumber(let other):
                throw Diagnostic(Messages.functionNotANumber("a plotted function must give a number", name, gives: other.kindPhrase), span)
            }
        }
        if samples.dimension == nil, let firstFailure = samples.firstFailure {
            throw Diagnostic(Messages.functionNeverEvaluates("nothing to draw: at every x in the range, ", firstFailure.message), span)
        }
        return (samples.values, samples.dimension ?? .none)
    }

    private func agree(_ current: inout Dimension?, _ new: Dimension, _ what: String, _ span: SourceSpan?) throws(Diagnostic) {
        if let existing = current, existing != new {
            throw Diagnostic(Messages.cannotSharePlot(what, others: existing.phrase), span ?? SourceSpan(start: 0, end: 0))
        }
        current = new
    }

    /// How an axis shows a dimension: time in ms or s, lengths in pt, angles in degrees,
    /// anything else in its base units (pt·s, pt/s², rad/s…).
    static func axisUnit(_ dimension: Dimension) -> AxisUnit {
        switch dimension {
        case .none: return .none
        case .time: return .time
        case .angle: return .custom(symbol: "°", scale: 180 / Double.pi)
        case .angularSpeed: return .custom(symbol: "°/s", scale: 180 / Double.pi)
        case .frequency: return .custom(symbol: "/s", scale: 1)
        default: return .custom(symbol: Unit.defaultUnit(for: dimension).symbol, scale: 1)
        }
    }
}
