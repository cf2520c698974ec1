import FluidMotion

extension Builtins {
    static let math: [Builtin] = [
        Builtin("sqrt", "square root; units halve their powers (sqrt of pt^2 is pt)", example: "sqrt(2)", anyX) { call throws(Diagnostic) in
            let argument = try call.bind().argument("x")
            guard case .number(let q) = argument.value else {
                throw Diagnostic(Messages.argumentKind("x", expected: "a number", got: argument.value.kindPhrase), argument.span)
            }
            let d = q.dimension
            guard d.time % 2 == 0, d.length % 2 == 0, d.angle % 2 == 0 else { throw Diagnostic(Messages.sqrtDimension, argument.span) }
            return .number(Quantity(q.value.squareRoot(), Dimension(time: d.time / 2, length: d.length / 2, angle: d.angle / 2)))
        },
        plain("exp", "e to the power x", example: "exp(1)") { Glibc_exp($0) },
        plain("ln", "natural logarithm", example: "ln(2)") { Glibc_log($0) },
        plain("log10", "logarithm base 10", example: "log10(1000)") { Glibc_log10($0) },
        trig("sin", "sine of an angle (plain numbers are radians)", example: "sin(30deg)") { Glibc_sin($0) },
        trig("cos", "cosine of an angle (plain numbers are radians)", example: "cos(pi)") { Glibc_cos($0) },
        trig("tan", "tangent of an angle (plain numbers are radians)", example: "tan(45deg)") { Glibc_tan($0) },
        Builtin("abs", "absolute value, in the same unit", example: "abs(-20pt)", anyX) { call throws(Diagnostic) in
            let argument = try call.bind().argument("x")
            let q = try BoundArguments.check(argument, name: "x", Expectation(dimension: argument.value.quantity?.dimension ?? .none, phrase: "a number",
                example: "-20pt"))
            return .number(q.with(value: abs(q.value)))
        },
        extremum("min", "the smallest of its arguments (or of a list)", example: "min(400ms, 0.3s)") { $0 < $1 },
        extremum("max", "the largest of its arguments (or of a list)", example: "max([1, 5, 3])") { $0 > $1 },
        Builtin("clamp", "x limited to lower … upper", example: "clamp(120pt, 0pt, 100pt)", ParameterTable([
            anyX.parameters[0],
            .value("lower", takes: "a quantity like x", positional: true, "the least result"),
            .value("upper", takes: "a quantity like x", positional: true, "the greatest result"),
        ])) { call throws(Diagnostic) in
            let bound = try call.bind()
            let xArgument = try bound.argument("x")
            let x = try BoundArguments.check(xArgument, name: "x", Expectation(dimension: xArgument.value.quantity?.dimension ?? .none, phrase: "a number",
                example: "120pt"))
            let like = Expectation(dimension: x.dimension, phrase: x.dimension.phrase + " (like x)", example: "0pt")
            let lower = try bound.quantity("lower", like), upper = try bound.quantity("upper", like)
            guard lower.value <= upper.value else { throw Diagnostic(Messages.emptyRange, bound.span("upper")) }
            return .number(x.with(value: min(max(x.value, lower.value), upper.value)))
        },
        Builtin("round", "x rounded to a whole number in the unit it is shown in", example: "round(412.7ms)", anyX) { call throws(Diagnostic) in
            let argument = try call.bind().argument("x")
            let q = try BoundArguments.check(argument, name: "x", Expectation(dimension: argument.value.quantity?.dimension ?? .none, phrase: "a number",
                example: "412.7ms"))
            guard let unit = q.displayUnit, !unit.symbol.isEmpty else { return .number(q.with(value: q.value.rounded())) }
            return .number(Quantity(unit.toBase(unit.fromBase(q.value).rounded()), q.dimension, unit: unit))
        },
    ]

    /// `x` of any dimension: the builtin checks it.
    private static let anyX = ParameterTable([.value("x", takes: "a number, in any unit", positional: true, "the argument")])

    private static func plain(_ name: String, _ summary: String, example: String, _ f: @escaping @Sendable (Double) -> Double) -> Builtin {
        Builtin(name, summary, example: example, ParameterTable([.of(.mathArgument, positional: true, required: true)])) { call throws(Diagnostic) in
            let x = try call.bind()[.mathArgument]
            return .number(Quantity(f(x)))
        }
    }

    private static func trig(_ name: String, _ summary: String, example: String, _ f: @escaping @Sendable (Double) -> Double) -> Builtin {
        Builtin(name, summary, example: example, ParameterTable([
            .of(.angle, positional: true, required: true),
        ])) { call throws(Diagnostic) in
            let angle = try call.bind()[.angle]
            return .number(Quantity(f(angle)))
        }
    }

    private static func extremum(_ name: String, _ summary: String, example: String, _ better: @escaping @Sendable (Double, Double) -> Bool) -> Builtin {
        Builtin(name, summary, example: example, ParameterTable([], variadic: true)) { call throws(Diagnostic) in
            if let labelled = call.arguments.first(where: { $0.label != nil }) {
                throw Diagnostic(Messages.namedArgumentsToUserFunction(name), labelled.labelSpan ?? labelled.span)
            }
            var items: [(Value, SourceSpan)] = call.arguments.map { ($0.value, $0.span) }
            if items.count == 1, case .list(let elements) = items[0].0 { items = elements.map { ($0, call.arguments[0].span) } }
            guard !items.isEmpty else { throw Diagnostic(Messages.missingArgument("a", in: name), call.span) }
            var best: Quantity?
            for (value, span) in items {
                guard case .number(let q) = value else { throw Diagnostic(Messages.expectedNumber(value.kindPhrase), span) }
                if let current = best {
                    guard current.dimension == q.dimension else { throw Diagnostic(Messages.differentDimensions(name), span) }
                    if better(q.value, current.value) { best = q }
                } else {
                    best = q
                }
            }
            return .number(best ?? Quantity(0))
        }
    }
}

// libm through names that do not collide with Swift's overloads.
@inline(__always) private func Glibc_exp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func Glibc_log(_ x: Double) -> Double { log(x) }
@inline(__always) private func Glibc_log10(_ x: Double) -> Double { log10(x) }
@inline(__always) private func Glibc_sin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func Glibc_cos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func Glibc_tan(_ x: Double) -> Double { tan(x) }
