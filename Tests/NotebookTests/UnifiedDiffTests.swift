import Foundation
import SeededRandom
import Testing
@testable import Notebook

/// `UnifiedDiff.lines` checked against GNU diff and GNU patch themselves, on pairs of texts
/// made from a seed: small texts with random edits (lines drawn from a vocabulary where
/// blank lines, `}` and a few others repeat, as in code), empty texts, texts without a
/// final line feed, equal texts, total rewrites, 5,000-line texts with scattered edits, and
/// "ambiguous" pairs: unrelated texts of only `a`, `b`, `c` and blank lines.
///
/// What is compared:
/// - for every pair but the ambiguous ones, our lines (each ended by a line feed) equal byte
///   for byte what `diff -u --label old --label new old new` prints (`--label` leaves the
///   dates out);
/// - for the ambiguous pairs, many shortest edits exist and Myers' search and diff's own
///   (`compareseq`, which halves the texts at a middle snake) often choose different ones
///   (26 of 120 here), so only the cost is compared: as many `-` lines and as many `+` lines
///   as GNU's diff, both being shortest edits;
/// - for every pair, `patch -F0` (no fuzz) applies our diff to the old text and gives the new
///   one back, byte for byte; a missing old text (`--- /dev/null`) makes patch create the file.
@Suite struct UnifiedDiffTests {
    /// One pair: the texts (nil is a missing file) and a name for failures.
    struct Pair {
        var name: String
        var old: String?
        var new: String
        /// Compared byte for byte with GNU's diff (else by its counts of `-` and `+` lines).
        var exact = true
    }

    static let vocabulary = ["", "", "}", "    }", "return x", "let a = 1", "// note"]

    /// A text of `count` lines: mostly numbered (unique), some from the repeating vocabulary.
    static func text(_ count: Int, _ random: inout SplitMix64, salt: String = "") -> [String] {
        (0..<count).map { index in
            random.below(4) == 0 ? vocabulary[random.below(vocabulary.count)] : "line \(index)\(salt)"
        }
    }

    /// `lines` with `edits` random runs removed, inserted or replaced.
    static func edited(_ lines: [String], edits: Int, _ random: inout SplitMix64) -> [String] {
        var result = lines
        for edit in 0..<edits {
            let at = random.below(result.count + 1), length = 1 + random.below(4)
            let inserted = (0..<length).map { k in random.below(3) == 0 ? vocabulary[random.below(vocabulary.count)] : "new \(edit).\(k)" }
            let removedEnd = min(result.count, at + length)
            switch random.below(3) {
            case 0: result.removeSubrange(at..<removedEnd)
            case 1: result.insert(contentsOf: inserted, at: at)
            default: result.replaceSubrange(at..<removedEnd, with: inserted)
            }
        }
        return result
    }

