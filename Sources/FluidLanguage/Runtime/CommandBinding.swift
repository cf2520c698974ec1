/// A command's arguments matched to its parameters by the binder the builtins use
/// (`CallArguments.bind`), so `plot s, widht: 40` and `spring(respons: 0.4s)` are refused in
/// the same words: unknown labels with a did-you-mean, duplicates, too many positionals.
extension CommandStatement {
    /// The arguments by parameter name: positional ones in order to `positional` (the last
    /// takes every remaining one when `repeatingLast`), labelled ones by label, which must be
    /// one of `positional` or `labels`. Each name maps to its arguments in line order.
    public func bind(positional: [String], repeatingLast: Bool = false, labels: [String]) throws(Diagnostic) -> [String: [CommandArgument]] {
        let positionalCount = arguments.filter { $0.label == nil }.count
        var names = positional
        // A repeating parameter binds as numbered copies (`values`, `values 2`, …): no label can name them.
        if repeatingLast, let last = positional.last, positionalCount > positional.count {
            names += (positional.count..<positionalCount).map { "\(last) \($0 - positional.count + 2)" }
        }
        // Each argument stands in the binder as its index, so the bound names lead back to it.
        let call = CallArguments(
            name: name,
            arguments: arguments.enumerated().map { index, argument in
                EvaluatedArgument(label: argument.label, labelSpan: argument.labelSpan, value: .number(Quantity(Double(index))), span: argument.valueSpan)
            },
            span: span, calleeSpan: nameSpan)
        let bound = try call.bind(positional: names, labels: labels)
        var result: [String: [CommandArgument]] = [:]
        for (key, value) in bound.values.sorted(by: { $0.value.span.start < $1.value.span.start }) {
            guard case .number(let index) = value.value else { continue }
            let parameter = repeatingLast && !positional.contains(key) && !labels.contains(key) ? positional.last ?? key : key
            result[parameter, default: []].append(arguments[Int(index.value)])
        }
        return result
    }

    /// The binder's message for a parameter that has no argument: `'load' needs the argument 'name'`.
    public func missing(_ parameter: String) -> Diagnostic {
        Diagnostic(Messages.missingArgument(parameter, in: name), span)
    }
}

/// What a number given to a command must be, as the builtins check their parameters.
public enum QuantityExpectation: Sendable {
    /// A number without dimension (`slow: 4`, `tolerance: 0.001`).
    case plain
    /// A time; a plain number is seconds.
    case time
    /// A length; a plain number is points (`distance: 1` is a move of 1).
    case length
    case speed

    var expectation: Expectation {
        switch self {
        case .plain: return .plain
        case .time: return .time
        case .length:
            var length = Expectation.length
            length.plainUnit = .point
            return length
        case .speed: return .speed
        }
    }
}

extension Interpreter {
    /// Evaluates `expression`, the argument `name`, and checks it is the quantity expected,
    /// with the builtins' messages (`distance must be a length, like 300pt; got a time (2 s)`).
    public func quantity(_ expression: Expression, name: String, _ expected: QuantityExpectation) throws(Diagnostic) -> Quantity {
        let value = try evaluate(expression)
        let argument = EvaluatedArgument(label: name, labelSpan: nil, value: value, span: expression.span)
        return try BoundArguments.check(argument, name: name, expected.expectation)
    }
}
