import ArgumentParser
import Notebook

/// A word given for an option whose values are an enumeration's cases (`--style`,
/// `--format`), kept as typed so that `validate()` refuses a wrong one in the prompt's words
/// (`--style: is braille, block or ascii, not 'x'`, ``OptionWording``) instead of
/// argument-parser's own. Help and completion list the cases, as for the enumeration itself.
struct ChoiceArgument<Value: CaseIterable & RawRepresentable>: ExpressibleByArgument, CustomStringConvertible where Value.RawValue == String {
    var text: String

    init(_ value: Value) { text = value.rawValue }
    init?(argument: String) { text = argument }

    /// The case the word names; nil only before `check` has refused it.
    var value: Value? { Value(rawValue: text) }
    var description: String { text }

    static var allValueStrings: [String] { Value.allCases.map(\.rawValue) }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// Refuses a word outside the cases, naming the option as `label` (`--style`).
    func check(_ label: String) throws {
        guard value == nil else { return }
        throw ValidationError(OptionWording.choice(label, among: Self.allValueStrings, got: text))
    }
}
