/// A parameter that names one of a few choices (`property: "alpha"`, `direction: "start"`),
/// its choices an enum's cases, so the words a call may write, the words help shows and the
/// message for any other come from one list: `direction: is "end" or "start", not "middle"`
/// (worded by ``RangeWording``, as a command's options are).
/// The choices are declared with their families (`FrameParameters.swift`, `CallParameters.swift`).
///
/// The descriptor keeps the cases as their words, so it is one concrete type whatever enum it
/// was declared from: its statics are made at start-up without the runtime building generic
/// metadata for each enum (the cost `scripts/instructions` measured). A call reads the word
/// back as its enum with `bound[.stepDirection, as: ReactSpringEasing.StepDirection.self]`.
public struct ChoiceDescriptor: Sendable {
    public let name: String
    /// Every choice as a call writes it, in the order help and messages list them.
    public let words: [String]
    /// Whether `"Alpha"` is `alpha`.
    let ignoresCase: Bool
    /// Why the choices are these, when the message should say.
    public let reason: String?
    public let meaning: String

    init<Choice: RawRepresentable>(_ name: String, choices: [Choice], ignoresCase: Bool = false, reason: String? = nil,
                                   _ meaning: String) where Choice.RawValue == String {
        var words: [String] = []
        words.reserveCapacity(choices.count)
        for choice in choices { words.append(choice.rawValue) }
        self.name = name
        self.words = words
        self.ignoresCase = ignoresCase
        self.reason = reason
        self.meaning = meaning
    }

    /// `"pixels", "alpha", "scale" or "rotation"`.
    public var phrase: String { RangeWording.list(words.map { "\"" + $0 + "\"" }) }

    /// The one message for a value that is none of the choices (``RangeWording/choice(_:among:listed:quoted:reason:got:near:)``):
    /// `direction: is "end" or "start", not "strat"; did you mean "start"?`; `typed` is the string given, nil for a value
    /// that is no string.
    public func message(near typed: String?) -> String {
        RangeWording.choice(name, among: words, quoted: true, reason: reason, got: typed, near: typed)
    }

    /// The choice `text` names, as the declaration spells it (`"Alpha"` is `alpha` when case
    /// is ignored), or nil.
    public func word(_ text: String) -> String? {
        guard ignoresCase else { return words.contains(text) ? text : nil }
        let lowered = text.lowercased()
        return words.first { $0.lowercased() == lowered }
    }

    /// The choice `text` names as its enum's case, or nil.
    public func choice<Choice: RawRepresentable>(_ text: String, as _: Choice.Type) -> Choice? where Choice.RawValue == String {
        word(text).flatMap(Choice.init(rawValue:))
    }
}

extension Parameter {
    /// A choice parameter declared by its descriptor, with no default shown.
    static func of(_ choice: ChoiceDescriptor, positional: Bool = false, _ meaning: String? = nil) -> Parameter {
        .value(choice.name, takes: choice.phrase, default: nil, positional: positional, optional: true, meaning ?? choice.meaning)
    }

    /// A choice parameter declared by its descriptor; `shown` is its default as a call writes it.
    static func of<Choice: RawRepresentable>(_ choice: ChoiceDescriptor, default shown: Choice, positional: Bool = false,
                                             _ meaning: String? = nil) -> Parameter where Choice.RawValue == String {
        .value(choice.name, takes: choice.phrase, default: "\"" + shown.rawValue + "\"", positional: positional, optional: true,
               meaning ?? choice.meaning)
    }
}

extension BoundArguments {
    /// The choice given, as its enum's case; nil when left out; the choice's message for any
    /// other word or value.
    subscript<Choice: RawRepresentable>(_ choice: ChoiceDescriptor, as type: Choice.Type) -> Choice? where Choice.RawValue == String {
        get throws(Diagnostic) {
            precondition(call.parameters?[choice.name] != nil, "\(call.name) reads \(choice.name):, which its parameter table does not declare")
            guard let argument = values[choice.name] else { return nil }
            guard case .string(let word) = argument.value, let chosen = choice.choice(word, as: type) else {
                var typed: String?
                if case .string(let word) = argument.value { typed = word }
                throw Diagnostic(Messages.notAChoice(choice.message(near: typed)), argument.span)
            }
            return chosen
        }
    }

    func has(_ choice: ChoiceDescriptor) -> Bool { has(choice.name) }
}
