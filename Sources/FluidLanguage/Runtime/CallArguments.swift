/// The arguments of a builtin call, and helpers to match them to parameters with
/// messages that point at the argument.
public struct CallArguments: Sendable {
    let name: String
    let arguments: [EvaluatedArgument]
    /// The whole call.
    let span: SourceSpan
    let calleeSpan: SourceSpan
    /// Reads a file for `trace("flick.csv")`; nil where files cannot be read.
    var readFile: FileReader? = nil
    /// Opens a screen recording for `trace(video: "open.mov")`; nil where files cannot be read.
    var readRecording: RecordingReader? = nil
    /// Asked by builtins that loop over their input (reading a CSV): true is Ctrl-C.
    var interruptRequested: (@Sendable () -> Bool)? = nil
    /// The session's limits: a builtin checks ``Limits/checkCount(_:span:)`` before it allocates.
    var limits: Limits = .standard
    /// The called builtin's parameters, set by `Builtin` before its implementation runs.
    var parameters: ParameterTable? = nil

    /// Matches the arguments to the builtin's parameter table: its positional parameters in
    /// order, every parameter by label.
    func bind() throws(Diagnostic) -> BoundArguments {
        try bind(positional: parameters?.positional ?? [], labels: parameters?.labels ?? [])
    }

    /// Matches positional arguments to `positional` in order, and labelled ones by label.
    /// Unknown labels get a did-you-mean spanning the label; duplicates are refused.
    func bind(positional: [String], labels: [String] = []) throws(Diagnostic) -> BoundArguments {
        var bound: [String: EvaluatedArgument] = [:]
        var nextPositional = 0
        let accepted = positional + labels.filter { !positional.contains($0) }
        for argument in arguments {
            if let label = argument.label {
                let labelSpan = argument.labelSpan ?? argument.span
                guard accepted.contains(label) else {
                    throw Diagnostic(Messages.unknownArgument(label, suggestion: Suggestions.closest(to: label, in: accepted)), labelSpan)
                }
                guard bound[label] == nil else { throw Diagnostic(Messages.duplicateArgument(label), labelSpan) }
                bound[label] = argument
            } else {
                while nextPositional < positional.count, bound[positional[nextPositional]] != nil { nextPositional += 1 }
                guard nextPositional < positional.count else {
                    throw Diagnostic(Messages.tooManyArguments(name, maximum: positional.count), argument.span)
                }
                bound[positional[nextPositional]] = argument
                nextPositional += 1
            }
        }
        return BoundArguments(values: bound, call: self)
    }
}

/// What a quantity argument must be: its dimension, how to say it, an example, and
/// whether a plain number is taken in some unit (`0.4` as seconds).
struct Expectation {
    var dimension: Dimension
    var phrase: String
    var example: String
    var plainUnit: Unit? = nil

    /// A plain number for a time is seconds (`response: 0.4`) below this; from here on it
    /// is almost surely milliseconds written without `ms`, and is refused with that advice.
    static let plainSecondsLimit = 20.0

    static let plain = Expectation(dimension: .none, phrase: "a plain number", example: "0.8")
    static let time = Expectation(dimension: .time, phrase: "a time", example: "0.4s", plainUnit: .second)
    static let length = Expectation(dimension: .length, phrase: "a length", example: "300pt")
    static let speed = Expectation(dimension: .speed, phrase: "a speed", example: "1200pt/s")
}

struct BoundArguments {
    var values: [String: EvaluatedArgument]
    let call: CallArguments

    func has(_ name: String) -> Bool { values[name] != nil }

    func argument(_ name: String) throws(Diagnostic) -> EvaluatedArgument {
        guard let argument = values[name] else { throw Diagnostic(Messages.missingArgument(name, in: call.name), call.span) }
        return argument
    }

    /// The span of label and value, for errors about the argument as a whole.
    func span(_ name: String) -> SourceSpan {
        guard let argument = values[name] else { return call.span }
        return argument.labelSpan.map { $0.joined(argument.span) } ?? argument.span
    }

    func quantity(_ name: String, _ expectation: Expectation) throws(Diagnostic) -> Quantity {
        let argument = try argument(name)
        return try BoundArguments.check(argument, name: name, expectation)
    }

    func quantity(_ name: String, _ expectation: Expectation, default value: Double) throws(Diagnostic) -> Quantity {
        has(name) ? try quantity(name, expectation) : Quantity(value, expectation.dimension)
    }

    /// A quantity parameter as the builtin's table declares it: its expectation (dimension,
    /// plain unit, message), and its default when the call leaves it out.
    func quantity(_ name: String) throws(Diagnostic) -> Quantity {
        guard let parameter = call.parameters?[name], let expectation = parameter.expectation else {
            preconditionFailure("\(call.name) declares no quantity parameter \(name)")
        }
        if !has(name), let value = parameter.defaultValue { return value }
        return try quantity(name, expectation)
    }

    static func check(_ argument: EvaluatedArgument, name: String, _ expectation: Expectation) throws(Diagnostic) -> Quantity {
        guard case .number(let q) = argument.value else {
            throw Diagnostic(Messages.argumentKind(name, expected: expectation.phrase, got: argument.value.kindPhrase), argument.span)
        }
        if q.dimension == expectation.dimension { return q }
        if q.isDimensionless, q.unit == nil, let unit = expectation.plainUnit {
            // `duration: 500` is Motion's and Android's milliseconds, never 8 minutes of spring.
            if unit == .second, abs(q.value) >= Expectation.plainSecondsLimit {
                throw Diagnostic(Messages.plainTimeLooksLikeMilliseconds(name, SourcePrinter.literal(q.value)), argument.span)
            }
            return Quantity(q.value, in: unit)
        }
        throw Diagnostic(
            Messages.argumentDimension(name, expected: expectation.phrase, example: expectation.example, got: q,
                                       formatted: ValueFormatter(digits: 4).quantity(q)),
            argument.span)
    }

    func string(_ name: String) throws(Diagnostic) -> String {
        let argument = try argument(name)
        guard case .string(let text) = argument.value else {
            throw Diagnostic(Messages.argumentKind(name, expected: "a string", got: argument.value.kindPhrase), argument.span)
        }
        return text
    }
}
