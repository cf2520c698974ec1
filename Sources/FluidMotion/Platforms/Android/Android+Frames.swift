/// What Android draws frame by frame, as fluid's `androidFrames(…)` (SpringAnimation,
/// `AndroidSpringAnimation`) and `androidFlingFrames(…)` (FlingAnimation, `AndroidFlingFrames`).
extension AndroidPlatform {
    public var frameDrawings: [FrameDrawing] {
        [
            FrameDrawing(
                name: "androidFrames",
                summary: "what Android's SpringAnimation (androidx.dynamicanimation) draws of a spring: each frame runs SpringForce's closed form over "
                    + "the whole ms since the last, in Floats, and it ends within 0.75 × the property's minimum visible change and under 62.5× that per "
                    + "second; with min:/max: each frame's value is clamped to them, its velocity kept (androidFrames(s, distance: 300pt, max: 310pt) "
                    + "holds an overshoot at 310 until the spring turns back); a trace of progress over wall time",
                example: "androidFrames(android.spring(stiffness: 200, dampingRatio: 0.75), distance: 300pt)",
                subject: FrameSubject("spring", takes: "a spring",
                                      "the spring, run as SpringForce (stiffness k/m, its damping ratio) with setStartVelocity(velocity × distance)"),
                options: [
                    .number(.fps),
                    .number(.distance, meaning: "the size of the move, in the property's units (a move of 1 is run as an alpha, a longer one in pixels)"),
                    .number(Self.minValue, meaning: "setMinValue, in the move's units (the move runs from 0): each frame shows at least this, the velocity "
                        + "unchanged; at most 0, where it starts (unbounded when left out)"),
                    .number(Self.maxValue, meaning: "setMaxValue, in the move's units: each frame shows at most this, the velocity unchanged; at least the "
                        + "distance, where it comes to rest (unbounded when left out)"),
                    .choice(Self.property, meaning: "what it animates, for its minimum visible change (DynamicAnimation.MIN_VISIBLE_CHANGE_*): pixels 1, "
                        + "alpha 1/256, scale 1/500, rotation 0.1 degrees (default: alpha for a move of 1, else pixels)"),
                    .number(Self.minimumVisibleChange),
                ],
                draw: Self.springFrames),
            FrameDrawing(
                name: "androidFlingFrames",
                summary: "what Android's FlingAnimation draws of a flick, frame by frame: DragForce's e^(−4.2·friction·t) over the whole ms since the last "
                    + "frame, in Floats; it stops under 0.75 × 62.5 × the minimum visible change per second (46.875 px/s), or at min/max when it "
                    + "reaches one; a trace of the position over wall time (decay(v, friction: f) is the same fling as a continuous closed form)",
                example: "androidFlingFrames(2000pt/s, max: 300pt)",
                subject: nil,
                options: [
                    .number(Self.flingVelocity, positional: true, required: true),
                    .friction(name: "friction", shown: "1", meaning: "setFriction: v(t) = v0·e^(−4.2·friction·t)"),
                    .number(Self.minValue, meaning: "setMinValue: the fling stops there when it reaches it (unbounded when left out)"),
                    .number(Self.maxValue, meaning: "setMaxValue: the fling stops there when it reaches it (unbounded when left out)"),
                    .number(.fps),
                    .choice(Self.property, default: "pixels"),
                    .number(Self.minimumVisibleChange),
                ],
                draw: Self.flingFrames),
        ]
    }

    /// What it animates, for its minimum visible change (DynamicAnimation.MIN_VISIBLE_CHANGE_*).
    static let property = FrameChoice(
        "property",
        words: [("pixels", Double(AndroidSpringAnimation.pixels)), ("alpha", Double(AndroidSpringAnimation.alpha)),
                ("scale", Double(AndroidSpringAnimation.scale)), ("rotation", Double(AndroidSpringAnimation.rotationDegrees))],
        ignoresCase: true,
        reason: "Android's minimum visible changes 1, 1/256, 1/500, 0.1°, or give minimumVisibleChange: a number", example: "alpha",
        "what it animates, for its minimum visible change (DynamicAnimation.MIN_VISIBLE_CHANGE_*): pixels 1, alpha 1/256, scale 1/500, rotation 0.1 degrees")

    /// `setMinimumVisibleChange`, held as a Float.
    static let minimumVisibleChange = FrameNumber(
        "minimumVisibleChange", .plain,
        range: ParameterRange(lower: .open(0), upper: .closed(Double(Float.greatestFiniteMagnitude)),
                              "a positive number, the smallest change that shows", reason: "1 for pixels"),
        example: "0.5",
        "setMinimumVisibleChange, in the property's units, instead of property: "
            + "(presets android.minimumVisibleChange.pixels, .alpha, .scale, .rotationDegrees)")

    /// `setMinValue`, a position in the move's units held as a Float.
    static let minValue = FrameNumber(
        "min", .length, range: ParameterRange(lower: .closed(-Double(Float.greatestFiniteMagnitude)), upper: .closed(Double(Float.greatestFiniteMagnitude)),
                                              "a finite position"),
        example: "-20pt", "setMinValue: each frame shows at least this (unbounded when left out)")

    /// `setMaxValue`, a position in the move's units held as a Float.
    static let maxValue = FrameNumber(
        "max", .length, range: ParameterRange(lower: .closed(-Double(Float.greatestFiniteMagnitude)), upper: .closed(Double(Float.greatestFiniteMagnitude)),
                                              "a finite position"),
        example: "310pt", "setMaxValue: each frame shows at most this (unbounded when left out)")

    /// A flick's release velocity for FlingAnimation, held as a Float.
    static let flingVelocity = FrameNumber(
        "velocity", .speed, range: ParameterRange(lower: .open(-1e30), upper: .open(1e30), "a finite speed"), example: "2000pt/s",
        "setStartVelocity: the release velocity, like 2000pt/s")

