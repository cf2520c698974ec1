import FluidLanguage

/// `play a, b, … [, slow: N, as: PROPERTY, loop: true, duration: T, to: FILE]`: motions in
/// real time at the terminal (see `Session.play`, `PlayState` for the keys), or written as
/// an animation (`Session.writeAnimation`).
struct PlayCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "play", form: .expressions,
        parameters: [CommandParameter(name: "motions", placeholder: "MOTION, ...", kind: .expression, repeats: true)],
        options: [
            CommandOption(label: "slow", placeholder: "N", kind: .quantity(.plain),
                          meaning: "how many times slower than real time, 0.1 to 100 (default 1)"),
            CommandOption(label: "as", choices: PlayProperty.allCases.map { $0.rawValue },
                          meaning: "what each lane shows: a moving dot (position, the default), a growing block (scale), a turning needle (rotation), a fading block (opacity)"),
            CommandOption(label: "loop", placeholder: "true", kind: .choice(["true", "false"]),
                          meaning: "play again and again, resting half a second at the end, until q (default false)"),
            CommandOption(label: "duration", placeholder: "400ms", kind: .quantity(.time),
                          meaning: "how long an easing plays (css.easeOut, cubicBezier(…)); easings need it, other motions have their own time"),
            CommandOption(label: "to", placeholder: "\"drawer.gif\"", kind: .string,
                          meaning: "write the motion as an animation to share instead of playing it: a .gif (50 frames a second, the most browsers keep) or a .png (animated PNG, 60 frames a second), 640 px wide, looping with half a second at rest; needs no terminal, at most 20 s and \(Session.animationPixels / 1_000_000) million pixels over all frames, written whole (Ctrl-C leaves the file as it was), and only inside a replayed notebook's project"),
        ],
        summary: "The motion itself in real time: a lane per spring, decay, retargeted motion, trace, fit or easing over a duration, and a box for a motion in the plane (a 2-D trace, a pipRelease). Keys: Space pause, r replay, ←/→ a frame, +/- speed, Tab A/B between motions on one lane, q done. Needs a terminal.",
        example: "play s, swiftui.bouncy, slow: 4")

    /// `to: "…"` names the file the line writes.
    static func writtenFile(_ call: CommandCall) -> String? { call.fileNamed(by: "to") }

    static func run(_ call: CommandCall, in session: Session) throws(Diagnostic) -> Response {
        var slow = 1.0
        if let q = try call.quantity("slow"), let span = call.argument("slow")?.valueSpan {
            guard q.value >= 0.1, q.value <= 100 else {
                throw Diagnostic("slow must be a plain number from 0.1 to 100, like slow: 4", span)
            }
            slow = q.value
        }
        var duration: Double?
        if let q = try call.quantity("duration"), let span = call.argument("duration")?.valueSpan {
            guard q.value >= 0.001, q.value <= 60 else {
                throw Diagnostic("duration must be a time from 1 ms to 60 s, like duration: 400ms", span)
            }
            duration = q.value
        }
        let property = call.choice("as").flatMap(PlayProperty.init(rawValue:)) ?? .position
        var options = PlayOptions(slow: slow, property: property, loop: call.choice("loop") == "true",
                                  duration: duration, durationSpan: call.argument("duration")?.span)
        if let file = try call.string("to"), let span = call.argument("to")?.valueSpan { options.file = (file, span) }
        return try session.play(call.arguments("motions"), options: options, line: call.line)
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
