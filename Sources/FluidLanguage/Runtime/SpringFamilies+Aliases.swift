/// Other names users call the platforms by, for "did you mean": Framer Motion is now sold
/// as Motion (`motion.spring` → `framer`), react-spring is written `react` or `reactSpring`,
/// Jetpack Compose `jetpack`. Keys are lowercased; only the suggestion uses them, so no
/// name is taken from the user.
extension SpringFamilies {
    static let aliases: [String: String] = [
        "motion": "framer", "framermotion": "framer",
        "react": "reactspring", "reactspring": "reactspring", "reactnative": "reactnative",
        "jetpack": "compose", "jetpackcompose": "compose",
        "springforce": "android", "dynamicanimation": "android",
        "caspringanimation": "coreanimation",
    ]

    /// The family `word` is another name for (`motion` → `framer`), if it is one and differs.
    static func alias(of word: String) -> String? {
        aliases[word.lowercased()].flatMap { $0 == word ? nil : $0 }
    }
}
