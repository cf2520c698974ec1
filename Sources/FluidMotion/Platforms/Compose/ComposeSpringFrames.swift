/// What Jetpack Compose draws of a spring, frame by frame (androidx compose animation-core:
/// `FloatSpringSpec` and `SpringSimulation.updateValues`, the duration from
/// `estimateAnimationDurationMillis`, driven as `SuspendAnimation.animate` drives a
/// `TargetBasedAnimation`). Compose's spring is the exact closed form, but what it returns is
/// not the ideal curve:
///
/// - **The clock.** Each frame's play time is the vsync time since the animation's first frame
///   (whole nanoseconds; frame n at ⌊n·10⁹/fps⌋ ns here), divided by the duration scale as a
///   Float (`((frameTimeNanos − startTimeNanos) / durationScale).toLong()`, scale 1): the
///   nanoseconds pass through a Float, so above 2²⁴ ns (16.8 ms) they are rounded to 24
///   bits. `FloatSpringSpec` then truncates them to whole milliseconds (`playTimeNanos /
///   MillisToNanos`): at 60 Hz the frames are evaluated at 0, 16, 33, 50, 66, … ms.
/// - **Floats.** Stiffness, damping ratio, start, target and velocity are Floats; the closed
///   form runs in Doubles from them (ω = √k, the start's offset `from − to` subtracted as
///   Floats) and the value is returned as a Float.
/// - **The end.** The animation lasts `estimateAnimationDurationMillis(k, ζ, v/threshold,
///   (from − to)/threshold, delta 1)` ms: the time the motion (the envelope, when
///   under-damped) is last `visibilityThreshold` units from the target, by Compose's own
///   Newton iteration, truncated to whole ms. The first frame whose play time reaches it
///   shows the target exactly; ζ = 0 never ends (Long.MAX_VALUE / 10⁶ ms), and a start within
///   the threshold ends on the first frame (the estimate is then negative).
///
/// The threshold is in units: Compose's default is 0.01 for a Float
/// (`Spring.DefaultDisplacementThreshold`), 0.1 for Dp, 0.5 for Offset, Size and Rect (px),
/// 1 for Int, IntOffset and IntSize (`VisibilityThresholds.kt`).
public struct ComposeSpringFrames: Sendable, Hashable {
    /// Compose's `dampingRatio` (≥ 0).
    public var dampingRatio: Float
    /// Compose's `stiffness` (> 0), per unit mass.
    public var stiffness: Float
    /// Compose's `visibilityThreshold`, in units (> 0).
    public var visibilityThreshold: Float
    public var from: Float
    public var to: Float
    /// Units per second, as `animate(initialVelocity =)` takes it.
    public var velocity: Float
    /// Frames per second of the display.
    public var framesPerSecond: Double

    /// Compose's `spring<Float>(dampingRatio, stiffness, visibilityThreshold)` run from `from`
    /// to `to` with `velocity` (units per second), each rounded to a Float as Kotlin holds it.
    public init(dampingRatio: Double = 1, stiffness: Double = 1500, visibilityThreshold: Double = 0.01,
                from: Double = 0, to: Double = 1, velocity: Double = 0, framesPerSecond: Double = 60) {
        self.dampingRatio = Float(dampingRatio)
        self.stiffness = Float(stiffness)
        self.visibilityThreshold = Float(visibilityThreshold)
        self.from = Float(from)
        self.to = Float(to)
        self.velocity = Float(velocity)
        self.framesPerSecond = framesPerSecond
    }

    /// The frames a `Spring` gives as Compose runs it: stiffness k/m and the damping ratio
    /// (Compose has no mass), velocity the spring's relative velocity times the move.
    public init(spring: Spring, from: Double = 0, to: Double = 1, framesPerSecond: Double = 60, visibilityThreshold: Double = 0.01) {
        self.init(dampingRatio: spring.dampingRatio, stiffness: spring.stiffness / spring.mass, visibilityThreshold: visibilityThreshold,
                  from: from, to: to, velocity: spring.initialVelocity * (to - from), framesPerSecond: framesPerSecond)
    }

    // MARK: - The clock (ComposeFrameClock)

    var clock: ComposeFrameClock { ComposeFrameClock(framesPerSecond: framesPerSecond) }

    /// The vsync time of frame n since the first frame, whole ns: ⌊n·10⁹/fps⌋.
    public func frameNanos(_ n: Int) -> Int64 { clock.frameNanos(n) }

    /// The play time Compose passes the spec at frame n: the frame time through a Float
    /// (duration scale 1).
    public func playTimeNanos(frame n: Int) -> Int64 { clock.playTimeNanos(frame: n) }

    // MARK: - FloatSpringSpec

