extension MotionLibraryPlatform {
    /// A new `animate` from the current frame (`MotionLibraryRetargetFrames`).
    public var retarget: PlatformRetarget? {
        PlatformRetarget(.restartsFromFrame, "what Motion draws, frame by frame",
                         help: "platform: motion gives what Motion (Framer Motion 12.36+) draws at fps:, as a trace",
                         meaning: "what Motion draws, frame by frame: it starts from the old spring's value at that time with the velocity of the value's "
                             + "last two updates (a frame difference), on its own clock, and the last frame of each spring snaps to its target (a trace "
                             + "over wall time; every retarget of the chain runs Motion's way); a motion.spring given by duration or visualDuration "
                             + "starts at rest, dropping that velocity, runs the stiffness Motion resolves (findSpring's Newton steps for a duration), and "
                             + "one given by duration ends on the first frame at or after its duration",
                         frames: RetargetFrames(
                            possessive: "Motion's", thresholds: "Motion: 0.005 and 0.01/s under 5 units, 0.5 and 2/s from 5",
                            restOptions: ("Motion's restSpeed for every spring of the chain, in distance's units per second: slower than this (and within "
                                            + "restDelta) counts as at rest (default 0.01 for a move under 5 units, 2 from 5)",
                                          "Motion's restDelta for every spring of the chain, in distance's units: this near the target (and under "
                                            + "restSpeed) counts as there (default 0.005 for a move under 5 units, 0.5 from 5)"),
                            draw: Self.retargetFrames))
    }

    /// A spring of the chain as Motion is given it: `motion.spring(duration:, bounce:)` and
    /// `motion.spring(visualDuration:, bounce:)` as those options (Motion resolves them, starts
    /// them at rest, and ends a duration spring at it); any other as its stiffness, damping
    /// and mass.
    static func options(_ written: RetargetChain.Written) -> MotionLibrarySpringOptions {
        let bounce = written.values["bounce"] ?? MotionLibrarySpring.defaultBounce
        if written.form == .motionDuration, let duration = written.values["duration"] { return .duration(duration, bounce: bounce) }
        if written.form == .motionVisualDuration, let visual = written.values["visualDuration"] { return .visualDuration(visual, bounce: bounce) }
        return MotionLibrarySpringOptions(written.spring)
    }

    /// The whole chain run as Motion runs it (`MotionLibraryRetargetFrames`): the first spring
    /// 0 → distance at 0, each retarget an `animate` call at its time with its spring in the
    /// form it was written, and restSpeed/restDelta passed to every call; a trace of progress
    /// (value/distance) over wall time.
    @Sendable static func retargetFrames(_ chain: RetargetChain, _ o: RetargetFrameOptions) throws(MotionError) -> Trace<Double> {
        let segments = chain.motion.segments
        // Segment i runs springs[i] (the chain's own record of how each spring was written).
        let options = segments.indices.map { i in
            i < chain.springs.count ? Self.options(chain.springs[i]) : MotionLibrarySpringOptions(segments[i].spring)
        }
        let retargets = segments.indices.dropFirst().map { i in
            MotionLibraryRetargetFrames.Retarget(milliseconds: segments[i].start * 1000, target: segments[i].target * o.distance, spring: options[i])
        }
        let frames = MotionLibraryRetargetFrames(spring: options[0], velocity: segments[0].spring.initialVelocity * o.distance,
                                                 distance: o.distance, framesPerSecond: o.framesPerSecond, retargets: retargets,
                                                 restSpeed: o.restSpeed, restDelta: o.restDelta)
        guard let trace = frames.trace(limit: o.limit) else {
            throw MotionError(parameter: "", message: "Motion never ends this motion: a spring in it does not come to rest within Motion's 20 s limit, "
                                  + "so its animation runs on (\(o.limit) frames drawn); give it more damping")
        }
        return trace
    }
}
