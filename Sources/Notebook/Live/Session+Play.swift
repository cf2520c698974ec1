import FluidLanguage
import FluidMotion

extension Session {
    /// `play a, b, …`: motions in real time at the terminal. Each argument becomes lanes or
    /// the plane:
    ///
    /// - a motion over time (spring, decay, retargeted motion, one-axis trace, difference):
    ///   a lane named as typed;
    /// - an easing (`css.easeOut`, `cubicBezier(…)`) with `duration:`: a lane;
    /// - a 2-D trace, or a record whose `motion` is one (`pipRelease`): the plane (one);
    /// - another record (`fit`): a lane per field that is a motion (`f.spring`, `f.curve`);
    ///   a record with a one-axis `motion` (`drawerRelease`): that motion;
    /// - a list: each element, named `a[0]`, `a[1]`, ….
    ///
    /// Anything else is refused at its span; at most 20 lanes.
    func play(_ arguments: [CommandArgument], options: PlayOptions, line: String) throws(Diagnostic) -> Response {
        let characters = Array(line)
        var collected = PlayContents()
        for argument in arguments {
            guard let expression = argument.expression else { continue }
            let value = try interpreter.evaluate(expression)
            let span = expression.span
            let name = String(characters[max(0, min(span.start, characters.count))..<max(0, min(span.end, characters.count))])
            try collected.add(value, name: name, span: span, options: options)
        }
        if options.duration != nil && !collected.usedDuration {
            throw Diagnostic("duration: is for easings (css.easeOut, cubicBezier(…)); springs and the other motions play for their own time",
                             options.durationSpan ?? SourceSpan(start: 0, end: characters.count))
        }
        guard collected.lanes.count <= 20 else { return .error("play shows at most 20 lanes; this asks for \(collected.lanes.count)") }
        if let file = options.file {
            let model = PlayModel(lanes: collected.lanes, plane: collected.plane, property: options.property, slow: options.slow,
                                  digits: interpreter.settings.digits, unicode: true)
            return try writeAnimation(model, to: file.name, span: file.span)
        }
        guard liveTerminal else {
            let names = collected.lanes.map(\.name) + [collected.plane?.name].compactMap { $0 }
            return .error("play needs a terminal to show the motion; in a script, plot it instead: plot \(names.joined(separator: ", "))")
        }
        let model = PlayModel(lanes: collected.lanes, plane: collected.plane, property: options.property, slow: options.slow,
                              digits: interpreter.settings.digits, unicode: display.unicode)
        liveRequest = .play(model, loop: options.loop)
        return Response()
    }
}

/// The lanes and the plane `play`'s arguments make.
struct PlayContents {
    var lanes: [PlayModel.Lane] = []
    var plane: PlayPlane?
    /// Whether an easing took `duration:`.
    var usedDuration = false

    static let kinds = "play moves springs, decays, retargeted motions, traces, fits, easings (with duration:) and paths in the plane"

    mutating func add(_ value: Value, name: String, span: SourceSpan, options: PlayOptions) throws(Diagnostic) {
        if let motion = value.motionOverTime {
            lanes.append(PlayModel.Lane(name: name, motion: motion.curve))
            return
        }
        if let easing = value.easing {
            guard let duration = options.duration else {
                throw Diagnostic("an easing plays over a duration: play \(name), duration: 400ms", span)
            }
            do throws(MotionError) {
                lanes.append(PlayModel.Lane(name: name, motion: try TimedEasing(easing, duration: duration)))
            } catch {
                throw Diagnostic(error.message, options.durationSpan ?? span)
            }
            usedDuration = true
            return
        }
        switch value {
        case .trace(let trace):
            guard case .two(let path) = trace.samples else { break }
            try setPlane(PlayPlane(name: name, path: path), span: span)
            return
        case .record(let record):
            if let motion = record.fields.first(where: { $0.name == "motion" })?.value {
                try add(motion, name: name, span: span, options: options)
                return
            }
            let motions = record.fields.filter { $0.value.motionOverTime != nil }
            guard !motions.isEmpty else {
                throw Diagnostic("\(Self.kinds); a \(record.kind) result has no motion in it", span)
            }
            for field in motions { try add(field.value, name: "\(name).\(field.name)", span: span, options: options) }
            return
        case .list(let values) where !values.isEmpty:
            for (index, element) in values.enumerated() {
                try add(element, name: "\(name)[\(index)]", span: span, options: options)
            }
            return
        default:
            break
        }
        throw Diagnostic("\(Self.kinds); this is \(value.kindPhrase)", span)
    }

    private mutating func setPlane(_ new: PlayPlane, span: SourceSpan) throws(Diagnostic) {
        guard plane == nil else {
            throw Diagnostic("play shows one motion in the plane at a time; \(plane!.name) is already playing", span)
        }
        plane = new
    }
}
