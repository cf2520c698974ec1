/// A fitted spring as a motion: the step response of `spring` (progress, from rest).
extension SpringFit: MotionCurve {
    public func position(at t: Double) -> Double { spring.value(at: t) }
    public func velocity(at t: Double) -> Double { spring.velocity(at: t) }
    public var startPosition: Double { 0 }
    public var targetPosition: Double { 1 }
    public var settleTime: Double { spring.settlingTime() }
    public var ending: MotionEnding { .approaches }
    public var timeScale: Double { spring.response }
}
