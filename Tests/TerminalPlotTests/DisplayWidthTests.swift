import Testing
@testable import TerminalPlot

@Suite("Display width")
struct DisplayWidthTests {
    @Test func countsCharactersNotBytes() {
        #expect(displayWidth("") == 0)
        #expect(displayWidth("abc") == 3)
        #expect(displayWidth("⣿⠁│─┤") == 5)
        #expect(displayWidth("200 ms") == 6)
        #expect(displayWidth("é") == 1)
        #expect(displayWidth("e\u{301}") == 1)
    }

    @Test func ignoresEscapeSequences() {
        #expect(displayWidth("\u{1B}[38;5;33m⣿⣿\u{1B}[0m") == 2)
        #expect(displayWidth("\u{1B}[1;31mred\u{1B}[m text") == 8)
        #expect(displayWidth("\u{1B}]8;;https://example.com\u{07}link\u{1B}]8;;\u{07}") == 4)
        #expect(displayWidth("\u{1B}]0;title\u{1B}\\x") == 1)
        #expect(displayWidth("a\u{1B}") == 1)
        #expect(displayWidth("\u{1B}[") == 0)
        #expect(displayWidth("\u{1B}7saved") == 5)
    }
}
