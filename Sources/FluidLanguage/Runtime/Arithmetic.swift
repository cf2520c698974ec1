import FluidMotion

/// Operators on values, with dimension checks.
///
/// Units: `+`/`-` keep the left operand's unit; `*`/`/` by a plain number keep the other
/// operand's unit (`2 * 400ms` is 800 ms); other products show base units.
enum Arithmetic {
    static func checkFinite(_ value: Value, span: SourceSpan) throws(Diagnostic) {
        switch value {
        case .number(let q):
            if !q.value.isFinite { throw Diagnostic(Messages.notFinite, span) }
        case .point(let p):
            if !p.x.value.isFinite || !p.y.value.isFinite { throw Diagnostic(Messages.notFinite, span) }
        default:
            break
        }
    }

    static func negate(_ value: Value, span: SourceSpan) throws(Diagnostic) -> Value {
        switch value {
        case .number(let q): return .number(q.with(value: -q.value))
        case .point(let p): return .point(PointValue(x: p.x.with(value: -p.x.value), y: p.y.with(value: -p.y.value)))
        default: throw Diagnostic(Messages.cannotNegate(value.kindPhrase), span)
        }
    }

    static func binary(_ op: BinaryOperator, _ left: Value, _ right: Value, span: SourceSpan, rightSpan: SourceSpan,
                       limits: Limits = .standard) throws(Diagnostic) -> Value {
        let result: Value
        switch (left, right) {
        case (.number(let a), .number(let b)):
            result = try numbers(op, a, b, span: span, rightSpan: rightSpan)
        case (.point(let a), .point(let b)) where op == .add || op == .subtract:
            result = .point(PointValue(
                x: try numbers(op, a.x, b.x, span: span, rightSpan: rightSpan).quantity ?? a.x,
                y: try numbers(op, a.y, b.y, span: span, rightSpan: rightSpan).quantity ?? a.y))
        case (.point(let a), .number(let b)) where op == .multiply || op == .divide:
            result = .point(PointValue(
                x: try numbers(op, a.x, b, span: span, rightSpan: rightSpan).quantity ?? a.x,
                y: try numbers(op, a.y, b, span: span, rightSpan: rightSpan).quantity ?? a.y))
        case (.number(let a), .point(let b)) where op == .multiply:
            result = .point(PointValue(
                x: try numbers(op, a, b.x, span: span, rightSpan: rightSpan).quantity ?? b.x,
                y: try numbers(op, a, b.y, span: span, rightSpan: rightSpan).quantity ?? b.y))
        case (.string(let a), .string(let b)) where op == .add:
            guard a.utf8.count + b.utf8.count <= limits.elements else { throw Diagnostic(Messages.textTooLong(limits.elements), span) }
            result = .string(a + b)
        case (.string(let a), .string(let b)) where op == .equal || op == .notEqual:
            result = .bool((a == b) == (op == .equal))
        case (.bool(let a), .bool(let b)) where op == .equal || op == .notEqual:
            result = .bool((a == b) == (op == .equal))
        case (let a, let b) where op == .subtract && a.isCurve && b.isCurve:
            result = .difference(try difference(a, b, span: span))
        default:
            throw Diagnostic(Messages.operatorNotDefined(op.rawValue, left.kindPhrase, right.kindPhrase), span)
        }
        // `d = d - d`, line after line, doubles what printing `d` writes.
        if case .difference = result { try limits.check(result, span: span) }
        try checkFinite(result, span: span)
        return result
    }

    /// `a - b` of two curves, within ``DifferenceValue/maximumParts``.
    private static func difference(_ a: Value, _ b: Value, span: SourceSpan) throws(Diagnostic) -> DifferenceValue {
        let difference: DifferenceValue
        do throws(DifferenceValue.DimensionMismatch) {
            difference = try DifferenceValue(a, minus: b)
        } catch {
            throw Diagnostic(Messages.cannotSubtractMotions(DifferenceValue.positionPhrase(error.left),
                                                            DifferenceValue.positionPhrase(error.right)), span)
        }
        guard difference.parts <= DifferenceValue.maximumParts else {
            throw Diagnostic(Messages.differenceTooLarge(DifferenceValue.maximumParts), span)
        }
        return difference
    }

    static func numbers(_ op: BinaryOperator, _ a: Quantity, _ b: Quantity, span: SourceSpan, rightSpan: SourceSpan) throws(Diagnostic) -> Value {
        switch op {
        case .add, .subtract:
            guard a.dimension == b.dimension else {
                throw Diagnostic(op == .add ? Messages.cannotAdd(a.dimension, b.dimension) : Messages.cannotSubtract(b.dimension, from: a.dimension), span)
            }
            let value = op == .add ? a.value + b.value : a.value - b.value
            return .number(Quantity(value, a.dimension, unit: a.unit ?? b.unit))
        case .multiply:
            return .number(Quantity(a.value * b.value, a.dimension * b.dimension, unit: productUnit(a, b)))
        case .divide:
            let unit = isPlain(b) ? a.unit : nil
            return .number(Quantity(a.value / b.value, a.dimension / b.dimension, unit: unit))
        case .power:
            guard b.isDimensionless else { throw Diagnostic(Messages.exponentMustBeDimensionless, rightSpan) }
            if a.isDimensionless { return .number(Quantity(pow(a.value, b.value))) }
            guard b.value.rounded() == b.value, abs(b.value) <= 64 else {
                throw Diagnostic(Messages.exponentMustBeInteger(a.dimension), rightSpan)
            }
            return .number(Quantity(pow(a.value, b.value), a.dimension.power(Int(b.value))))
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual:
            guard a.dimension == b.dimension else { throw Diagnostic(Messages.cannotCompare(a.dimension, b.dimension), span) }
            switch op {
            case .less: return .bool(a.value < b.value)
            case .lessEqual: return .bool(a.value <= b.value)
            case .greater: return .bool(a.value > b.value)
            case .greaterEqual: return .bool(a.value >= b.value)
            case .equal: return .bool(a.value == b.value)
            default: return .bool(a.value != b.value)
            }
        }
    }

    /// A plain number: no dimension, no unit (not a percentage).
    private static func isPlain(_ q: Quantity) -> Bool { q.isDimensionless && q.unit == nil }

    private static func productUnit(_ a: Quantity, _ b: Quantity) -> Unit? {
        if isPlain(b) { return a.unit }
        if isPlain(a) { return b.unit }
        return nil
    }
}
