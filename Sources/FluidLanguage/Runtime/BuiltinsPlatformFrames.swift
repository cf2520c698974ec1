import FluidMotion

extension Builtins {
    /// What a platform draws frame by frame, as a trace (FluidMotion/Platforms/ReactSpring/ReactSpringFrames.swift,
    /// ReactSpringDurationFrames.swift, ReboundFrames.swift, ComposeSpringFrames.swift, ComposeDecayFrames.swift, AndroidSpringAnimation.swift,
    /// AndroidFlingFrames.swift).
    static let platformFrames: [Builtin] = [
        Builtin("reactspringFrames", "what react-spring 9.7 draws at a display's frame rate, of a spring (each frame runs ⌈dt⌉ steps of 1 ms: 17 ms of motion per 16.7 ms frame at 60 Hz, 9 per 8.3 at 120 Hz) or of config { duration, easing } (the easing at elapsed/duration, elapsed the sum of frame intervals; done at 1); started from idle, its loop passes 16.667 ms on the first frame whatever the display (17 steps at 120 Hz too); a trace of progress over wall time, to plot, diff or read with value(…, t)",
                example: "reactspringFrames(reactspring.default, fps: 120)",
                ParameterTable([
                    .value("spring", takes: "a spring", positional: true, optional: true, "the spring, run as react-spring's config { tension, friction, mass, velocity }"),
                    .of(.reactSpringDuration),
                    .value("easing", takes: "an easing", default: "reactspring.easings.linear", "react-spring's easing, with a duration: reactspring.easings.easeOutCubic, …steps(4), or a cubicBezier(…) / css.* curve"),
                    .of(.reactSpringProgress),
                    .of(.fps),
                    .of(.distance, "the size of the move, in react-spring's units: its precision is 0.1 % of it (at most 1)"),
                    .of(.reactSpringPrecision),
                    .of(.reactSpringRestVelocity),
                    .of(.reactSpringClamp),
                    .of(.reactSpringBounce),
                    .of(.loopRunning),
                ], forms: [["spring", "fps", "distance", "precision", "restVelocity", "clamp", "bounce", "loopRunning"],
                           ["duration", "easing", "progress", "fps", "distance", "loopRunning"]]), reactspringFrames),
        Builtin("reboundFrames", "what Rebound (rebound-js 0.1.0: Origami, Rebound for Android, older React Native) draws of a spring at a display's frame rate: 1 ms steps of Runge–Kutta drained from each frame's time (64 ms at most; the first frame gives 1 ms), the leftover blended back, at rest under restSpeed within restDisplacement; a trace of progress over wall time",
                example: "reboundFrames(origami.spring(tension: 40, friction: 7), fps: 120)",
                ParameterTable([
                    .value("spring", takes: "a spring or a rebound decay", positional: true, "the spring, run as Rebound's SpringConfig(tension k/m, friction c/m) with its velocity; or a coasting spring, decay(v, model: rebound, friction:), its trace the distance travelled"),
                    .of(.fps),
                    .of(.reboundRestSpeed),
                    .of(.reboundRestDisplacement),
                    .of(.overshootClamping),
                ]), reboundFrames),
        Builtin("composeFrames", "what Jetpack Compose draws of a spring, or of a decay (exponentialDecay or splineBasedDecay, as animateDecay runs it), at a display's frame rate: its exact curve, but at whole milliseconds (the vsync clock, through a Float, truncated: 0, 16, 33, 50 ms… at 60 Hz), as Floats, ending on the first frame at or after Compose's own duration (for a spring its estimate for the visibilityThreshold; for a decay the spec's, whole ms), which shows the target; a trace of progress over wall time, or of a decay's position in its units (composeFrames(decay(2000pt/s, model: splineBasedDecay, density: 2.625), fps: 120))",
                example: "composeFrames(compose.spring(dampingRatio: 0.5, stiffness: 400), fps: 120)",
                ParameterTable([
                    .value("spring", takes: "a spring or a Compose decay", positional: true, "the spring, run as Compose's spring(dampingRatio, stiffness k/m) with its velocity times the distance; or decay(v, model: compose) (exponentialDecay) or decay(v, model: splineBasedDecay, density:), flung from 0 at v"),
                    .of(.fps),
                    .of(.distance, "the size of the move, in the units the threshold is in (a spring's only: a decay goes as far as its velocity takes it)"),
                    .of(.visibilityThreshold, "Compose's visibilityThreshold, in units: 0.01 for a Float (Spring.DefaultDisplacementThreshold), 0.1 for Dp, 0.5 for Offset/Size/Rect (px), 1 for Int (a spring's only: exponentialDecay's is its absVelocityThreshold)"),
                ]), composeFrames),
        Builtin("androidFrames", "what Android's SpringAnimation (androidx.dynamicanimation) draws of a spring: each frame runs SpringForce's closed form over the whole ms since the last, in Floats, and it ends within 0.75 × the property's minimum visible change and under 62.5× that per second; with min:/max: each frame's value is clamped to them, its velocity kept (androidFrames(s, distance: 300pt, max: 310pt) holds an overshoot at 310 until the spring turns back); a trace of progress over wall time",
                example: "androidFrames(android.spring(stiffness: 200, dampingRatio: 0.75), distance: 300pt)",
                ParameterTable([
                    .value("spring", takes: "a spring", positional: true, "the spring, run as SpringForce (stiffness k/m, its damping ratio) with setStartVelocity(velocity × distance)"),
                    .of(.fps),
                    .of(.distance, "the size of the move, in the property's units (a move of 1 is run as an alpha, a longer one in pixels)"),
                    .of(.androidMin, "setMinValue, in the move's units (the move runs from 0): each frame shows at least this, the velocity unchanged; at most 0, where it starts (unbounded when left out)"),
                    .of(.androidMax, "setMaxValue, in the move's units: each frame shows at most this, the velocity unchanged; at least the distance, where it comes to rest (unbounded when left out)"),
                    androidProperty,
                    androidMinimumVisibleChange,
                ]), androidFrames),
        Builtin("androidFlingFrames", "what Android's FlingAnimation draws of a flick, frame by frame: DragForce's e^(−4.2·friction·t) over the whole ms since the last frame, in Floats; it stops under 0.75 × 62.5 × the minimum visible change per second (46.875 px/s), or at min/max when it reaches one; a trace of the position over wall time (decay(v, friction: f) is the same fling as a continuous closed form)",
                example: "androidFlingFrames(2000pt/s, max: 300pt)",
                ParameterTable([
                    .of(.flingVelocity, positional: true, required: true),
                    .value("friction", takes: Messages.frictionKind, default: "1", "setFriction: v(t) = v0·e^(−4.2·friction·t)"),
                    .of(.androidMin, "setMinValue: the fling stops there when it reaches it (unbounded when left out)"),
                    .of(.androidMax, "setMaxValue: the fling stops there when it reaches it (unbounded when left out)"),
                    .of(.fps),
                    .of(.androidProperty, default: AndroidProperty.pixels),
                    androidMinimumVisibleChange,
                ]), androidFlingFrames),
    ]

