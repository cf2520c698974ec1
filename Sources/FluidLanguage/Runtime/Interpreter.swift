import TerminalText

/// A session's bindings and the evaluation of its lines.
///
/// A line is evaluated completely before anything is bound, so a line that fails changes
/// no binding. Numbers that would be NaN or ∞ are errors ("result is not a finite number")
/// at the span that produced them, never bound.
public final class Interpreter {
    var environment = Environment()
    /// How each binding was made (see `Definition`), for live dependencies and saving.
    var definitions = Definitions()
    /// What the open transactions changed, oldest first (see ``transaction(_:)``).
    var journal = BindingJournal()
    public var settings = LanguageSettings()
    /// Asked every few thousand evaluation steps; when it answers true the line stops with
    /// "interrupted" and changes nothing. The REPL wires it to Ctrl-C.
    public var interruptRequested: (@Sendable () -> Bool)?
    /// The step budget of the line being run, shared by every evaluation it makes (its
    /// samples, the lines a load or save replays) and by printing its value (see
    /// ``LineBudget``). Nil: each evaluation starts from zero steps, as a lone expression does.
    public var budget: LineBudget?
    /// Reads the text of a file named in the language (`trace("flick.csv")`); nil (the
    /// default) means files cannot be read here. It throws `FileReadError` (or any error,
    /// shown by its description) when the file cannot be read. The notebook wires it to read
    /// relative to the session's working directory.
    public var readFile: FileReader?
    /// Opens screen recordings for `trace(video:)`; nil where files cannot be read.
    public var readRecording: RecordingReader?
    /// Command words, offered by `completions(forPrefix:)` at the start of a line.
    public var commands: CommandTable
    /// The value of the last line that computed one (an expression, or the value a binding
    /// took), which `ans` and `_` name, as in numbat, IPython and Julia. A failing line
    /// leaves it; a binding the user made named `ans` or `_` wins over it. It is not a
    /// binding: `vars` and `save` do not show it.
    public private(set) var lastResult: Value?
    /// The names of ``lastResult``.
    public static let lastResultNames = ["ans", "_"]

    public init(commands: CommandTable = .none) {
        self.commands = commands
    }

    /// The user's bindings in the order they were first defined.
    public var bindings: [(name: String, value: Value)] { environment.bindings }

    public func value(of name: String) -> Value? { environment[name] }

    /// Removes a binding; true if there was one.
    @discardableResult
    public func remove(_ name: String) -> Bool {
        guard let value = environment.values[name], let place = environment.remove(name) else { return false }
        journal.record(.removal(name, value, place))
        return true
    }

    /// Every builtin function's documentation, in help order.
    /// What `body` returns, run on the evaluation thread (see `LargeStack`): a batch of lines
    /// (a replayed notebook) handed over once, so each line's evaluation inside it runs in
    /// place instead of waking the thread per line. The caller waits; nothing runs at once.
    public static func onEvaluationThread<T>(_ body: @escaping () -> T) -> T {
        // `LargeStack.run` always runs `body` and keeps its result; nil cannot come back.
        LargeStack.run(body) ?? body()
    }

    public static var helpTopics: [HelpTopic] { Builtins.ordered.map(\.topic) + Builtins.languageTopics }

    /// Names that are not the user's: builtin functions, constants, preset namespaces.
    public static var builtinNames: [String] { Builtins.functionNames + Builtins.constantNames + Builtins.namespaceNames }

    public var formatter: ValueFormatter { ValueFormatter(digits: settings.digits) }

    // MARK: Running lines

    /// Parses and executes one line.
    public func run(_ line: String) throws(Diagnostic) -> Execution {
        let statement = try Parser.parse(line, commands: commands).get()
        return try execute(statement, source: line)
    }

    /// Executes one statement on the evaluation thread's large stack, whole: evaluating,
    /// checking, binding, remaking dependents and printing each hand their work to that
    /// thread, and run there they run in place, so a line costs one hand-off instead of one
    /// per step (a hand-off is microseconds: a line that binds a function took three).
    public func execute(_ statement: Statement, source: String) throws(Diagnostic) -> Execution {
        let outcome: Result<Execution, Diagnostic>? = LargeStack.run { [self] in
            do throws(Diagnostic) {
                return .success(try executeInPlace(statement, source: source))
            } catch {
                return .failure(error)
            }
        }
        guard let outcome else { return try executeInPlace(statement, source: source) }
        return try outcome.get()
    }

