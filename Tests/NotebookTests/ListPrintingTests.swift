import Testing
@testable import Notebook

/// A list holding springs (or anything else with a summary) prints one element per line,
/// each element's summary indented beneath its first line, at any width: the summary never
/// runs on into the next element inside the brackets.
@Suite struct ListPrintingTests {
    static func session(width: Int) -> Session {
        var display = DisplaySettings.transcript
        display.width = width
        display.wrapsText = true
        let session = makeSession(display: display)
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        return session
    }

    static let summary = "mass 1 · stiffness 246.7 · damping 25.13 · bounce 0.2 · settles 0.5394 s · overshoot 1.516 %"

    @Test func aListOfSpringsIsOneElementPerLineAtAWideWidth() {
        let lines = Self.session(width: 120).run("xs = [s, s]").lines
        #expect(lines == [
            "xs = [",
            "    spring(damping: 0.8, response: 400 ms),",
            "        " + Self.summary,
            "    spring(damping: 0.8, response: 400 ms)",
            "        " + Self.summary,
            "]",
        ])
    }

    @Test func atANarrowWidthEachSummaryWrapsUnderItsOwnElement() {
        let lines = Self.session(width: 40).run("xs = [s, s]").lines
        #expect(lines == [
            "xs = [",
            "    spring(damping: 0.8, response: 400",
            "    ms),",
            "        mass 1 · stiffness 246.7",
            "        damping 25.13 · bounce 0.2",
            "        settles 0.5394 s",
            "        overshoot 1.516 %",
            "    spring(damping: 0.8, response: 400",
            "    ms)",
            "        mass 1 · stiffness 246.7",
            "        damping 25.13 · bounce 0.2",
            "        settles 0.5394 s",
            "        overshoot 1.516 %",
            "]",
        ])
        #expect(lines.allSatisfy { $0.count <= 40 })
    }

    @Test func nestedListsIndentFourMoreAndPlainListsStayOnOneLine() {
        let lines = Self.session(width: 120).run("[1, [s, 2], [1, 2]]").lines
        #expect(lines == [
            "[",
            "    1,",
            "    [",
            "        spring(damping: 0.8, response: 400 ms),",
            "            " + Self.summary,
            "        2",
            "    ],",
            "    [1, 2]",
            "]",
        ])
        #expect(Self.session(width: 120).run("[1s, 2pt, (1, 2)]").lines == ["[1 s, 2 pt, (1, 2)]"])
    }

    @Test func aListSharedWithItselfPrintsEveryCopyWithTheRightCommas() {
        let session = Self.session(width: 120)
        _ = session.run("x = [s]")
        let lines = session.run("x = [x, x, x]").lines
        let element = ["    [", "        spring(damping: 0.8, response: 400 ms)", "            " + Self.summary]
        #expect(lines == ["x = ["] + element + ["    ],"] + element + ["    ],"] + element + ["    ]", "]"])
    }

    @Test func listsNestedDeeperThanTenLevelsStayAtTheTenthIndent() {
        let session = Self.session(width: 200)
        _ = session.run("x = [s]")
        for _ in 0..<30 { _ = session.run("x = [x]") }
        let lines = session.run("x").lines
        #expect(lines.count == 2 * 31 + 2)
        #expect(lines.map { $0.prefix { $0 == " " }.count }.max() == 44, "the deepest line: the summary, 4 past the 40th column")
        #expect(lines.contains("                                        spring(damping: 0.8, response: 400 ms)"))
    }
}
