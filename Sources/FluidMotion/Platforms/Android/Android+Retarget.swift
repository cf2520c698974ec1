extension AndroidPlatform {
    /// animateToFinalPosition (`AndroidSpringAnimation.frames(retargets:)`).
    public var retarget: PlatformRetarget? {
        PlatformRetarget(.movesFinalPosition, "what SpringAnimation draws after animateToFinalPosition",
                         help: "platform: android what SpringAnimation draws when animateToFinalPosition is called while it runs (the new target half a "
                             + "frame in), as a trace",
                         meaning: "what SpringAnimation draws when animateToFinalPosition(to) is called at that time: the call waits for the next frame, "
                             + "which runs half its milliseconds toward the old target and half toward the new one, in Floats, and it ends within 0.75 × "
                             + "the minimum visible change (an alpha's for a move of 1, a pixel's for a longer one); the spring stays the one it started with",
                         frames: RetargetFrames(possessive: "Android's", fpsNote: "at whole milliseconds",
                                                thresholds: "Android: an alpha's 0.75/256 for a move of 1, else 0.75 px",
                                                restRule: "ends by SpringAnimation's own rule", draw: Self.retargetFrames))
    }

    /// The whole chain run as Android runs it (`AndroidSpringAnimation.frames(retargets:)`): a
    /// `SpringAnimation` 0 → distance from the first spring (stiffness k/m, its damping ratio,
    /// `setStartVelocity`), each retarget an `animateToFinalPosition(to × distance)` call at its
    /// time; a trace of progress (value/distance) over wall time. SpringAnimation keeps its
    /// SpringForce, so a retarget that changes the spring is refused rather than approximated.
    @Sendable static func retargetFrames(_ chain: RetargetChain, _ o: RetargetFrameOptions) throws(MotionError) -> Trace<Double> {
        let segments = chain.motion.segments
        let base = segments[0].spring
        for segment in segments.dropFirst() where segment.spring.stiffness / segment.spring.mass != base.stiffness / base.mass
            || segment.spring.dampingRatio != base.dampingRatio {
            throw MotionError(parameter: "", message: "Android's animateToFinalPosition changes only the target: SpringAnimation keeps the SpringForce "
                                  + "it started with, so retarget with to: alone for platform: android")
        }
        let retargets = segments.dropFirst().map { segment in
            AndroidSpringAnimation.Retarget(milliseconds: segment.start * 1000, finalPosition: Float(segment.target * o.distance))
        }
        let animation = AndroidSpringAnimation(spring: base, distance: o.distance,
                                               minimumVisibleChange: AndroidSpringAnimation.minimumVisibleChange(forMoveOf: o.distance),
                                               framesPerSecond: o.framesPerSecond)
        guard let trace = animation.progressTrace(retargets: retargets, limit: o.limit) else {
            throw MotionError(parameter: "", message: "SpringAnimation does not bring this motion to rest within \(o.limit) frames "
                                  + "(its damping is too low to settle)")
        }
        return trace
    }
}
