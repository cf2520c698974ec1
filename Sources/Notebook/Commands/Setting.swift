import FluidLanguage

/// One thing `set` shows and changes, declared once: its name, the values it takes (a whole
/// number in a range, or one of some words), the change a value makes, and how the current
/// value reads. `set`'s list of names, its checks and messages, and its summary all come from
/// ``SetCommand/settings``; a value is refused in the options' words (``OptionWording``).
struct Setting: Sendable {
    /// A value `set` refuses, with the message saying what it takes.
    struct Refusal: Error {
        var message: Message
    }

    /// The change a checked value makes.
    typealias Change = @Sendable (CommandContext) -> Void

    var name: String
    /// Other names accepted without being listed (`colour`).
    var aliases: [String] = []
    /// What it changes, for the reference (`how many significant digits numbers print with`).
    var meaning: String
    /// The values it takes, for the reference: `a whole number from 1 to 17`, `on or off`;
    /// put together when the reference asks, not when `set`'s spec lists the names.
    var takes: String { describedValues() }
    private let describedValues: @Sendable () -> String
    /// Checks the value as typed and returns the change it makes.
    let change: @Sendable (String) throws(Refusal) -> Change
    /// The current value as `set` lists it (`72`, `braille`, `2000000 (work per line)`).
    let current: @Sendable (CommandContext) -> String

    init(name: String, meaning: String, takes: @escaping @autoclosure @Sendable () -> String,
         change: @escaping @Sendable (String) throws(Refusal) -> Change, current: @escaping @Sendable (CommandContext) -> String) {
        self.name = name
        self.meaning = meaning
        self.describedValues = takes
        self.change = change
        self.current = current
    }

    /// A whole number in `range`; a limit reads as well in exponent form (`set steps 1e8`).
    static func whole(_ name: String, range: ClosedRange<Int>, meaning: String, current: @escaping @Sendable (CommandContext) -> String,
                      apply: @escaping @Sendable (Int, CommandContext) -> Void) -> Setting {
        Setting(name: name, meaning: meaning, takes: RangeWording.wholeNumber(in: range), change: { text throws(Refusal) in
            guard let number = Double(text), number.rounded() == number,
                  number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
                throw Refusal(message: Messages.settingNotWholeNumber(OptionWording.wholeNumber(name, in: range)))
            }
            return { context in apply(Int(number), context) }
        }, current: current)
    }

    /// A whole-number parameter declared once (`ParameterDescriptor.width`, `.digits`): its
    /// name and range from the descriptor; `meaning` what it changes as `set` lists it.
    static func whole(_ descriptor: ParameterDescriptor<Int>, meaning: String, current: @escaping @Sendable (CommandContext) -> String,
                      apply: @escaping @Sendable (Int, CommandContext) -> Void) -> Setting {
        whole(descriptor.name, range: descriptor.wholeNumbers, meaning: meaning, current: current, apply: apply)
    }

    /// One of `words` (lowercase, matched in any case), or a word of `also` standing for one of them.
    static func choice(_ name: String, words: [String], also: [String: String] = [:], meaning: String,
                       current: @escaping @Sendable (CommandContext) -> String,
                       apply: @escaping @Sendable (String, CommandContext) -> Void) -> Setting {
        Setting(name: name, meaning: meaning, takes: RangeWording.list(words), change: { text throws(Refusal) in
            let word = text.lowercased()
            guard let chosen = words.contains(word) ? word : also[word] else {
                throw Refusal(message: Messages.settingNotAChoice(OptionWording.choice(name, among: words, got: text)))
            }
            return { context in apply(chosen, context) }
        }, current: current)
    }

    /// One of an enumeration's cases by its raw value, the choices derived from its cases.
    static func choice<Value: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ type: Value.Type, meaning: String, current: @escaping @Sendable (CommandContext) -> String,
        apply: @escaping @Sendable (Value, CommandContext) -> Void
    ) -> Setting where Value.RawValue == String {
        choice(name, words: Value.allCases.map(\.rawValue), meaning: meaning, current: current) { word, context in
            if let value = Value(rawValue: word) { apply(value, context) }
        }
    }
}

extension Setting {
    /// The setting, also accepted as `name` (not listed).
    func aliased(_ name: String) -> Setting {
        var setting = self
        setting.aliases.append(name)
        return setting
    }
}
