/// The parameters of the builtins that draw a platform's frames (`reactspringFrames`,
/// `reboundFrames`, `composeFrames`, `androidFrames`, `androidFlingFrames`) and of
/// `retarget`'s framed platforms: the display, the size of the move, and each platform's own
/// rest thresholds. A platform's threshold is its own concept although two share a label
/// (Motion's `restSpeed` is units per second, Rebound's is progress per second).
extension ParameterDescriptor where Value == Double {
    /// The display's frame rate; fractional rates (59.94) are taken.
    public static let fps = ParameterDescriptor("fps", .plain, default: 60, range: .closed(1, 1000, "1 to 1000 frames per second"),
                                                example: "120", "frames per second of the display, 1 to 1000")

    /// The size of the move, its magnitude, in the platform's units (which set its thresholds).
    public static let distance = ParameterDescriptor(
        "distance", .length, default: 1,
        range: ParameterRange(lower: .open(0), upper: .open(1e12), magnitude: true, "a finite size other than 0"),
        example: "300pt", "the size of the move, in the platform's units, which set its rest thresholds")

    /// Motion's (Framer Motion's) `restSpeed`; left out, it follows the distance.
    public static let motionRestSpeed = ParameterDescriptor(
        "restSpeed", .plain, range: .positive("a positive number of distance's units per second", reason: "Motion takes 0 as unset"),
        example: "0.01",
        "Motion's restSpeed, in distance's units per second: slower than this (and within restDelta) counts as at rest "
            + "(default 0.01 for a move under 5 units, 2 from 5)")

    /// Motion's `restDelta`; left out, it follows the distance.
    public static let motionRestDelta = ParameterDescriptor(
        "restDelta", .plain, range: .positive("a positive number of distance's units", reason: "Motion takes 0 as unset"),
        example: "0.005",
        "Motion's restDelta, in distance's units: this near the target (and under restSpeed) counts as there "
            + "(default 0.005 for a move under 5 units, 0.5 from 5)")

    /// Rebound's `restSpeedThreshold`.
    public static let reboundRestSpeed = ParameterDescriptor(
        "restSpeed", .plain, default: 0.001, range: .positive("a positive number"), example: "0.001",
        "Rebound's restSpeedThreshold: slower than this (progress per second) counts as still")

    /// Rebound's `restDisplacementThreshold`.
    public static let reboundRestDisplacement = ParameterDescriptor(
        "restDisplacement", .plain, default: 0.001, range: .positive("a positive number"), example: "0.001",
        "Rebound's restDisplacementThreshold: this near the target (progress) counts as there")

    /// Compose's `visibilityThreshold` of a spring.
    public static let visibilityThreshold = ParameterDescriptor(
        "visibilityThreshold", .plain, default: 0.01, range: .positive("a positive number of units"), example: "0.5",
        "Compose's visibilityThreshold, in units: 0.01 for a Float (Spring.DefaultDisplacementThreshold), 0.1 for Dp, 0.5 for Offset/Size/Rect (px), 1 for Int")

    /// react-spring's `precision`; left out, min(1, distance/1000).
    static let reactSpringPrecision = ParameterDescriptor(
        "precision", .plain, range: .positive("a positive number", reason: "react-spring takes 0 as unset"), example: "0.001",
        "react-spring's precision: how near the target counts as there, in units (default min(1, distance/1000))")

    /// react-spring's `restVelocity`; left out, precision/10.
    static let reactSpringRestVelocity = ParameterDescriptor(
        "restVelocity", .plain, range: .positive("a positive number", reason: "react-spring takes 0 as unset"), example: "0.0001",
        "react-spring's restVelocity, units per ms (default precision/10)")

    /// react-spring's `bounce` (its own, not a spring's bounce).
    static let reactSpringBounce = ParameterDescriptor(
        "bounce", .plain, range: .closed(0, 1, "0 to 1, the part of its speed the value keeps as it turns back at the target"), example: "0.5",
        "react-spring's bounce, 0 to 1: on reaching the target the velocity turns back, times this (clamp wins)")

