import FluidMotion
import TerminalText

extension ValueFormatter {
    /// `a spring minus a spring · from 0 to 0 · settles 1.017 s`: what was subtracted from
    /// what and, for two motions, where the difference starts, ends and when it settles.
    public func difference(_ d: DifferenceValue) -> String { TextLine.text([differenceLine(d)]) }

    /// The difference's one line, as facts.
    func differenceLine(_ d: DifferenceValue) -> TextLine {
        var parts = ["\(d.minuend.kindPhrase) minus \(d.subtrahend.kindPhrase)"]
        if let motion = d.motion {
            let curve = motion.curve
            parts.append("from " + quantity(motion.position(curve.startPosition)) + " to " + quantity(motion.position(curve.targetPosition)))
            parts.append(curve.settleTime.isFinite ? "settles " + time(curve.settleTime) : "never settles")
        }
        return TextLine(facts: parts)
    }
}

extension SourcePrinter {
    /// `spring(…) - spring(…)`; a function, or a difference on the right, in parentheses so
    /// the text reads back as the same difference.
    static func difference(_ d: DifferenceValue) -> String {
        func part(_ v: Value, right: Bool) -> String {
            switch v {
            case .function: return "(" + value(v) + ")"
            case .difference where right: return "(" + value(v) + ")"
            default: return value(v)
            }
        }
        return part(d.minuend, right: false) + " - " + part(d.subtrahend, right: true)
    }
}
