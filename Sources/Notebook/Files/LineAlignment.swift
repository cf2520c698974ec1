/// Which lines of two texts a shortest edit removes and adds, chosen as GNU diff chooses.
///
/// Lines are compared by their bytes (no Unicode equivalence: `é` and `e` + U+0301 differ,
/// as they do to diff and patch), each given a number so the comparison is of integers.
/// The work, in diff's order:
/// 1. the common first and last lines are set aside (no edit touches them);
/// 2. a line with no equal anywhere in the other text's middle is removed or added outright
///    (it can be in no common subsequence, so the edit stays minimal and the search small);
/// 3. the rest goes to the standard library's `difference(from:)`, Myers' O((N+M)·D)
///    shortest edit script, D being the lines it changes (its trace takes about D²/2 words);
/// 4. each run of changed lines is slid along equal lines as GNU diff's `shift_boundaries`
///    slides it: back to merge with a run before, forward to merge with a run after, forward
///    as far as it goes otherwise, then back to meet a change in the other text.
///
/// Among edits of the same cost, Myers and diff's own search can choose different lines;
/// step 4 makes them agree wherever the choice is only where a run of equal lines is cut.
struct LineAlignment {
    /// `removed[i]`: line `i` of the old text is not in the new one.
    private(set) var removed: [Bool]
    /// `added[j]`: line `j` of the new text is not in the old one.
    private(set) var added: [Bool]

    /// The alignment of two texts given as their lines' bytes.
    init<Line: Sequence<UInt8>>(old: [Line], new: [Line]) {
        var numbers: [[UInt8]: Int] = [:]
        func number(_ line: Line) -> Int {
            let bytes = Array(line)
            if let known = numbers[bytes] { return known }
            numbers[bytes] = numbers.count
            return numbers.count - 1
        }
        self.init(old: old.map(number), new: new.map(number))
    }

    /// The alignment of two sequences of line numbers (equal numbers, equal lines).
    init(old: [Int], new: [Int]) {
        removed = Array(repeating: false, count: old.count)
        added = Array(repeating: false, count: new.count)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = prefix..<(old.count - suffix), newMiddle = prefix..<(new.count - suffix)
        Self.markMiddle(old: old, oldMiddle, new: new, newMiddle, removed: &removed, added: &added)
        Self.shiftRuns(&removed, of: old, against: added)
        Self.shiftRuns(&added, of: new, against: removed)
    }

    /// Steps 2 and 3 on the lines between the common first and last ones.
    private static func markMiddle(old: [Int], _ oldMiddle: Range<Int>, new: [Int], _ newMiddle: Range<Int>,
                                   removed: inout [Bool], added: inout [Bool]) {
        let inOld = Set(old[oldMiddle]), inNew = Set(new[newMiddle])
        var oldKept: [Int] = [], newKept: [Int] = []
        for i in oldMiddle {
            if inNew.contains(old[i]) { oldKept.append(i) } else { removed[i] = true }
        }
        for j in newMiddle {
            if inOld.contains(new[j]) { newKept.append(j) } else { added[j] = true }
        }
        let difference = newKept.map { new[$0] }.difference(from: oldKept.map { old[$0] })
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed[oldKept[offset]] = true
            case .insert(let offset, _, _): added[newKept[offset]] = true
            }
        }
    }

    /// Step 4 for one text's runs of changes: `changed` are its flags, `lines` its line
    /// numbers, `other` the other text's flags (read to keep the corresponding place there).
    /// A run `start..<end` moves back one line when the line before it equals its last line,
    /// and forward one when the line after it equals its first: the same lines, cut elsewhere.
    private static func shiftRuns(_ changed: inout [Bool], of lines: [Int], against other: [Bool]) {
        let count = changed.count
        // Out of range reads as unchanged, as diff's flag arrays carry a false at each end.
        func isChanged(_ k: Int) -> Bool { k >= 0 && k < count && changed[k] }
        func otherChanged(_ k: Int) -> Bool { k >= 0 && k < other.count && other[k] }
        var i = 0, j = 0
        while true {
            // The next run, and where the other text stands beside it.
            while i < count, !changed[i] {
                while otherChanged(j) { j += 1 }
                j += 1
                i += 1
            }
            if i == count { break }
            var start = i
            while isChanged(i) { i += 1 }
            while otherChanged(j) { j += 1 }
            var corresponding = count
            var length: Int
            repeat {
                length = i - start
                // Back while the line before equals the run's last line (merging with a run before).
                while start > 0, lines[start - 1] == lines[i - 1] {
                    start -= 1; changed[start] = true
                    i -= 1; changed[i] = false
                    while isChanged(start - 1) { start -= 1 }
                    j -= 1
                    while otherChanged(j) { j -= 1 }
                }
                // The run's end where it last stood beside a change in the other text.
                corresponding = otherChanged(j - 1) ? i : count
                // Forward while the line after equals the run's first line, as far as it goes.
                while i != count, lines[start] == lines[i] {
                    changed[start] = false; start += 1
                    changed[i] = true; i += 1
                    while isChanged(i) { i += 1 }
                    j += 1
                    while otherChanged(j) { corresponding = i; j += 1 }
                }
            } while length != i - start
            // Back again to the last place beside a change in the other text, if there was one.
            while corresponding < i {
                start -= 1; changed[start] = true
                i -= 1; changed[i] = false
                j -= 1
                while otherChanged(j) { j -= 1 }
            }
        }
    }
}