    static func joined(_ lines: [String], endsWithLineFeed: Bool = true) -> String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + (endsWithLineFeed ? "\n" : "")
    }

    static func pairs() -> [Pair] {
        var random = SplitMix64(seed: 25)
        var pairs: [Pair] = [
            Pair(name: "both empty", old: "", new: ""),
            Pair(name: "empty to three", old: "", new: "a\nb\nc\n"),
            Pair(name: "three to empty", old: "a\nb\nc\n", new: ""),
            Pair(name: "missing to three", old: nil, new: "a\nb\nc\n"),
            Pair(name: "missing to one unended", old: nil, new: "a"),
            Pair(name: "line feed added", old: "a\nb", new: "a\nb\n"),
            Pair(name: "line feed removed", old: "a\nb\n", new: "a\nb"),
            Pair(name: "unended last line changed", old: "a\nb\nc", new: "a\nb\nd"),
            Pair(name: "unended last line kept", old: "x\na\nb\nc\nd\ne", new: "y\na\nb\nc\nd\ne"),
            Pair(name: "unended near a change", old: "a\nb\nc", new: "a\nB\nc"),
            Pair(name: "one line to another", old: "one\n", new: "two\n"),
            Pair(name: "equal", old: "a\nb\n", new: "a\nb\n"),
            Pair(name: "insert at top", old: "a\nb\nc\nd\n", new: "top\na\nb\nc\nd\n"),
            Pair(name: "insert at end", old: "a\nb\nc\nd\n", new: "a\nb\nc\nd\nend\n"),
            Pair(name: "repeated lines", old: "a\na\na\nb\n", new: "a\na\na\na\nb\n"),
            Pair(name: "blank lines slide", old: "f\n\ng\n\nh\n", new: "f\n\ng\n\nnew\n\nh\n"),
        ]
        for k in 0..<160 {
            let old = text(random.below(40), &random)
            let new = edited(old, edits: 1 + random.below(5), &random)
            let oldEnded = random.below(6) != 0, newEnded = random.below(6) != 0
            pairs.append(Pair(name: "random \(k)", old: joined(old, endsWithLineFeed: oldEnded), new: joined(new, endsWithLineFeed: newEnded)))
        }
        for k in 0..<120 {
            let letters = ["a", "b", "c", ""]
            let old = (0..<random.below(30)).map { _ in letters[random.below(4)] }
            let new = (0..<random.below(30)).map { _ in letters[random.below(4)] }
            pairs.append(Pair(name: "ambiguous \(k)", old: joined(old), new: joined(new), exact: false))
        }
        for k in 0..<3 {
            let old = text(5_000, &random), new = text(5_000, &random, salt: " rewritten")
            pairs.append(Pair(name: "rewrite \(k)", old: joined(old), new: joined(new.map { $0 + " rewritten" })))
        }
        for k in 0..<6 {
            let old = text(5_000, &random)
            pairs.append(Pair(name: "long \(k)", old: joined(old), new: joined(edited(old, edits: 1 + random.below(40), &random))))
        }
        return pairs
    }

    /// Runs `script` under /bin/sh in `folder`; its exit status.
    static func shell(_ script: String, in folder: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func sameBytesAsGNUDiffAndPatchAppliesThem() throws {
        let folder = makeTemporaryDirectory("unified")
        defer { removeDirectory(folder) }
        let pairs = Self.pairs()
        var ours: [String] = []
        for (index, pair) in pairs.enumerated() {
            if let old = pair.old { writeFile(old, to: "\(folder)/old\(index)") }
            writeFile(pair.new, to: "\(folder)/new\(index)")
            let lines = UnifiedDiff.lines(from: pair.old, to: pair.new, oldLabel: "old", newLabel: "new")
            ours.append(lines.map { $0 + "\n" }.joined())
            // The patch names the file it makes (old\(index) patched to new\(index)'s text).
            let named = UnifiedDiff.lines(from: pair.old, to: pair.new, oldLabel: "applied\(index)", newLabel: "applied\(index)")
            writeFile(named.map { $0 + "\n" }.joined(), to: "\(folder)/ours\(index)")
        }
        // Every pair in one shell: GNU's diff of it, then our diff applied to a copy of the old text.
        let script = pairs.indices.map { index in
            let missing = pairs[index].old == nil
            let old = missing ? "--label /dev/null /dev/null" : "--label old old\(index)"
            let copy = missing ? "" : "cp old\(index) applied\(index); "
            return "diff -u \(old) --label new new\(index) > gnu\(index); \(copy)if [ -s ours\(index) ]; then "
                + "patch -s -p0 -F0 --no-backup-if-mismatch < ours\(index) > patch\(index).log 2>&1 || echo failed > failed\(index); fi"
        }.joined(separator: "\n")
        _ = try Self.shell(script, in: folder)
        for (index, pair) in pairs.enumerated() {
            let gnu = try #require(readFile("\(folder)/gnu\(index)"))
            #expect(gnu.isEmpty == (pair.old == pair.new), "\(pair.name): GNU's diff is empty only for equal texts")
            if pair.exact {
                #expect(gnu == ours[index], "\(pair.name): ours\n\(ours[index])GNU\n\(gnu)")
            } else {
                #expect(Self.counts(gnu) == Self.counts(ours[index]), "\(pair.name): ours\n\(ours[index])GNU\n\(gnu)")
            }
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/failed\(index)"),
                    "\(pair.name): patch failed: \(readFile("\(folder)/patch\(index).log") ?? "")")
            let applied = FileManager.default.contents(atPath: "\(folder)/applied\(index)") ?? Data()
            #expect(applied == Data(pair.new.utf8), "\(pair.name): patch gave another text")
        }
    }

    /// How many lines a diff removes and adds (its hunks' `-` and `+` lines, headers aside).
    static func counts(_ diff: String) -> (removed: Int, added: Int) {
        let lines = diff.split(separator: "\n").dropFirst(2)
        return (lines.count { $0.hasPrefix("-") }, lines.count { $0.hasPrefix("+") })
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.lines(from: "a\nb\n", to: "a\nb\n", oldLabel: "x", newLabel: "y").isEmpty)
        #expect(UnifiedDiff.lines(from: "", to: "", oldLabel: "x", newLabel: "y").isEmpty)
    }

    /// The hunk header of a change at the end of a file: issue 25's `--check` said
    /// `@@ -2,16` where diff says `-2,15`, counting the empty text after the last line feed.
    @Test func theEndOfAFileIsNotALine() {
        let old = (1...18).map { "l\($0)" }, new = old + ["l19"]
        let lines = UnifiedDiff.lines(from: Self.joined(old), to: Self.joined(new), oldLabel: "a", newLabel: "b")
        #expect(lines.count == 7, "\(lines)")
        #expect(lines[2] == "@@ -16,3 +16,4 @@")
        #expect(lines.last == "+l19")
    }
}