    static let androidProperty = Parameter.of(.androidProperty,
        "what it animates, for its minimum visible change (DynamicAnimation.MIN_VISIBLE_CHANGE_*): pixels 1, alpha 1/256, scale 1/500, rotation 0.1 degrees (default: alpha for a move of 1, else pixels)")
    static let androidMinimumVisibleChange = Parameter.of(.minimumVisibleChange)

    /// The minimum visible change `property:` or `minimumVisibleChange:` gives (one of them),
    /// nil when neither is given.
    static func androidMinimumVisibleChange(_ bound: BoundArguments, builtin: String) throws(Diagnostic) -> Float? {
        if bound.has(.androidProperty) && bound.has(.minimumVisibleChange) {
            throw Diagnostic("\(builtin) takes property: or minimumVisibleChange:, not both (the property gives its minimum visible change)", bound.span(.minimumVisibleChange))
        }
        if let value = try bound[ifGiven: .minimumVisibleChange] {
            // A change below a Float's smallest is 0 to SpringAnimation.
            guard Float(value) > 0 else { throw Diagnostic(ParameterDescriptor.minimumVisibleChange.rangeMessage, bound.span(.minimumVisibleChange)) }
            return Float(value)
        }
        return try bound[.androidProperty, as: AndroidProperty.self]?.minimumVisibleChange
    }

