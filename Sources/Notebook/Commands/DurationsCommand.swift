import FluidLanguage
import FluidMotion
import TerminalText

/// `durations s [, distance: 300pt]`: how long the spring lasts by each platform's rule,
/// side by side, each named for whose rule it is, with the member that reads it alone.
/// The rules disagree (thresholds, velocity checks, a 50 ms grid, an envelope), which is
/// the point of showing them together.
struct DurationsCommand: NotebookCommand {
    static let distance = OptionKey<Self, Double>.parameter(
        .distance, meaning: "the size of the move, for the rules with thresholds in points (default 1: a progress of 0 to 1)")
    /// The platforms' rows, in registry order (`MotionPlatform.durations`).
    static let platforms: [PlatformDurations] = MotionPlatforms.all.compactMap(\.durations)
    /// The options that set the platforms' thresholds (`restSpeed:`, `visibilityThreshold:`), as each declares them.
    static let thresholds: [(number: FrameNumber, key: OptionKey<Self, Double>)] = platforms.flatMap(\.options).map { number in
        (number, OptionKey<Self, Double>.parameter(ParameterDescriptor(number), meaning: number.meaning))
    }

    static let spec = CommandSpec(
        name: "durations", form: .expressions,
        parameters: [CommandParameter(name: "spring", placeholder: "SPRING", kind: .expression)],
        options: [distance] + thresholds.map(\.key),
        summary: "How long a spring lasts by each platform's rule, side by side: fluid's exact settle (s.settle), "
            + platforms.map(\.summary).filter { !$0.isEmpty }.joined(separator: ", ") + ".",
        example: "durations spring(damping: 0.8, response: 0.4s)",
        members: ["settle"] + SpringValue.durationMembers.map(\.name), membersPhrase: "a spring's durations",
        pinnable: true)

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        let distance = try call[Self.distance] ?? 1
        var options: [String: Double] = [:]
        for (number, key) in thresholds {
            options[number.name] = try call[key]
        }
        guard let argument = call.argument("spring"), let expression = argument.expression else { return Response() }
        let value = try context.interpreter.evaluate(expression)
        let name = call.text(argument.valueSpan)
        guard case .spring(let spring) = value else {
            guard let motion = value.motionOverTime else {
                throw Diagnostic(Messages.durationsNeedsMotion(value.kindPhrase), argument.valueSpan)
            }
            return .text(motionDurations(motion, name: name, formatter: context.interpreter.formatter))
        }
        return .text(durationsTable(spring, name: name, distance: distance, options: options, formatter: context.interpreter.formatter))
    }
}

extension DurationsCommand {
    /// fluid's exact settle, then each platform's rows (`MotionPlatform.durations`), each its
    /// name, time and member (the member only for a move of 1), its rule's words beneath.
    static func durationsTable(_ value: SpringValue, name: String, distance: Double, options: [String: Double] = [:],
                               formatter format: ValueFormatter) -> String {
        let s = value.spring
        let time: (Double) -> String = { seconds in seconds.isFinite ? format.time(seconds) : "never" }
        let unit = distance == 1 ? "1" : format.number(distance)
        let from = s.initialVelocity == 0 ? "from rest" : "with velocity \(format.number(s.initialVelocity))"
        let query = DurationQuery(spring: value.written, distance: distance, options: options, limit: Limits.platformFrames,
                                  number: { format.number($0) }, time: time)
        let rows = [DurationRow("fluid settle", s.settlingTime(), "exact last moment 0.1 % or more from the target", member: "s.settle")]
            + platforms.flatMap { $0.rows(query) }
        let nameWidth = rows.map(\.label.count).max() ?? 0
        let timeWidth = rows.map { time($0.seconds).count }.max() ?? 0
        var lines = ["\(name): a move of \(unit), \(from)"]
        for row in rows {
            let memberColumn = distance == 1 && !row.member.isEmpty ? "  " + row.member : ""
            let head = "  " + row.label.padding(to: nameWidth) + "  " + time(row.seconds)
            lines.append(memberColumn.isEmpty ? head : head.padding(to: 2 + nameWidth + 2 + timeWidth) + memberColumn)
            lines += TextLine(indent: ruleIndent.count, row.rule).fitted(width: tableWidth)
        }
        return lines.joined(separator: "\n")
    }

    /// Each row's rule, beneath its name, time and member, indented this much.
    static let ruleIndent = "      "
    /// The rule's words wrap between words (``TextLine``'s prose fitting) so every line of the
    /// table fits this many columns (the widest row head, name, time and member, is 67).
    static let tableWidth = 100
}
