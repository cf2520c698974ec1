import Testing
import FluidLanguage
@testable import Notebook
import TerminalText

/// `help` lists commands and functions in two columns at every width, as argument-parser's
/// help does: each name in the first, its summary in the second, and a summary too long for
/// its line wraps between words under itself (a hanging indent), never back to the margin
/// and never closing up the gap after the name.
@Suite struct HelpLayoutTests {
    /// The lines `help` shows in a terminal `width` columns wide.
    static func helpLines(width: Int) -> [String] {
        var display = DisplaySettings.transcript
        display.width = width
        display.wrapsText = true
        return makeSession(display: display).run("help").lines
    }

    /// The entries of one section (`Commands`, `Functions`) as shown: for each, the name,
    /// the column its summary starts at on every line, and the summary's words in order.
    static func entries(in lines: [String], after heading: String) -> [(name: String, columns: Set<Int>, words: [String])] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
        var entries: [(name: String, columns: Set<Int>, words: [String])] = []
        for line in lines[(start + 1)...] {
            if line.isEmpty { break }
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(indent)
            if indent == 2 {
                let name = String(text.prefix { $0 != " " })
                let gap = text.dropFirst(name.count).prefix { $0 == " " }.count
                let column = indent + name.count + gap
                entries.append((name, [column], text.dropFirst(name.count + gap).split(separator: " ").map(String.init)))
            } else if !entries.isEmpty {
                entries[entries.count - 1].columns.insert(indent)
                entries[entries.count - 1].words += text.split(separator: " ").map(String.init)
            }
        }
        return entries
    }

    @Test(arguments: [60, 80, 120])
    func everyEntryKeepsTheSecondColumnAndWrapsUnderIt(width: Int) {
        let lines = Self.helpLines(width: width)
        for line in lines {
            #expect(displayWidth(line) <= width, "a line of \(displayWidth(line)) columns at \(width): \(line)")
        }
        let sections: [(String, [(name: String, summary: String)])] = [
            ("Commands", CommandRegistry.specs.map { ($0.name, $0.summary) }),
            ("Functions", Interpreter.helpTopics.map { ($0.name, $0.summary) }),
        ]
        for (heading, expected) in sections {
            let shown = Self.entries(in: lines, after: heading)
            #expect(shown.map(\.name) == expected.map(\.name), "\(heading) at \(width)")
            let column = 2 + (expected.map(\.name.count).max() ?? 0) + 2
            for (entry, summary) in zip(shown, expected.map(\.summary)) {
                #expect(entry.columns == [column], "\(entry.name) at \(width): summary lines start at \(entry.columns.sorted()), not \(column)")
                // The same text, only broken into lines (a word wider than the second column,
                // such as `Animation.interactiveSpring(response:` at 60, is cut in it).
                #expect(entry.words.joined() == summary.split(separator: " ").joined(), "\(entry.name) at \(width): the summary's text changed")
            }
            // At 120 columns some summaries still wrap: the hanging indent is exercised.
            if width == 120 { #expect(shown.count < lines.count) }
        }
    }

    @Test func aLongSummaryWrapsUnderItselfAtItsColumn() {
        let line = TextLine(indent: 2, term: "plot", column: 11, description: "Draw springs' step responses, decays and functions over a range")
        #expect(line.plain == "  plot       Draw springs' step responses, decays and functions over a range")
        #expect(line.fitted(width: 40) == [
            "  plot       Draw springs' step",
            "             responses, decays and",
            "             functions over a range",
        ])
        #expect(line.fitted(width: 0) == [line.plain])
    }

    @Test func withTooLittleRoomBesideTheTermTheDescriptionGoesBeneathIt() {
        let line = TextLine(indent: 2, term: "swiftui.interactiveSpring", column: 27, description: "SwiftUI's Animation.interactiveSpring")
        let lines = line.fitted(width: 40)
        #expect(lines == ["  swiftui.interactiveSpring", "      SwiftUI's", "      Animation.interactiveSpring"])
        #expect(lines.allSatisfy { displayWidth($0) <= 40 })
    }
}
