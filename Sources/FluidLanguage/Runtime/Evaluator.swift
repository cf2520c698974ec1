/// Evaluates expressions against the globals of a session, with locals for function calls.
///
/// Each line gets a fresh evaluator: its step budget and call depth start at zero.
/// Numbers that come out NaN or infinite are reported at the span that produced them
/// ("result is not a finite number") instead of being bound.
struct Evaluator {
    typealias Locals = [String: Value]

    let globals: Environment
    var steps = 0
    var depth = 0
    /// Polled every few thousand steps; true stops the evaluation (Ctrl-C).
    var interruptRequested: (@Sendable () -> Bool)?
    /// The session's file reader, handed to builtins (`trace("flick.csv")`).
    var readFile: FileReader?
    var readRecording: RecordingReader?

    /// The session's limits (steps, calls, elements, depth).
    var limits: Limits

    init(globals: Environment, limits: Limits = .standard, interruptRequested: (@Sendable () -> Bool)? = nil) {
        self.globals = globals
        self.limits = limits
        self.interruptRequested = interruptRequested
    }

    // Each kind of expression is evaluated in its own function: in unoptimised builds a
    // single large switch reserves stack for every case's locals on every recursion, which
    // made deep (but legal) recursion overflow the stack.

    mutating func evaluate(_ expression: Expression, _ locals: Locals = [:]) throws(Diagnostic) -> Value {
        steps += 1
        if steps > limits.steps { throw Diagnostic(Messages.stepBudgetExceeded(limits.steps), expression.span) }
        if steps & 4095 == 0, let interruptRequested, interruptRequested() {
            throw Diagnostic(Messages.interrupted, expression.span)
        }
        switch expression.kind {
        case .number(let written, let unit):
            return .number(unit.map { Quantity(written, in: $0) } ?? Quantity(written))
        case .string(let text):
            return .string(text)
        case .identifier(let name):
            return try lookup(name, span: expression.span, locals)
        case .parenthesized(let inner):
            return try evaluate(inner, locals)
        case .unary(_, let operand):
            return try negate(operand, span: expression.span, locals)
        case .binary(let op, let left, let right):
            return try binary(op, left, right, span: expression.span, locals)
        case .call(let callee, let arguments):
            return try call(callee, arguments, span: expression.span, locals)
        case .index(let base, let position):
            return try index(base, position, span: expression.span, locals)
        case .member(let base, let name, let nameSpan):
            return try member(base, name, nameSpan: nameSpan, locals)
        case .list(let elements):
            return try list(elements, span: expression.span, locals)
        case .point(let x, let y):
            return try point(x, y, span: expression.span, locals)
        case .range(let lower, let upper):
            return try range(lower, upper, span: expression.span, locals)
        case .lambda(let parameters, let body):
            return try lambda(parameters, body, span: expression.span, locals)
        case .with(let base, let changes):
            return try with(base, changes, locals)
        case .conversion(let base, let family, let familySpan):
            return try conversion(base, family, familySpan: familySpan, locals)
        }
    }

    @inline(never)
    private mutating func negate(_ operand: Expression, span: SourceSpan, _ locals: Locals) throws(Diagnostic) -> Value {
        try Arithmetic.negate(try evaluate(operand, locals), span: span)
    }

    @inline(never)
    private mutating func binary(_ op: BinaryOperator, _ left: Expression, _ right: Expression, span: SourceSpan,
        _ locals: Locals) throws(Diagnostic) -> Value {
        let l = try evaluate(left, locals)
        let r = try evaluate(right, locals)
        return try Arithmetic.binary(op, l, r, span: span, rightSpan: right.span, limits: limits)
    }

    @inline(never)
    private mutating func member(_ base: Expression, _ name: String, nameSpan: SourceSpan, _ locals: Locals) throws(Diagnostic) -> Value {
        try Members.get(try evaluate(base, locals), name, nameSpan: nameSpan)
    }

    @inline(never)
    private mutating func list(_ elements: [Expression], span: SourceSpan, _ locals: Locals) throws(Diagnostic) -> Value {
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements { values.append(try evaluate(element, locals)) }
        let list = Value.list(values)
        try limits.check(list, span: span)
        return list
    }

    @inline(never)
    private mutating func point(_ xExpression: Expression, _ yExpression: Expression, span: SourceSpan, _ locals: Locals) throws(Diagnostic) -> Value {
        let x = try number(try evaluate(xExpression, locals), span: xExpression.span)
        let second = try evaluate(yExpression, locals)
        // `(16ms, (192pt, 384pt))`: a sample of a finger in the plane, as `trace` takes it.
        // Points hold numbers, so such a pair is the two-element list [time, point].
        if case .point = second { return .list([.number(x), second]) }
        let y = try number(second, span: yExpression.span)
        return .point(PointValue(x: x, y: y))
    }