    /// `min:` and `max:` as SpringAnimation and FlingAnimation hold them, Floats; nil when left out.
    static func androidBounds(_ bound: BoundArguments) throws(Diagnostic) -> (min: Float?, max: Float?) {
        var bounds: [Float?] = []
        for descriptor in [ParameterDescriptor.androidMin, .androidMax] {
            let value = try bound[ifGiven: descriptor]
            if let value, !Float(value).isFinite { throw Diagnostic(descriptor.rangeMessage, bound.span(descriptor)) }
            bounds.append(value.map(Float.init))
        }
        return (bounds[0], bounds[1])
    }

    @Sendable static func androidFrames(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let argument = try bound.argument("spring")
        guard case .spring(let spring) = argument.value else {
            throw Diagnostic("androidFrames runs a spring; this is \(argument.value.kindPhrase)", argument.span)
        }
        let fps = try bound[.fps]
        let distance = try bound[.distance]
        let change = try androidMinimumVisibleChange(bound, builtin: "androidFrames")
            ?? AndroidSpringAnimation.minimumVisibleChange(forMoveOf: distance)
        // SpringAnimation throws at start() when the start value (0) or the final position
        // (the distance) is outside min/max; min > max fails one of these.
        let bounds = try androidBounds(bound)
        if let min = bounds.min, min > 0 {
            throw Diagnostic("min: must be at most 0, where the spring starts (SpringAnimation throws when the start value is below min)", bound.span(.androidMin))
        }
        if let max = bounds.max, max < Float(distance) {
            throw Diagnostic("max: must be at least the distance, where the spring comes to rest (SpringAnimation throws when the final position is beyond max)", bound.span(.androidMax))
        }
        let animation = AndroidSpringAnimation(spring: spring.spring, distance: distance, minimumVisibleChange: change, framesPerSecond: fps,
                                               minValue: bounds.min ?? -.greatestFiniteMagnitude, maxValue: bounds.max ?? .greatestFiniteMagnitude)
        guard animation.stiffness > 0, animation.stiffness.isFinite, animation.startVelocity.isFinite else {
            throw Diagnostic("this spring is outside what SpringForce takes as Floats (its stiffness per unit mass or its velocity times the distance)", argument.span)
        }
        guard let trace = animation.progressTrace(limit: Limits.platformFrames) else {
            throw Diagnostic("SpringAnimation does not bring this spring to rest within \(Limits.platformFrames) frames (its damping is too low to settle)", argument.span)
        }
        return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
    }

    @Sendable static func androidFlingFrames(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let velocity = try bound.quantity(.flingVelocity)
        var friction = 1.0
        if bound.has("friction") {
            friction = DecayValue.frictionScalar(try decayParameter(try bound.argument("friction"), label: "friction"))
            guard friction.isFinite, friction > 0, Float(friction) > 0, (Float(friction) * AndroidFlingFrames.defaultFriction).isFinite else {
                throw Diagnostic("friction: is a positive number (Android's FlingAnimation.setFriction; 1 is the default)", bound.span("friction"))
            }
        }
        let bounds = try androidBounds(bound)
        let low = bounds.min ?? -.greatestFiniteMagnitude, high = bounds.max ?? .greatestFiniteMagnitude
        if let min = bounds.min, min > 0 {
            throw Diagnostic("min: must be at most 0, where the fling starts (Android throws when the start value is outside min and max)", bound.span(.androidMin))
        }
        if let max = bounds.max, max < 0 {
            throw Diagnostic("max: must be at least 0, where the fling starts (Android throws when the start value is outside min and max)", bound.span(.androidMax))
        }
        let fps = try bound[.fps]
        let change = try androidMinimumVisibleChange(bound, builtin: "androidFlingFrames") ?? AndroidSpringAnimation.pixels
        let fling = AndroidFlingFrames(startVelocity: Float(velocity.value), friction: Float(friction), minValue: low, maxValue: high,
                                       minimumVisibleChange: change, framesPerSecond: fps)
        let (frames, finished) = fling.frames(limit: Limits.platformFrames)
        guard finished else {
            throw Diagnostic("FlingAnimation does not stop this flick within \(Limits.platformFrames) frames", bound.span(.flingVelocity))
        }
        var times = [0.0], values = [0.0]
        for frame in frames { times.append(Double(frame.milliseconds) / 1000); values.append(Double(frame.value)) }
        let unit = velocity.unit.flatMap(lengthUnit(ofRate:))
        return .trace(TraceValue(samples: .one(Trace(unchecked: times, values)), dimension: .length, unit: unit, timeUnit: .millisecond))
    }

