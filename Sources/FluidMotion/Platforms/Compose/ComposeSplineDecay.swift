/// Jetpack Compose's `splineBasedDecay(density)` (androidx compose animation
/// `SplineBasedFloatDecayAnimationSpec` and its `FlingCalculator`): Android's native scroll
/// fling, the curve `android.widget.Scroller`/`OverScroller` draws. Not an exponential decay:
/// the fling's distance and duration come from its speed, and the motion in between follows
/// a fixed spline (`ComposeFlingSpline`).
///
/// With the screen density d (pixels per dp; 1 is 160 dpi), the deceleration
/// F = 0.015 · (9.80665 · 39.37 · d · 160 · 0.84): ViewConfiguration's scroll friction times
/// gravity in pixels per second² at that density (the "magic physical coefficient"); with
/// γ = ln 0.78 / ln 0.9 ≈ 2.358 (DecelerationRate) and l = ln(0.35·|v0|/F), in pixels,
/// seconds and milliseconds:
///
///     duration T = 1000·e^(l/(γ − 1)) ms, truncated to whole ms
///     distance D = F·e^(γ/(γ − 1)·l)   (∝ |v0|^1.736)
///     x(t) = sign(v0)·D·spline(t/T),   v(t) = sign(v0)·D·spline′(t/T)/T
///
/// It has no velocity threshold: it ends at T, at sign(v0)·D (`targetValue`). Velocities and
/// distances are in the units animated, for Compose the device's pixels; at density 1 a
/// pixel is a dp, and in dp the curve is the same at every density (F scales with d as the
/// pixels do), up to Float rounding and the whole-ms duration.
///
/// The `MotionCurve` is the ideal curve: the spline in Doubles at continuous time, with
/// Compose's own distance and duration. What Compose returns frame by frame is
/// `value(atNanos:)`/`velocity(atNanos:)`: play time truncated to whole milliseconds, the
/// arithmetic in Floats where Kotlin's is (ln and exp in Doubles, then rounded), bit for bit.
/// Edge cases as Compose has them: v0 = 0 gives duration 0 and distance 0; a fling shorter
/// than 1 ms has duration 0, its value the target at once and its velocity 0/0 (NaN); the
/// duration in ms saturates at Int64.max and the nanoseconds wrap, as Kotlin's Long does.
public struct ComposeSplineDecay: Hashable, Sendable, DecelerationCurve {
    /// ViewConfiguration.getScrollFriction() (SCROLL_FRICTION), Compose's platformFlingScrollFriction on Android.
    public static let scrollFriction: Float = 0.015
    static let gravityEarth: Float = 9.80665
    static let inchesPerMeter: Float = 39.37
    /// Compose's DecelerationRate, (ln 0.78 / ln 0.9) rounded to a Float.
    static let decelerationRate = Float(log(0.78) / log(0.9))

    /// Release velocity v0, units (pixels) per second.
    public var initialVelocity: Double
    /// Pixels per dp (Compose's Density.density).
    public private(set) var density: Double

    /// - Throws: `MotionError` (parameter "density") unless the density is a positive
    ///   number for which Compose's deceleration is a finite Float.
    public init(velocity: Double, density: Double = 1) throws(MotionError) {
        guard density.isFinite, density > 0, ComposeSplineDecay.deceleration(density: Float(density)).isFinite,
              ComposeSplineDecay.deceleration(density: Float(density)) > 0 else {
            throw MotionError(parameter: "density",
                    message: "density must be a positive number: the screen's pixels per dp (Compose's LocalDensity; 1 is 160 dpi, 2.625 is 420 dpi)")
        }
        initialVelocity = velocity
        self.density = density
    }

    /// F: scrollFriction · magicPhysicalCoefficient, in Floats as Compose multiplies them
    /// (GravityEarth · InchesPerMeter · density · 160 · 0.84, left to right).
    static func deceleration(density: Float) -> Float {
        scrollFriction * (gravityEarth * inchesPerMeter * density * 160 * 0.84)
    }

