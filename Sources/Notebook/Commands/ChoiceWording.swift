import FluidLanguage

/// A word that is not among a command's positional choices, at the prompt (`export s swiftiu`,
/// `set digitz 3`) and on the command line (`fluid export FILE --to swiftiu`), in the one choice
/// wording of options, settings and builtins (``RangeWording/choice(_:among:listed:quoted:reason:got:near:)``),
/// named by its noun: `target: is swift, kotlin, …, json or tokens, not 'swiftiu'; did you mean 'swift'?`,
/// without the question when no word is close. Choices are lowercase words, matched in any case.
public enum ChoiceWording {
    /// The message for `shown`, as typed, which is not one of `words` (each a `noun`); the
    /// closest word is looked for to `word` (lowercased; `shown` unless the argument was no word).
    public static func notAmong(_ shown: String, _ words: [String], noun: String, word: String? = nil) -> String {
        RangeWording.choice(noun, among: words, got: shown, near: word ?? shown.lowercased())
    }
}
