/// Reading a builtin's arguments through their descriptors: `bound[.fps]` is the call's
/// value checked (dimension, then range, in the descriptor's one wording) or the default its
/// table gives. A builtin that reads a descriptor its table does not declare stops at once
/// (`BuiltinTests` runs every builtin's example), so a label cannot be read but not accepted.
extension BoundArguments {
    /// The value given, or the table's default (the descriptor's, unless the builtin's entry
    /// states its own); a missing-argument message when the call must give it.
    subscript<Value>(_ descriptor: ParameterDescriptor<Value>) -> Value {
        get throws(Diagnostic) {
            let parameter = declared(descriptor)
            if let given = try self[ifGiven: descriptor] { return given }
            if let fallback = parameter.defaultValue, let value = Value(parameterNumber: fallback.value) { return value }
            throw Diagnostic(Messages.missingArgument(descriptor.name, in: call.name), call.span)
        }
    }

    /// The value given, checked; nil when the call leaves it out.
    subscript<Value>(ifGiven descriptor: ParameterDescriptor<Value>) -> Value? {
        get throws(Diagnostic) {
            _ = declared(descriptor)
            guard let argument = values[descriptor.name] else { return nil }
            return try descriptor.value(of: argument, span: span(descriptor.name))
        }
    }

    /// The quantity given, checked as `self[descriptor]` checks it, with the unit it was
    /// written in (a fling's `px/s` makes a trace in px); the table's default when left out,
    /// else a missing-argument message.
    func quantity<Value>(_ descriptor: ParameterDescriptor<Value>) throws(Diagnostic) -> Quantity {
        let parameter = declared(descriptor)
        if !has(descriptor.name), let fallback = parameter.defaultValue { return fallback }
        let argument = try argument(descriptor.name)
        let quantity = try BoundArguments.check(argument, name: descriptor.name, descriptor.expectation)
        _ = try descriptor.value(of: quantity, span: span(descriptor.name))
        return quantity
    }

    /// Whether the call gives it.
    func has<Value>(_ descriptor: ParameterDescriptor<Value>) -> Bool {
        _ = declared(descriptor)
        return has(descriptor.name)
    }

    /// The span of its label and value, for a message about the argument as a whole.
    func span<Value>(_ descriptor: ParameterDescriptor<Value>) -> SourceSpan { span(descriptor.name) }

    /// The builtin's entry for `descriptor`; a builtin reading one it does not declare is a
    /// defect in the builtin, found by the first call.
    private func declared<Value>(_ descriptor: ParameterDescriptor<Value>) -> Parameter {
        guard let parameter = call.parameters?[descriptor.name], parameter.expectation?.dimension == descriptor.dimension else {
            preconditionFailure("\(call.name) reads \(descriptor.name): as \(descriptor.expectation.phrase), which its parameter table does not declare")
        }
        return parameter
    }
}

extension Interpreter {
    /// Evaluates `expression` as the argument `descriptor` names, for a command's option:
    /// the builtins' dimension message, then the descriptor's range message.
    public func value<Value>(_ expression: Expression, _ descriptor: ParameterDescriptor<Value>) throws(Diagnostic) -> Value {
        let value = try evaluate(expression)
        let argument = EvaluatedArgument(label: descriptor.name, labelSpan: nil, value: value, span: expression.span)
        return try descriptor.value(of: argument, span: expression.span)
    }
}
