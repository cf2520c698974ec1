import FluidMotion
import TerminalText

/// How decays, their side-by-side table and retargeted motions are shown to people.
extension ValueFormatter {
    /// `decay(1200 pt/s, rate: 0.998)` and, indented 4, distance and stop time; models other
    /// than UIKit's exact decay name themselves and state their rest rule.
    public func decay(_ d: DecayValue) -> String { TextLine.text(decayLines(d)) }

    /// The call, then its facts indented 4.
    func decayLines(_ d: DecayValue) -> [TextLine] {
        var head = "decay(" + quantity(d.velocity)
        if d.model != .exact { head += ", model: " + d.model.rawValue }
        for label in d.model.labels {
            guard let q = d.parameters[label] else { continue }
            head += ", \(label): " + (q.dimension == .time ? time(q.value) : quantity(q))
        }
        var summary = ["distance " + quantity(Quantity(d.decay.distance, .length, unit: d.lengthUnit)),
                       "stops " + number(d.decay.stopTime()) + " s"]
        if d.model != .exact { summary.append(d.model.restRule) }
        return [TextLine(head + ")"), TextLine(indent: 4, facts: summary)]
    }

    /// A list of decays (`decays(1200pt/s)`) as an aligned table of model, parameters,
    /// distance and stop time; nil for any other list.
    func decayTable(_ elements: [Value]) -> String? {
        var decays: [DecayValue] = []
        for element in elements {
            guard case .decay(let d) = element else { return nil }
            decays.append(d)
        }
        guard !decays.isEmpty else { return nil }
        let header = ["model", "parameters", "distance", "stops", "rest rule"]
        let rows = decays.map { d in
            [
                d.model.title,
                d.model.labels.compactMap { label in
                    d.parameters[label].map { q in label + " " + (q.dimension == .time ? time(q.value) : quantity(q)) }
                }.joined(separator: ", "),
                quantity(Quantity(d.decay.distance, .length, unit: d.lengthUnit)),
                number(d.decay.stopTime()) + " s",
                d.model.restRule,
            ]
        }
        let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
        return "decays of " + quantity(decays[0].velocity) + "\n" + lines.joined(separator: "\n")
    }

    /// `retarget(spring(…), at: 150 ms, to: 0.5)` and, indented 4, segments, final target,
    /// settle time, overshoot past the final target (% of the first move) and its time.
    public func motion(_ m: RetargetedMotionValue) -> String { TextLine.text(motionLines(m)) }

    /// The source, then its facts indented 4.
    func motionLines(_ m: RetargetedMotionValue) -> [TextLine] {
        [TextLine(motionSource(m)), TextLine(indent: 4, facts: motionSummaryFacts(m.motion))]
    }

    private func motionSource(_ m: RetargetedMotionValue) -> String {
        var text = springFirstLine(m.base)
        for step in m.retargets {
            var parts = [text, "at: " + time(step.at.value)]
            if let target = step.target { parts.append("to: " + quantity(target)) }
            if let spring = step.spring { parts.append("spring: " + springFirstLine(spring)) }
            text = "retarget(" + parts.joined(separator: ", ") + ")"
        }
        return text
    }

    /// `segments 2 · target 0.5 · settles 0.6724 s · overshoot 0.5041 % · peak 515.7 ms`
    public func motionSummary(_ m: RetargetedMotion) -> String {
        motionSummaryFacts(m).joined(separator: TextLine.factSeparator)
    }

    func motionSummaryFacts(_ m: RetargetedMotion) -> [String] {
        var parts = [
            "segments \(m.segments.count)",
            "target " + number(m.finalTarget),
            "settles " + number(m.settlingTime()) + " s",
            "overshoot " + number(m.overshoot * 100) + " %",
        ]
        if let peak = m.peakTime { parts.append("peak " + time(peak)) }
        return parts
    }
}

extension SourcePrinter {
    /// Source that rebuilds the decay exactly: UIKit's exact decay as before
    /// (`decay(v, rate: r)`), the others with their model and every parameter.
    static func decay(_ d: DecayValue) -> String {
        var parts = [quantity(d.velocity)]
        if d.model != .exact { parts.append("model: " + d.model.rawValue) }
        for label in d.model.labels {
            if let q = d.parameters[label] { parts.append("\(label): " + quantity(q)) }
        }
        return "decay(" + parts.joined(separator: ", ") + ")"
    }

    /// `retarget(retarget(spring(…), at: 150ms, to: 0.5), at: 300ms, spring: spring(…))`.
    static func motion(_ m: RetargetedMotionValue) -> String {
        var text = spring(m.base)
        for step in m.retargets {
            var parts = [text, "at: " + quantity(step.at)]
            if let target = step.target { parts.append("to: " + quantity(target)) }
            if let s = step.spring { parts.append("spring: " + spring(s)) }
            text = "retarget(" + parts.joined(separator: ", ") + ")"
        }
        return text
    }
}