    private func executeInPlace(_ statement: Statement, source: String) throws(Diagnostic) -> Execution {
        switch statement {
        case .empty:
            return Execution(name: nil, value: .list([]), shown: [])
        case .expression(let expression):
            let value = try evaluate(expression)
            let lines = try shown(value, span: expression.span)
            lastResult = value.settled
            return Execution(name: nil, value: value, shown: lines)
        case .assignment(let name, let expression):
            try checkBindable(name, source: source)
            let value = try evaluate(expression)
            let execution = try bind(name, value.settled, by: statement, source: source, shown: Self.bound(name, try shown(value, span: expression.span)))
            lastResult = value.settled
            return execution
        case .functionDefinition(let name, let parameters, let body):
            try checkBindable(name, source: source)
            if let duplicate = parameters.enumerated().first(where: { parameters[..<$0.offset].contains($0.element) })?.element {
                throw Diagnostic(Messages.duplicateParameter(duplicate), Interpreter.span(of: duplicate, in: source, after: name.count))
            }
            let value = Value.function(FunctionValue(name: name, body: .user(parameters: parameters, body: body, captured: [])))
            return try bind(name, value, by: statement, source: source, shown: shown(value))
        case .memberAssignment(let target, let member, let expression):
            guard let current = environment[target] else {
                throw Diagnostic(Messages.notAssignable(target), Interpreter.span(of: target, in: source))
            }
            let newValue = try evaluate(expression)
            let memberSpan = Interpreter.span(of: member, in: source, after: target.count)
            let updated = try Members.with(current, [EvaluatedArgument(label: member, labelSpan: memberSpan, value: newValue, span: expression.span)])
            let shownValue = Self.bound(target, try shown(updated, span: expression.span))
            let execution = try bind(target, updated.settled, by: statement, source: source, shown: shownValue)
            lastResult = updated.settled
            return execution
        case .command(let command):
            throw Diagnostic(Messages.commandNotExecutable(command.name), command.span)
        }
    }

    /// `name = ` before a value's first line.
    static func bound(_ name: String, _ lines: [TextLine]) -> [TextLine] {
        guard let first = lines.first else { return [TextLine(name + " = ")] }
        return [first.prefixed(name + " = ")] + lines.dropFirst()
    }

    private func checkBindable(_ name: String, source: String) throws(Diagnostic) {
        guard let builtin = Builtins.global(name) else { return }
        let what: String
        switch builtin {
        case .function: what = "a builtin function"
        case .namespace: what = "a builtin family of presets and constructors"
        default: what = "a builtin constant"
        }
        throw Diagnostic(Messages.builtinName(name, is: what), Interpreter.span(of: name, in: source))
    }

