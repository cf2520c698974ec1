import FluidMotion

/// What each word a spring is written in means, once: the parameter lines of `help spring`
/// and of every platform constructor, and `help WORD` for a word that is a constructor's
/// parameter (`help extraBounce`). The numbers are `ParameterDescriptor.springWords`
/// (Parameters/SpringParameters.swift); the one flag, `allowOverDamping`, is here.
enum SpringWords {
    /// The flag SwiftUI's stiffness/damping form takes.
    static let allowOverDamping = "allowOverDamping"
    static let allowOverDampingMeaning = "SwiftUI treats damping above critical as critical unless this is true"

    /// Every word with a meaning: the numbers, then the flag.
    static var names: [String] { ParameterDescriptor.springWords.map(\.name) + [allowOverDamping] }

    /// What `word` means; nil for a word no spring is written in.
    static func meaning(of word: String) -> String? {
        if word == allowOverDamping { return allowOverDampingMeaning }
        return ParameterDescriptor.springWords.first { $0.name == word }?.meaning
    }

    /// Lines that use a word no constructor's own example shows.
    static let examples: [String: String] = [
        "epsilon": "swiftui.spring(settlingDuration: 0.6s, dampingRatio: 0.8, epsilon: 0.01)",
        allowOverDamping: "swiftui.spring(stiffness: 100, damping: 30, allowOverDamping: true)",
    ]

    /// The parameter a spring constructor takes for `word`.
    static func parameter(_ word: String) -> Parameter {
        if word == allowOverDamping { return .value(word, takes: "true or false", optional: true, allowOverDampingMeaning) }
        if let descriptor = ParameterDescriptor.springWords.first(where: { $0.name == word }) { return .of(descriptor) }
        let meaning = "a parameter of the spring"
        if SpringForm.timeLabels.contains(word) { return .quantity(word, .time, meaning) }
        return .quantity(word, .plain, optional: true, meaning)
    }
}
