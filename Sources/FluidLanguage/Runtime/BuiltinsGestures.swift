import FluidMotion

extension Builtins {
    static let gestures: [Builtin] = [
        Builtin("relativeVelocity", "a gesture's velocity relative to the distance to go, v / (to − from), as a spring's velocity: takes (0 when from = to)",
                example: "relativeVelocity(600pt/s, from: 100pt, to: 400pt)", ParameterTable([
                    .value("velocity", takes: "a speed like from per second", positional: true, "the gesture's velocity at release"),
                    .quantity("from", .length, positional: true, "where the animation starts (the release position)"),
                    .value("to", takes: "a quantity like from", positional: true, "where it ends (the target)"),
                ])) { call throws(Diagnostic) in
            let bound = try call.bind()
            let from = try bound.quantity("from")
            let to = try bound.quantity("to", Expectation(dimension: from.dimension, phrase: from.dimension.phrase + " (like from)", example: "400pt"))
            let v = try bound.quantity("velocity", Expectation(dimension: from.dimension / .time, phrase: (from.dimension / .time).phrase, example: "600pt/s"))
            return .number(Quantity(FluidMotion.relativeVelocity(v.value, from: from.value, to: to.value), .frequency))
        },
        Builtin("nearest", "the candidate point closest to a point (e.g. a projected end point and the corners)",
                example: "nearest((180pt, 400pt), [(20pt, 60pt), (355pt, 760pt)])", ParameterTable([
                    .value("point", takes: "a point, like (20pt, 60pt)", positional: true, "the point to match, such as a projected end point"),
                    .value("candidates", takes: "a list of points like the first", positional: true, "the points to choose from, such as the corners"),
                ])) { call throws(Diagnostic) in
            let bound = try call.bind()
            let pointArgument = try bound.argument("point")
            guard case .point(let p) = pointArgument.value else {
                let message = Messages.argumentKind("point", expected: "a point, like (20pt, 60pt)", got: pointArgument.value.kindPhrase)
                throw Diagnostic(message, pointArgument.span)
            }
            guard p.isUniform else { throw Diagnostic(Messages.pointDimensions(p.x.dimension, p.y.dimension), pointArgument.span) }
            let candidates = try list(bound, "candidates", "points like the first") { value -> PointValue? in
                if case .point(let c) = value, c.isUniform, c.dimension == p.dimension { return c }
                return nil
            }
            guard let index = FluidMotion.nearest(to: Point2(x: p.x.value, y: p.y.value), in: candidates.map { Point2(x: $0.x.value, y: $0.y.value) }) else {
                throw Diagnostic(Messages.emptyCandidates, bound.span("candidates"))
            }
            return .point(candidates[index])
        },
        Builtin("closestAngle", "the candidate angle closest to an angle, modulo a full turn",
                example: "closestAngle(200deg, [0deg, 90deg, 180deg, 270deg])", ParameterTable([
                    .of(.angle, positional: true, required: true, "the angle to match (plain numbers are radians)"),
                    .value("candidates", takes: "a list of angles", positional: true, "the angles to choose from"),
                ])) { call throws(Diagnostic) in
            let bound = try call.bind()
            let angle = try bound[.angle]
            let candidates = try list(bound, "candidates", "angles") { value -> Quantity? in
                guard case .number(let q) = value else { return nil }
                if q.dimension == .angle { return q }
                return q.isDimensionless && q.unit == nil ? Quantity(q.value, in: .radian) : nil
            }
            guard let index = FluidMotion.closestAngle(to: angle, in: candidates.map(\.value)) else {
                throw Diagnostic(Messages.emptyCandidates, bound.span("candidates"))
            }
            return .number(candidates[index])
        },
    ]

    /// A list argument whose elements all convert with `element`.
    static func list<T>(_ bound: BoundArguments, _ name: String, _ elementPhrase: String, _ element: (Value) -> T?) throws(Diagnostic) -> [T] {
        let argument = try bound.argument(name)
        guard case .list(let values) = argument.value else {
            throw Diagnostic(Messages.listNeeded(name, elementPhrase), argument.span)
        }
        var result: [T] = []
        for value in values {
            guard let converted = element(value) else { throw Diagnostic(Messages.listNeeded(name, elementPhrase), argument.span) }
            result.append(converted)
        }
        return result
    }
}
