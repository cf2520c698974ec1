/// What react-spring draws frame by frame, as fluid's `reactspringFrames(…)`: a spring
/// (`ReactSpringFrames`) or `config { duration, easing }` (`ReactSpringDurationFrames`), its
/// loop's first frame as `ReactSpringFrameLoop` says.
extension ReactSpringPlatform {
    public var frameDrawings: [FrameDrawing] {
        [FrameDrawing(
            name: "reactspringFrames",
            summary: "what react-spring 9.7 draws at a display's frame rate, of a spring (each frame runs ⌈dt⌉ steps of 1 ms: 17 ms of motion "
                + "per 16.7 ms frame at 60 Hz, 9 per 8.3 at 120 Hz) or of config { duration, easing } (the easing at elapsed/duration, elapsed "
                + "the sum of frame intervals; done at 1); started from idle, its loop passes 16.667 ms on the first frame whatever the display "
                + "(17 steps at 120 Hz too); a trace of progress over wall time, to plot, diff or read with value(…, t)",
            example: "reactspringFrames(reactspring.default, fps: 120)",
            subject: FrameSubject("spring", takes: "a spring", optional: true,
                                  "the spring, run as react-spring's config { tension, friction, mass, velocity }"),
            options: [
                .number(Self.duration),
                .easing(name: "easing", shown: Self.easingsPath + ".linear",
                        meaning: "react-spring's easing, with a duration: reactspring.easings.easeOutCubic, …steps(4), or a cubicBezier(…) / "
                            + MotionPlatforms.easingPaths + " curve"),
                .number(Self.progress),
                .number(.fps),
                .number(.distance, meaning: "the size of the move, in react-spring's units: its precision is 0.1 % of it (at most 1)"),
                .number(Self.precision),
                .number(Self.restVelocity),
                .flag(Self.clamp),
                .number(Self.bounce),
                .flag(Self.loopRunning),
            ],
            forms: [["spring", "fps", "distance", "precision", "restVelocity", "clamp", "bounce", "loopRunning"],
                    ["duration", "easing", "progress", "fps", "distance", "loopRunning"]],
            draw: Self.frames)]
    }

    /// The namespace of react-spring's easings in fluid, `reactspring.easings.easeOutCubic`.
    public static let easingsPath = "reactspring.easings"

    /// `config.precision`; left out, min(1, distance/1000).
    static let precision = FrameNumber(
        "precision", .plain, range: .positive("a positive number", reason: "react-spring takes 0 as unset"), example: "0.001",
        "react-spring's precision: how near the target counts as there, in units (default min(1, distance/1000))")
    /// `config.restVelocity`; left out, precision/10.
    static let restVelocity = FrameNumber(
        "restVelocity", .plain, range: .positive("a positive number", reason: "react-spring takes 0 as unset"), example: "0.0001",
        "react-spring's restVelocity, units per ms (default precision/10)")
    /// `config.bounce` (its own, not a spring's bounce).
    static let bounce = FrameNumber(
        "bounce", .plain, range: .closed(0, 1, "0 to 1, the part of its speed the value keeps as it turns back at the target"), example: "0.5",
        "react-spring's bounce, 0 to 1: on reaching the target the velocity turns back, times this (clamp wins)")
    /// `config.duration`: an easing played over this long.
    static let duration = FrameNumber(
        "duration", .time, range: .closed(0, 3600, "0 to 1 hour"), example: "300ms",
        "react-spring's duration: play the easing over this long instead of a spring")
    /// `config.progress` with a duration.
    static let progress = FrameNumber(
        "progress", .plain, default: 0, range: .closed(0, 1, "0 to 1, the part of the easing already played at the start"), example: "0.5",
        "react-spring's progress, with a duration: the part of the easing already played at the start, 0 to 1")
    /// `config.clamp`.
    static let clamp = FrameFlag("clamp", "react-spring's clamp: stop at the target instead of overshooting")
    /// Whether react-spring's frame loop is already running as the animation starts.
    static let loopRunning = FrameFlag(
        "loopRunning",
        "true when another react-spring animation is already running as this one starts: its first frame is then a display frame, "
            + "not the 16.667 ms rafz gives a loop that starts idle")

