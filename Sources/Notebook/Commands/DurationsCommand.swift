import FluidLanguage
import Motion

extension Session {
    /// `durations s [, distance: 300pt]`: how long the spring lasts by each platform's rule,
    /// side by side, each named for whose rule it is, with the member that reads it alone.
    /// The rules disagree (thresholds, velocity checks, a 50 ms grid, an envelope), which is
    /// the point of showing them together.
    func durations(_ arguments: CommandArguments, line: String) -> Response {
        guard case .expressions(let arguments) = arguments, !arguments.isEmpty else {
            return .error("durations of what? Try: durations s   or   durations s, distance: 300pt")
        }
        do throws(Diagnostic) {
            var spring: (value: SpringValue, name: String)?
            var motion: (value: MotionOverTime, name: String)?
            var distance = 1.0
            for argument in arguments {
                let value = try interpreter.evaluate(argument.value)
                if let label = argument.label {
                    guard label == "distance" else {
                        throw Diagnostic("durations takes a spring and distance:, not '\(label):'", argument.labelSpan ?? argument.span)
                    }
                    guard case .number(let q) = value, q.dimension == .length || q.dimension == .none else {
                        throw Diagnostic("distance: is the size of the move, a length like 300pt or a plain number like 1; got \(value.kindPhrase)", argument.value.span)
                    }
                    guard q.value.isFinite, q.value != 0, abs(q.value) < 1e12 else {
                        throw Diagnostic("distance: must be a finite size other than 0 (like 300pt)", argument.value.span)
                    }
                    distance = abs(q.value)
                    continue
                }
                guard spring == nil, motion == nil else {
                    throw Diagnostic("durations shows one spring at a time (with an optional distance:)", argument.span)
                }
                guard case .spring(let s) = value else {
                    guard let m = value.motionOverTime else {
                        throw Diagnostic("durations needs a spring (or another motion over time: a decay, a retargeted motion, a trace); got \(value.kindPhrase)",
                                         argument.value.span)
                    }
                    motion = (m, argument.value.span.text(in: line))
                    continue
                }
                spring = (s, argument.value.span.text(in: line))
            }
            if let motion { return .text(motionDurations(motion.value, name: motion.name, formatter: interpreter.formatter)) }
            guard let spring else { return .error("durations of what? Try: durations s") }
            return .text(durationsTable(spring.value, name: spring.name, distance: distance))
        } catch {
            return .error(error.rendered(source: line))
        }
    }

    private func durationsTable(_ value: SpringValue, name: String, distance: Double) -> String {
        let s = value.spring
        let format = interpreter.formatter
        func time(_ seconds: Double) -> String { seconds.isFinite ? format.time(seconds) : "never" }
        let unit = distance == 1 ? "1" : format.number(distance)
        let small = distance < 5
        let restDelta = small ? 0.005 : 0.5, restSpeed = small ? 0.01 : 2
        let from = s.initialVelocity == 0 ? "from rest" : "with velocity \(format.number(s.initialVelocity))"
        let rows: [(String, String, String, String)] = [
            ("fluid settle", time(s.settlingTime()), "exact last moment 0.1 % or more from the target", "s.settle"),
            ("SwiftUI settlingDuration", time(s.swiftUISettlingDuration()),
             "the same rule, always from rest (Apple's definition)", "s.settlingDuration"),
            ("Framer Motion rest", time(s.framerRestDuration(distance: distance)),
             "first 50 ms frame within \(format.number(restDelta))" + (s.dampingRatio < 1 ? " and under \(format.number(restSpeed))/s" : "")
                + (s.framerRestDuration(distance: distance).isFinite ? "" : " (Motion stops at 20 s)"),
             "s.framerRestDuration"),
            ("Compose estimate", time(s.composeEstimatedDuration(visibilityThreshold: 0.01, distance: distance)),
             (s.dampingRatio < 1 ? "envelope" : "last moment") + " within 0.01 (visibilityThreshold), whole ms",
             "s.composeDuration"),
        ]
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let timeWidth = rows.map(\.1.count).max() ?? 0
        let ruleWidth = rows.map(\.2.count).max() ?? 0
        var lines = ["\(name): a move of \(unit), \(from)"]
        for (rule, duration, meaning, member) in rows {
            let memberColumn = distance == 1 ? "  " + member : ""
            lines.append("  " + rule.padding(to: nameWidth) + "  " + duration.padding(to: timeWidth) + "  "
                         + (memberColumn.isEmpty ? meaning : meaning.padding(to: ruleWidth) + memberColumn))
        }
        return lines.joined(separator: "\n")
    }
}

private extension SourceSpan {
    func text(in line: String) -> String {
        let characters = Array(line)
        let lo = max(0, min(start, characters.count)), hi = max(lo, min(end, characters.count))
        return String(characters[lo..<hi])
    }
}
