/// Every deceleration model as a motion over time: distance travelled from the release
/// point (0) toward where its rest rule leaves it (`distance`), settling at `restTime`, after
/// which the platform ends the animation (`.stops`). Its time scale is the time constant 1/λ.
extension DecelerationCurve {
    public var startPosition: Double { 0 }
    public var targetPosition: Double { distance }
    public var settleTime: Double { restTime }
    public var ending: MotionEnding { .stops }
    public var timeScale: Double { 1 / decayConstant }
}

/// Any one model, as the models themselves.
extension Deceleration: MotionCurve {
    public var startPosition: Double { 0 }
    public var targetPosition: Double { distance }
    public var settleTime: Double { stopTime() }
    public var ending: MotionEnding { .stops }
    public var timeScale: Double { 1 / decayConstant }
}
