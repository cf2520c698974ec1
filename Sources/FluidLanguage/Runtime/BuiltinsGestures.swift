import Motion

extension Builtins {
    static let gestures: [Builtin] = [
        Builtin("relativeVelocity", "relativeVelocity(v, from: a, to: b)",
                "a gesture's velocity relative to the distance to go, v / (to − from), as a spring's velocity: takes (0 when from = to)",
                example: "relativeVelocity(600pt/s, from: 100pt, to: 400pt)", labels: ["velocity", "from", "to"], arity: 3) { call throws(Diagnostic) in
            let bound = try call.bind(positional: ["velocity", "from", "to"])
            let from = try bound.quantity("from", .length)
            let to = try bound.quantity("to", Expectation(dimension: from.dimension, phrase: from.dimension.phrase + " (like from)", example: "400pt"))
            let v = try bound.quantity("velocity", Expectation(dimension: from.dimension / .time, phrase: (from.dimension / .time).phrase, example: "600pt/s"))
            return .number(Quantity(Motion.relativeVelocity(v.value, from: from.value, to: to.value), .frequency))
        },
        Builtin("nearest", "nearest(point, candidates)",
                "the candidate point closest to a point (e.g. a projected end point and the corners)",
                example: "nearest((180pt, 400pt), [(20pt, 60pt), (355pt, 760pt)])", labels: ["point", "candidates"], arity: 2) { call throws(Diagnostic) in
            let bound = try call.bind(positional: ["point", "candidates"])
            let pointArgument = try bound.argument("point")
            guard case .point(let p) = pointArgument.value else {
                throw Diagnostic(Messages.argumentKind("point", expected: "a point, like (20pt, 60pt)", got: pointArgument.value.kindPhrase), pointArgument.span)
            }
            guard p.isUniform else { throw Diagnostic(Messages.pointDimensions(p.x.dimension, p.y.dimension), pointArgument.span) }
            let candidates = try list(bound, "candidates", "points like the first") { value -> PointValue? in
                if case .point(let c) = value, c.isUniform, c.dimension == p.dimension { return c }
                return nil
            }
            guard let index = Motion.nearest(to: Point2(x: p.x.value, y: p.y.value), in: candidates.map { Point2(x: $0.x.value, y: $0.y.value) }) else {
                throw Diagnostic(Messages.emptyCandidates, bound.span("candidates"))
            }
            return .point(candidates[index])
        },
        Builtin("closestAngle", "closestAngle(angle, candidates)",
                "the candidate angle closest to an angle, modulo a full turn",
                example: "closestAngle(200deg, [0deg, 90deg, 180deg, 270deg])", labels: ["angle", "candidates"], arity: 2) { call throws(Diagnostic) in
            let bound = try call.bind(positional: ["angle", "candidates"])
            let angleExpectation = Expectation(dimension: .angle, phrase: "an angle", example: "90deg", plainUnit: .radian)
            let angle = try bound.quantity("angle", angleExpectation)
            let candidates = try list(bound, "candidates", "angles") { value -> Quantity? in
                guard case .number(let q) = value else { return nil }
                if q.dimension == .angle { return q }
                return q.isDimensionless && q.unit == nil ? Quantity(q.value, in: .radian) : nil
            }
            guard let index = Motion.closestAngle(to: angle.value, in: candidates.map(\.value)) else {
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
