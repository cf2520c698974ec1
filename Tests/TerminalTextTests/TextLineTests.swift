import Testing
import TerminalText

/// Lines keep the shape they were made in, and are fitted by it: facts break between
/// facts, prose between words, and ASCII stand-ins are measured as shown.
@Suite struct TextLineTests {
    @Test func factsBreakBetweenFactsNeverInsideOne() {
        let line = TextLine(indent: 4, facts: ["mass 1", "stiffness 246.7", "damping 25.13", "settles 571.2 ms"])
        #expect(line.plain == "    mass 1 · stiffness 246.7 · damping 25.13 · settles 571.2 ms")
        #expect(line.fitted(width: 36) == ["    mass 1 · stiffness 246.7", "    damping 25.13 · settles 571.2 ms"])
        #expect(line.fitted(width: 0) == [line.plain], "width 0: not wrapped (transcripts, pipes)")
    }

    @Test func proseWithTheSeparatorInItBreaksBetweenWordsNotAtTheDot() {
        // Text that merely contains " · " is prose: nothing guesses facts from printed text.
        let prose = TextLine("a b · c d e f")
        #expect(prose.fitted(width: 7) == ["a b · c", "d e f"])
    }

    @Test func asciiStandInsAreMeasuredBeforeWrapping() {
        // `∞` is one column but its stand-in `inf` is three: measured after the stand-in,
        // every line fits.
        let line = TextLine(facts: ["settles ∞", "overshoot ∞ %", "ζ 0.1"])
        let fitted = line.fitted(width: 16, ascii: true)
        #expect(fitted == ["settles inf", "overshoot inf %", "zeta 0.1"])
        #expect(fitted.allSatisfy { $0.count <= 16 && $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(line.fitted(width: 0, ascii: true) == ["settles inf - overshoot inf % - zeta 0.1"])
    }

    @Test func wideCharactersCountTwoColumnsWhenPacking() {
        let line = TextLine(facts: ["名前 1", "名前 2"])   // 6 columns each
        #expect(line.fitted(width: 15) == ["名前 1 · 名前 2"])
        #expect(line.fitted(width: 14) == ["名前 1", "名前 2"])
    }

    @Test func aPrefixGoesBeforeTheFirstPiece() {
        #expect(TextLine(facts: ["a", "b"]).prefixed("x = ").plain == "x = a · b")
        #expect(TextLine.prose("one\n    two").map(\.indent) == [0, 4])
    }
}
