/// What Jetpack Compose draws frame by frame, as fluid's `composeFrames(…)`: a spring
/// (`ComposeSpringFrames`) or a decay as animateDecay runs it (`ComposeDecayFrames`).
extension ComposePlatform {
    public var frameDrawings: [FrameDrawing] {
        [FrameDrawing(
            name: "composeFrames",
            summary: "what Jetpack Compose draws of a spring, or of a decay (exponentialDecay or splineBasedDecay, as animateDecay runs it), at a "
                + "display's frame rate: its exact curve, but at whole milliseconds (the vsync clock, through a Float, truncated: 0, 16, 33, 50 ms… "
                + "at 60 Hz), as Floats, ending on the first frame at or after Compose's own duration (for a spring its estimate for the "
                + "visibilityThreshold; for a decay the spec's, whole ms), which shows the target; a trace of progress over wall time, or of a "
                + "decay's position in its units (composeFrames(decay(2000pt/s, model: splineBasedDecay, density: 2.625), fps: 120))",
            example: "composeFrames(compose.spring(dampingRatio: 0.5, stiffness: 400), fps: 120)",
            subject: FrameSubject("spring", takes: "a spring or a Compose decay",
                                  "the spring, run as Compose's spring(dampingRatio, stiffness k/m) with its velocity times the distance; or "
                                    + "decay(v, model: compose) (exponentialDecay) or decay(v, model: splineBasedDecay, density:), flung from 0 at v"),
            options: [
                .number(.fps),
                .number(.distance,
                        meaning: "the size of the move, in the units the threshold is in (a spring's only: a decay goes as far as its velocity takes it)"),
                .number(Self.visibilityThreshold,
                        meaning: "Compose's visibilityThreshold, in units: 0.01 for a Float (Spring.DefaultDisplacementThreshold), 0.1 for Dp, "
                            + "0.5 for Offset/Size/Rect (px), 1 for Int (a spring's only: exponentialDecay's is its absVelocityThreshold)"),
            ],
            draw: Self.frames)]
    }

    /// `visibilityThreshold` of a spring, in units.
    public static let visibilityThreshold = FrameNumber(
        "visibilityThreshold", .plain, default: 0.01, range: .positive("a positive number of units"), example: "0.5",
        "Compose's visibilityThreshold, in units: 0.01 for a Float (Spring.DefaultDisplacementThreshold), 0.1 for Dp, "
            + "0.5 for Offset/Size/Rect (px), 1 for Int")

    @Sendable static func frames(_ call: FrameCall) throws(DrawingRefusal) -> FrameTrace {
        let fps = call[.fps] ?? 60
        switch call.subject {
        case .decay(let decay, let model)?: return try decayFrames(decay, model: model, call: call, fps: fps)
        case .spring(let spring)?:
            let frames = ComposeSpringFrames(spring: spring, to: call[.distance] ?? 1, framesPerSecond: fps,
                                             visibilityThreshold: call[visibilityThreshold] ?? 0.01)
            guard let trace = frames.trace(limit: call.limit) else {
                throw DrawingRefusal(.unfinished, "Compose does not end this spring within \(call.limit) frames (with damping ratio 0 it never ends)",
                                   at: .value("spring"))
            }
            return FrameTrace(trace)
        case let other:
            throw DrawingRefusal(.subject, "composeFrames runs a spring or a Compose decay, decay(v, model: compose) or decay(v, model: splineBasedDecay, "
                               + "density: 2.625)" + (other.map { "; this is \($0.kind)" } ?? ""), at: other == nil ? .call : .value("spring"))
        }
    }

    /// A decay as `ComposeDecayFrames` runs it from 0, a trace of the position in the decay's units.
    static func decayFrames(_ decay: Deceleration, model: String, call: FrameCall, fps: Double) throws(DrawingRefusal) -> FrameTrace {
        for label in [FrameNumber.distance.name, visibilityThreshold.name] where call.has(label) {
            let exponential = label == visibilityThreshold.name ? " (exponentialDecay's threshold is decay(…, absVelocityThreshold:))" : ""
            throw DrawingRefusal(.option, "\(label): is for a spring; a decay goes as far as its velocity takes it\(exponential)", at: .argument(label))
        }
        let frames: ComposeDecayFrames
        if let exponential = decay.curve as? ComposeExponentialDecay {
            frames = ComposeDecayFrames(exponential, framesPerSecond: fps)
        } else if let spline = decay.curve as? ComposeSplineDecay {
            frames = ComposeDecayFrames(spline, framesPerSecond: fps)
        } else {
            throw DrawingRefusal(.subject, "composeFrames runs Compose's decays, decay(v, model: compose) (exponentialDecay) or decay(v, model: "
                               + "splineBasedDecay, density: 2.625); this decay's model is \(model)", at: .value("spring"))
        }
        guard abs(decay.initialVelocity) < 1e30 else {
            throw DrawingRefusal(.option, "composeFrames needs a finite release velocity, like 2000pt/s", at: .value("spring"))
        }
        guard let trace = frames.trace(limit: call.limit) else {
            throw DrawingRefusal(.unfinished, "Compose does not end this decay within \(call.limit) frames (its friction is too low, or its threshold too "
                               + "small, for it to stop sooner)", at: .value("spring"))
        }
        return FrameTrace(trace, .position(unitOf: "spring"))
    }
}