    private static let durationExample = "reactspringFrames(duration: 300ms, easing: reactspring.easings.easeOutCubic)"

    @Sendable static func frames(_ call: FrameCall) throws(DrawingRefusal) -> FrameTrace {
        let fps = call[.fps] ?? 60, distance = call[.distance] ?? 1
        let loop = call[loopRunning] ? ReactSpringFrameLoop.running : .idle
        if call.has(duration.name) { return try durationFrames(call, fps: fps, distance: distance, loop: loop) }
        for label in ["easing", progress.name] where call.has(label) {
            throw DrawingRefusal(.option, "\(label): goes with a duration: react-spring plays an easing only with config.duration, like \(durationExample)",
                               at: .argument(label))
        }
        guard let subject = call.subject else {
            throw DrawingRefusal(.subject, "reactspringFrames runs a spring or a duration, like reactspringFrames(reactspring.default) or \(durationExample)",
                               at: .call)
        }
        guard case .spring(let spring) = subject else {
            throw DrawingRefusal(.subject, "reactspringFrames runs a spring; this is \(subject.kind)", at: .value("spring"))
        }
        let frames = ReactSpringFrames(spring: spring, to: distance, framesPerSecond: fps, precision: call[precision], restVelocity: call[restVelocity],
                                       clamp: call[clamp], bounce: call[bounce], loop: loop)
        guard let trace = frames.trace(limit: call.limit) else {
            throw DrawingRefusal(.unfinished, "react-spring does not bring this spring to rest within \(call.limit) frames (its damping is too low to settle)",
                               at: .value("spring"))
        }
        return FrameTrace(trace)
    }

    /// `config { duration, easing, progress }` frame by frame (`ReactSpringDurationFrames`).
    static func durationFrames(_ call: FrameCall, fps: Double, distance: Double, loop: ReactSpringFrameLoop) throws(DrawingRefusal) -> FrameTrace {
        for label in ["spring", precision.name, restVelocity.name, clamp.name, bounce.name] where call.has(label) {
            throw DrawingRefusal(.option, "\(label) is for a spring; with a duration react-spring plays the easing and no spring: leave out one or the other",
                               at: .argument(label))
        }
        var easing = ReactSpringDurationFrames.Easing.reactSpring(.named(.linear))
        if let given = call.easings["easing"] {
            if let source = given.source, let named = ReactSpringEasing(source: source) {
                easing = .reactSpring(named)
            } else if let timing = given.timing {
                easing = .cubicBezier(timing)
            } else {
                throw DrawingRefusal(.option, "easing: is one of react-spring's easings, like reactspring.easings.easeOutCubic, or a curve made by "
                                   + "cubicBezier(…) or \(MotionPlatforms.easingPaths); this is \(given.kind)", at: .value("easing"))
            }
        }
        let frames = ReactSpringDurationFrames(duration: (call[duration] ?? 0) * 1000, easing: easing, progress: call[progress] ?? 0, to: distance,
                                               framesPerSecond: fps, loop: loop)
        guard let trace = frames.trace(limit: call.limit) else {
            throw DrawingRefusal(.unfinished, "react-spring does not finish this duration within \(call.limit) frames; try a shorter duration or a lower fps",
                               at: .argument(duration.name))
        }
        return FrameTrace(trace)
    }
}

extension ReactSpringEasing {
    /// The easing a fluid value prints as (`reactspring.easings.easeOutCubic`,
    /// `reactspring.easings.steps(4, "start")`); nil for any other source.
    public init?(source: String) {
        let prefix = ReactSpringPlatform.easingsPath + "."
        guard source.hasPrefix(prefix) else { return nil }
        let name = source.dropFirst(prefix.count)
        if let named = Name(rawValue: String(name)) {
            self = .named(named)
            return
        }
        for direction in StepDirection.allCases {
            if name.hasPrefix("steps("), let count = Int(name.dropFirst("steps(".count).prefix { $0.isNumber }),
               ReactSpringEasing.steps(count, direction).name == name {
                self = .steps(count, direction)
                return
            }
        }
        return nil
    }
}