    @Sendable static func reactspringFrames(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let fps = try bound[.fps]
        let distance = try bound[.distance]
        let loop = try bound[.loopRunning] ? ReactSpringFrameLoop.running : .idle
        if bound.has(.reactSpringDuration) {
            return try reactspringDurationFrames(bound, fps: fps, distance: distance, loop: loop)
        }
        for label in ["easing", "progress"] where bound.has(label) {
            throw Diagnostic("\(label): goes with a duration: react-spring plays an easing only with config.duration, like reactspringFrames(duration: 300ms, easing: reactspring.easings.easeOutCubic)", bound.span(label))
        }
        guard bound.has("spring") else {
            throw Diagnostic("reactspringFrames runs a spring or a duration, like reactspringFrames(reactspring.default) or reactspringFrames(duration: 300ms, easing: reactspring.easings.easeOutCubic)", call.span)
        }
        let argument = try bound.argument("spring")
        guard case .spring(let spring) = argument.value else {
            throw Diagnostic("reactspringFrames runs a spring; this is \(argument.value.kindPhrase)", argument.span)
        }
        var limits: [String: Double] = [:]
        for descriptor in [ParameterDescriptor.reactSpringPrecision, .reactSpringRestVelocity] {
            limits[descriptor.name] = try bound[ifGiven: descriptor]
        }
        let clamp = try bound[.reactSpringClamp]
        let bounce = try bound[ifGiven: .reactSpringBounce]
        let frames = ReactSpringFrames(spring: spring.spring, to: distance, framesPerSecond: fps,
                                       precision: limits["precision"], restVelocity: limits["restVelocity"], clamp: clamp, bounce: bounce, loop: loop)
        guard let trace = frames.trace(limit: Limits.platformFrames) else {
            throw Diagnostic("react-spring does not bring this spring to rest within \(Limits.platformFrames) frames (its damping is too low to settle)", argument.span)
        }
        return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
    }

    /// `reactspringFrames(duration:, easing:, progress:)`: config { duration, easing } frame by
    /// frame (FluidMotion/Platforms/ReactSpring/ReactSpringDurationFrames.swift).
    static func reactspringDurationFrames(_ bound: BoundArguments, fps: Double, distance: Double, loop: ReactSpringFrameLoop) throws(Diagnostic) -> Value {
        for label in ["spring", "precision", "restVelocity", "clamp", "bounce"] where bound.has(label) {
            throw Diagnostic("\(label) is for a spring; with a duration react-spring plays the easing and no spring: leave out one or the other", bound.span(label))
        }
        let duration = try bound[.reactSpringDuration]
        var easing = ReactSpringDurationFrames.Easing.reactSpring(.named(.linear))
        if bound.has("easing") {
            let argument = try bound.argument("easing")
            if case .function(let function) = argument.value, let named = reactSpringEasing(function) {
                easing = .reactSpring(named)
            } else if case .function(let function) = argument.value, let timing = easingTiming(function) {
                easing = .cubicBezier(timing)
            } else {
                throw Diagnostic("easing: is one of react-spring's easings, like reactspring.easings.easeOutCubic, or a curve made by cubicBezier(…) or css.*; this is \(argument.value.kindPhrase)", argument.span)
            }
        }
        let progress = try bound[.reactSpringProgress]
        let frames = ReactSpringDurationFrames(duration: duration * 1000, easing: easing, progress: progress, to: distance, framesPerSecond: fps, loop: loop)
        guard let trace = frames.trace(limit: Limits.platformFrames) else {
            throw Diagnostic("react-spring does not finish this duration within \(Limits.platformFrames) frames; try a shorter duration or a lower fps", bound.span(.reactSpringDuration))
        }
        return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
    }

