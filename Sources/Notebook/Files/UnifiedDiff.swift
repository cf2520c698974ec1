/// Two texts' difference as GNU `diff -u` writes it, for `patch`, `git apply` and people.
///
/// The lines are those `diff -u --label OLD --label NEW old new` prints, byte for byte where
/// both choose the same shortest edit (``LineAlignment``): the headers `--- OLD`, `+++ NEW`;
/// hunks of changes with `context` unchanged lines around them, two changes sharing a hunk
/// when at most 2 × `context` unchanged lines lie between them; each hunk's header
/// `@@ -a,b +c,d @@`, `a` the first line shown (1-based) and `b` how many, written `a` alone
/// when `b` is 1 and `a,0` for none, `a` then being the line before the gap, as diff writes
/// it and patch reads it (`-0,0` for an empty text); ` ` for a line both have, `-` removed,
/// `+` added, the removed before the added; `\ No newline at end of file` after a text's
/// last line when it has no line feed. A missing text (nil) has no lines and is named
/// `/dev/null`, as `diff -u /dev/null new` names it, so patch creates or deletes the file.
/// Equal texts give no lines at all.
public enum UnifiedDiff {
    public static let missingName = "/dev/null"

    public static func lines(from old: String?, to new: String?, oldLabel: String, newLabel: String,
                             context: Int = 3) -> [String] {
        let before = TextLines(old ?? ""), after = TextLines(new ?? "")
        let alignment = LineAlignment(old: before.lines, new: after.lines)
        let blocks = Block.all(removed: alignment.removed, added: alignment.added)
        guard !blocks.isEmpty else { return [] }
        var out = ["--- " + (old == nil ? missingName : oldLabel), "+++ " + (new == nil ? missingName : newLabel)]
        var first = 0
        while first < blocks.count {
            // The hunk runs on while the next change is near enough to share its context.
            var last = first
            while last + 1 < blocks.count, blocks[last + 1].old - blocks[last].oldEnd <= 2 * context { last += 1 }
            out += hunk(blocks[first...last], before, after, context: context)
            first = last + 1
        }
        return out
    }

    /// One hunk: its header, then its lines from `context` lines before its first change to
    /// `context` lines after its last, cut at the texts' ends.
    private static func hunk(_ blocks: ArraySlice<Block>, _ before: TextLines, _ after: TextLines, context: Int) -> [String] {
        let firstBlock = blocks[blocks.startIndex], lastBlock = blocks[blocks.endIndex - 1]
        let oldFirst = max(firstBlock.old - context, 0), newFirst = max(firstBlock.new - context, 0)
        let oldLast = min(lastBlock.oldEnd - 1 + context, before.count - 1)
        let newLast = min(lastBlock.newEnd - 1 + context, after.count - 1)
        var out = ["@@ -\(range(oldFirst, oldLast)) +\(range(newFirst, newLast)) @@"]
        var i = oldFirst, j = newFirst
        for block in blocks {
            while i < block.old { out += before.shown(i, marked: " "); i += 1; j += 1 }
            while i < block.oldEnd { out += before.shown(i, marked: "-"); i += 1 }
            while j < block.newEnd { out += after.shown(j, marked: "+"); j += 1 }
        }
        while i <= oldLast { out += before.shown(i, marked: " "); i += 1 }
        return out
    }

    /// A hunk's range from its first and last lines (0-based, `last` = `first` - 1 for none).
    private static func range(_ first: Int, _ last: Int) -> String {
        if last < first { return "\(last + 1),0" }
        return last == first ? "\(first + 1)" : "\(first + 1),\(last - first + 1)"
    }

    /// One change: `removed` lines of the old text from `old`, replaced by `added` lines of
    /// the new text from `new` (0-based; the first line after the change when it has none).
    struct Block {
        var old: Int, new: Int, removed: Int, added: Int
        var oldEnd: Int { old + removed }
        var newEnd: Int { new + added }

        static func all(removed: [Bool], added: [Bool]) -> [Block] {
            var blocks: [Block] = []
            var i = 0, j = 0
            while i < removed.count || j < added.count {
                let startI = i, startJ = j
                while i < removed.count, removed[i] { i += 1 }
                while j < added.count, added[j] { j += 1 }
                if i > startI || j > startJ {
                    blocks.append(Block(old: startI, new: startJ, removed: i - startI, added: j - startJ))
                }
                i += 1; j += 1
            }
            return blocks
        }
    }

    /// A text's lines as diff reads them: each with its line feed, the last without one
    /// when the text does not end in one (so it differs from the same line ended).
    struct TextLines {
        let bytes: [UInt8]
        let lines: [ArraySlice<UInt8>]
        var count: Int { lines.count }

        init(_ text: String) {
            bytes = Array(text.utf8)
            var lines: [ArraySlice<UInt8>] = []
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                lines.append(bytes[start...index])
                start = index + 1
            }
            if start < bytes.count { lines.append(bytes[start...]) }
            self.lines = lines
        }

        /// Line `index` behind its mark, and diff's note when it is the last and unended.
        func shown(_ index: Int, marked mark: Character) -> [String] {
            let line = lines[index]
            guard line.last == UInt8(ascii: "\n") else {
                return [String(mark) + String(decoding: line, as: UTF8.self), "\\ No newline at end of file"]
            }
            return [String(mark) + String(decoding: line.dropLast(), as: UTF8.self)]
        }
    }
}
