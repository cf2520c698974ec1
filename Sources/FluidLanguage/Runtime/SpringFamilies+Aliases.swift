import FluidMotion

/// Other names users call the platforms by, for "did you mean", as each platform lists them
/// (`MotionPlatform.aliases`): react-spring is written `react` or `reactSpring`, Jetpack
/// Compose `jetpack`, Motion `framermotion`. Keys are lowercased; only the suggestion uses
/// them, so no name is taken from the user.
extension SpringFamilies {
    static let aliases: [String: String] = MotionPlatforms.all.reduce(into: [:]) { result, platform in
        for alias in platform.aliases { result[alias] = platform.name }
    }

    /// The family `word` is another name for (`framermotion` → `motion`), if it is one and differs.
    static func alias(of word: String) -> String? {
        aliases[word.lowercased()].flatMap { $0 == word ? nil : $0 }
    }
}

/// The language's one table of old names: a word fluid once used and the word it became.
/// The platform Framer Motion is now Motion, so `framer` reads as `motion` wherever a word is
/// read: the lexer gives every identifier its current spelling (`framer.spring(…)`,
/// `s as framer`, `retarget(…, platform: framer)`, `export s framer`), a member after a dot
/// by its old prefix (`s.framerRestDuration` is `s.motionRestDuration`), and the lookups that
/// also take strings ask it (`decay(v, model: "framer")`). Old notebooks and saved sessions
/// keep working; `help framer` says it is the old name (`Help.oldName`).
public enum OldNames {
    /// Old word → current word.
    public static let renamed: [String: String] = ["framer": "motion"]

    /// The first bytes of the old words: most identifiers are answered by one comparison. A
    /// plain array (there is one old word), so the lexer's check per identifier hashes nothing.
    private static let firstBytes: [UInt8] = renamed.keys.compactMap { $0.utf8.first }

    /// The current spelling of `word`: its new name when it is an old one; when `member`, also
    /// an old name followed by an upper-case letter (`framerRestDuration` → `motionRestDuration`).
    /// Any other word is returned as it is (`framers`, `framerate`, a user's `framerX` binding).
    /// `member` is asked only of a word that starts like an old one.
    public static func current(_ word: String, member: @autoclosure () -> Bool = false) -> String {
        guard let first = word.utf8.first, firstBytes.contains(first) else { return word }
        if let new = renamed[word] { return new }
        guard member() else { return word }
        for (old, new) in renamed where word.hasPrefix(old) {
            let rest = word.dropFirst(old.count)
            if let next = rest.first, next.isUppercase { return new + rest }
        }
        return word
    }
}
