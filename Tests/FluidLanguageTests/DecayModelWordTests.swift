import Testing
import FluidMotion
@testable import FluidLanguage

/// Issue 25: a decay model's word is written bare, like `model: exact`, whether its platform
/// declares it as a constant, has presets (so its name is a namespace), or neither.
@Suite("decay model words are taken unquoted")
struct DecayModelWordTests {
    @Test("a word no constant or namespace spells becomes a constant; the others are left as they are, each once")
    func bareWords() {
        let words: [(word: String, title: String)] = [("kite", "Kite fling"), ("kiteFling", "Kite fling"), ("exact", "UIKit exact"),
                                                      ("android", "Android fling"), ("kite", "Kite fling")]
        let bare = Builtins.bareModelWords(words, taken: ["exact", "android"])
        #expect(bare.map(\.word) == ["kite", "kiteFling"])
        #expect(bare.first?.title == "Kite fling")
    }

    @Test("every platform's name and model word, written bare, picks that platform's model")
    func everyWordUnquoted() throws {
        for platform in MotionPlatforms.all {
            guard let first = platform.decayModels.first else { continue }
            for (word, expected) in [(platform.name, first.word)] + platform.decayModels.map({ ($0.word, $0.word) }) {
                let interpreter = Interpreter()
                let value = try interpreter.run("decay(1200pt/s, model: \(word)).model").value
                guard case .string(let model) = value else {
                    Issue.record("model: \(word) gives \(value.kindPhrase)")
                    continue
                }
                #expect(model == expected, "model: \(word) picks \(model)")
            }
        }
    }
}
