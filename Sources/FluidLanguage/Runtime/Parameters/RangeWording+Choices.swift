/// The one wording of a word that is none of a name's choices, wherever it is written: a
/// builtin's choice argument (``ChoiceDescriptor``), a command's option, a `set` value and the
/// command line's `--style` (`OptionWording` in Notebook words its refusals here). It has the
/// shape of a number out of range (`name: is …`): the name, the choices as that place writes
/// them, why when the list does not say, the word refused (the command line has no caret under
/// it), and the closest choice when one is close (``Suggestions``):
/// `kind: is position, velocity, both or path, not 'veloctiy'; did you mean 'velocity'?`,
/// `direction: is "end" or "start", not "middle"`.
extension RangeWording {
    /// `name: is choices (reason), not 'shown'; did you mean 'word'?`. `shown` is the value as
    /// written (nil leaves `not …` out, for a value that is no word); the closest choice is
    /// looked for to `typed` (nil: none), ignoring case. `quoted` choices are strings in the
    /// language (`"end"`, and so the value shown and the suggestion); otherwise bare words, the
    /// value shown and the suggestion in single quotes.
    /// `listed` stands for the list where each choice carries a gloss (`swiftui (the default: …),
    /// motion (…) or android (…)`).
    public static func choice(_ name: String, among words: [String], listed: String? = nil, quoted: Bool = false, reason: String? = nil,
                              got shown: String?, near typed: String?) -> String {
        func written(_ word: String) -> String { quoted ? "\"" + word + "\"" : "'" + word + "'" }
        var text = refusal(name, is: listed ?? list(quoted ? words.map(written) : words), reason: reason)
        if let shown { text += ", not " + written(shown) }
        if let typed, let closest = Suggestions.closest(to: typed.lowercased(), in: words) { text += "; did you mean " + written(closest) + "?" }
        return text
    }

    /// `a, b or c`: choices as a refusal and help list them (`a` alone, `a or b`).
    public static func list(_ words: [String]) -> String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += index == words.count - 1 ? " or " : ", " }
            text += word
        }
        return text
    }
}
