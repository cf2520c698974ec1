/// What Rebound draws frame by frame, as fluid's `reboundFrames(…)`: a spring
/// (`ReboundFrames`) or its coasting spring (`ReboundCoasting.frames`).
extension ReboundPlatform {
    public var frameDrawings: [FrameDrawing] {
        [FrameDrawing(
            name: "reboundFrames",
            summary: "what Rebound (rebound-js 0.1.0: Origami, Rebound for Android, older React Native) draws of a spring at a display's frame rate: "
                + "1 ms steps of Runge–Kutta drained from each frame's time (64 ms at most; the first frame gives 1 ms), the leftover blended back, "
                + "at rest under restSpeed within restDisplacement; frames timed by its browser AnimationLooper (whole ms of Date.now()) unless "
                + "looper: \"stepping\"; a trace of progress over wall time",
            example: "reboundFrames(origami.spring(tension: 40, friction: 7), fps: 120)",
            subject: FrameSubject("spring", takes: "a spring or a rebound decay",
                                  "the spring, run as Rebound's SpringConfig(tension k/m, friction c/m) with its velocity; or a coasting spring, "
                                    + "decay(v, model: rebound, friction:), its trace the distance travelled"),
            options: [.number(.fps), .number(Self.restSpeed), .number(Self.restDisplacement), .flag(Self.overshootClamping),
                      .choice(Self.looper, default: ReboundLooper.animation.rawValue)],
            draw: Self.frames)]
    }

    /// `restSpeedThreshold`.
    static let restSpeed = FrameNumber(
        "restSpeed", .plain, default: 0.001, range: .positive("a positive number"), example: "0.001",
        "Rebound's restSpeedThreshold: slower than this (progress per second) counts as still")
    /// `restDisplacementThreshold`.
    static let restDisplacement = FrameNumber(
        "restDisplacement", .plain, default: 0.001, range: .positive("a positive number"), example: "0.001",
        "Rebound's restDisplacementThreshold: this near the target (progress) counts as there")
    /// `overshootClamping`.
    static let overshootClamping = FrameFlag("overshootClamping", "Rebound's overshoot clamping: stop at the target the moment it is passed")

    /// Which looper times the frames.
    static let looper = FrameChoice(
        "looper", words: ReboundLooper.allCases.enumerated().map { ($0.element.rawValue, Double($0.offset)) }, example: "stepping",
        "which rebound-js looper times the frames: animation, " + ReboundLooper.animation.phrase + "; stepping, " + ReboundLooper.stepping.phrase)

    private static let runs = "reboundFrames runs a spring or Rebound's coasting spring, decay(v, model: rebound, friction: 7)"

    @Sendable static func frames(_ call: FrameCall) throws(DrawingRefusal) -> FrameTrace {
        var coasting: ReboundCoasting?
        var spring: Spring?
        switch call.subject {
        case .decay(let decay, let model)?:
            guard let given = decay.curve as? ReboundCoasting else {
                throw DrawingRefusal(.subject, "\(runs); this decay's model is \(model)", at: .value("spring"))
            }
            coasting = given
        case .spring(let given)?: spring = given
        case let other?: throw DrawingRefusal(.subject, "\(runs); this is \(other.kind)", at: .value("spring"))
        case nil: throw DrawingRefusal(.subject, runs, at: .call)
        }
        let fps = call[.fps] ?? 60
        let restSpeed = call[restSpeed] ?? 0.001, restDisplacement = call[restDisplacement] ?? 0.001
        let clamping = call[overshootClamping]
        let looper = call[looper].map { ReboundLooper.allCases[Int($0)] } ?? .animation
        if let coasting {
            // A coasting spring: the distance travelled, in the velocity's length unit.
            if clamping {
                throw DrawingRefusal(.option, "overshootClamping: is for a spring with a target; a coasting spring has none",
                                     at: .argument(overshootClamping.name))
            }
            var frames = coasting.frames(framesPerSecond: fps, looper: looper)
            frames.restSpeed = restSpeed
            guard let trace = frames.trace(limit: call.limit) else {
                throw DrawingRefusal(.unfinished, "Rebound does not bring this coasting spring to rest within \(call.limit) frames (its friction is too low)",
                                   at: .value("spring"))
            }
            return FrameTrace(trace, .position(unitOf: "spring"))
        }
        guard let spring else { throw DrawingRefusal(.subject, runs, at: .value("spring")) }
        let frames = ReboundFrames(spring: spring, framesPerSecond: fps, restSpeed: restSpeed, restDisplacement: restDisplacement,
                                   overshootClamping: clamping, looper: looper)
        guard let trace = frames.trace(limit: call.limit) else {
            throw DrawingRefusal(.unfinished, "Rebound does not bring this spring to rest within \(call.limit) frames (its damping is too low to settle)",
                               at: .value("spring"))
        }
        return FrameTrace(trace)
    }
}