    /// Where `word` first occurs in `source` at or after `offset` characters (for names of statements).
    static func span(of word: String, in source: String, after offset: Int = 0) -> SourceSpan {
        // ASCII text (most lines): characters are bytes, so search the bytes.
        if source.utf8.allSatisfy({ $0 < 0x80 }), word.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(source.utf8), target = Array(word.utf8)
            var i = min(max(offset, 0), bytes.count)
            while i + target.count <= bytes.count {
                if bytes[i..<i + target.count].elementsEqual(target) { return SourceSpan(start: i, end: i + target.count) }
                i += 1
            }
            return SourceSpan(start: 0, end: bytes.count)
        }
        let characters = Array(source), target = Array(word)
        var i = min(offset, characters.count)
        while i + target.count <= characters.count {
            if Array(characters[i..<i + target.count]) == target { return SourceSpan(start: i, end: i + target.count) }
            i += 1
        }
        return SourceSpan(start: 0, end: characters.count)
    }

    /// An evaluator over the bindings and hooks as they are now, one per evaluation; made on
    /// the interpreter's own thread and handed to the evaluation thread (LargeStack) as a
    /// value, so that thread never reads the interpreter.
    private func makeEvaluator() -> Evaluator {
        var globals = environment
        globals.lastResult = lastResult
        var evaluator = Evaluator(globals: globals, limits: settings.limits, interruptRequested: interruptRequested)
        evaluator.readFile = readFile
        evaluator.readRecording = readRecording
        evaluator.steps = budget?.spent ?? 0
        return evaluator
    }

    public func evaluate(_ expression: Expression) throws(Diagnostic) -> Value {
        let prepared = makeEvaluator(), budget = budget
        return try LargeStack.run {
            var evaluator = prepared
            defer { budget?.spent = evaluator.steps }
            do throws(Diagnostic) {
                let value = try evaluator.evaluate(expression)
                try Arithmetic.checkFinite(value, span: expression.span)
                // Whatever a builtin made (a record, a function holding a curve) is bounded
                // too, before it is printed or bound.
                try evaluator.limits.check(value, span: expression.span)
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
    }

    /// Calls a function with positional arguments (what `plot` does to sample a curve).
    /// Errors point at nothing in particular: their span is empty at offset 0.
    public func call(_ function: FunctionValue, _ arguments: [Value]) throws(Diagnostic) -> Value {
        let none = SourceSpan(start: 0, end: 0)
        let prepared = makeEvaluator(), budget = budget
        return try LargeStack.run {
            var evaluator = prepared
            defer { budget?.spent = evaluator.steps }
            do throws(Diagnostic) {
                return .success(try evaluator.apply(function, arguments.map { EvaluatedArgument(value: $0, span: none) }, span: none, calleeSpan: none))
            } catch {
                return .failure(error)
            }
        }
    }

    /// `function` applied to each of `inputs` in turn, on one evaluation thread: how plots
    /// sample a curve. Each input succeeds or fails on its own (`ln(x)` fails below 0), so
    /// a plot can leave gaps where a curve is undefined. All samples share one step budget
    /// (the line's, ``budget``, when there is one): once it is spent, the remaining samples
    /// fail at once with its message.
    public func sample(_ function: FunctionValue, at inputs: [Value]) -> [Result<Value, Diagnostic>] {
        let none = SourceSpan(start: 0, end: 0)
        let prepared = makeEvaluator(), budget = budget
        let box = SampleResults()
        _ = try? LargeStack.run {
            box.results.reserveCapacity(inputs.count)
            var evaluator = prepared
            defer { budget?.spent = evaluator.steps }
            for input in inputs {
                do throws(Diagnostic) {
                    box.results.append(.success(try evaluator.apply(function, [EvaluatedArgument(value: input, span: none)], span: none, calleeSpan: none)))
                } catch {
                    box.results.append(.failure(error))
                }
            }
            return .success(.list([]))
        }
        return box.results
    }

    /// Binds a value computed elsewhere (`load`'s replay, `tune`'s spring) as if a line had
    /// bound it, and returns what such a line shows. Values are immutable, so nothing is
    /// copied, printed or parsed again. The name must be one a line could bind.
    ///
    /// `definition` says how the value was made (a loaded binding keeps its lines); nil for a
    /// value with no lines (a tuned spring). The bindings that read `name` are made again;
    /// if one of them fails, nothing changes and the error says which.
    public func adopt(_ name: String, _ value: Value, definition: Definition? = nil) throws(Diagnostic) -> Execution {
        try bind(name, value, definition: definition ?? .value, span: SourceSpan(start: 0, end: 0),
                 shown: Self.bound(name, shown(value)))
    }

    /// How `name` was made, if it is bound.
    public func definition(of name: String) -> Definition? { definitions[name] }

    // MARK: Showing

    /// As ``shown(_:)``, counted against the line's ``budget``: one step per element the
    /// value holds (see ``Limits/elements``), so a line that prints a value of a million
    /// elements pays for it. Throws the step limit's message at `span` when that passes it.
    func shown(_ value: Value, span: SourceSpan) throws(Diagnostic) -> [TextLine] {
        if let budget { try budget.spend(max(1, settings.limits.measure(value).weight), limits: settings.limits, span: span) }
        return shown(value)
    }

    /// How `value` prints, worked out on the evaluation thread's large stack: a value may
    /// nest `settings.limits.depth` levels and printing walks it level by level. A value that
    /// nests nothing (a number, a true/false, a string, a point, a spring: most lines) is
    /// printed here, without the hand-off to that thread.
    public func shown(_ value: Value) -> [TextLine] {
        let formatter = formatter
        switch value {
        case .number, .bool, .string, .point, .spring:
            return formatter.shown(value)
        default:
            return LargeStack.run { formatter.shown(value) } ?? formatter.shown(value)
        }
    }

    /// As ``shown(_:)``, as one string.
    public func format(_ value: Value) -> String {
        let formatter = formatter
        return LargeStack.run { formatter.format(value) } ?? formatter.format(value)
    }

    /// A line that recreates binding `name` with identical values: `s = spring(damping: 0.8, response: 0.4s)`,
    /// `f(x) = x^0.7`. Nil if there is no such binding.
    public func sourceText(_ name: String) -> String? {
        guard let value = environment[name] else { return nil }
        return LargeStack.run { Interpreter.sourceText(name, value) } ?? nil
    }

    private static func sourceText(_ name: String, _ value: Value) -> String? {
        if case .function(let f) = value, f.name == name, case .user(let parameters, let body, let captured) = f.body, captured.isEmpty {
            return "\(name)(\(parameters.joined(separator: ", "))) = " + SourcePrinter.expression(body)
        }
        return "\(name) = " + SourcePrinter.value(value)
    }
}

/// Results written by the evaluation thread and read after it is joined.
private final class SampleResults: @unchecked Sendable {
    var results: [Result<Value, Diagnostic>] = []
}
