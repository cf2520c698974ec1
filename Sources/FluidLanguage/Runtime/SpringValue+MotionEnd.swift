import FluidMotion

extension SpringValue {
    /// When Motion (Framer Motion) ends this spring: a spring given by `duration` at its
    /// duration, clamped to 10 ms … 10 s (`MotionLibrarySpring.animationEnd`: the generator's own
    /// duration, which Motion's JavaScript animation runs to; only an accelerated one's
    /// linear() easing rounds it up to the 50 ms grid, `MotionLibrarySpring.durationEnd`); any other by Motion's
    /// rest rule (`Spring.motionRestDuration`), with its thresholds for a move of
    /// `distance` units unless `restSpeed` (units/s) or `restDelta` (units) are given.
    public func motionEnd(distance: Double = 1, restSpeed: Double? = nil, restDelta: Double? = nil) -> Double {
        if form == .motionDuration, let duration = arguments["duration"]?.value {
            return MotionLibrarySpring.animationEnd(duration: duration)
        }
        return spring.motionRestDuration(distance: distance, restSpeed: restSpeed, restDelta: restDelta)
    }

    /// Whether Motion ends this spring at its given duration rather than by its rest rule.
    public var endsAtMotionLibraryDuration: Bool { form == .motionDuration }
}
