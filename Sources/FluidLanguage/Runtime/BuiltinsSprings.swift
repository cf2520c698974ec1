import FluidMotion

extension Builtins {
    static let springs: [Builtin] = [
        Builtin("spring", "spring" + SpringForm.generic.map(\.signature).joined(separator: " · ") + " [, velocity:]",
                "a spring, in any platform's parameters; it prints in the form it was written",
                example: "spring(damping: 0.8, response: 0.4s)", labels: SpringForm.allLabels, arity: nil, spring),
        Builtin("value", "progress of a spring (0 → 1) at time t, or the position of a decay, or a trace's value (interpolated); with one argument, a "
            + "function of time",
                example: "value(spring(damping: 0.8, response: 0.4s), 100ms)", curveAtTime) { call throws(Diagnostic) in
            try curveFunction(call, velocity: false)
        },
        Builtin("velocity", "velocity of a spring (progress per second) at time t, or of a decay; with one argument, a function of time",
                example: "velocity(spring(damping: 0.8, response: 0.4s), 100ms)", curveAtTime) { call throws(Diagnostic) in
            try curveFunction(call, velocity: true)
        },
    ]

    /// `value(curve, t)`, `velocity(curve)`.
    private static let curveAtTime = ParameterTable([
        .value("curve", takes: "a spring, a decay, a retargeted motion, a difference of these (a - b), or a trace", positional: true, "what moves"),
        .of(.readTime, positional: true),
    ], forms: [["curve", "t"], ["curve"]])

    @Sendable static func spring(_ call: CallArguments) throws(Diagnostic) -> Value {
        try makeSpring(call, forms: SpringForm.generic, labels: SpringForm.allLabels,
                       positionalMessage: Messages.springNeedsNamedArguments,
                       incomplete: Messages.springIncomplete, help: Messages.springForms)
    }

    /// One builtin per platform constructor (`motion.spring`, `swiftui.bouncy`, …).
    static let springConstructors: [Builtin] = SpringFamilies.constructors.map { constructor in
        let labels = SpringForm.labels(of: constructor.forms)
        let help = Messages.familyForms(constructor.name, constructor.forms.map(\.signature))
        return Builtin(constructor.name, constructor.signature, constructor.summary, example: constructor.example,
                       labels: labels, arity: nil) { call throws(Diagnostic) in
            try makeSpring(call, forms: constructor.forms, labels: labels,
                           positionalMessage: Messages.familyNeedsNamedArguments(constructor.name),
                           incomplete: { given in Messages.familyIncomplete(constructor.name, given) }, help: help)
        }
    }

    /// A spring from named arguments: the first of `forms` that takes exactly the given labels
    /// (velocity aside; defaults fill the rest), times as times, flags as true/false.
    static func makeSpring(_ call: CallArguments, forms: [SpringForm], labels: [String], positionalMessage: Message,
                           incomplete: ([String]) -> Message, help: String) throws(Diagnostic) -> Value {
        if let positional = call.arguments.first(where: { $0.label == nil }) {
            throw Diagnostic(positionalMessage, positional.span, help: help)
        }
        let given = call.arguments.compactMap(\.label).filter { $0 != "velocity" }
        if SpringForm.matching(Set(given), in: forms) == nil {
            let elsewhere = SpringFamilies.constructors(taking: Set(given), known: labels)
            if !elsewhere.isEmpty { throw Diagnostic(Messages.springFormElsewhere(call.name, given, elsewhere), call.span) }
        }
        let bound = try call.bind(positional: [], labels: labels)
        guard let form = SpringForm.matching(Set(given), in: forms) else {
            throw Diagnostic(incomplete(given), call.span, help: help)
        }
        var arguments: [String: Quantity] = [:]
        var flags: [String: Bool] = [:]
        for label in given {
            if form.flagDefaults[label] != nil {
                let argument = try bound.argument(label)
                guard case .bool(let flag) = argument.value else {
                    throw Diagnostic(Messages.flagNeeded(label, given: argument.value), argument.span)
                }
                flags[label] = flag
            } else {
                arguments[label] = try bound.quantity(label, SpringForm.timeLabels.contains(label) ? .time : .plain)
            }
        }
        let velocity = try bound.values["velocity"].map { argument throws(Diagnostic) in try springVelocity(argument) } ?? Quantity(0)
        do throws(MotionError) {
            return .spring(try SpringValue(form: form, arguments: arguments, velocity: velocity, flags: flags))
        } catch {
            throw Diagnostic(coastingHint(error, form: form, arguments: arguments) ?? Messages.refused(error), bound.span(error.parameter))
        }
    }

    /// A platform's coasting spring (`MotionPlatform.coastingSpring`: a form refused at one
    /// value that the platform runs as a decay): the message is its hint. Nil for any other refusal.
    static func coastingHint(_ error: MotionError, form: SpringForm, arguments: [String: Quantity]) -> Message? {
        for platform in MotionPlatforms.all {
            guard let coasting = platform.coastingSpring, coasting.form == form, error.parameter == coasting.parameter,
                  arguments[coasting.parameter]?.value == coasting.value else { continue }
            return Messages.coastingSpring(coasting.hint { label in arguments[label].map { SourcePrinter.quantity(Quantity($0.value)) } })
        }
        return nil
    }

    /// `value`/`velocity` of a motion over time (a spring, a decay, a retargeted motion, a
    /// difference of these; `value` of a trace too), at a time or as a function of time over
    /// the motion's window (`MotionWindow`).
    static func curveFunction(_ call: CallArguments, velocity: Bool) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let curve = try bound.argument("curve")
        let name = velocity ? "velocity" : "value"
        if !velocity, case .trace(let trace) = curve.value {
            return try traceValue(trace, bound, curveSpan: curve.span)
        }
        guard let motion = curve.value.motionOverTime else {
            throw Diagnostic(Messages.argumentKind("the first argument of \(name)", expected: "a spring, a decay or a retargeted motion",
                got: curve.value.kindPhrase), curve.span)
        }
        let path = motion.curve
        let evaluate: @Sendable (Double) -> Quantity
        if velocity {
            evaluate = { t in motion.velocity(path.velocity(at: t)) }
        } else {
            evaluate = { t in motion.position(path.position(at: t)) }
        }
        let window = path.timeWindow
        let source = SourcePrinter.value(curve.value)
        if let t = try bound[ifGiven: .readTime] {
            return .number(evaluate(t))
        }
        let domain = RangeValue(lower: Quantity(0, .time), upper: Quantity(max(window, 0.001), .time))
        let function = FunctionValue(
            body: .native(arity: 1, source: "t -> \(name)(\(source), t)") { inner throws(Diagnostic) in
                let t = try inner.bind(positional: ["t"]).quantity("t", .time)
                return .number(evaluate(t.value))
            },
            domain: domain,
            outputUnit: evaluate(0).displayUnit)
        return .function(function)
    }
}
