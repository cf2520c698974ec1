/// A range of characters in one line of source: `start` inclusive, `end` exclusive,
/// both counted in `Character`s (grapheme clusters), not bytes.
public struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// The smallest span covering both.
    public func joined(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)..<\(end)" }
}

/// One lexical token of a line.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A number as written (`0.4`), with the unit attached to it, if any (`s`, `pt/s`, `%`).
        case number(Double, unit: Unit?)
        case identifier(String)
        case string(String)
        case plus, minus, star, slash, caret
        case leftParen, rightParen, leftBracket, rightBracket
        case comma, colon, equals, dot, dotDot, arrow
        case less, lessEqual, greater, greaterEqual, equalEqual, notEqual
        case end
    }

    public var kind: Kind
    public var span: SourceSpan

    public init(_ kind: Kind, _ span: SourceSpan) {
        self.kind = kind
        self.span = span
    }

    /// How the token reads in a message: `'*'`, `a number`, `'spring'`.
    var spelling: String {
        switch kind {
        case .number: return "a number"
        case .identifier(let name): return "'\(name)'"
        case .string: return "a string"
        case .plus: return "'+'"
        case .minus: return "'-'"
        case .star: return "'*'"
        case .slash: return "'/'"
        case .caret: return "'^'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .comma: return "','"
        case .colon: return "':'"
        case .equals: return "'='"
        case .dot: return "'.'"
        case .dotDot: return "'..'"
        case .arrow: return "'->'"
        case .less: return "'<'"
        case .lessEqual: return "'<='"
        case .greater: return "'>'"
        case .greaterEqual: return "'>='"
        case .equalEqual: return "'=='"
        case .notEqual: return "'!='"
        case .end: return "the end of the line"
        }
    }
}
