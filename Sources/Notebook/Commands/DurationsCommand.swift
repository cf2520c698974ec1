import FluidLanguage
import FluidMotion
import TerminalText

/// `durations s [, distance: 300pt]`: how long the spring lasts by each platform's rule,
/// side by side, each named for whose rule it is, with the member that reads it alone.
/// The rules disagree (thresholds, velocity checks, a 50 ms grid, an envelope), which is
/// the point of showing them together.
struct DurationsCommand: NotebookCommand {
    static let distance = OptionKey<Self, Quantity>.quantity(
        "distance", .length, placeholder: "300pt", meaning: "the size of the move, for the rules with thresholds in points (default 1: a progress of 0 to 1)")
    static let restSpeed = OptionKey<Self, Quantity>.quantity(
        "restSpeed", .plain, placeholder: "0.01", meaning: "Motion's restSpeed, units per second (default 0.01 for a move under 5 units, else 2)")
    static let restDelta = OptionKey<Self, Quantity>.quantity(
        "restDelta", .plain, placeholder: "0.005", meaning: "Motion's restDelta, units (default 0.005 for a move under 5 units, else 0.5)")
    static let visibilityThreshold = OptionKey<Self, Quantity>.quantity(
        "visibilityThreshold", .plain, placeholder: "0.5",
        meaning: "Compose's visibilityThreshold, units (default 0.01, a Float's; 0.1 for Dp, 0.5 for px, 1 for Int)")

    static let spec = CommandSpec(
        name: "durations", form: .expressions,
        parameters: [CommandParameter(name: "spring", placeholder: "SPRING", kind: .expression)],
        options: [distance, restSpeed, restDelta, visibilityThreshold],
        summary: "How long a spring lasts by each platform's rule, side by side: fluid's exact settle (s.settle), SwiftUI's settlingDuration (s.settlingDuration), Motion's (Framer Motion 12.36+) rest rule or given duration (s.motionRestDuration) and, at damping ratio 1 or more, the rule before 12.36, react-spring's frames at 60 Hz (reactspringFrames(s).duration), Android SpringAnimation's frames and thresholds (androidFrames(s).duration), Compose's estimate (s.composeDuration) and the 60 Hz frame that ends it (composeFrames(s).duration).",
        example: "durations spring(damping: 0.8, response: 0.4s)",
        members: ["settle", "settlingDuration", "motionRestDuration", "composeDuration"], membersPhrase: "a spring's durations",
        pinnable: true)

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        var distance = 1.0
        if let q = try call[Self.distance], let span = call.argument(Self.distance)?.valueSpan {
            guard q.value.isFinite, q.value != 0, abs(q.value) < 1e12 else {
                throw Diagnostic("distance: must be a finite size other than 0 (like 300pt)", span)
            }
            distance = abs(q.value)
        }
        var rest: (speed: Double?, delta: Double?) = (nil, nil)
        for key in [restSpeed, restDelta] {
            guard let q = try call[key], let span = call.argument(key)?.valueSpan else { continue }
            guard q.value.isFinite, q.value > 0 else {
                throw Diagnostic("\(key.label): must be a positive number (Motion takes 0 as unset)", span)
            }
            if key.label == "restSpeed" { rest.speed = q.value } else { rest.delta = q.value }
        }
        var visibilityThreshold = 0.01
        if let q = try call[Self.visibilityThreshold], let span = call.argument(Self.visibilityThreshold)?.valueSpan {
            guard q.value.isFinite, q.value > 0 else {
                throw Diagnostic("visibilityThreshold: must be a positive number of units (Compose's default is 0.01; 0.5 for pixels)", span)
            }
            visibilityThreshold = q.value
        }
        guard let argument = call.argument("spring"), let expression = argument.expression else { return Response() }
        let value = try context.interpreter.evaluate(expression)
        let name = call.text(argument.valueSpan)
        guard case .spring(let spring) = value else {
            guard let motion = value.motionOverTime else {
                throw Diagnostic("durations needs a spring (or another motion over time: a decay, a retargeted motion, a trace); got \(value.kindPhrase)",
                                 argument.valueSpan)
            }
            return .text(motionDurations(motion, name: name, formatter: context.interpreter.formatter))
        }
        return .text(durationsTable(spring, name: name, distance: distance, restSpeed: rest.speed, restDelta: rest.delta,
                                            visibilityThreshold: visibilityThreshold, formatter: context.interpreter.formatter))
    }
}