    /// react-spring's `config.duration`: an easing played over this long.
    static let reactSpringDuration = ParameterDescriptor(
        "duration", .time, range: .closed(0, 3600, "0 to 1 hour"), example: "300ms",
        "react-spring's duration: play the easing over this long instead of a spring")

    /// react-spring's `progress` with a duration.
    static let reactSpringProgress = ParameterDescriptor(
        "progress", .plain, default: 0, range: .closed(0, 1, "0 to 1, the part of the easing already played at the start"), example: "0.5",
        "react-spring's progress, with a duration: the part of the easing already played at the start, 0 to 1")

    /// Android's `setMinimumVisibleChange`, held as a Float.
    static let minimumVisibleChange = ParameterDescriptor(
        "minimumVisibleChange", .plain,
        range: ParameterRange(lower: .open(0), upper: .closed(Double(Float.greatestFiniteMagnitude)),
                              "a positive number, the smallest change that shows", reason: "1 for pixels"),
        example: "0.5",
        "setMinimumVisibleChange, in the property's units, instead of property: "
            + "(presets android.minimumVisibleChange.pixels, .alpha, .scale, .rotationDegrees)")

    /// Android's `setMinValue`, a position in the move's units held as a Float.
    static let androidMin = ParameterDescriptor(
        "min", .length, range: ParameterRange(lower: .closed(-Double(Float.greatestFiniteMagnitude)), upper: .closed(Double(Float.greatestFiniteMagnitude)),
                                              "a finite position"),
        example: "-20pt", "setMinValue: each frame shows at least this (unbounded when left out)")

    /// Android's `setMaxValue`, a position in the move's units held as a Float.
    static let androidMax = ParameterDescriptor(
        "max", .length, range: ParameterRange(lower: .closed(-Double(Float.greatestFiniteMagnitude)), upper: .closed(Double(Float.greatestFiniteMagnitude)),
                                              "a finite position"),
        example: "310pt", "setMaxValue: each frame shows at most this (unbounded when left out)")

    /// A flick's release velocity for Android's FlingAnimation, held as a Float.
    static let flingVelocity = ParameterDescriptor(
        "velocity", .speed, range: ParameterRange(lower: .open(-1e30), upper: .open(1e30), "a finite speed"), example: "2000pt/s",
        "setStartVelocity: the release velocity, like 2000pt/s")

    /// Every one of this family, for the catalogue's consistency test.
    static let frameParameters: [ParameterDescriptor] = [
        .fps, .distance, .motionRestSpeed, .motionRestDelta, .reboundRestSpeed, .reboundRestDisplacement, .visibilityThreshold,
        .reactSpringPrecision, .reactSpringRestVelocity, .reactSpringBounce, .reactSpringDuration, .reactSpringProgress,
        .minimumVisibleChange, .androidMin, .androidMax, .flingVelocity,
    ]
}

extension FlagDescriptor {
    /// react-spring's `clamp`.
    static let reactSpringClamp = FlagDescriptor("clamp", "react-spring's clamp: stop at the target instead of overshooting")
    /// Whether react-spring's frame loop is already running as the animation starts.
    static let loopRunning = FlagDescriptor(
        "loopRunning",
        "true when another react-spring animation is already running as this one starts: its first frame is then a display frame, "
            + "not the 16.667 ms rafz gives a loop that starts idle")
    /// Rebound's `overshootClamping`.
    static let overshootClamping = FlagDescriptor("overshootClamping", "Rebound's overshoot clamping: stop at the target the moment it is passed")
}

extension ChoiceDescriptor {
    static let androidProperty = ChoiceDescriptor(
        "property", choices: AndroidProperty.allCases, ignoresCase: true,
        reason: "Android's minimum visible changes 1, 1/256, 1/500, 0.1°, or give minimumVisibleChange: a number", example: .alpha,
        "what it animates, for its minimum visible change (DynamicAnimation.MIN_VISIBLE_CHANGE_*): "
            + "pixels 1, alpha 1/256, scale 1/500, rotation 0.1 degrees")
}
