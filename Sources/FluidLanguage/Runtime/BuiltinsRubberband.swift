import FluidMotion

extension Builtins {
    static let rubberbands: [Builtin] = [
        Builtin("rubberband", "how far content follows a drag past its edge: UIScrollView's (1 − 1/(x·c/d + 1))·d, or the article's |x|^exponent",
                example: "rubberband(120pt, dimension: 300pt)", ParameterTable([
                    .value("x", takes: "a number or a length", positional: true, "how far the drag goes past the edge"),
                    .value("dimension", takes: "a quantity like x", optional: true, "the size of the view along the drag: the most the content can travel"),
                    .of(.rubberbandConstant),
                    .value("range", takes: "a range like x", optional: true,
                            "the allowed positions: inside it x is unchanged, past either end it rubber-bands"),
                    .of(.rubberbandExponent),
                ], forms: [["x", "dimension", "constant"], ["x", "range", "dimension"], ["x", "exponent"]]), rubberband),
    ]

    @Sendable static func rubberband(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let xArgument = try bound.argument("x")
        guard case .number(let x) = xArgument.value else {
            throw Diagnostic(Messages.argumentKind("x", expected: "a number or a length", got: xArgument.value.kindPhrase), xArgument.span)
        }
        let like = Expectation(dimension: x.dimension, phrase: x.dimension.phrase + " (like x)", example: x.dimension == .length ? "300pt" : "300")
        if bound.has(.rubberbandExponent) || !(bound.has("dimension") || bound.has("range")) {
            if let extra = ["dimension", "constant", "range"].first(where: bound.has) {
                throw Diagnostic(Messages.cannotCombine(extra, with: "exponent"), bound.span(extra))
            }
            let exponent = try bound[.rubberbandExponent]
            return .number(x.with(value: FluidMotion.rubberband(x.value, exponent: exponent)))
        }
        let dimension = try bound.quantity("dimension", like).value
        let constant = try bound[.rubberbandConstant]
        if bound.has("range") {
            let rangeArgument = try bound.argument("range")
            guard case .range(let range) = rangeArgument.value, range.dimension == x.dimension else {
                throw Diagnostic(Messages.argumentKind("range", expected: "a range like x, such as 0pt..600pt", got: rangeArgument.value.kindPhrase),
                        rangeArgument.span)
            }
            guard range.lower.value <= range.upper.value else {
                throw Diagnostic(Messages.emptyRange, rangeArgument.span)
            }
            return .number(x.with(value: FluidMotion.rubberband(x.value, in: range.lower.value...range.upper.value, dimension: dimension, constant: constant)))
        }
        return .number(x.with(value: FluidMotion.rubberband(x.value, dimension: dimension, constant: constant)))
    }
}
