import FluidMotion

/// Messages about cubic-Bézier easings and `fit`; the easings they show are the registry's
/// (`MotionPlatforms.exampleEasing`, `easingPaths`, `easingTitle(of:)`).
extension Messages {
    static let cubicBezierArguments = Message(.cubicBezierArguments, "cubicBezier takes four numbers x1, y1, x2, y2, like cubicBezier(0.25, 0.1, 0.25, 1)"
                                              + (MotionPlatforms.easingTitle(of: .ease).map { " (\($0))" } ?? ""))
    static let fitCurveKind = "an easing with a duration, like fit(\(MotionPlatforms.exampleEasing), duration: 300ms), or a trace"
    static let fitNeedsDuration = Message(.fitNeedsDuration, "an easing has no duration of its own; say how long it plays, like fit("
                                          + MotionPlatforms.exampleEasing + ", duration: 300ms)")
    static let fitDurationPositive = Message(.fitDurationPositive, "duration must be a positive time, like 300ms")
    static let fitDurationRange = Message(.fitDurationRange, "duration must be from 1 ms to 1 hour, like 300ms")
    static let fitDurationForEasings = Message(.fitDurationForEasings, "duration: is for an easing; a trace has its own times")
    static let fitEndsForTraces = Message(.fitEndsForTraces, "from: and to: are for a trace (its start and target values); an easing already goes from 0 to 1")
    static let fitPlanarTrace = Message(.fitPlanarTrace, "fit takes a one-axis trace; choose an axis, like fit(tr.x) or fit(tr.y)")
    static func fitStill(_ value: String) -> Message {
        Message(.fitStill, "the trace does not move: it starts and ends at \(value); give the move's ends, like from: 0pt, to: 100pt")
    }
    static func fitTooFewSamples(_ count: Int) -> Message {
        Message(.fitTooFewSamples, "a fit needs at least 4 samples; this trace has \(count)")
    }
    static let fitOtherFunction = Message(.fitOtherFunction,
                                          "fit samples easings made by cubicBezier(…) or \(MotionPlatforms.easingPaths) only; "
                                              + "for another curve, make a trace of it, like trace(times, values)")
}
