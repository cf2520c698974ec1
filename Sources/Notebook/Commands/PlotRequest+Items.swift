import FluidLanguage
import FluidMotion

/// How plot sorts a value into things to draw: every motion over time through the one
/// mapping (`Value.motionOverTime`), functions, differences that involve a function, paths,
/// and the groups that stand for several of these (lists, a trace of points, a fit).
extension PlotRequest {
    /// The items a value draws as, named `name` (lists add `[i]`, a trace of points `.x`
    /// and `.y`); nil when it cannot be drawn.
    func items(for value: Value, name: String, span: SourceSpan) throws(Diagnostic) -> [Item]? {
        switch value {
        case .trace(let trace):
            return try traceItems(trace, name: name, span: span)
        case .record(let record) where record.plottedTrace != nil:
            guard let (field, trace) = record.plottedTrace else { return nil }
            var items = try traceItems(trace, name: "\(name).\(field)", span: span)
            if record.kind == "fit", case .spring(let spring)? = record.field("spring"), let motion = Value.spring(spring).motionOverTime {
                items.append(.motion(motion, value: .spring(spring), name: "\(name).spring"))
            }
            return items
        case .list(let values) where !values.isEmpty && values.allSatisfy({ if case .decay = $0 { true } else { false } }):
            // A table of decay models: each named by its model.
            return values.compactMap { element in
                guard case .decay(let d) = element, let motion = element.motionOverTime else { return nil }
                return .motion(motion, value: element, name: d.model.title)
            }
        case .list(let values) where !values.isEmpty && values.allSatisfy({ if case .trace = $0 { true } else { false } }):
            var items: [Item] = []
            for (index, element) in values.enumerated() {
                if case .trace(let trace) = element { items += try traceItems(trace, name: "\(name)[\(index)]", span: span) }
            }
            return items
        case .list(let values) where values.allSatisfy({ $0.motionOverTime != nil }):
            return values.enumerated().compactMap { index, element in
                element.motionOverTime.map { .motion($0, value: element, name: "\(name)[\(index)]") }
            }
        case .list(let values) where values.allSatisfy({ if case .point = $0 { true } else { false } }):
            let points = values.compactMap { if case .point(let p) = $0 { p } else { nil } }
            guard let dimension = points.first?.dimension, points.allSatisfy({ $0.dimension == dimension }) else {
                throw Diagnostic(Messages.pathPointsDimension(points.first?.dimension.phrase ?? "lengths"), span)
            }
            return [.path(points, name: name, span: span)]
        case .point(let p):
            return [.path([p], name: name, span: span)]
        default:
            return Self.curve(value, name: name, span: span).map { [$0] }
        }
    }

    /// A motion, a function, or a difference of these, as one item; nil for anything else.
    static func curve(_ value: Value, name: String, span: SourceSpan) -> Item? {
        if let motion = value.motionOverTime { return .motion(motion, value: value, name: name) }
        switch value {
        case .function(let f):
            return .function(f, name: name, span: span)
        case .difference(let d):
            // A part is a function (two motions map to one motion above): sampled part by part.
            guard let a = curve(d.minuend, name: name, span: span), let b = curve(d.subtrahend, name: name, span: span) else { return nil }
            return .difference(a, b, name: name, span: span)
        default:
            return nil
        }
    }

    /// A trace's samples as drawn: one curve, or x and y for a trace of points; with
    /// `kind: path`, a trace of points is its path in the plane.
    func traceItems(_ t: TraceValue, name: String, span: SourceSpan) throws(Diagnostic) -> [Item] {
        switch t.samples {
        case .one:
            if kind == .path {
                throw Diagnostic(Messages.pathOneCoordinate(name), span)
            }
            guard let motion = Value.trace(t).motionOverTime else { return [] }
            return [.motion(motion, value: .trace(t), name: name)]
        case .two(let trace):
            if kind == .path {
                let unit = t.unit
                let points = trace.samples.map { PointValue(x: Quantity($0.x, t.dimension, unit: unit), y: Quantity($0.y, t.dimension, unit: unit)) }
                return [.path(points, name: name, span: span)]
            }
            return [(trace.xs, ".x"), (trace.ys, ".y")].compactMap { axis, suffix in
                let one = Value.trace(TraceValue(samples: .one(axis), dimension: t.dimension, unit: t.unit, timeUnit: t.timeUnit))
                return one.motionOverTime.map { .motion($0, value: one, name: name + suffix) }
            }
        }
    }
}