    /// `FloatSpringSpec.getValueFromNanos(playTimeNanos, from, to, velocity)`: the closed form
    /// at ⌊playTimeNanos/10⁶⌋ ms, returned as a Float. In Doubles from the Floats, with
    /// ω = √k, r = −ζω, x0 = from − to (a Float), v0 the velocity, t in seconds:
    ///
    ///     ζ > 1: s = ω√(ζ²−1), γ± = r ± s, B = (γ−·x0 − v0)/(γ− − γ+), A = x0 − B,
    ///            x = A·e^(γ−·t) + B·e^(γ+·t)
    ///     ζ = 1: x = (x0 + (v0 + ω·x0)·t)·e^(−ωt)
    ///     ζ < 1: ωd = ω√(1−ζ²), x = e^(rt)·(x0·cos ωd·t + (−r·x0 + v0)/ωd · sin ωd·t)
    ///
    /// and the value is Float(x + to).
    public func value(atNanos playTimeNanos: Int64) -> Float {
        let milliseconds = playTimeNanos / 1_000_000
        let omega = Double(stiffness).squareRoot()
        let zeta = Double(dampingRatio)
        let x0 = Double(from - to), v0 = Double(velocity)
        let t = Double(milliseconds) / 1000
        let zeta2 = zeta * zeta
        let r = -zeta * omega
        let displacement: Double
        if dampingRatio > 1 {
            let s = omega * (zeta2 - 1).squareRoot()
            let gammaPlus = r + s, gammaMinus = r - s
            let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
            let a = x0 - b
            displacement = a * exp(gammaMinus * t) + b * exp(gammaPlus * t)
        } else if dampingRatio == 1 {
            let b = v0 + omega * x0
            displacement = (x0 + b * t) * exp(-omega * t)
        } else {
            let dampedFrequency = omega * (1 - zeta2).squareRoot()
            let sinCoefficient = (1 / dampedFrequency) * ((-r * x0) + v0)
            let phase = dampedFrequency * t
            displacement = exp(r * t) * (x0 * cos(phase) + sinCoefficient * sin(phase))
        }
        return Float(displacement + Double(to))
    }

    /// `FloatSpringSpec.getDurationNanos(from, to, velocity)`: Compose's estimate in whole ms
    /// (`estimateAnimationDurationMillis`) for the move and velocity in thresholds, times 10⁶.
    /// Negative when the start is within the threshold; Long.MAX_VALUE / 10⁶ ms when ζ = 0.
    public var durationNanos: Int64 {
        let k = Float(Double(stiffness).squareRoot() * Double(stiffness).squareRoot())
        let milliseconds = Self.estimatedDurationMillis(stiffness: k, dampingRatio: dampingRatio,
                                                        initialVelocity: velocity / visibilityThreshold,
                                                        initialDisplacement: (from - to) / visibilityThreshold)
        return milliseconds &* 1_000_000
    }

    // MARK: - Frames

    /// The values drawn at frames 0, 1, 2, … (frame 0 is the one the animation starts on, at
    /// play time 0), the last one the frame that finishes (showing `to`), at most `limit`
    /// frames; `finished` is false when the limit came first.
    public func drawn(limit: Int = 100_000) -> (values: [Float], finished: Bool) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, stiffness > 0, stiffness.isFinite, dampingRatio >= 0, dampingRatio.isFinite,
              visibilityThreshold.isFinite, visibilityThreshold > 0, [from, to, velocity].allSatisfy(\.isFinite) else { return ([], false) }
        return clock.drawn(durationNanos: durationNanos, end: to, limit: limit) { value(atNanos: $0) }
    }

    /// The drawn frames as a trace of progress (0 at `from`, 1 at `to`; units moved when
    /// `from` = `to`) over wall-clock seconds, frame n at n/fps. Nil when it does not finish
    /// within `limit` frames.
    public func trace(limit: Int = 100_000) -> Trace<Double>? {
        let (values, finished) = drawn(limit: limit)
        guard finished else { return nil }
        let start = Double(from), span = Double(to) - Double(from)
        let times = values.indices.map(clock.seconds)
        let progress = values.map { span == 0 ? Double($0) - start : (Double($0) - start) / span }
        return Trace(unchecked: times, progress)
    }

    /// Wall-clock seconds from the first frame to the frame that finishes, +∞ when it does
    /// not within `limit` frames.
    public func duration(limit: Int = 100_000) -> Double {
        let (values, finished) = drawn(limit: limit)
        return finished ? clock.seconds(frame: values.count - 1) : .infinity
    }
}

// MARK: - estimateAnimationDurationMillis

