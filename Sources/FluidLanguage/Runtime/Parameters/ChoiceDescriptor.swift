/// A parameter that names one of a few choices (`property: "alpha"`, `direction: "start"`),
/// its choices an enum's cases, so the words a call may write, the words help shows and the
/// message for any other come from one list: `direction: is "end" or "start", like direction: "start"`.
/// The choices are declared with their families (`FrameParameters.swift`, `CallParameters.swift`).
public struct ChoiceDescriptor<Choice: RawRepresentable & Sendable>: Sendable where Choice.RawValue == String {
    public let name: String
    /// Every choice, in the order help and messages list them.
    public let choices: [Choice]
    /// Whether `"Alpha"` is `alpha`.
    let ignoresCase: Bool
    /// Why the choices are these, when the message should say.
    public let reason: String?
    public let meaning: String
    /// A choice as a call writes it.
    public let example: Choice

    init(_ name: String, choices: [Choice], ignoresCase: Bool = false, reason: String? = nil, example: Choice, _ meaning: String) {
        self.name = name
        self.choices = choices
        self.ignoresCase = ignoresCase
        self.reason = reason
        self.meaning = meaning
        self.example = example
    }

    /// `"pixels", "alpha", "scale" or "rotation"`.
    public var phrase: String {
        let quoted = choices.map { "\"\($0.rawValue)\"" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    /// The one message for a word that is none of the choices.
    public var message: String { "\(name): is \(phrase)\(reason.map { " (\($0))" } ?? ""), like \(name): \"\(example.rawValue)\"" }

    /// The choice `word` names, or nil.
    public func choice(_ word: String) -> Choice? {
        choices.first { ignoresCase ? $0.rawValue.lowercased() == word.lowercased() : $0.rawValue == word }
    }
}

extension Parameter {
    /// A choice parameter declared by its descriptor; `shown` is its default as a call writes it.
    static func of<Choice>(_ choice: ChoiceDescriptor<Choice>, default shown: Choice? = nil, positional: Bool = false, _ meaning: String? = nil) -> Parameter {
        .value(choice.name, takes: choice.phrase, default: shown.map { "\"\($0.rawValue)\"" }, positional: positional, optional: true,
               meaning ?? choice.meaning)
    }
}

extension BoundArguments {
    /// The choice given, nil when left out; the choice's message for any other word or value.
    subscript<Choice>(_ choice: ChoiceDescriptor<Choice>) -> Choice? {
        get throws(Diagnostic) {
            precondition(call.parameters?[choice.name] != nil, "\(call.name) reads \(choice.name):, which its parameter table does not declare")
            guard let argument = values[choice.name] else { return nil }
            guard case .string(let word) = argument.value, let chosen = choice.choice(word) else { throw Diagnostic(Messages.notAChoice(choice.message), argument.span) }
            return chosen
        }
    }

    func has<Choice>(_ choice: ChoiceDescriptor<Choice>) -> Bool { has(choice.name) }
}