    @inline(never)
    private mutating func range(_ lowerExpression: Expression, _ upperExpression: Expression, span: SourceSpan, _ locals: Locals) throws(Diagnostic) -> Value {
        let lower = try number(try evaluate(lowerExpression, locals), span: lowerExpression.span)
        let upper = try number(try evaluate(upperExpression, locals), span: upperExpression.span)
        guard lower.dimension == upper.dimension else {
            throw Diagnostic(Messages.rangeDimensions(lower.dimension, upper.dimension), span)
        }
        return .range(RangeValue(lower: lower, upper: upper))
    }

    @inline(never)
    private func lambda(_ parameters: [String], _ body: Expression, span: SourceSpan, _ locals: Locals) throws(Diagnostic) -> Value {
        let captured = locals.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        let function = Value.function(FunctionValue(body: .user(parameters: parameters, body: body, captured: captured)))
        // A lambda holding the function that made it, line after line, nests deeper each time.
        if !captured.isEmpty { try limits.check(function, span: span) }
        return function
    }

    @inline(never)
    private mutating func with(_ base: Expression, _ changes: [Argument], _ locals: Locals) throws(Diagnostic) -> Value {
        let value = try evaluate(base, locals)
        var evaluated: [EvaluatedArgument] = []
        for change in changes {
            evaluated.append(EvaluatedArgument(label: change.label, labelSpan: change.labelSpan, value: try evaluate(change.value, locals),
                span: change.value.span))
        }
        return try Members.with(value, evaluated)
    }

    @inline(never)
    private mutating func conversion(_ base: Expression, _ family: String, familySpan: SourceSpan, _ locals: Locals) throws(Diagnostic) -> Value {
        try SpringFamilies.convert(try evaluate(base, locals), to: family, valueSpan: base.span, familySpan: familySpan)
    }

    func number(_ value: Value, span: SourceSpan) throws(Diagnostic) -> Quantity {
        guard case .number(let q) = value else { throw Diagnostic(Messages.expectedNumber(value.kindPhrase), span) }
        return q
    }

    // MARK: Names

    /// Every name visible at the top level, for suggestions.
    var visibleNames: [String] {
        globals.bindings.map(\.name) + Builtins.constantNames + Builtins.namespaceNames + Builtins.functionNames
    }

    func lookup(_ name: String, span: SourceSpan, _ locals: Locals) throws(Diagnostic) -> Value {
        if let value = locals[name] ?? globals[name] ?? Builtins.global(name) { return value }
        let candidates = Array(locals.keys).sorted() + visibleNames
        throw Diagnostic(Messages.unknownName(name, suggestion: SpringFamilies.alias(of: name) ?? Suggestions.closest(to: name, in: candidates)), span)
    }

    // MARK: Calls

    @inline(never)
    private mutating func call(_ callee: Expression, _ arguments: [Argument], span: SourceSpan, _ locals: Locals) throws(Diagnostic) -> Value {
        let function: FunctionValue
        if case .identifier(let name) = callee.kind, locals[name] == nil, globals[name] == nil {
            if Builtins.table[name] != nil {
                function = FunctionValue(name: name, body: .builtin(name))
            } else if let value = Builtins.global(name) {
                guard case .function(let f) = value else { throw Diagnostic(Messages.notAFunction(value.kindPhrase), callee.span) }
                function = f
            } else {
                let functionNames = globals.bindings.filter { if case .function = $0.value { return true } else { return false } }.map(\.name)
                let suggestion = Suggestions.closest(to: name, in: Array(locals.keys).sorted() + functionNames + Builtins.functionNames)
                throw Diagnostic(Messages.unknownFunction(name, suggestion: suggestion), callee.span)
            }
        } else if let path = builtinPath(callee, locals) {
            // `swiftui.bouncy(extraBounce: 0.1)`: a dotted builtin, even where the namespace
            // entry of that name is a preset value.
            function = FunctionValue(name: path, body: .builtin(path))
        } else {
            let value = try evaluate(callee, locals)
            guard case .function(let f) = value else { throw Diagnostic(Messages.notAFunction(value.kindPhrase), callee.span) }
            function = f
        }
        var evaluated: [EvaluatedArgument] = []
        for argument in arguments {
            evaluated.append(EvaluatedArgument(label: argument.label, labelSpan: argument.labelSpan, value: try evaluate(argument.value, locals),
                span: argument.value.span))
        }
        return try apply(function, evaluated, span: span, calleeSpan: callee.span)
    }

