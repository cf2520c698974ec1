import FluidMotion

/// `retarget`: interrupting a running spring (MOTION.md, "Interruption"), as the ideal or as
/// a platform does it.
extension Builtins {
    static let timeline: [Builtin] = [
        Builtin("retarget", "interrupt a running spring at a time and send it to a new target (a fraction of the first move) or on with a new spring; "
                    + "chain it to retarget again. " + retargeting.map(\.retarget.help).joined(separator: "; "),
                example: "retarget(spring(damping: 0.8, response: 0.4s), at: 150ms, to: 0.5)", ParameterTable([
                    .value("motion", takes: "a spring or a retargeted motion", positional: true, "the running motion (0 → 1)"),
                    .of(.retargetAt, required: true),
                    .of(.retargetTo),
                    .value("spring", takes: "a spring", optional: true, "the spring it goes on with (the old one when left out)"),
                    .value("platform", takes: choiceList(retargeting.map(\.name)), default: retargeting.first?.name,
                           retargeting.map { "\($0.name): \($0.retarget.meaning)" }.joined(separator: "; ")),
                    .of(.fps, "\(framesOnly): frames per second of the display, 1 to 1000; frames at k/fps after the first spring starts"
                        + drawing.compactMap { platform in platform.frames.fpsNote.map { " (\(platform.name): \($0))" } }.joined()),
                    .of(.distance, "\(framesOnly): the size of the first move in the platform's units, which sets its rest thresholds ("
                        + drawing.map(\.frames.thresholds).joined(separator: "; ") + ")"),
                    .of(.motionRestSpeed, restOptionMeaning(\.restSpeed)),
                    .of(.motionRestDelta, restOptionMeaning(\.restDelta)),
                ], forms: [["motion", "at", "to"], ["motion", "at", "spring"], ["motion", "at", "to", "spring"],
                           ["motion", "at", "to", "platform", "fps", "distance", "restSpeed", "restDelta"]]), retarget),
    ]

    /// The platforms `retarget` models, the default (the exact motion) first.
    static var retargeting: [(name: String, retarget: PlatformRetarget)] { MotionPlatforms.retargeting }

    /// The platforms that draw a retargeted chain frame by frame, with how.
    static var drawing: [(name: String, frames: RetargetFrames)] {
        retargeting.compactMap { platform in platform.retarget.frames.map { (platform.name, $0) } }
    }

    /// "platform: motion or android only".
    static var framesOnly: String { "platform: " + choiceList(drawing.map(\.name)) + " only" }

    /// restSpeed:'s or restDelta:'s meaning, from the platforms that take them.
    static func restOptionMeaning(_ option: KeyPath<(restSpeed: String, restDelta: String), String>) -> String {
        drawing.compactMap { platform in platform.frames.restOptions.map { "platform: \(platform.name) only: " + $0[keyPath: option] } }
            .joined(separator: "; ")
    }

    /// The platforms `retarget` models and what each draws, from the registry
    /// (`MotionPlatform.retarget`): "swiftui (the default: …), motion (…) or android (…)".
    static let retargetPlatformChoices: String = choiceList(retargeting.enumerated().map { index, platform in
        "\(platform.name) (\(index == 0 ? "the default: " : "")\(platform.retarget.summary))"
    })

