import FluidMotion

/// Where a set of spring labels belongs when the constructor a user called has no form
/// for it: `spring(response: 0.3s, dampingRatio: 0.8)` is SwiftUI's
/// `Spring(response:dampingRatio:)`, `spring(visualDuration:)` is Motion's. The generic
/// `spring(...)` keeps one form per pair of words, so a platform's own words are found
/// here and named, rather than refused as unknown.
extension SpringFamilies {
    /// Every platform constructor with a form that takes exactly `given` (defaults fill the
    /// rest), as `name(label: default, …)`, in the order of `constructors`; empty when none.
    /// A form counts only when it is asked for: `given` has a word the called constructor
    /// (`known`, its labels) does not take, or the form needs some of `given` (so
    /// `spring(damping: 0.8)`, an incomplete generic form, is not sent to
    /// `coreanimation.spring`, whose every argument has a default).
    static func constructors(taking given: Set<String>, known: [String]) -> [String] {
        guard !given.isEmpty else { return [] }
        let foreignWord = !given.isSubset(of: known)
        return constructors.compactMap { constructor in
            guard let form = SpringForm.matching(given, in: constructor.forms) else { return nil }
            return foreignWord || !form.required.isEmpty ? constructor.name + form.signature : nil
        }
    }
}
