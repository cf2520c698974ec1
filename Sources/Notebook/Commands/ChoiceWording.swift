import FluidLanguage

/// The one wording for a word that is not among a command's choices, at the prompt
/// (`export s swiftiu`, `set digitz 3`) and on the command line (`fluid export FILE --to
/// swiftiu`): `no target 'swiftiu'; did you mean 'swiftui'? Targets: swiftui, uikit, ….`,
/// without the question when no word is close. Choices are lowercase words, matched in any case.
public enum ChoiceWording {
    /// The message for `shown`, as typed, which is not one of `words` (each a `noun`); the
    /// closest word is looked for to `word` (lowercased; `shown` unless the argument was no word).
    public static func notAmong(_ shown: String, _ words: [String], noun: String, word: String? = nil) -> String {
        let hint = Suggestions.closest(to: word ?? shown.lowercased(), in: words).map { "; did you mean '\($0)'? " } ?? ". "
        return "no \(noun) '\(shown)'\(hint)\(noun.prefix(1).uppercased() + noun.dropFirst())s: \(words.joined(separator: ", "))."
    }
}