    /// The minimum visible change `property:` or `minimumVisibleChange:` gives (one of them),
    /// nil when neither is given.
    static func minimumVisibleChange(_ call: FrameCall, builtin: String) throws(DrawingRefusal) -> Float? {
        if call.has(property.name) && call.has(minimumVisibleChange.name) {
            throw DrawingRefusal(.option, "\(builtin) takes property: or minimumVisibleChange:, not both (the property gives its minimum visible change)",
                               at: .argument(minimumVisibleChange.name))
        }
        if call.has(minimumVisibleChange.name), let value = call[minimumVisibleChange] {
            // A change below a Float's smallest is 0 to SpringAnimation.
            guard Float(value) > 0 else { throw DrawingRefusal.outsideRange(minimumVisibleChange.name) }
            return Float(value)
        }
        return call[property].map(Float.init)
    }

    /// `min:` and `max:` as SpringAnimation and FlingAnimation hold them, Floats; nil when left out.
    static func bounds(_ call: FrameCall) throws(DrawingRefusal) -> (min: Float?, max: Float?) {
        var bounds: [Float?] = []
        for number in [minValue, maxValue] {
            let value = call[number]
            if let value, !Float(value).isFinite { throw DrawingRefusal.outsideRange(number.name) }
            bounds.append(value.map(Float.init))
        }
        return (bounds[0], bounds[1])
    }

    @Sendable static func springFrames(_ call: FrameCall) throws(DrawingRefusal) -> FrameTrace {
        guard case .spring(let spring)? = call.subject else {
            throw DrawingRefusal(.subject, "androidFrames runs a spring" + (call.subject.map { "; this is \($0.kind)" } ?? ""), at: .value("spring"))
        }
        let fps = call[.fps] ?? 60, distance = call[.distance] ?? 1
        let change = try minimumVisibleChange(call, builtin: "androidFrames") ?? AndroidSpringAnimation.minimumVisibleChange(forMoveOf: distance)
        // SpringAnimation throws at start() when the start value (0) or the final position
        // (the distance) is outside min/max; min > max fails one of these.
        let bounds = try bounds(call)
        if let min = bounds.min, min > 0 {
            throw DrawingRefusal(.option, "min: must be at most 0, where the spring starts (SpringAnimation throws when the start value is below min)",
                               at: .argument(minValue.name))
        }
        if let max = bounds.max, max < Float(distance) {
            throw DrawingRefusal(.option, "max: must be at least the distance, where the spring comes to rest (SpringAnimation throws when the final "
                               + "position is beyond max)", at: .argument(maxValue.name))
        }
        let animation = AndroidSpringAnimation(spring: spring, distance: distance, minimumVisibleChange: change, framesPerSecond: fps,
                                               minValue: bounds.min ?? -.greatestFiniteMagnitude, maxValue: bounds.max ?? .greatestFiniteMagnitude)
        guard animation.stiffness > 0, animation.stiffness.isFinite, animation.startVelocity.isFinite else {
            throw DrawingRefusal(.option, "this spring is outside what SpringForce takes as Floats (its stiffness per unit mass or its velocity times "
                               + "the distance)", at: .value("spring"))
        }
        guard let trace = animation.progressTrace(limit: call.limit) else {
            throw DrawingRefusal(.unfinished, "SpringAnimation does not bring this spring to rest within \(call.limit) frames (its damping is too low "
                               + "to settle)", at: .value("spring"))
        }
        return FrameTrace(trace)
    }

    @Sendable static func flingFrames(_ call: FrameCall) throws(DrawingRefusal) -> FrameTrace {
        let velocity = call[flingVelocity] ?? 0
        var friction = 1.0
        if let given = call.frictions["friction"] {
            friction = given.perSecond ? DecayConversion.androidFriction(decayConstant: given.value) : given.value
            guard friction.isFinite, friction > 0, Float(friction) > 0, (Float(friction) * AndroidFlingFrames.defaultFriction).isFinite else {
                throw DrawingRefusal(.option, "friction: is a positive number (Android's FlingAnimation.setFriction; 1 is the default)",
                                   at: .argument("friction"))
            }
        }
        let bounds = try bounds(call)
        let low = bounds.min ?? -.greatestFiniteMagnitude, high = bounds.max ?? .greatestFiniteMagnitude
        if let min = bounds.min, min > 0 {
            throw DrawingRefusal(.option, "min: must be at most 0, where the fling starts (Android throws when the start value is outside min and max)",
                               at: .argument(minValue.name))
        }
        if let max = bounds.max, max < 0 {
            throw DrawingRefusal(.option, "max: must be at least 0, where the fling starts (Android throws when the start value is outside min and max)",
                               at: .argument(maxValue.name))
        }
        let fps = call[.fps] ?? 60
        let change = try minimumVisibleChange(call, builtin: "androidFlingFrames") ?? AndroidSpringAnimation.pixels
        let fling = AndroidFlingFrames(startVelocity: Float(velocity), friction: Float(friction), minValue: low, maxValue: high,
                                       minimumVisibleChange: change, framesPerSecond: fps)
        let (frames, finished) = fling.frames(limit: call.limit)
        guard finished else {
            throw DrawingRefusal(.unfinished, "FlingAnimation does not stop this flick within \(call.limit) frames", at: .argument(flingVelocity.name))
        }
        var times = [0.0], values = [0.0]
        for frame in frames {
            times.append(Double(frame.milliseconds) / 1000)
            values.append(Double(frame.value))
        }
        return FrameTrace(Trace(unchecked: times, values), .position(unitOf: flingVelocity.name))
    }
}
