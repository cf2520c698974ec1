import FluidMotion

/// `retarget`: interrupting a running spring (MOTION.md, "Interruption").
extension Builtins {
    static let timeline: [Builtin] = [
        Builtin("retarget", "interrupt a running spring at a time and send it to a new target (a fraction of the first move) or on with a new spring; position and velocity carry over; chain it to retarget again",
                example: "retarget(spring(damping: 0.8, response: 0.4s), at: 150ms, to: 0.5)", ParameterTable([
                    .value("motion", takes: "a spring or a retargeted motion", positional: true, "the running motion (0 → 1)"),
                    .quantity("at", .time, "when it is interrupted, from the start of the first spring"),
                    .quantity("to", .plain, optional: true, "the new target, as a fraction of the first move (1 = the old target)"),
                    .value("spring", takes: "a spring", optional: true, "the spring it goes on with (the old one when left out)"),
                ], forms: [["motion", "at", "to"], ["motion", "at", "spring"], ["motion", "at", "to", "spring"]]), retarget),
    ]

    @Sendable static func retarget(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let first = try bound.argument("motion")
        let motion: MotionValue
        switch first.value {
        case .spring(let s): motion = MotionValue(spring: s)
        case .motion(let m): motion = m
        default:
            throw Diagnostic(Messages.argumentKind("the first argument of retarget", expected: "a spring or a retargeted motion", got: first.value.kindPhrase), first.span)
        }
        // Every moment, settle and print of a motion walks all of its segments.
        guard motion.retargets.count < MotionValue.maximumRetargets else {
            throw Diagnostic(Messages.tooManyRetargets(MotionValue.maximumRetargets), first.span)
        }
        let at = try bound.quantity("at")
        guard bound.has("to") || bound.has("spring") else { throw Diagnostic(Messages.retargetNeedsChange, call.span) }
        let target = bound.has("to") ? try bound.quantity("to") : nil
        var spring: SpringValue?
        if bound.has("spring") {
            let argument = try bound.argument("spring")
            guard case .spring(let s) = argument.value else {
                throw Diagnostic(Messages.argumentKind("spring", expected: "a spring, like spring(damping: 1, response: 0.3s)", got: argument.value.kindPhrase), argument.span)
            }
            spring = s
        }
        if let last = motion.retargets.last, at.value.isFinite, at.value < last.at.value {
            throw Diagnostic(Messages.retargetTooEarly(last: ValueFormatter(digits: 4).time(last.at.value)), bound.span("at"))
        }
        do throws(MotionError) {
            return .motion(try motion.retargeted(MotionValue.Retarget(at: at, target: target, spring: spring)))
        } catch {
            throw Diagnostic(error.message, bound.span(error.parameter))
        }
    }
}
