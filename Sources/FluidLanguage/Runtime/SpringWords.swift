import FluidMotion

/// What each word a spring is written in means, once: the parameter lines of `help spring`
/// and of every platform constructor, and `help WORD` for a word that is a constructor's
/// parameter (`help extraBounce`). The numbers are `ParameterDescriptor.springWords`
/// (Parameters/SpringParameters.swift); the flags are the platforms' forms' own, each meaning
/// what the platform declaring it says (`MotionPlatform.glossary`).
enum SpringWords {
    /// Every yes-or-no word a platform's form takes (`allowOverDamping`), in registry order.
    static let flags: [String] = SpringFamilies.constructors.flatMap(\.forms).flatMap(\.arguments).filter { $0.kind == .flag }
        .map(\.name).reduce(into: []) { words, word in if !words.contains(word) { words.append(word) } }

    /// Every word with a meaning: the numbers, then the flags.
    static var names: [String] { ParameterDescriptor.springWords.map(\.name) + flags }

    /// What `word` means; nil for a word no spring is written in.
    static func meaning(of word: String) -> String? {
        if flags.contains(word) { return flagMeaning(word) }
        return ParameterDescriptor.springWords.first { $0.name == word }?.meaning
    }

    /// What the platform whose form takes the flag says it does.
    private static func flagMeaning(_ word: String) -> String {
        MotionPlatforms.meaning(.springArgument(word)) ?? "true or false"
    }

    /// A line that uses `word`, from the platform that declares one; nil when none does (help
    /// then shows a constructor's own example).
    static func example(_ word: String) -> String? { MotionPlatforms.example(.springArgument(word)) }

    /// The parameter a spring constructor takes for `word`.
    static func parameter(_ word: String) -> Parameter {
        if flags.contains(word) { return .value(word, takes: "true or false", optional: true, flagMeaning(word)) }
        if let descriptor = ParameterDescriptor.springWords.first(where: { $0.name == word }) { return .of(descriptor) }
        let meaning = "a parameter of the spring"
        if SpringForm.timeLabels.contains(word) { return .quantity(word, .time, meaning) }
        return .quantity(word, .plain, optional: true, meaning)
    }
}
