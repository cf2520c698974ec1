import Motion

extension Builtins {
    static let projection: [Builtin] = [
        Builtin("project", "project(velocity, rate: normal, model: \"talk\")",
                "how far a flick travels as it decelerates like a scroll view (a speed or a point of speeds); model \"talk\" (WWDC) or \"exact\"",
                example: "project(1200pt/s, rate: fast)", labels: ["velocity", "rate", "model"], arity: nil, project),
        Builtin("decay", "decay(velocity, rate: normal)",
                "the decay of a flick over time: plot it, or read distance and stop",
                example: "decay(1200pt/s).distance", labels: ["velocity", "rate"], arity: nil) { call throws(Diagnostic) in
            let bound = try call.bind(positional: ["velocity", "rate"])
            let velocity = try bound.quantity("velocity", .speed)
            let rate = try bound.quantity("rate", .plain, default: DecelerationRate.normal.perMillisecond).value
            return .decay(try makeDecay(velocity: velocity, rate: rate, rateSpan: bound.span("rate")))
        },
    ]

    @Sendable static func project(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind(positional: ["velocity", "rate", "model"])
        let rateValue = try bound.quantity("rate", .plain, default: DecelerationRate.normal.perMillisecond).value
        let rate: DecelerationRate
        do throws(MotionError) { rate = try DecelerationRate(rateValue) } catch { throw Diagnostic(error.message, bound.span("rate")) }
        var model = ProjectionModel.talk
        if bound.has("model") {
            let name = try bound.string("model")
            guard let chosen = ProjectionModel(rawValue: name) else { throw Diagnostic(Messages.unknownModel(name), bound.span("model")) }
            model = chosen
        }
        let argument = try bound.argument("velocity")
        func distance(_ v: Quantity) -> Quantity {
            Quantity(Motion.project(velocity: v.value, rate: rate, model: model), .length, unit: v.unit.flatMap(lengthUnit(ofRate:)))
        }
        if case .point(let p) = argument.value, p.isUniform, p.dimension == .speed {
            return .point(PointValue(x: distance(p.x), y: distance(p.y)))
        }
        return .number(distance(try BoundArguments.check(argument, name: "velocity", .speed)))
    }
}
