extension MotionPlatforms {
    /// Every platform's deceleration models, in the order they are listed (`place`): the choices
    /// of `decay(v, model:)`, the parameters' order and `project`'s summary follow it.
    public static let decayModels: [DecayModelDeclaration] = all.flatMap(\.decayModels).sorted { $0.place < $1.place }

    /// The model `word` names, any case: a platform's name or alias means its first model
    /// (`uikit` is exact), else a model's own word or one of its other words.
    public static func decayModel(named word: String) -> DecayModelDeclaration? {
        let word = word.lowercased()
        if let platform = named(orAlias: word), let first = platform.decayModels.first { return first }
        return decayModels.first { $0.word.lowercased() == word || $0.otherWords.contains(word) }
    }
}

extension MotionPlatforms {
    /// The models `decays(v)` shows side by side, in its order (`sideBySide.place`), each with its
    /// platform's name.
    public static let sideBySideDecays: [(model: DecayModelDeclaration, platform: String)] = all
        .flatMap { platform in platform.decayModels.filter { $0.sideBySide != nil }.map { (model: $0, platform: platform.name) } }
        .sorted { ($0.model.sideBySide?.place ?? 0) < ($1.model.sideBySide?.place ?? 0) }

    /// The side-by-side models as a phrase: each one's phrase, a platform's neighbours joined with
    /// "and": "UIKit talk and exact, Android fling, …".
    public static var sideBySidePhrase: String {
        var groups: [(platform: String, phrases: [String])] = []
        for (model, platform) in sideBySideDecays {
            let phrase = model.sideBySide?.phrase ?? model.word
            if groups.last?.platform == platform { groups[groups.count - 1].phrases.append(phrase) } else { groups.append((platform, [phrase])) }
        }
        return groups.map { $0.phrases.joined(separator: " and ") }.joined(separator: ", ")
    }
}
