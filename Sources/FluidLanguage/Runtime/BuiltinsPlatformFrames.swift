import FluidMotion

extension Builtins {
    /// What a platform draws frame by frame, as a trace (FluidMotion/ReactSpringFrames.swift).
    static let platformFrames: [Builtin] = [
        Builtin("reactspringFrames", "what react-spring 9.7 draws of a spring at a display's frame rate: each frame runs ⌈dt⌉ steps of 1 ms, 17 ms of motion per 16.7 ms frame at 60 Hz, 9 per 8.3 at 120 Hz; a trace of progress over wall time, to plot, diff or read with value(…, t)",
                example: "reactspringFrames(reactspring.default, fps: 120)",
                ParameterTable([
                    .value("spring", takes: "a spring", positional: true, "the spring, run as react-spring's config { tension, friction, mass, velocity }"),
                    .quantity("fps", .plain, default: 60, "frames per second of the display, 1 to 1000"),
                    .quantity("distance", .length, default: 1, "the size of the move, in react-spring's units: its precision is 0.1 % of it (at most 1)"),
                    .quantity("precision", .plain, optional: true, "react-spring's precision: how near the target counts as there, in units (default min(1, distance/1000))"),
                    .quantity("restVelocity", .plain, optional: true, "react-spring's restVelocity, units per ms (default precision/10)"),
                    .value("clamp", takes: "true or false", default: "false", "react-spring's clamp: stop at the target instead of overshooting"),
                ]), reactspringFrames),
    ]

    @Sendable static func reactspringFrames(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let argument = try bound.argument("spring")
        guard case .spring(let spring) = argument.value else {
            throw Diagnostic("reactspringFrames runs a spring; this is \(argument.value.kindPhrase)", argument.span)
        }
        let fps = try bound.quantity("fps", .plain, default: 60).value
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw Diagnostic("fps: is 1 to 1000 frames per second, like fps: 120", bound.span("fps"))
        }
        let distance = abs(try bound.quantity("distance", .length, default: 1).value)
        guard distance.isFinite, distance > 0, distance < 1e12 else {
            throw Diagnostic("distance: is a finite size other than 0, like 300pt", bound.span("distance"))
        }
        var limits: [String: Double] = [:]
        for label in ["precision", "restVelocity"] where bound.has(label) {
            let value = try bound.quantity(label, .plain).value
            guard value.isFinite, value > 0 else { throw Diagnostic("\(label): is a positive number (react-spring takes 0 as unset)", bound.span(label)) }
            limits[label] = value
        }
        var clamp = false
        if bound.has("clamp") {
            let value = try bound.argument("clamp")
            guard case .bool(let flag) = value.value else { throw Diagnostic("clamp: is true or false", value.span) }
            clamp = flag
        }
        let frames = ReactSpringFrames(spring: spring.spring, to: distance, framesPerSecond: fps,
                                       precision: limits["precision"], restVelocity: limits["restVelocity"], clamp: clamp)
        guard let trace = frames.trace(limit: reactSpringFrameLimit) else {
            throw Diagnostic("react-spring does not bring this spring to rest within \(reactSpringFrameLimit) frames (its damping is too low to settle)", argument.span)
        }
        return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
    }

    /// Frames `reactspringFrames` runs at most (an hour at 28 Hz; about 14 minutes at 120 Hz).
    static let reactSpringFrameLimit = 100_000
}
