import Testing
@testable import TerminalText

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

    /// The rule the plots, the wrapping and the diagnostics' carets share: before it was one,
    /// the plots counted a wide character as 1 column and the carets as 2.
    @Test func wideAndZeroWidthCharacters() {
        #expect(displayWidth("漢字") == 4)
        #expect(displayWidth("ｆｕｌｌ") == 8)            // fullwidth forms
        #expect(displayWidth("🙂 ok") == 5)
        #expect(displayWidth("한") == 2)
        #expect(displayWidth("a\u{200B}b") == 2)         // zero-width space
        #expect(displayWidth("\u{20DD}") == 0)            // an enclosing mark alone
        #expect(displayWidth("\u{1B}[31m漢\u{1B}[0m") == 2)
        #expect(displayWidth(Character("漢")) == 2)
        #expect(displayWidth(Character("e\u{301}")) == 1)
        #expect(displayWidth(Character("·")) == 1)
    }

    /// Range edges of the wide table: the first and last scalar of a block are wide, their
    /// neighbours outside it are not.
    @Test func wideTableEdges() {
        #expect(isWide(0x4E00) && isWide(0x9FFF) && !isWide(0x4DC0))
        #expect(isWide(0xAC00) && isWide(0xD7A3) && !isWide(0xD7A4))
        #expect(isWide(0x1F300) && !isWide(0x1F650))
    }
}