    @Sendable static func reboundFrames(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let argument = try bound.argument("spring")
        var coasting: DecayValue?
        if case .decay(let decay) = argument.value {
            guard case .rebound = decay.decay else {
                throw Diagnostic("reboundFrames runs a spring or Rebound's coasting spring, decay(v, model: rebound, friction: 7); this decay's model is \(decay.model.rawValue)", argument.span)
            }
            coasting = decay
        } else if case .spring = argument.value {
        } else {
            throw Diagnostic("reboundFrames runs a spring or Rebound's coasting spring, decay(v, model: rebound, friction: 7); this is \(argument.value.kindPhrase)", argument.span)
        }
        let fps = try bound[.fps]
        let restSpeed = try bound[.reboundRestSpeed], restDisplacement = try bound[.reboundRestDisplacement]
        let clamping = try bound[.overshootClamping]
        if let coasting, case .rebound(let decay) = coasting.decay {
            // A coasting spring: the distance travelled, in the velocity's length unit.
            if clamping { throw Diagnostic("overshootClamping: is for a spring with a target; a coasting spring has none", bound.span(.overshootClamping)) }
            var frames = decay.frames(framesPerSecond: fps)
            frames.restSpeed = restSpeed
            guard let trace = frames.trace(limit: Limits.platformFrames) else {
                throw Diagnostic("Rebound does not bring this coasting spring to rest within \(Limits.platformFrames) frames (its friction is too low)", argument.span)
            }
            return .trace(TraceValue(samples: .one(trace), dimension: .length, unit: coasting.lengthUnit, timeUnit: .millisecond))
        }
        guard case .spring(let spring) = argument.value else { throw Diagnostic("reboundFrames runs a spring", argument.span) }
        let frames = ReboundFrames(spring: spring.spring, framesPerSecond: fps, restSpeed: restSpeed,
                                   restDisplacement: restDisplacement, overshootClamping: clamping)
        guard let trace = frames.trace(limit: Limits.platformFrames) else {
            throw Diagnostic("Rebound does not bring this spring to rest within \(Limits.platformFrames) frames (its damping is too low to settle)", argument.span)
        }
        return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
    }

    @Sendable static func composeFrames(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let argument = try bound.argument("spring")
        if case .decay(let decay) = argument.value { return try composeDecayFrames(decay, bound: bound, span: argument.span) }
        guard case .spring(let spring) = argument.value else {
            throw Diagnostic("composeFrames runs a spring or a Compose decay, decay(v, model: compose) or decay(v, model: splineBasedDecay, density: 2.625); this is \(argument.value.kindPhrase)", argument.span)
        }
        let fps = try bound[.fps]
        let distance = try bound[.distance]
        let threshold = try bound[.visibilityThreshold]
        let frames = ComposeSpringFrames(spring: spring.spring, to: distance, framesPerSecond: fps, visibilityThreshold: threshold)
        guard let trace = frames.trace(limit: Limits.platformFrames) else {
            throw Diagnostic("Compose does not end this spring within \(Limits.platformFrames) frames (with damping ratio 0 it never ends)", argument.span)
        }
        return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
    }

    /// `composeFrames` of a decay: Compose's exponentialDecay or splineBasedDecay as
    /// `ComposeDecayFrames` runs it from 0, a trace of the position in the decay's units.
    static func composeDecayFrames(_ decay: DecayValue, bound: BoundArguments, span: SourceSpan) throws(Diagnostic) -> Value {
        let fps = try bound[.fps]
        for descriptor in [ParameterDescriptor.distance, .visibilityThreshold] where bound.has(descriptor) {
            let label = descriptor.name
            throw Diagnostic("\(label): is for a spring; a decay goes as far as its velocity takes it\(label == "visibilityThreshold" ? " (exponentialDecay's threshold is decay(…, absVelocityThreshold:))" : "")", bound.span(descriptor))
        }
        let frames: ComposeDecayFrames
        switch decay.decay {
        case .compose(let exponential): frames = ComposeDecayFrames(exponential, framesPerSecond: fps)
        case .composeSpline(let spline): frames = ComposeDecayFrames(spline, framesPerSecond: fps)
        default:
            throw Diagnostic("composeFrames runs Compose's decays, decay(v, model: compose) (exponentialDecay) or decay(v, model: splineBasedDecay, density: 2.625); this decay's model is \(decay.model.rawValue)", span)
        }
        guard abs(decay.velocity.value) < 1e30 else {
            throw Diagnostic("composeFrames needs a finite release velocity, like 2000pt/s", span)
        }
        guard let trace = frames.trace(limit: Limits.platformFrames) else {
            throw Diagnostic("Compose does not end this decay within \(Limits.platformFrames) frames (its friction is too low, or its threshold too small, for it to stop sooner)", span)
        }
        return .trace(TraceValue(samples: .one(trace), dimension: .length, unit: decay.lengthUnit, timeUnit: .millisecond))
    }
}
