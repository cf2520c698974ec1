import FluidLanguage

/// A command line bound to its command's spec: each parameter and option with its
/// arguments, and typed readers for them. Binding goes through the builtins' binder
/// (`CommandStatement.bind`), so an unknown option, a duplicate or one argument too many is
/// refused in the builtins' words; a missing parameter and a word outside its choices are
/// worded here, one way for every command. Each error carries the usage line. Its options
/// are read through the command's typed keys (``OptionKey``): `try call[Self.width]`.
struct CommandCall<Command: NotebookCommand> {
    let statement: CommandStatement
    var spec: CommandSpec { Command.spec }
    /// The whole line, for values named by their text and for drawing diagnostics.
    let line: String
    let context: CommandContext
    var interpreter: Interpreter { context.interpreter }
    private let bound: [String: [CommandArgument]]

    init(_ statement: CommandStatement, line: String, context: CommandContext) throws(Diagnostic) {
        let spec = Command.spec
        self.statement = statement
        self.line = line
        self.context = context
        do throws(Diagnostic) {
            if spec.parameters.dropLast().contains(where: \.repeats) {
                bound = try Self.bindByKind(statement, spec: spec)
            } else {
                bound = try statement.bind(positional: spec.parameters.map(\.name), repeatingLast: spec.parameters.last?.repeats ?? false,
                                           labels: spec.options.map(\.label))
            }
        } catch {
            // The usage line is made only for a line that needs it; the mistake keeps its code.
            var refused = error
            refused.help = "usage: " + spec.usage
            throw refused
        }
        for parameter in spec.parameters {
            let arguments = bound[parameter.name] ?? []
            if parameter.required, arguments.isEmpty {
                throw Self.missing(parameter, statement: statement, spec: spec, context: context)
            }
            if case .word(.choice(let words, let noun, let also)) = parameter.kind {
                for argument in arguments {
                    try Self.check(argument, among: words, also: also, noun: noun, line: line)
                }
            }
        }
        for option in spec.options {
            guard case .choice(let words) = option.kind else { continue }
            for argument in bound[option.label] ?? [] {
                try Self.check(argument, among: words, also: [], option: option.label, line: line)
            }
        }
    }

    /// Binds a spec whose repeating parameter is not the last (`export VALUE, ... [TARGET]`):
    /// each positional argument goes to the first parameter from the current one on that
    /// takes its kind (an expression, or a word), skipping optional ones; a repeating
    /// parameter keeps taking arguments of its kind. An argument no parameter takes is left
    /// for the binder, which refuses it in its usual words.
    private static func bindByKind(_ statement: CommandStatement, spec: CommandSpec) throws(Diagnostic) -> [String: [CommandArgument]] {
        var names: [String] = []
        var index = 0
        var copies: [String: String] = [:]
        // Arguments each parameter has taken so far: counted, not searched for, so binding
        // n arguments stays linear (`export s0, …, s9999 swift`).
        var taken: [String: Int] = [:]
        assign: for argument in statement.arguments where argument.label == nil {
            let isWord: Bool
            switch argument.value {
            case .expression: isWord = false
            case .word, .text: isWord = true
            }
            var i = index
            while i < spec.parameters.count {
                let parameter = spec.parameters[i]
                let takesWords: Bool
                if case .expression = parameter.kind { takesWords = false } else { takesWords = true }
                if takesWords == isWord {
                    let count = taken[parameter.name, default: 0]
                    let name = count == 0 ? parameter.name : "\(parameter.name) \(count + 1)"
                    taken[parameter.name] = count + 1
                    copies[name] = parameter.name
                    names.append(name)
                    index = parameter.repeats ? i : i + 1
                    continue assign
                }
                guard !parameter.required || (parameter.repeats && taken[parameter.name, default: 0] > 0) else { break assign }
                i += 1
            }
            break
        }
        let bound = try statement.bind(positional: names, labels: spec.options.map(\.label))
        let merged = bound.reduce(into: [String: [CommandArgument]]()) { result, entry in
            result[copies[entry.key] ?? entry.key, default: []] += entry.value
        }
        return merged.mapValues { $0.sorted { $0.valueSpan.start < $1.valueSpan.start } }
    }

