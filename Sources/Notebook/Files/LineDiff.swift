/// A line-by-line difference between what a file recorded and what a replay printed.
///
/// Computed with the longest common subsequence, so one changed line in a tall plot shows
/// as one `-`/`+` pair instead of a wall of changes. Outputs are small (a plot is a few
/// dozen lines), so the quadratic table is fine; inputs past `limit` lines fall back to a
/// positional comparison.
public enum LineDiff {
    public enum Change: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    public static func changes(from old: [String], to new: [String], limit: Int = 2_000) -> [Change] {
        if old.count > limit || new.count > limit {
            return positional(old, new)
        }
        let n = old.count, m = new.count
        // lcs[i][j] = length of the LCS of old[i...] and new[j...]
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
        }
        var result: [Change] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                result.append(.same(old[i])); i += 1; j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                // On a tie the recorded line goes first, as in diff -u: `-` then `+`.
                result.append(.removed(old[i])); i += 1
            } else {
                result.append(.added(new[j])); j += 1
            }
        }
        return result
    }

    private static func positional(_ old: [String], _ new: [String]) -> [Change] {
        var result: [Change] = []
        for k in 0..<max(old.count, new.count) {
            let a = k < old.count ? old[k] : nil, b = k < new.count ? new[k] : nil
            if a == b, let a { result.append(.same(a)); continue }
            if let a { result.append(.removed(a)) }
            if let b { result.append(.added(b)) }
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

    /// The changes as a unified diff (`diff -u`, what `git apply` and code review read):
    /// `--- old` and `+++ new` headers, then hunks `@@ -a,b +c,d @@` with `context` lines
    /// of context, ` ` unchanged, `-` removed, `+` added.
    public static func unified(_ changes: [Change], old: String, new: String, context: Int = 3) -> [String] {
        let changed = changes.indices.filter { if case .same = changes[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        // Old and new line numbers (1-based) before each change.
        var oldLine = [Int](), newLine = [Int]()
        var a = 1, b = 1
        for change in changes {
            oldLine.append(a)
            newLine.append(b)
            switch change {
            case .same: a += 1; b += 1
            case .removed: a += 1
            case .added: b += 1
            }
        }
        // Hunks: runs of changes closer than 2 × context, widened by the context.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(changes.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var out = ["--- \(old)", "+++ \(new)"]
        for hunk in hunks {
            let slice = changes[hunk]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            let oldStart = oldCount == 0 ? oldLine[hunk.lowerBound] - 1 : oldLine[hunk.lowerBound]
            let newStart = newCount == 0 ? newLine[hunk.lowerBound] - 1 : newLine[hunk.lowerBound]
            // As diff -u: a count of 1 is left out.
            func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }
            out.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            for change in slice {
                switch change {
                case .same(let line): out.append(" " + line)
                case .removed(let line): out.append("-" + line)
                case .added(let line): out.append("+" + line)
                }
            }
        }
        return out
    }
}
