import FluidLanguage

/// A labelled option declared once, whatever the type it reads as: what a `CommandSpec`
/// lists (its usage, help, completion and binding come from `option`).
protocol OptionDeclaration: Sendable {
    var option: CommandOption { get }
}

/// A labelled option of one command, declared once as a static member of the command with
/// the type it reads as (`static let width = OptionKey<Self, Int>.whole(.width, default: "set width")`), listed
/// in the command's spec, and read as `try call[Self.width]`. A key belongs to its command:
/// `CommandCall<PlotCommand>` reads only `OptionKey<PlotCommand, _>`, so a label that is read
/// but not declared, or another command's key, does not compile.
///
/// Values are checked here, in one place, with one wording per kind: a whole number in its
/// range (``OptionWording/wholeNumber(_:in:got:)``), a quantity of its kind and range, a
/// word among its choices (checked when the line is bound, ``OptionWording/choice(_:among:got:word:)``).
struct OptionKey<Command: NotebookCommand, Value>: OptionDeclaration {
    let option: CommandOption
    /// Reads the option's argument as `Value`, checked.
    let read: @Sendable (CommandArgument, CommandCall<Command>) throws(Diagnostic) -> Value

    var label: String { option.label }
}

extension OptionKey where Value == Int {
    /// A whole number in `range` (`width: 60`).
    static func whole(_ label: String, range: ClosedRange<Int>, placeholder: String = "N", meaning: String) -> Self {
        Self(option: CommandOption(label: label, placeholder: placeholder, kind: .whole(range), meaning: meaning)) { argument, call throws(Diagnostic) in
            guard let expression = argument.expression else {
                throw Diagnostic(Messages.optionOutsideRange(OptionWording.wholeNumber(label, in: range)), argument.valueSpan)
            }
            let value = try call.interpreter.evaluate(expression)
            guard case .number(let q) = value, q.isDimensionless, q.value.rounded() == q.value,
                  q.value >= Double(range.lowerBound), q.value <= Double(range.upperBound) else {
                throw Diagnostic(Messages.optionOutsideRange(OptionWording.wholeNumber(label, in: range)), expression.span)
            }
            return Int(q.value)
        }
    }

    /// A whole-number parameter as an option (`width: 60`): its label and range from the
    /// descriptor declared once in FluidLanguage (`ParameterDescriptor.width`), its meaning the
    /// descriptor's with what leaving it out means (`default: set width`).
    static func whole(_ descriptor: ParameterDescriptor<Int>, default defaultPhrase: String) -> Self {
        whole(descriptor.name, range: descriptor.wholeNumbers, meaning: descriptor.meaning + " (default: \(defaultPhrase))")
    }
}

extension OptionKey where Value == Double {
    /// A parameter as an option, read as the builtins read it (`durations s, distance: 300pt`):
    /// its label, kind, example (the usage's placeholder), range and the range's message all
    /// from its descriptor, checked here; in base units, a size as its magnitude. `meaning`
    /// says what the option does for this command.
    static func parameter(_ descriptor: ParameterDescriptor<Double>, meaning: String) -> Self {
        let expected = descriptor.quantityExpectation ?? .plain
        let option = CommandOption(label: descriptor.name, placeholder: descriptor.example, kind: .quantity(expected), meaning: meaning)
        return Self(option: option) { argument, call throws(Diagnostic) in
            guard let expression = argument.expression else {
                throw Diagnostic(Messages.optionNeedsValue(descriptor.name, like: descriptor.example), argument.valueSpan)
            }
            let q = try call.interpreter.quantity(expression, name: descriptor.name, expected)
            return try descriptor.value(of: q, span: expression.span)
        }
    }
}

extension ParameterDescriptor where Value == Int {
    /// The whole numbers a descriptor with a closed range takes (`width`: 20…1000), for the
    /// options, settings and command-line flags that read it.
    var wholeNumbers: ClosedRange<Int> {
        guard case .closed(let low)? = range?.lower, case .closed(let high)? = range?.upper else {
            preconditionFailure("\(name) has no closed range of whole numbers")
        }
        return Int(low)...Int(high)
    }
}

