import FluidLanguage
import FluidMotion

/// The things `compare` and `diff` work on, each with the name it is shown under: the
/// argument's own text (`s`, `swiftui.bouncy`), `list[i]` for the motions of a list, and
/// `space.entry` for the motions of a preset group (`compare swiftui`).
///
/// A subject is a motion over time (anything `Value.motionOverTime` reads: springs, decays,
/// retargeted motions, traces, differences of these), a function, or a difference with a
/// function in it; `compare` then picks the kinds it has rows for.
struct MotionSubject {
    let value: Value
    let name: String
    let span: SourceSpan

    var kindPhrase: String { value.kindPhrase }

    /// Evaluates positional arguments in order, expanding lists and preset groups.
    /// A range argument is returned apart (`diff f, g, 0s..2s`). The arguments are the
    /// command's positional ones: compare and diff declare no options, so the binder refuses a
    /// label (`compare s, fps: 60`) before they are gathered. Other values are errors that say
    /// what is accepted.
    static func gather(_ arguments: [Argument], line: String, command: String, accepts: String,
                       interpreter: Interpreter) throws(Diagnostic) -> (subjects: [MotionSubject], range: (RangeValue, SourceSpan)?) {
        let characters = Array(line)
        func text(_ span: SourceSpan) -> String {
            let lo = max(0, min(span.start, characters.count)), hi = max(lo, min(span.end, characters.count))
            return String(characters[lo..<hi])
        }
        var subjects: [MotionSubject] = []
        var range: (RangeValue, SourceSpan)?
        for argument in arguments {
            let span = argument.value.span
            let value = try interpreter.evaluate(argument.value)
            let name = text(span)
            switch value {
            case _ where value.motionOverTime != nil: subjects.append(MotionSubject(value: value, name: name, span: span))
            case .function, .difference: subjects.append(MotionSubject(value: value, name: name, span: span))
            // A fit stands for the spring it found (compare fit(tr), tuned: a recording's spring beside the tuned one).
            case .record(let record) where record.kind == "fit":
                guard let spring = record.fields.first(where: { $0.name == "spring" })?.value else {
                    throw Diagnostic(Messages.commandCannotTake(command, value.kindPhrase, accepts: accepts), span)
                }
                subjects.append(MotionSubject(value: spring, name: name + ".spring", span: span))
            case .range(let r):
                guard range == nil else { throw Diagnostic(Messages.secondRange(command), span) }
                guard r.lower.value.isFinite, r.upper.value.isFinite, r.lower.value < r.upper.value else {
                    throw Diagnostic(Messages.rangeOrder("the range"), span)
                }
                range = (r, span)
            case .list(let elements) where !elements.isEmpty && elements.allSatisfy({ $0.motionOverTime != nil }):
                for (index, element) in elements.enumerated() {
                    subjects.append(MotionSubject(value: element, name: "\(name)[\(index)]", span: span))
                }
            case .namespace(let space) where space.entries.contains(where: { $0.value.motionOverTime != nil }):
                for entry in space.entries where entry.value.motionOverTime != nil {
                    subjects.append(MotionSubject(value: entry.value, name: "\(name).\(entry.name)", span: span))
                }
            default:
                throw Diagnostic(Messages.commandCannotTake(command, value.kindPhrase, accepts: accepts), span)
            }
        }
        return (subjects, range)
    }
}
