import FluidMotion

/// `retarget`: interrupting a running spring (MOTION.md, "Interruption"), as the ideal or as
/// a platform does it.
extension Builtins {
    static let timeline: [Builtin] = [
        Builtin("retarget", "interrupt a running spring at a time and send it to a new target (a fraction of the first move) or on with a new spring; chain it to retarget again. platform: swiftui (the default) is the ideal SwiftUI's springs follow: position and velocity carry over exactly; platform: motion gives what Motion (Framer Motion 12.36+) draws at fps:, as a trace; platform: android what SpringAnimation draws when animateToFinalPosition is called while it runs (the new target half a frame in), as a trace",
                example: "retarget(spring(damping: 0.8, response: 0.4s), at: 150ms, to: 0.5)", ParameterTable([
                    .value("motion", takes: "a spring or a retargeted motion", positional: true, "the running motion (0 → 1)"),
                    .of(.retargetAt, required: true),
                    .of(.retargetTo),
                    .value("spring", takes: "a spring", optional: true, "the spring it goes on with (the old one when left out)"),
                    .value("platform", takes: "swiftui, motion or android", default: "swiftui",
                           "swiftui: the new spring starts exactly where the old one is, with its exact velocity (SwiftUI's springs, UIKit's spring animators), a motion to measure and chain; motion: what Motion draws, frame by frame: it starts from the old spring's value at that time with the velocity of the value's last two updates (a frame difference), on its own clock, and the last frame of each spring snaps to its target (a trace over wall time; every retarget of the chain runs Motion's way); a motion.spring given by duration or visualDuration starts at rest, dropping that velocity, runs the stiffness Motion resolves (findSpring's Newton steps for a duration), and one given by duration ends on the first frame at or after its duration; android: what SpringAnimation draws when animateToFinalPosition(to) is called at that time: the call waits for the next frame, which runs half its milliseconds toward the old target and half toward the new one, in Floats, and it ends within 0.75 × the minimum visible change (an alpha's for a move of 1, a pixel's for a longer one); the spring stays the one it started with"),
                    .of(.fps, "platform: motion or android only: frames per second of the display, 1 to 1000; frames at k/fps after the first spring starts (android: at whole milliseconds)"),
                    .of(.distance, "platform: motion or android only: the size of the first move in the platform's units, which sets its rest thresholds (Motion: 0.005 and 0.01/s under 5 units, 0.5 and 2/s from 5; Android: an alpha's 0.75/256 for a move of 1, else 0.75 px)"),
                    .of(.motionRestSpeed, "platform: motion only: Motion's restSpeed for every spring of the chain, in distance's units per second: slower than this (and within restDelta) counts as at rest (default 0.01 for a move under 5 units, 2 from 5)"),
                    .of(.motionRestDelta, "platform: motion only: Motion's restDelta for every spring of the chain, in distance's units: this near the target (and under restSpeed) counts as there (default 0.005 for a move under 5 units, 0.5 from 5)"),
                ], forms: [["motion", "at", "to"], ["motion", "at", "spring"], ["motion", "at", "to", "spring"],
                           ["motion", "at", "to", "platform", "fps", "distance", "restSpeed", "restDelta"]]), retarget),
    ]

    /// The platforms `retarget` models and what each draws, from the registry
    /// (`MotionPlatform.retarget`): "swiftui (the default: …), motion (…) or android (…)".
    static let retargetPlatformChoices: String = {
        let choices = MotionPlatforms.retargeting.enumerated().map { index, platform in
            "\(platform.name) (\(index == 0 ? "the default: " : "")\(platform.retarget.summary))"
        }
        return choices.dropLast().joined(separator: ", ") + (choices.count > 1 ? " or " : "") + (choices.last ?? "")
    }()