    /// `'load' needs the argument 'name'` at the end of the line, then the usage, what the
    /// parameter can be when the spec knows (`NAME is one of: drawer, pip`), and the example.
    private static func missing(_ parameter: CommandParameter, statement: CommandStatement, spec: CommandSpec,
                                context: CommandContext) -> Diagnostic {
        var help = ["usage: " + spec.usage]
        if case .word(let words) = parameter.kind, !words.candidates(in: context).isEmpty {
            help.append("\(parameter.placeholder) is one of: " + words.candidates(in: context).joined(separator: ", "))
        }
        help.append("example: " + spec.example)
        let end = SourceSpan(start: statement.span.end, end: statement.span.end)
        return Diagnostic(statement.missing(parameter.name).message, end, help: help.joined(separator: "\n"))
    }

    /// Refuses a word that is not one of `words`: a word parameter says `no target 'x'.
    /// Targets: …` (``ChoiceWording``); an option (`option`, its label) says `kind: is
    /// position, velocity or both, not 'x'` (``OptionWording``), both with the closest word
    /// when one is close. Choices are lowercase words, matched in any case.
    private static func check(_ argument: CommandArgument, among words: [String], also: [String], noun: String = "",
                              option: String? = nil, line: String) throws(Diagnostic) {
        let word = argument.word?.lowercased() ?? ""
        guard !words.contains(word), !also.contains(word) else { return }
        let characters = Array(line)
        let lo = max(0, min(argument.valueSpan.start, characters.count)), hi = max(lo, min(argument.valueSpan.end, characters.count))
        let shown = argument.word ?? String(characters[lo..<hi])
        if let option {
            throw Diagnostic(Messages.optionNotAChoice(OptionWording.choice(option, among: words, got: shown, word: word)), argument.valueSpan)
        }
        throw Diagnostic(Messages.optionNotAChoice(ChoiceWording.notAmong(shown, words, noun: noun, word: word)), argument.valueSpan)
    }

    // MARK: Reading the arguments

    /// The arguments of a positional parameter, in line order. Options are read through
    /// their keys (``subscript(key:)``), never by their label.
    func arguments(_ name: String) -> [CommandArgument] {
        assert(spec.parameters.contains { $0.name == name }, "'\(name)' is not a parameter of \(spec.name); read options by their keys")
        return bound[name] ?? []
    }

    /// The one argument of a positional parameter, if given.
    func argument(_ name: String) -> CommandArgument? { arguments(name).first }

    /// A word parameter's word; a choice's word in its declared spelling (`SwiftUI` is `swiftui`).
    func word(_ name: String) -> String? {
        guard let word = argument(name)?.word else { return nil }
        if case .word(.choice)? = spec.parameters.first(where: { $0.name == name })?.kind { return word.lowercased() }
        return word
    }

    /// The argument, or the missing-parameter message for a parameter the command needs
    /// only in some cases (`set digits` without a value).
    func required(_ name: String) throws(Diagnostic) -> CommandArgument {
        guard let argument = argument(name) else {
            let parameter = spec.parameters.first { $0.name == name } ?? CommandParameter(name: name, placeholder: name, kind: .expression)
            throw Self.missing(parameter, statement: statement, spec: spec, context: context)
        }
        return argument
    }

    /// The expression arguments in line order, positional and labelled, as a call's arguments.
    var expressionArguments: [Argument] {
        statement.arguments.compactMap { argument in
            argument.expression.map { Argument(label: argument.label, labelSpan: argument.labelSpan, value: $0) }
        }
    }

    /// A parameter's expressions, as a call's positional arguments.
    func expressions(_ name: String) -> [Argument] {
        arguments(name).compactMap { $0.expression.map { Argument(value: $0) } }
    }

    /// The line's text under a span: how a value is named in output (`swiftui.bouncy`).
    func text(_ span: SourceSpan) -> String {
        let characters = Array(line)
        let lo = max(0, min(span.start, characters.count)), hi = max(lo, min(span.end, characters.count))
        return String(characters[lo..<hi])
    }

    // MARK: Typed options

    /// An option's value, read and checked by its key; nil when the line does not give it.
    subscript<Value>(key: OptionKey<Command, Value>) -> Value? {
        get throws(Diagnostic) {
            guard let argument = argument(key) else { return nil }
            return try key.read(argument, self)
        }
    }

    /// An option's argument as written (its label's and value's spans), if given.
    func argument<Value>(_ key: OptionKey<Command, Value>) -> CommandArgument? { bound[key.label]?.first }

    /// The file the option `key` names (`to: "x.svg"`), for a command's `writtenFile`: nil
    /// without the option, and when its value is not a string (the line then runs and fails
    /// with its own message, before writing anything).
    func fileNamed(by key: OptionKey<Command, String>) -> String? {
        guard let name = try? self[key] else { return nil }
        return name
    }
}
