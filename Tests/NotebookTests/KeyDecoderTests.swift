@testable import Notebook
import Testing

/// Bytes a terminal sends → keys, as xterm, tmux and the Linux console send them.
@Suite struct KeyDecoderTests {
    static func keys(_ chunks: [String], final: Bool = true) -> [LiveKey] {
        var decoder = KeyDecoder()
        var keys: [LiveKey] = []
        for (index, chunk) in chunks.enumerated() {
            keys += decoder.feed(Array(chunk.utf8), final: final && index == chunks.count - 1)
        }
        return keys
    }

    @Test func arrowsInNormalAndApplicationCursorMode() {
        #expect(Self.keys(["\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"]) == [.up, .down, .right, .left])
        // tmux (and vim's keypad mode) send SS3 arrows: ESC O A.
        #expect(Self.keys(["\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD"]) == [.up, .down, .right, .left])
        // With a modifier (Ctrl-→ is ESC [ 1 ; 5 C): still the arrow.
        #expect(Self.keys(["\u{1B}[1;5C"]) == [.right])
    }

    @Test func anArrowSplitAcrossReadsIsOneArrow() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.feed(Array("[".utf8)).isEmpty)
        #expect(decoder.feed(Array("C".utf8)) == [.right])
        #expect(!decoder.hasPending)
    }

    @Test func aLoneEscapeIsEscOnlyWhenNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty, "ESC may start an arrow: wait")
        #expect(decoder.feed([], final: true) == [.escape])
        // ESC then a letter: Esc, then the letter (a terminal's Alt-x).
        #expect(Self.keys(["\u{1B}x"]) == [.escape, .character("x")])
        #expect(Self.keys(["\u{1B}\u{1B}[A"]) == [.escape, .up])
    }

    @Test func enterControlCTabAndCharacters() {
        #expect(Self.keys(["\r\n\u{03}\tps"]) == [.enter, .enter, .interrupt, .tab, .character("p"), .character("s")])
        #expect(Self.keys(["é✓"]) == [.character("é"), .character("✓")])
        // A UTF-8 character cut in two is one character.
        let check = Array("✓".utf8)
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array(check[0..<1])).isEmpty)
        #expect(decoder.feed(Array(check[1...])) == [.character("✓")])
    }

    @Test func focusComingBackIsAKeyOfItsOwn() {
        // Mode 1004's reports: focus in (ESC [ I) is read, focus out (ESC [ O) dropped; ESC O I is not focus.
        #expect(Self.keys(["\u{1B}[I\u{1B}[Ox"]) == [.focusIn, .character("x")])
        #expect(Self.keys(["\u{1B}[1;5I\u{1B}OI"]).isEmpty)
    }

    @Test func unknownSequencesAndControlBytesAreDropped() {
        // F5 (ESC [ 1 5 ~), Home (ESC [ H), Ctrl-A: nothing.
        #expect(Self.keys(["\u{1B}[15~\u{1B}[H\u{01}x"]) == [.character("x")])
    }
}