extension OptionKey where Value == Quantity {
    /// A number of this kind, checked by the builtins' rule (`distance: 2s` is refused), and
    /// within `range` when one is given (`slow: 4`, from 0.1 to 100), `example` showing a good one.
    static func quantity(_ label: String, _ expected: QuantityExpectation, placeholder: String, range: ClosedRange<Double>? = nil,
                         example: String? = nil, meaning: String) -> Self {
        Self(option: CommandOption(label: label, placeholder: placeholder, kind: .quantity(expected), meaning: meaning)) { argument, call throws(Diagnostic) in
            guard let expression = argument.expression else { throw Diagnostic(Messages.optionNeedsValue(label, like: placeholder), argument.valueSpan) }
            let q = try call.interpreter.quantity(expression, name: label, expected)
            if let range, !(q.value >= range.lowerBound && q.value <= range.upperBound) {
                let wording = OptionWording.quantity(label, expected, in: range, example: example ?? placeholder)
                throw Diagnostic(Messages.optionOutsideRange(wording), expression.span)
            }
            return q
        }
    }
}

extension OptionKey where Value == String {
    /// A string (`title: "drawer"`, `to: "drawer.svg"`).
    static func string(_ label: String, placeholder: String, meaning: String) -> Self {
        Self(option: CommandOption(label: label, placeholder: placeholder, kind: .string, meaning: meaning)) { argument, call throws(Diagnostic) in
            guard let expression = argument.expression, case .string(let text) = try call.interpreter.evaluate(expression) else {
                throw Diagnostic(Messages.optionNotAString(label, like: placeholder), argument.valueSpan)
            }
            return text
        }
    }
}

extension OptionKey where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of an enumeration's cases by its raw value (`kind: velocity`), its choices derived
    /// from the cases as argument-parser derives `allValueStrings`.
    static func choice(_ label: String, meaning: String) -> Self {
        Self(option: CommandOption(label: label, choices: Value.allCases.map(\.rawValue), meaning: meaning)) { argument, _ throws(Diagnostic) in
            // Checked among the choices when the line was bound (`CommandCall.init`).
            guard let value = argument.word.flatMap({ Value(rawValue: $0.lowercased()) }) else {
                throw Diagnostic(Messages.optionNotAChoice(OptionWording.choice(label, among: Value.allCases.map(\.rawValue), got: argument.word ?? "")),
                                 argument.valueSpan)
            }
            return value
        }
    }
}

extension OptionKey where Value == Bool {
    /// `true` or `false` (`loop: true`).
    static func flag(_ label: String, meaning: String) -> Self {
        Self(option: CommandOption(label: label, placeholder: "true", kind: .choice(["true", "false"]), meaning: meaning)) { argument, _ throws(Diagnostic) in
            argument.word?.lowercased() == "true"
        }
    }
}

/// The one wording of each kind of value refused, for options at the prompt, `set`'s
/// values and the command line's options alike; a number outside its range, or a word outside
/// its choices, is worded as a builtin's argument is (``RangeWording``, in FluidLanguage).
public enum OptionWording {
    /// `width: is a whole number from 20 to 1000` (`--width: is …` on the command line).
    public static func wholeNumber(_ label: String, in range: ClosedRange<Int>) -> String {
        RangeWording.refusal(label, is: RangeWording.wholeNumber(in: range))
    }

    /// `slow: is a plain number from 0.1 to 100, like slow: 4`; times in seconds and
    /// milliseconds (`duration: is a time from 1 ms to 60 s, like duration: 400ms`).
    static func quantity(_ label: String, _ expected: QuantityExpectation, in range: ClosedRange<Double>, example: String) -> String {
        let formatter = ValueFormatter(digits: 6)
        func shown(_ x: Double) -> String {
            if case .time = expected { return formatter.time(x) }
            return formatter.number(x)
        }
        let noun: String
        switch expected {
        case .time: noun = "a time"
        case .length: noun = "a length"
        default: noun = "a plain number"
        }
        return RangeWording.refusal(label, is: "\(noun) from \(shown(range.lowerBound)) to \(shown(range.upperBound))", like: label + ": " + example)
    }

    /// `kind: is position, velocity, both or path, not 'veloctiy'; did you mean 'velocity'?`: a
    /// word outside an option's (or a setting's) choices, worded as a builtin's choice argument
    /// is (``RangeWording/choice(_:among:listed:quoted:reason:got:near:)``); `shown` as typed, the
    /// closest choice looked for to `word` (`shown` unless the value was no word).
    public static func choice(_ label: String, among words: [String], got shown: String, word: String? = nil) -> String {
        RangeWording.choice(label, among: words, got: shown, near: word ?? shown)
    }
}
