/// Source text that parses back to the same thing: expressions as written (parentheses
/// kept), values with round-trip precision (Double's shortest description), units kept
/// when converting back is exact, springs in their own form.
public enum SourcePrinter {
    // MARK: Expressions

    public static func expression(_ e: Expression) -> String {
        switch e.kind {
        case .number(let value, let unit): return literal(value) + (unit?.symbol ?? "")
        case .string(let text): return quoted(text)
        case .identifier(let name): return name
        case .unary(let op, let operand): return op.rawValue + expression(operand)
        case .binary(let op, let left, let right):
            return op == .power ? expression(left) + "^" + expression(right) : expression(left) + " \(op.rawValue) " + expression(right)
        case .parenthesized(let inner): return "(" + expression(inner) + ")"
        case .call(let callee, let arguments): return expression(callee) + "(" + arguments.map(argument).joined(separator: ", ") + ")"
        case .index(let base, let position): return expression(base) + "[" + expression(position) + "]"
        case .member(let base, let name, _): return expression(base) + "." + name
        case .list(let elements): return "[" + elements.map(expression).joined(separator: ", ") + "]"
        case .point(let x, let y): return "(" + expression(x) + ", " + expression(y) + ")"
        case .range(let lower, let upper): return expression(lower) + ".." + expression(upper)
        case .lambda(let parameters, let body): return lambda(parameters: parameters, body: body)
        case .with(let base, let changes): return expression(base) + " with " + changes.map(argument).joined(separator: ", ")
        case .conversion(let base, let family, _): return expression(base) + " as " + family
        }
    }

    static func argument(_ a: Argument) -> String {
        (a.label.map { $0 + ": " } ?? "") + expression(a.value)
    }

    public static func lambda(parameters: [String], body: Expression) -> String {
        let head = parameters.count == 1 ? parameters[0] : "(" + parameters.joined(separator: ", ") + ")"
        return head + " -> " + expression(body)
    }

    public static func quoted(_ text: String) -> String {
        var out = "\""
        for c in text {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(c)
            }
        }
        return out + "\""
    }

    /// A non-negative Double as a literal that parses back to the same bits:
    /// whole numbers without ".0", others by Swift's shortest round-trip description.
    static func literal(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    // MARK: Values

    /// Source that evaluates to `value` exactly, or nil for values that cannot be written.
    public static func value(_ value: Value) -> String {
        switch value {
        case .number(let q): return quantity(q)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return quoted(s)
        case .list(let elements): return "[" + elements.map { Self.value($0) }.joined(separator: ", ") + "]"
        case .point(let p): return "(" + quantity(p.x) + ", " + quantity(p.y) + ")"
        case .range(let r): return quantity(r.lower) + ".." + quantity(r.upper)
        case .spring(let s): return spring(s)
        case .decay(let d): return decay(d)
        case .motion(let m): return motion(m)
        case .function(let f): return function(f)
        case .namespace(let n): return n.name
        case .trace(let t): return trace(t)
        case .record(let r): return r.source
        case .difference(let d): return difference(d)
        }
    }

    static func signedLiteral(_ value: Double) -> String {
        value.sign == .minus ? "-" + literal(-value) : literal(value)
    }

    /// `400ms` when 400 ms converts back exactly, else the value in base units.
    public static func quantity(_ q: Quantity) -> String {
        if let unit = q.unit {
            let written = unit.fromBase(q.value)
            if unit.toBase(written).bitPattern == q.value.bitPattern, written.isFinite {
                return signedLiteral(written) + unit.symbol
            }
        }
        let d = q.dimension
        switch d {
        case .none: return signedLiteral(q.value)
        case .time, .length, .angle, .speed, .angularSpeed:
            return signedLiteral(q.value) + Unit.defaultUnit(for: d).symbol
        default:
            // Multiplying and dividing by base units of 1 is exact.
            var text = signedLiteral(q.value)
            for (symbol, exponent) in [("pt", d.length), ("rad", d.angle), ("s", d.time)] where exponent != 0 {
                text += (exponent > 0 ? " * 1" : " / 1") + symbol + (abs(exponent) == 1 ? "" : "^\(abs(exponent))")
            }
            return "(" + text + ")"
        }
    }

    public static func spring(_ s: SpringValue) -> String {
        var parts = s.orderedArguments.map { "\($0.label): " + quantity($0.value) }
        parts += s.orderedFlags.map { "\($0.label): \($0.value)" }
        if s.velocity.value != 0 || s.velocity.value.sign == .minus { parts.append("velocity: " + quantity(s.velocity)) }
        return s.form.constructor + "(" + parts.joined(separator: ", ") + ")"
    }

    static func function(_ f: FunctionValue) -> String {
        switch f.body {
        case .user(let parameters, let body, let captured):
            let text = lambda(parameters: parameters, body: body)
            if captured.isEmpty { return text }
            // Locals a lambda captured become arguments of an enclosing lambda.
            return "((" + captured.map(\.name).joined(separator: ", ") + ") -> " + text + ")("
                + captured.map { value($0.value) }.joined(separator: ", ") + ")"
        case .builtin(let name): return name
        case .native(_, let source, _): return source
        }
    }
}
