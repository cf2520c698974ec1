import FluidMotion

/// Other names users call the platforms by, for "did you mean", as each platform lists them
/// (`SpringPlatform.aliases`): Framer Motion is now sold as Motion (`motion` → `framer`),
/// react-spring is written `react` or `reactSpring`, Jetpack Compose `jetpack`. Keys are
/// lowercased; only the suggestion uses them, so no name is taken from the user.
extension SpringFamilies {
    static let aliases: [String: String] = SpringPlatforms.all.reduce(into: [:]) { result, platform in
        for alias in platform.aliases { result[alias] = platform.name }
    }

    /// The family `word` is another name for (`motion` → `framer`), if it is one and differs.
    static func alias(of word: String) -> String? {
        aliases[word.lowercased()].flatMap { $0 == word ? nil : $0 }
    }
}
