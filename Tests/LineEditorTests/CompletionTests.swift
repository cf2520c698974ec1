import LineEditor
import Testing

extension LineEditorTests {
    @Suite struct CompletionTests {
        @Test func commonPrefixOfWords() {
            #expect(Completion.longestCommonPrefix(["damping", "dampingRatio"]) == "damping")
            #expect(Completion.longestCommonPrefix(["response", "damping"]) == "")
            #expect(Completion.longestCommonPrefix(["only"]) == "only")
            #expect(Completion.longestCommonPrefix([String]()) == "")
        }

        @Test func commonPrefixCountsCharactersNotBytes() {
            #expect(Completion.longestCommonPrefix(["café", "caféine"]) == "café")
            // é is C3 A9 and è is C3 A8: they share a byte, not a character.
            #expect(Completion.longestCommonPrefix(["é1", "è2"]) == "")
            #expect(Completion.longestCommonPrefix(["✓a", "✓b"]) == "✓")
            // A precomposed é and e + combining acute are the same character.
            #expect(Completion.longestCommonPrefix(["\u{E9}x", "e\u{301}y"]) == "\u{E9}")
        }

        @Test(arguments: [
            ("s.da", "s.da"),
            ("spring(da", "da"),
            ("x + swiftui.bo", "swiftui.bo"),
            ("plot s, t", "t"),
            ("a_b1", "a_b1"),
            ("naïve", "naïve"),
            ("spring(", ""),
            ("", ""),
        ])
        func theWordIsLettersDigitsUnderscoresAndDots(line: String, word: String) {
            #expect(Completion.word(beforeCursor: line) == word)
        }

        @Test func aSingleCandidateReplacesTheWord() {
            #expect(Completion.edit(lineBeforeCursor: "s.da", candidates: ["s.damping"])
                == .init(word: "s.da", replacement: "s.damping"))
            #expect(Completion.edit(lineBeforeCursor: "spring(da", candidates: ["damping:"])
                == .init(word: "da", replacement: "damping:"))
            #expect(Completion.edit(lineBeforeCursor: "x = caf", candidates: ["café"])
                == .init(word: "caf", replacement: "café"))
        }

        @Test func severalCandidatesExtendTheWordToTheirCommonPrefixFirst() {
            #expect(Completion.edit(lineBeforeCursor: "spring(da", candidates: ["damping:", "dampingRatio:"])
                == .init(word: "da", replacement: "damping"))
        }

        @Test func candidatesThatCannotExtendTheWordAreListed() {
            #expect(Completion.edit(lineBeforeCursor: "s.", candidates: ["s.damping", "s.response", "s.damping"])
                == .init(word: "s.", choices: ["s.damping", "s.response"]))
        }

        @Test func nothingToDoLeavesTheLineAlone() {
            #expect(Completion.edit(lineBeforeCursor: "zz", candidates: []) == .init(word: "zz"))
            #expect(Completion.edit(lineBeforeCursor: "s", candidates: ["s"]) == .init(word: "s"))
        }

        @Test func listingFillsColumnsDownwardsWithinTheWidth() {
            let words = ["alpha", "beta", "gamma", "delta", "epsilon"]
            #expect(Completion.listing(words, width: 30) == "alpha    gamma    epsilon\nbeta     delta\n")
            #expect(Completion.listing(words, width: 5) == words.map { $0 + "\n" }.joined())
            #expect(Completion.listing([], width: 80) == "")
        }

        @Test func listingLeavesOutTheQualifierTheWordAlreadyShows() {
            #expect(Completion.listing(["s.damping", "s.response"], word: "s.", width: 80) == "damping   response\n")
            #expect(Completion.listing(["swiftui.bouncy", "swiftui.smooth"], word: "swiftui.", width: 80)
                == "bouncy  smooth\n")
        }
    }
}
