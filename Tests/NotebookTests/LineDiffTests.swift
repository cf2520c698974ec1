import SeededRandom
import Foundation
import Testing
@testable import Notebook

@Suite("LineDiff: what a check shows when outputs drift")
struct LineDiffTests {
    @Test func identicalInputsHaveNoChanges() {
        let lines = (1...30).map { "line \($0)" }
        let changes = LineDiff.changes(from: lines, to: lines)
        #expect(changes == lines.map { .same($0) })
        #expect(LineDiff.render(changes).isEmpty)
    }

    @Test func emptyInputs() {
        #expect(LineDiff.changes(from: [], to: []).isEmpty)
        #expect(LineDiff.changes(from: [], to: ["a"]) == [.added("a")])
        #expect(LineDiff.changes(from: ["a"], to: []) == [.removed("a")])
    }

    /// 40 lines, the 20th changed.
    static func oneChange() -> (old: [String], new: [String]) {
        let old = (1...40).map { "row \($0)" }
        var new = old
        new[19] = "row 20 changed"
        return (old, new)
    }

    @Test func oneChangedLineInALongOutputIsOnePairWithContextAndElision() {
        let (old, new) = Self.oneChange()
        let rendered = LineDiff.render(LineDiff.changes(from: old, to: new), context: 2)
        #expect(rendered.filter { $0.hasPrefix("  - ") } == ["  - row 20"], "rendered: \(rendered)")
        #expect(rendered.filter { $0.hasPrefix("  + ") } == ["  + row 20 changed"], "rendered: \(rendered)")
        let unchanged = rendered.filter { $0.hasPrefix("    row") }
        #expect(unchanged == ["    row 18", "    row 19", "    row 21", "    row 22"], "two lines of context each side: \(rendered)")
        #expect(rendered.count <= 8, "rendered: \(rendered)")
    }

    @Test
    func theRecordedLineIsShownBeforeItsReplacement() {
        // Like every line diff people read (diff -u, git): `-` (recorded) then `+` (now).
        let (old, new) = Self.oneChange()
        let rendered = LineDiff.render(LineDiff.changes(from: old, to: new), context: 2)
        let minus = rendered.firstIndex(of: "  - row 20"), plus = rendered.firstIndex(of: "  + row 20 changed")
        #expect(minus != nil && plus != nil && minus! < plus!, "rendered: \(rendered)")
    }

    @Test
    func elidedLinesAtTheStartAndEndAreMarkedToo() {
        // Without the marks a reader cannot tell the output began at `row 18` and ended at `row 22`.
        let (old, new) = Self.oneChange()
        let rendered = LineDiff.render(LineDiff.changes(from: old, to: new), context: 2)
        #expect(rendered.first == "    …", "rendered: \(rendered)")
        #expect(rendered.last == "    …", "rendered: \(rendered)")
    }

    @Test func changesFarApartAreSeparatedByAnElision() {
        let old = (1...30).map { "r\($0)" }
        var new = old
        new[2] = "x3"
        new[25] = "x26"
        let rendered = LineDiff.render(LineDiff.changes(from: old, to: new), context: 1)
        #expect(rendered.count(where: { $0 == "    …" }) >= 1, "rendered: \(rendered)")
        let firstChange = rendered.firstIndex(where: { $0.contains("3") && !$0.hasPrefix("    ") })
        let between = rendered.indices.first { $0 > (firstChange ?? rendered.count) && rendered[$0] == "    …" }
        let secondChange = rendered.firstIndex(where: { $0.contains("26") && !$0.hasPrefix("    ") })
        #expect(firstChange != nil && between != nil && secondChange != nil
                && firstChange! < between! && between! < secondChange!, "rendered: \(rendered)")
        #expect(rendered.contains("    r2") && rendered.contains("    r4") && rendered.contains("    r25") && rendered.contains("    r27"))
        #expect(!rendered.contains("    r5") && !rendered.contains("    r24"))
    }

    @Test func anInsertionIsOnlyAnAddition() {
        let old = ["a", "b", "c", "d"]
        let new = ["a", "b", "inserted", "c", "d"]
        let changes = LineDiff.changes(from: old, to: new)
        #expect(changes == [.same("a"), .same("b"), .added("inserted"), .same("c"), .same("d")])
    }

    @Test func aRemovalIsOnlyARemoval() {
        let old = ["a", "b", "gone", "c", "d"]
        let new = ["a", "b", "c", "d"]
        #expect(LineDiff.changes(from: old, to: new) == [.same("a"), .same("b"), .removed("gone"), .same("c"), .same("d")])
    }

    @Test func changesAlwaysReconstructBothSides() {
        // Property: dropping additions gives the old lines, dropping removals the new ones.
        var generator = SplitMix64(seed: 25)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a", "b", "c", "d"].randomElement(using: &generator)! }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a", "b", "c", "e"].randomElement(using: &generator)! }
            let changes = LineDiff.changes(from: old, to: new)
            let oldBack = changes.compactMap { c -> String? in
                switch c { case .same(let s), .removed(let s): s; case .added: nil }
            }
            let newBack = changes.compactMap { c -> String? in
                switch c { case .same(let s), .added(let s): s; case .removed: nil }
            }
            #expect(oldBack == old && newBack == new, "old \(old) new \(new) changes \(changes)")
        }
    }

    @Test func theDiffIsMinimal() {
        // LCS of these is 4 (a b c d), so exactly 2 removals and 2 additions.
        let changes = LineDiff.changes(from: ["a", "x", "b", "c", "y", "d"], to: ["a", "b", "p", "c", "d", "q"])
        #expect(changes.filter { if case .same = $0 { true } else { false } }.count == 4)
        #expect(changes.count == 8)
    }

    /// 200,000 lines with one line changed and one added: the common lines before and after
    /// are set aside before the search, so the diff is of the changed lines alone. Alone it
    /// runs in 0.4 s in a debug build; the limit only catches a hang, and is wide because a
    /// test's clock starts when it is scheduled, and in a full run on two cores other tests
    /// can hold both threads for over a minute (a CI run met that with a 1-minute limit).
    @Test(.timeLimit(.minutes(10)))
    func hugeInputsWithFewChangesAreDiffedWhole() {
        let count = 200_000
        let old = (0..<count).map { "line \($0)" }
        var new = old
        new[100_000] = "changed"
        new.append("extra")
        let changes = LineDiff.changes(from: old, to: new)
        #expect(changes.filter { if case .same = $0 { false } else { true } } == [.removed("line 100000"), .added("changed"), .added("extra")])
        #expect(changes.filter { if case .same = $0 { true } else { false } }.count == count - 1)
        let rendered = LineDiff.render(changes)
        #expect(rendered.count < 20, "the render elides the unchanged lines: \(rendered.count) lines")
    }

    @Test func anInsertionAtTheTopOfALongOutputIsOneAddition() {
        // The old table gave up past 2,000 lines and compared them by position, every line shifted.
        let old = (0..<5_000).map { "l\($0)" }
        let new = ["top"] + old
        #expect(LineDiff.changes(from: old, to: new).filter { if case .same = $0 { false } else { true } } == [.added("top")])
    }

    @Test func linesEqualAsUnicodeButNotAsBytesDiffer() {
        // diff and patch compare bytes: a precomposed é is not e and a combining accent.
        #expect(LineDiff.changes(from: ["caf\u{E9}"], to: ["cafe\u{301}"]) == [.removed("caf\u{E9}"), .added("cafe\u{301}")])
    }
}
