import FluidLanguage
import Motion

/// The things `compare` and `diff` work on, each with the name it is shown under: the
/// argument's own text (`s`, `swiftui.bouncy`), `list[i]` for the springs of a list, and
/// `space.entry` for the springs of a preset group (`compare swiftui`).
struct MotionSubject {
    enum Kind {
        case spring(SpringValue)
        case decay(DecayValue)
        case function(FunctionValue)
    }

    let kind: Kind
    let name: String
    let span: SourceSpan

    /// Evaluates positional arguments in order, expanding lists and preset groups.
    /// A range argument is returned apart (`diff f, g, 0s..2s`); labelled arguments are
    /// refused with `command`'s name. Other values are errors that say what is accepted.
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
            if let label = argument.label {
                throw Diagnostic("\(command) takes no option '\(label)'; give it \(accepts)", argument.labelSpan ?? argument.span)
            }
            let value = try interpreter.evaluate(argument.value)
            let name = text(span)
            switch value {
            case .spring(let s): subjects.append(MotionSubject(kind: .spring(s), name: name, span: span))
            case .decay(let d): subjects.append(MotionSubject(kind: .decay(d), name: name, span: span))
            case .function(let f): subjects.append(MotionSubject(kind: .function(f), name: name, span: span))
            case .range(let r):
                guard range == nil else { throw Diagnostic("\(command) takes one range; this is a second one", span) }
                guard r.lower.value.isFinite, r.upper.value.isFinite, r.lower.value < r.upper.value else {
                    throw Diagnostic("the range must go from a smaller to a larger finite value", span)
                }
                range = (r, span)
            case .list(let elements) where !elements.isEmpty && elements.allSatisfy(\.isSpringOrDecay):
                for (index, element) in elements.enumerated() {
                    subjects.append(MotionSubject(kind: element.motionKind!, name: "\(name)[\(index)]", span: span))
                }
            case .namespace(let space) where space.entries.contains(where: { $0.value.isSpringOrDecay }):
                for entry in space.entries where entry.value.isSpringOrDecay {
                    subjects.append(MotionSubject(kind: entry.value.motionKind!, name: "\(name).\(entry.name)", span: span))
                }
            default:
                throw Diagnostic("\(command) cannot take \(value.kindPhrase); give it \(accepts)", span)
            }
        }
        return (subjects, range)
    }
}

private extension Value {
    var isSpringOrDecay: Bool {
        switch self {
        case .spring, .decay: return true
        default: return false
        }
    }

    var motionKind: MotionSubject.Kind? {
        switch self {
        case .spring(let s): return .spring(s)
        case .decay(let d): return .decay(d)
        default: return nil
        }
    }
}