    @Sendable static func retarget(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let first = try bound.argument("motion")
        let motion: MotionValue
        switch first.value {
        case .spring(let s): motion = MotionValue(spring: s)
        case .motion(let m): motion = m
        case .trace:
            throw Diagnostic("this is a trace of frames (what retarget(…, platform: motion) gives), which cannot be retargeted again: chain the retargets with the default platform and put platform: motion on the last one; it runs them all Motion's way", first.span)
        default:
            throw Diagnostic(Messages.argumentKind("the first argument of retarget", expected: "a spring or a retargeted motion", got: first.value.kindPhrase), first.span)
        }
        // Every moment, settle and print of a motion walks all of its segments.
        guard motion.retargets.count < MotionValue.maximumRetargets else {
            throw Diagnostic(Messages.tooManyRetargets(MotionValue.maximumRetargets), first.span)
        }
        let platform = try retargetPlatform(bound)
        let at = try bound.quantity(.retargetAt)
        guard bound.has(.retargetTo) || bound.has("spring") else { throw Diagnostic(Messages.retargetNeedsChange, call.span) }
        let target = bound.has(.retargetTo) ? try bound.quantity(.retargetTo) : nil
        var spring: SpringValue?
        if bound.has("spring") {
            let argument = try bound.argument("spring")
            guard case .spring(let s) = argument.value else {
                throw Diagnostic(Messages.argumentKind("spring", expected: "a spring, like spring(damping: 1, response: 0.3s)", got: argument.value.kindPhrase), argument.span)
            }
            spring = s
        }
        if let last = motion.retargets.last, at.value.isFinite, at.value < last.at.value {
            throw Diagnostic(Messages.retargetTooEarly(last: ValueFormatter(digits: 4).time(last.at.value)), bound.span(.retargetAt))
        }
        let chained: MotionValue
        do throws(MotionError) {
            chained = try motion.retargeted(MotionValue.Retarget(at: at, target: target, spring: spring))
        } catch {
            throw Diagnostic(Messages.refused(error), bound.span(error.parameter))
        }
        switch platform.kind {
        case .exact:
            for descriptor in [ParameterDescriptor.fps, .distance] where bound.has(descriptor) {
                throw Diagnostic("\(descriptor.name): is for platform: motion or android, which draw frames; the default platform (swiftui) is the exact motion",
                                 bound.span(descriptor))
            }
            try refuseMotionRestOptions(bound, platform: "the default platform (swiftui) is the exact motion")
            return .motion(chained)
        case .restartsFromFrame:
            let springs = chained.retargets.reduce(into: [chained.base]) { springs, step in springs.append(step.spring ?? springs[springs.count - 1]) }
            return try motionRetarget(chained, springs: springs, bound, span: call.span)
        case .movesFinalPosition:
            try refuseMotionRestOptions(bound, platform: "platform: android ends by SpringAnimation's own rule")
            return try androidRetarget(chained, bound, span: call.span)
        }
    }

    /// restSpeed:/restDelta: are Motion's options, for platform: motion only.
    static func refuseMotionRestOptions(_ bound: BoundArguments, platform: String) throws(Diagnostic) {
        for descriptor in [ParameterDescriptor.motionRestSpeed, .motionRestDelta] where bound.has(descriptor) {
            throw Diagnostic("\(descriptor.name): is Motion's rest threshold, for platform: motion; \(platform)", bound.span(descriptor))
        }
    }

    /// A spring of the chain as Motion is given it: `motion.spring(duration:, bounce:)` and
    /// `motion.spring(visualDuration:, bounce:)` as those options (Motion resolves them, starts
    /// them at rest, and ends a duration spring at it); any other as its stiffness, damping
    /// and mass.
    static func motionOptions(_ spring: SpringValue) -> MotionLibrarySpringOptions {
        let bounce = spring.arguments["bounce"]?.value ?? MotionLibrarySpring.defaultBounce
        if spring.form == .motionDuration, let duration = spring.arguments["duration"]?.value {
            return .duration(duration, bounce: bounce)
        }
        if spring.form == .motionVisualDuration, let visual = spring.arguments["visualDuration"]?.value {
            return .visualDuration(visual, bounce: bounce)
        }
        return MotionLibrarySpringOptions(spring.spring)
    }