    var friction: Float { ComposeSplineDecay.deceleration(density: Float(density)) }
    var velocityFloat: Float { Float(initialVelocity) }

    /// l = ln(0.35·|v0| / F) (`AndroidFlingSpline.deceleration`): the product in Float, the
    /// division and logarithm in Double.
    var splineDeceleration: Double {
        log(Double(ComposeFlingSpline.inflection * abs(velocityFloat)) / Double(friction))
    }

    /// `flingDuration(v0)`: whole milliseconds (Kotlin's toLong: NaN is 0, saturating).
    public var durationMillis: Int64 {
        let decelMinusOne = Double(ComposeSplineDecay.decelerationRate) - 1
        return Kotlin.long(1000 * exp(splineDeceleration / decelMinusOne))
    }

    /// `getDurationNanos`: the milliseconds × 10⁶, wrapping like a Kotlin Long.
    public var durationNanos: Int64 { durationMillis &* 1_000_000 }

    /// `flingDistance(v0)`: F·e^(γ/(γ − 1)·l), rounded to a Float; not signed.
    public var flingDistance: Float {
        let rate = Double(ComposeSplineDecay.decelerationRate), decelMinusOne = rate - 1
        return Float(Double(friction) * exp(rate / decelMinusOne * splineDeceleration))
    }

    /// `getTargetValue(initialValue, initialVelocity)`, bit for bit.
    public func targetValue(initialValue: Float = 0) -> Float {
        initialValue + flingDistance * Kotlin.sign(velocityFloat)
    }

    /// `getValueFromNanos(playTimeNanos, initialValue, initialVelocity)`, bit for bit.
    public func value(atNanos nanos: Int64, initialValue: Float = 0) -> Float {
        let splinePosition = fraction(atNanos: nanos).splinePosition
        return initialValue + flingDistance * Kotlin.sign(velocityFloat)
            * ComposeFlingSpline.position(splinePosition).distance
    }

    /// `getVelocityFromNanos`, bit for bit: the spline's slope · sign · distance / duration · 1000.
    public func velocity(atNanos nanos: Int64) -> Float {
        let (duration, splinePosition) = fraction(atNanos: nanos)
        return ComposeFlingSpline.position(splinePosition).velocity * Kotlin.sign(velocityFloat)
            * flingDistance / Float(duration) * 1000
    }

    /// FlingInfo's duration (ms) and the spline time: whole ms of play over it, 1 when it is 0.
    func fraction(atNanos nanos: Int64) -> (duration: Int64, splinePosition: Float) {
        let duration = durationMillis, milliseconds = nanos / 1_000_000
        return (duration, duration > 0 ? Float(milliseconds) / Float(duration) : 1)
    }

    // MARK: The ideal curve

    /// Compose's duration in seconds, never below 0.
    public var restTime: Double { max(0, Double(durationMillis)) / 1000 }

    /// Where it ends: Compose's target, sign(v0)·D.
    public var distance: Double { Double(targetValue()) }

    /// The λ of the exponential decay that starts as fast and travels as far, |v0|/|distance|
    /// (+∞ when it does not move): what rate, friction and time constant convert from.
    public var decayConstant: Double {
        let d = abs(distance), v = abs(initialVelocity)
        return d > 0 && v > 0 ? v / d : .infinity
    }

    /// sign(v0)·D·spline(t/T) at continuous t; 0 before the release, the target from T on.
    public func position(at t: Double) -> Double {
        if t < 0 { return 0 }
        let total = restTime
        guard total > 0 else { return distance }
        return distance * ComposeFlingSpline.idealPosition(t / total).distance
    }

    /// sign(v0)·D·spline′(t/T)/T: v0 at and before the release, 0 from T on.
    public func velocity(at t: Double) -> Double {
        if t <= 0 { return initialVelocity }
        let total = restTime
        guard t < total else { return 0 }
        return distance * ComposeFlingSpline.idealPosition(t / total).velocity / total
    }
}