extension ComposeSpringFrames {
    /// Compose's `estimateAnimationDurationMillis(stiffness, dampingRatio, initialVelocity,
    /// initialDisplacement, delta = 1)` (SpringEstimation.kt), in whole ms: the time the
    /// spring, started `initialDisplacement` from its target with `initialVelocity` (both in
    /// thresholds, per second), is last 1 from the target. With c the damping coefficient
    /// 2ζ√k and the roots r = (−c ± √(c² − 4k))/2, p0 = |x0| and v0 the velocity toward the
    /// target's sign convention (negated when x0 < 0):
    ///
    /// - ζ < 1: the envelope: c2 = (v0 − r·p0)/Im r, t = ln(1/√(p0² + c2²))/Re r.
    /// - ζ = 1 and ζ > 1: Newton's method on x(t) ± 1 = 0 from Compose's own first guess,
    ///   stopped when a step is at most 1 ms or after 100 steps (the over-damped one returns
    ///   its guess when the slope there is under 10⁻⁴).
    ///
    /// Seconds × 1000 truncated as Kotlin's `toLong()`. ζ = 0 gives Long.MAX_VALUE / 10⁶; a
    /// start at rest on its target gives 0.
    public static func estimatedDurationMillis(stiffness: Float, dampingRatio: Float, initialVelocity: Float, initialDisplacement: Float) -> Int64 {
        if dampingRatio == 0 { return Int64.max / 1_000_000 }
        let k = Double(stiffness), zeta = Double(dampingRatio)
        let damping = 2.0 * zeta * k.squareRoot()
        let partialRoot = damping * damping - 4.0 * k
        let rootReal = partialRoot < 0 ? 0.0 : partialRoot.squareRoot()
        let rootImaginary = partialRoot < 0 ? abs(partialRoot).squareRoot() : 0.0
        let firstReal = (-damping + rootReal) * 0.5
        let firstImaginary = rootImaginary * 0.5
        let secondReal = (-damping - rootReal) * 0.5
        let position = Double(initialDisplacement), velocity = Double(initialVelocity)
        if position == 0 && velocity == 0 { return 0 }
        let v0 = position < 0 ? -velocity : velocity
        let p0 = abs(position)
        let seconds: Double
        if zeta > 1 {
            seconds = overDamped(r1: firstReal, r2: secondReal, p0: p0, v0: v0)
        } else if zeta < 1 {
            let c2 = (v0 - firstReal * p0) / firstImaginary
            seconds = log(1 / (p0 * p0 + c2 * c2).squareRoot()) / firstReal
        } else {
            seconds = criticallyDamped(r: firstReal, p0: p0, v0: v0)
        }
        return Kotlin.long(seconds * 1000)
    }

    static func criticallyDamped(r: Double, p0: Double, v0: Double) -> Double {
        let delta = 1.0
        let c1 = p0, c2 = v0 - r * c1
        let t1 = log(abs(delta / c1)) / r
        let guess = log(abs(delta / c2))
        var w = guess
        for _ in 0...5 { w = guess - log(abs(w / r)) }
        let t2 = w / r
        var t = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : max(t1, t2))
        let tInflection = -(r * c1 + c2) / (r * c2)
        let xInflection = c1 * exp(r * tInflection) + c2 * tInflection * exp(r * tInflection)
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0 {
            signedDelta = -delta
        } else if tInflection > 0 && -xInflection < delta {
            if c2 < 0 && c1 > 0 { t = 0 }
            signedDelta = -delta
        } else {
            t = -(2.0 / r) - (c1 / c2)
            signedDelta = delta
        }
        var step = Double.greatestFiniteMagnitude
        var iterations = 0
        while step > 0.001 && iterations < 100 {
            iterations += 1
            let last = t
            let f = (c1 + c2 * t) * exp(r * t) + signedDelta
            let slope = (c2 * (r * t + 1) + c1 * r) * exp(r * t)
            t = t - f / slope
            step = abs(last - t)
        }
        return t
    }

    static func overDamped(r1: Double, r2: Double, p0: Double, v0: Double) -> Double {
        let delta = 1.0
        let c2 = (r1 * p0 - v0) / (r1 - r2)
        let c1 = p0 - c2
        let t1 = log(abs(delta / c1)) / r1
        let t2 = log(abs(delta / c2)) / r2
        var t = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : max(t1, t2))
        let tInflection = log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0 {
            signedDelta = -delta
        } else if tInflection > 0 && -(c1 * exp(r1 * tInflection) + c2 * exp(r2 * tInflection)) < delta {
            if c2 > 0 && c1 < 0 { t = 0 }
            signedDelta = -delta
        } else {
            t = log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
            signedDelta = delta
        }
        if abs(c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)) < 0.0001 { return t }
        var step = Double.greatestFiniteMagnitude
        var iterations = 0
        while step > 0.001 && iterations < 100 {
            iterations += 1
            let last = t
            let f = c1 * exp(r1 * t) + c2 * exp(r2 * t) + signedDelta
            let slope = c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
            t = t - f / slope
            step = abs(last - t)
        }
        return t
    }
}