    /// `platform:` as a bare word (`swiftui`, `motion` are namespaces) or a string.
    static func retargetPlatform(_ bound: BoundArguments) throws(Diagnostic) -> PlatformRetarget {
        guard bound.has("platform") else { return MotionPlatforms.retargeting[0].retarget }
        let argument = try bound.argument("platform")
        let name: String
        switch argument.value {
        case .string(let s): name = s
        case .namespace(let n): name = n.name
        default:
            throw Diagnostic(Messages.argumentKind("platform", expected: retargetPlatformChoices, got: argument.value.kindPhrase), argument.span)
        }
        guard let platform = MotionPlatforms.named(orAlias: OldNames.current(name.lowercased()))?.retarget else {
            throw Diagnostic("retarget has no platform '\(name)': platform: is \(retargetPlatformChoices)", argument.span)
        }
        return platform
    }

    /// The whole chain run as Motion runs it (FluidMotion's `MotionLibraryRetargetFrames`): the
    /// first spring 0 → distance at 0, each retarget an `animate` call at its time with its
    /// spring in the form it was written (`motionOptions`; `springs` holds the spring of each
    /// segment), and restSpeed/restDelta passed to every call; a trace of progress
    /// (value/distance) over wall time.
    static func motionRetarget(_ motion: MotionValue, springs: [SpringValue], _ bound: BoundArguments, span: SourceSpan) throws(Diagnostic) -> Value {
        let fps = try bound[.fps]
        let distance = try bound[.distance]
        let restSpeed = try bound[ifGiven: .motionRestSpeed], restDelta = try bound[ifGiven: .motionRestDelta]
        let segments = motion.motion.segments
        // Segment i runs springs[i] (the chain's own record of how each spring was written).
        let options = segments.indices.map { i in i < springs.count ? motionOptions(springs[i]) : MotionLibrarySpringOptions(segments[i].spring) }
        let retargets = segments.indices.dropFirst().map { i in
            MotionLibraryRetargetFrames.Retarget(milliseconds: segments[i].start * 1000, target: segments[i].target * distance, spring: options[i])
        }
        let base = segments[0].spring
        let frames = MotionLibraryRetargetFrames(spring: options[0], velocity: base.initialVelocity * distance,
                                          distance: distance, framesPerSecond: fps, retargets: retargets,
                                          restSpeed: restSpeed, restDelta: restDelta)
        guard let trace = frames.trace(limit: Limits.platformFrames) else {
            throw Diagnostic("Motion never ends this motion: a spring in it does not come to rest within Motion's 20 s limit, so its animation runs on (\(Limits.platformFrames) frames drawn); give it more damping", span)
        }
        return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
    }

    /// The whole chain run as Android runs it (FluidMotion's
    /// `AndroidSpringAnimation.frames(retargets:)`): a `SpringAnimation` 0 → distance from the
    /// first spring (stiffness k/m, its damping ratio, `setStartVelocity`), each retarget an
    /// `animateToFinalPosition(to × distance)` call at its time; a trace of progress
    /// (value/distance) over wall time. SpringAnimation keeps its SpringForce, so a retarget
    /// that changes the spring is refused rather than approximated.
    static func androidRetarget(_ motion: MotionValue, _ bound: BoundArguments, span: SourceSpan) throws(Diagnostic) -> Value {
        let fps = try bound[.fps]
        let distance = try bound[.distance]
        let segments = motion.motion.segments
        let base = segments[0].spring
        for segment in segments.dropFirst() where segment.spring.stiffness / segment.spring.mass != base.stiffness / base.mass
            || segment.spring.dampingRatio != base.dampingRatio {
            throw Diagnostic("Android's animateToFinalPosition changes only the target: SpringAnimation keeps the SpringForce it started with, so retarget with to: alone for platform: android", span)
        }
        let retargets = segments.dropFirst().map { segment in
            AndroidSpringAnimation.Retarget(milliseconds: segment.start * 1000, finalPosition: Float(segment.target * distance))
        }
        let animation = AndroidSpringAnimation(spring: base, distance: distance,
                                               minimumVisibleChange: AndroidSpringAnimation.minimumVisibleChange(forMoveOf: distance),
                                               framesPerSecond: fps)
        guard let trace = animation.progressTrace(retargets: retargets, limit: Limits.platformFrames) else {
            throw Diagnostic("SpringAnimation does not bring this motion to rest within \(Limits.platformFrames) frames (its damping is too low to settle)", span)
        }
        return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
    }
}
