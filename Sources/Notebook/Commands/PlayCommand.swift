import FluidLanguage
import FluidMotion

/// `play a, b, … [, slow: N, as: PROPERTY, loop: true, duration: T, to: FILE]`: motions in
/// real time at the terminal (see `play(_:options:line:in:)`, `PlayState` for the keys), or
/// written as an animation (`writeAnimation(_:to:span:in:)`).
struct PlayCommand: NotebookCommand {
    /// The range live play's +/- keys keep to too (`PlayState.slowRange`).
    static let slow = OptionKey<Self, Quantity>.quantity(
        "slow", .plain, placeholder: "N", range: PlayState.slowRange, example: "4",
        meaning: "how many times slower than real time, \(ValueFormatter(digits: 6).number(PlayState.slowRange.lowerBound)) to "
            + "\(ValueFormatter(digits: 6).number(PlayState.slowRange.upperBound)) (default 1)")
    static let property = OptionKey<Self, PlayProperty>.choice(
        "as", meaning: "what each lane shows: a moving dot (position, the default), a growing block (scale), a turning needle (rotation), a fading block "
            + "(opacity)")
    static let loop = OptionKey<Self, Bool>.flag("loop", meaning: "play again and again, resting half a second at the end, until q (default false)")
    static let duration = OptionKey<Self, Quantity>.quantity(
        "duration", .time, placeholder: "400ms", range: 0.001...60,
        meaning: "how long an easing plays (\(PresetExamples.path(endingIn: "easeOut")), cubicBezier(…)); easings need it, other motions have their own time")
    static let to = OptionKey<Self, String>.string(
        "to", placeholder: "\"drawer.gif\"",
        meaning: "write the motion as an animation to share instead of playing it: a .gif (50 frames a second, the most browsers keep) or a .png (animated "
            + "PNG, 60 frames a second), 640 px wide, looping with half a second at rest; needs no terminal, at most 20 s and "
            + "\(animationPixels / 1_000_000) million pixels over all frames, written whole (Ctrl-C leaves the file as it was), and only inside a replayed "
            + "notebook's project")

    static let spec = CommandSpec(
        name: "play", form: .expressions,
        parameters: [CommandParameter(name: "motions", placeholder: "MOTION, ...", kind: .expression, repeats: true)],
        options: [slow, property, loop, duration, to],
        summary: "The motion itself in real time: a lane per spring, decay, retargeted motion, trace, fit or easing over a duration, and a box for a motion "
            + "in the plane (a 2-D trace, a pipRelease). Keys: Space pause, r replay, ←/→ a frame, +/- speed, Tab A/B between motions on one lane, q done. "
            + "Needs a terminal.",
        example: "play s, \(MotionPlatforms.examplePreset), slow: 4")

    /// `to: "…"` names the file the line writes.
    static func writtenFile(_ call: CommandCall<Self>) -> String? { call.fileNamed(by: to) }

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        var options = PlayOptions(slow: try call[slow]?.value ?? 1, property: try call[property] ?? .position, loop: try call[loop] ?? false,
                                  duration: try call[duration]?.value, durationSpan: call.argument(duration)?.span)
        if let file = try call[to], let span = call.argument(to)?.valueSpan { options.file = (file, span) }
        return try play(call.arguments("motions"), options: options, line: call.line, in: context)
    }

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
    static func play(_ arguments: [CommandArgument], options: PlayOptions, line: String, in context: CommandContext) throws(Diagnostic) -> Response {
        let interpreter = context.interpreter
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
            throw Diagnostic(Messages.playDurationForEasings("\(PresetExamples.path(endingIn: "easeOut")), cubicBezier(…)"),
                             options.durationSpan ?? SourceSpan(start: 0, end: characters.count))
        }
        guard collected.lanes.count <= 20 else { return .error(Messages.playTooManyLanes(20, asked: collected.lanes.count)) }
        if let file = options.file {
            let model = PlayModel(lanes: collected.lanes, plane: collected.plane, property: options.property, slow: options.slow,
                                  digits: interpreter.settings.digits, unicode: true)
            return try writeAnimation(model, to: file.name, span: file.span, in: context)
        }
        guard context.liveTerminal else {
            let names = collected.lanes.map(\.name) + [collected.plane?.name].compactMap { $0 }
            return .error(Messages.playNeedsTerminal(names))
        }
        let model = PlayModel(lanes: collected.lanes, plane: collected.plane, property: options.property, slow: options.slow,
                              digits: interpreter.settings.digits, unicode: context.display.unicode)
        context.request(.play(model, loop: options.loop))
        return Response()
    }
}

/// `play`'s options, checked.
struct PlayOptions {
    var slow = 1.0
    var property = PlayProperty.position
    var loop = false
    /// How long an easing plays, in seconds.
    var duration: Double?
    var durationSpan: SourceSpan?
    /// `to: "drawer.gif"`: write the motion to this file instead of playing it.
    var file: (name: String, span: SourceSpan)?
}