    @Sendable static func retarget(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let first = try bound.argument("motion")
        let motion: RetargetedMotionValue
        switch first.value {
        case .spring(let s): motion = RetargetedMotionValue(spring: s)
        case .motion(let m): motion = m
        case .trace:
            let drawer = drawing.first
            throw Diagnostic(Messages.traceNotRetargetable(platform: drawer?.name ?? "", possessive: drawer?.frames.possessive ?? ""), first.span)
        default:
            throw Diagnostic(Messages.argumentKind("the first argument of retarget", expected: "a spring or a retargeted motion", got: first.value.kindPhrase),
                    first.span)
        }
        // Every moment, settle and print of a motion walks all of its segments.
        guard motion.retargets.count < RetargetedMotionValue.maximumRetargets else {
            throw Diagnostic(Messages.tooManyRetargets(RetargetedMotionValue.maximumRetargets), first.span)
        }
        let (platformName, platform) = try retargetPlatform(bound)
        let at = try bound.quantity(.retargetAt)
        guard bound.has(.retargetTo) || bound.has("spring") else { throw Diagnostic(Messages.retargetNeedsChange, call.span) }
        let target = bound.has(.retargetTo) ? try bound.quantity(.retargetTo) : nil
        var spring: SpringValue?
        if bound.has("spring") {
            let argument = try bound.argument("spring")
            guard case .spring(let s) = argument.value else {
                throw Diagnostic(Messages.argumentKind("spring", expected: "a spring, like spring(damping: 1, response: 0.3s)", got: argument.value.kindPhrase),
                        argument.span)
            }
            spring = s
        }
        if let last = motion.retargets.last, at.value.isFinite, at.value < last.at.value {
            throw Diagnostic(Messages.retargetTooEarly(last: ValueFormatter(digits: 4).time(last.at.value)), bound.span(.retargetAt))
        }
        let chained: RetargetedMotionValue
        do throws(MotionError) {
            chained = try motion.retargeted(RetargetedMotionValue.Retarget(at: at, target: target, spring: spring))
        } catch {
            throw Diagnostic(Messages.refused(error), bound.span(error.parameter))
        }
        guard let frames = platform.frames else {
            let exact = "the default platform (\(platformName)) is the exact motion"
            for descriptor in [ParameterDescriptor.fps, .distance] where bound.has(descriptor) {
                throw Diagnostic(Messages.framesOptionOnExact(descriptor.name, drawing: drawing.map(\.name), exact: exact), bound.span(descriptor))
            }
            try refuseRestOptions(bound, because: exact)
            return .motion(chained)
        }
        if frames.restOptions == nil { try refuseRestOptions(bound, because: "platform: \(platformName) \(frames.restRule)") }
        return try retargetFrames(chained, frames, bound, span: call.span)
    }

    /// restSpeed:/restDelta: are the options of the platforms that take them, refused by the others.
    static func refuseRestOptions(_ bound: BoundArguments, because reason: String) throws(Diagnostic) {
        for descriptor in [ParameterDescriptor.motionRestSpeed, .motionRestDelta] where bound.has(descriptor) {
            let owners = drawing.filter { $0.frames.restOptions != nil }
            throw Diagnostic(Messages.restOptionElsewhere(descriptor.name, owner: owners.first?.frames.possessive ?? "",
                                                          platforms: owners.map(\.name), reason: reason), bound.span(descriptor))
        }
    }

    /// `platform:` as a bare word (`swiftui`, `motion` are namespaces) or a string.
    static func retargetPlatform(_ bound: BoundArguments) throws(Diagnostic) -> (String, PlatformRetarget) {
        guard bound.has("platform") else { return retargeting[0] }
        let argument = try bound.argument("platform")
        let name: String
        switch argument.value {
        case .string(let s): name = s
        case .namespace(let n): name = n.name
        default:
            throw Diagnostic(Messages.argumentKind("platform", expected: retargetPlatformChoices, got: argument.value.kindPhrase), argument.span)
        }
        guard let platform = MotionPlatforms.named(orAlias: OldNames.current(name.lowercased())), let retarget = platform.retarget else {
            throw Diagnostic(Messages.noRetargetPlatform(name, among: retargeting.map(\.name), choices: retargetPlatformChoices), argument.span)
        }
        return (platform.name, retarget)
    }

    /// The whole chain drawn as the platform draws it (`RetargetFrames.draw`), each segment's
    /// spring as it was written, at `fps:` for a first move of `distance:`; a trace of progress
    /// (value/distance) over wall time in milliseconds.
    static func retargetFrames(_ motion: RetargetedMotionValue, _ frames: RetargetFrames, _ bound: BoundArguments,
                               span: SourceSpan) throws(Diagnostic) -> Value {
        let options = RetargetFrameOptions(framesPerSecond: try bound[.fps], distance: try bound[.distance],
                                           restSpeed: try bound[ifGiven: .motionRestSpeed], restDelta: try bound[ifGiven: .motionRestDelta],
                                           limit: Limits.platformFrames)
        let springs = motion.retargets.reduce(into: [motion.base]) { springs, step in springs.append(step.spring ?? springs[springs.count - 1]) }
        let chain = RetargetChain(motion: motion.motion, springs: springs.map { spring in
            (spring.spring, spring.form, spring.arguments.mapValues(\.value))
        })
        do throws(MotionError) {
            let trace = try frames.draw(chain, options)
            return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
        } catch {
            throw Diagnostic(Messages.retargetNotDrawn(error), span)
        }
    }
}
