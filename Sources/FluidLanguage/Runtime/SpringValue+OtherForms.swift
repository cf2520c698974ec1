import FluidMotion

/// A parameter changed through another form than the spring's own (`s.bounce = 0.4` on a
/// damping/response spring): the form that took the change and the values it kept. Shown
/// once, under the changed spring; never kept with a binding (see `Value.settled`).
public struct SpringChangeNote: Sendable, Hashable {
    public let label: String
    public let form: SpringForm
    /// The form's other values as they were (base units: seconds for times).
    public let kept: [String: Double]
}

extension SpringValue {
    /// Fluid's own forms, in the order a change looks for one: damping ratio and response
    /// first (so `damping` is the ratio, as in `spring(damping:, response:)`).
    static let genericForms: [SpringForm] = [.dampingResponse, .durationBounce, .physical, .stiffnessDampingRatio,
                                             .tensionFriction, .bouncinessSpeed]

    /// The forms that have `label`, best first: the other forms of the spring's own
    /// constructor, then fluid's `spring` forms, then every platform's.
    static func forms(taking label: String, besides form: SpringForm) -> [SpringForm] {
        let everyForm = SpringFamilies.constructors.flatMap(\.forms)
        var seen: Set<String> = [form.id]
        return (everyForm.filter { $0.constructor == form.constructor } + genericForms + everyForm)
            .filter { $0.labels.contains(label) && seen.insert($0.id).inserted }
    }

    /// The spring with `label` set to `value` (base units) through the first form that has
    /// the label and can express this spring: that form's other values are kept, and the
    /// result is written back in this spring's own form, with its velocity. Nil when no form
    /// has the label. Errors: the value is out of that form's range, or this spring's form
    /// cannot write the result (SwiftUI's clamped over-damping, …), each saying so at `span`.
    func changing(_ label: String, to value: Double, span: SourceSpan) throws(Diagnostic) -> SpringValue? {
        let candidates = Self.forms(taking: label, besides: form)
        guard !candidates.isEmpty else { return nil }
        for candidate in candidates {
            guard case .values(var values, let candidateFlags) = candidate.inverse(spring) else { continue }
            let kept = values.filter { $0.key != label }
            values[label] = value
            do throws(SpringRewriteError) {
                var result = try rewritten(through: candidate, values: values, flags: candidateFlags)
                result.changeNote = SpringChangeNote(label: label, form: candidate, kept: kept)
                return result
            } catch {
                throw Diagnostic(error.message(changing: label), span)
            }
        }
        throw Diagnostic(Messages.formCannotWriteChange(form.constructor, label, because: "no form with '\(label)' can express this spring"), span)
    }
}

extension Value {
    /// The value as a binding or `ans` keeps it: without the one-time note of a change.
    var settled: Value {
        guard case .spring(var s) = self, s.changeNote != nil else { return self }
        s.changeNote = nil
        return .spring(s)
    }
}
