/// A line-by-line difference between what a file recorded and what a replay printed.
///
/// A shortest edit (``LineAlignment``: Myers through the standard library's
/// `difference(from:)`, runs placed as GNU diff places them), so one changed line in a tall
/// plot shows as one `-`/`+` pair instead of a wall of changes; within each run of changes
/// the removed lines come before the added ones, as in `diff -u`.
public enum LineDiff {
    public enum Change: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    public static func changes(from old: [String], to new: [String]) -> [Change] {
        let alignment = LineAlignment(old: old.map(\.utf8), new: new.map(\.utf8))
        var result: [Change] = []
        result.reserveCapacity(max(old.count, new.count))
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, alignment.removed[i] {
                result.append(.removed(old[i])); i += 1
            } else if j < new.count, alignment.added[j] {
                result.append(.added(new[j])); j += 1
            } else {
                result.append(.same(old[i])); i += 1; j += 1
            }
        }
        return result
    }

    /// The changes as text: `  -` recorded, `  +` now, with unchanged lines elided to
    /// `context` lines around each change; `    …` marks every elision, at the ends too.
    public static func render(_ changes: [Change], context: Int = 2) -> [String] {
        let changed = changes.indices.filter { if case .same = changes[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        var keep = Set<Int>()
        for index in changed {
            for k in max(0, index - context)...min(changes.count - 1, index + context) { keep.insert(k) }
        }
        var out: [String] = []
        var previous = -1
        for index in changes.indices where keep.contains(index) {
            if index > previous + 1 { out.append("    …") }
            switch changes[index] {
            case .same(let s): out.append("    \(s)")
            case .removed(let s): out.append("  - \(s)")
            case .added(let s): out.append("  + \(s)")
            }
            previous = index
        }
        if previous < changes.count - 1 { out.append("    …") }
        return out
    }
}