    /// `swiftui.bouncy` as written, when it names a builtin and its root is not the user's.
    private func builtinPath(_ callee: Expression, _ locals: Locals) -> String? {
        var names: [String] = []
        var current = callee
        while case .member(let base, let name, _) = current.kind {
            names.insert(name, at: 0)
            current = base
        }
        guard !names.isEmpty, case .identifier(let root) = current.kind, locals[root] == nil, globals[root] == nil else { return nil }
        let path = ([root] + names).joined(separator: ".")
        return Builtins.table[path] != nil ? path : nil
    }

    mutating func apply(_ function: FunctionValue, _ arguments: [EvaluatedArgument], span: SourceSpan, calleeSpan: SourceSpan) throws(Diagnostic) -> Value {
        let displayName = function.name ?? "this function"
        switch function.body {
        case .builtin(let name):
            guard let builtin = Builtins.table[name] else { throw Diagnostic(Messages.unknownFunction(name, suggestion: nil), calleeSpan) }
            let result = try builtin.implementation(CallArguments(name: name, arguments: arguments, span: span, calleeSpan: calleeSpan, readFile: readFile,
                                                                       readRecording: readRecording, interruptRequested: interruptRequested, limits: limits))
            try Arithmetic.checkFinite(result, span: span)
            return result
        case .native(let arity, _, let implementation):
            _ = try positional(arguments, name: displayName, arity: arity, span: span)
            let result = try implementation(CallArguments(name: displayName, arguments: arguments, span: span, calleeSpan: calleeSpan, limits: limits))
            try Arithmetic.checkFinite(result, span: span)
            return result
        case .user(let parameters, let body, let captured):
            let values = try positional(arguments, name: displayName, arity: parameters.count, span: span)
            guard depth < limits.calls else { throw Diagnostic(Messages.recursionTooDeep(limits.calls), span) }
            var frame: Locals = [:]
            for (name, value) in captured { frame[name] = value }
            for (name, value) in zip(parameters, values) { frame[name] = value }
            depth += 1
            defer { depth -= 1 }
            if depth > 1 { return try evaluate(body, frame) }
            // Spans inside a function defined on an earlier line point into that line; the
            // outermost call re-points the error at itself and names the function.
            do throws(Diagnostic) {
                return try evaluate(body, frame)
            } catch {
                var inside = error
                if error.function == nil {
                    inside.message = Messages.inFunction(displayName, error.message)
                    inside.function = displayName
                }
                inside.span = span
                throw inside
            }
        }
    }

    private func positional(_ arguments: [EvaluatedArgument], name: String, arity: Int, span: SourceSpan) throws(Diagnostic) -> [Value] {
        if let labelled = arguments.first(where: { $0.label != nil }), let labelSpan = labelled.labelSpan {
            throw Diagnostic(Messages.namedArgumentsToUserFunction(name), labelSpan)
        }
        guard arguments.count == arity else {
            throw Diagnostic(Messages.wrongArgumentCount(name, expected: arity, got: arguments.count), span)
        }
        return arguments.map(\.value)
    }

    // MARK: Indexing

    @inline(never)
    private mutating func index(_ baseExpression: Expression, _ positionExpression: Expression, span: SourceSpan,
        _ locals: Locals) throws(Diagnostic) -> Value {
        let base = try evaluate(baseExpression, locals)
        let position = try evaluate(positionExpression, locals)
        let indexSpan = positionExpression.span
        guard case .list(let elements) = base else { throw Diagnostic(Messages.cannotIndex(base.kindPhrase), span) }
        guard case .number(let q) = position, q.isDimensionless, q.value.rounded() == q.value, abs(q.value) < 1e15 else {
            throw Diagnostic(Messages.indexMustBeInteger, indexSpan)
        }
        let i = Int(q.value)
        guard elements.indices.contains(i) else { throw Diagnostic(Messages.indexOutOfRange(i, count: elements.count), indexSpan) }
        return elements[i]
    }
}

/// An argument after evaluation, with the spans needed to point at it.
public struct EvaluatedArgument: Sendable {
    public var label: String?
    public var labelSpan: SourceSpan?
    public var value: Value
    /// The value's span.
    public var span: SourceSpan

    public init(label: String? = nil, labelSpan: SourceSpan? = nil, value: Value, span: SourceSpan) {
        self.label = label
        self.labelSpan = labelSpan
        self.value = value
        self.span = span
    }
}
