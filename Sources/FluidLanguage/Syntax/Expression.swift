/// A syntax tree node with the span of source it came from.
public indirect enum ExpressionKind: Hashable, Sendable {
    /// A number as written (not converted), with its unit: `400ms` is `(400, ms)`.
    case number(Double, unit: Unit?)
    case string(String)
    case identifier(String)
    case unary(UnaryOperator, Expression)
    case binary(BinaryOperator, Expression, Expression)
    /// `(e)`: kept so that printed source reads as written.
    case parenthesized(Expression)
    case call(Expression, arguments: [Argument])
    case index(Expression, Expression)
    case member(Expression, name: String, nameSpan: SourceSpan)
    case list([Expression])
    case point(Expression, Expression)
    case range(Expression, Expression)
    case lambda(parameters: [String], body: Expression)
    /// `s with velocity: 2, damping: 0.5`
    case with(Expression, changes: [Argument])
    /// `s as motion`: a spring shown in a platform family's own form.
    case conversion(Expression, family: String, familySpan: SourceSpan)
}

public enum UnaryOperator: String, Hashable, Sendable {
    case negate = "-"
}

public enum BinaryOperator: String, Hashable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", power = "^"
    case less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">=", equal = "==", notEqual = "!="
}

public struct Expression: Hashable, Sendable {
    public var kind: ExpressionKind
    public var span: SourceSpan

    public init(_ kind: ExpressionKind, _ span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

/// One argument of a call or command: positional (`0.4s`) or named (`response: 0.4s`).
public struct Argument: Hashable, Sendable {
    public var label: String?
    /// The span of the label (without the colon); nil for positional arguments.
    public var labelSpan: SourceSpan?
    public var value: Expression

    public init(label: String? = nil, labelSpan: SourceSpan? = nil, value: Expression) {
        self.label = label
        self.labelSpan = labelSpan
        self.value = value
    }

    /// Label and value together.
    public var span: SourceSpan { labelSpan.map { $0.joined(value.span) } ?? value.span }
}