extension DurationsCommand {
    static func durationsTable(_ value: SpringValue, name: String, distance: Double, restSpeed: Double? = nil, restDelta: Double? = nil,
                               visibilityThreshold: Double = 0.01, formatter format: ValueFormatter) -> String {
        let s = value.spring
        func time(_ seconds: Double) -> String { seconds.isFinite ? format.time(seconds) : "never" }
        let unit = distance == 1 ? "1" : format.number(distance)
        let small = distance < 5
        let delta = restDelta ?? (small ? 0.005 : 0.5), speed = restSpeed ?? (small ? 0.01 : 2)
        let motionEnd = value.motionEnd(distance: distance, restSpeed: restSpeed, restDelta: restDelta)
        let motionRule = value.endsAtMotionLibraryDuration
            ? "Motion ends a spring given by duration at it (clamped to 10 ms … 10 s; an accelerated animation's linear() easing runs to \(time(MotionLibrarySpring.durationEnd(duration: value.arguments["duration"]?.value ?? 0))), the next 50 ms)"
            : "first 50 ms frame within \(format.number(delta)) and under \(format.number(speed))/s" + (motionEnd.isFinite ? "" : " (Motion stops at 20 s)")
        let from = s.initialVelocity == 0 ? "from rest" : "with velocity \(format.number(s.initialVelocity))"
        let android = AndroidSpringAnimation(spring: s, distance: distance,
                                             minimumVisibleChange: AndroidSpringAnimation.minimumVisibleChange(forMoveOf: distance))
        let compose = ComposeSpringFrames(spring: s, to: distance, framesPerSecond: 60, visibilityThreshold: visibilityThreshold)
        var rows: [(String, String, String, String)] = [
            ("fluid settle", time(s.settlingTime()), "exact last moment 0.1 % or more from the target", "s.settle"),
            ("SwiftUI settlingDuration", time(s.swiftUISettlingDuration()),
             "the same rule, always from rest (Apple's definition)", "s.settlingDuration"),
            ("Motion 12.36+ rest", time(motionEnd), motionRule, "s.motionRestDuration"),
        ]
        // Motion before 12.36 (12.35 and earlier, still widely installed) checked the velocity
        // only below critical damping: for ζ ≥ 1 it ends sooner, by its displacement alone.
        if !value.endsAtMotionLibraryDuration, s.dampingRatio >= 1 {
            let before = s.motionRestDuration(distance: distance, restSpeed: restSpeed, restDelta: restDelta, release: .before12_36)
            rows.append(("Motion before 12.36", time(before), "the same grid, within \(format.number(delta)) alone: no velocity check at damping ratio 1 or more", ""))
        }
        rows += [
            ("react-spring at 60 Hz", time(ReactSpringFrames(spring: s, to: distance, framesPerSecond: 60).duration(limit: Limits.platformFrames)),
             "its frames of 17 one-ms steps end within \(format.number(min(1, distance * 0.001))) and under a tenth of that per ms",
             "reactspringFrames(s).duration"),
            ("Rebound at 60 Hz", time(ReboundFrames(spring: s, to: distance).duration(limit: Limits.platformFrames)),
             "1 ms Runge–Kutta steps per frame, at rest under 0.001/s within 0.001 (its thresholds, in units)",
             "reboundFrames(s).duration"),
            ("Android SpringAnimation", time(android.duration(limit: Limits.platformFrames)),
             distance == 1 ? "frames of whole ms, within 0.75/256 and under 62.5× that per s (an alpha's minimum visible change)"
                           : "frames of whole ms, within 0.75 px and under 46.9 px/s (1 px minimum visible change)",
             "androidFrames(s).duration"),
            ("Compose estimate", time(s.composeEstimatedDuration(visibilityThreshold: visibilityThreshold, distance: distance)),
             (s.dampingRatio < 1 ? "envelope" : "last moment") + " within \(format.number(visibilityThreshold)) (visibilityThreshold), whole ms",
             visibilityThreshold == 0.01 ? "s.composeDuration" : ""),
            ("Compose at 60 Hz", time(compose.duration(limit: Limits.platformFrames)),
             "the first frame at or after its own estimate (Floats, whole-ms clock) shows the target",
             visibilityThreshold == 0.01 ? "composeFrames(s).duration" : ""),
        ]
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let timeWidth = rows.map(\.1.count).max() ?? 0
        var lines = ["\(name): a move of \(unit), \(from)"]
        for (rule, duration, meaning, member) in rows {
            let memberColumn = distance == 1 && !member.isEmpty ? "  " + member : ""
            let head = "  " + rule.padding(to: nameWidth) + "  " + duration
            lines.append(memberColumn.isEmpty ? head : head.padding(to: 2 + nameWidth + 2 + timeWidth) + memberColumn)
            lines += TextLine(indent: ruleIndent.count, meaning).fitted(width: tableWidth)
        }
        return lines.joined(separator: "\n")
    }

    /// Each row's rule, beneath its name, time and member, indented this much.
    static let ruleIndent = "      "
    /// The rule's words wrap between words (``TextLine``'s prose fitting) so every line of the
    /// table fits this many columns (the widest row head, name, time and member, is 67).
    static let tableWidth = 100
}
