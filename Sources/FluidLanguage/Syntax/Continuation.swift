/// Whether a line typed at the prompt is unfinished and continues on the next, as in
/// Julia's and IPython's REPLs: a bracket or parenthesis left open, or a line ending in a
/// comma, an operator, `=`, `:`, `..` or `->`.
///
///     plot s,                 → continues
///     s = spring(damping: 0.8,
///                response: 0.4s)   → the two lines are one statement
///
/// A line that does not lex (an unterminated string) is finished: running it reports the
/// mistake. Comments are ignored (the lexer drops them).
public enum Continuation {
    public static func isUnfinished(_ text: String) -> Bool {
        if endsPlainly(text) { return false }
        return lexedIsUnfinished(text)
    }

    /// A line whose last visible character is an ASCII letter or digit, a closing bracket, a
    /// quote or `%` (no operator ends that way) and whose brackets are all closed cannot be
    /// unfinished: the common case, decided without lexing the line a second time. Brackets
    /// are counted byte by byte when the line has no string and no comment (every bracket is
    /// then a bracket token); otherwise the line must have no opening bracket at all. Anything
    /// else is lexed.
    static func endsPlainly(_ text: String) -> Bool {
        guard let last = text.utf8.last(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return false }
        switch last {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "\""), UInt8(ascii: "%"):
            break
        default:
            return false
        }
        var depth = 0, opened = false, quotedOrCommented = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1; opened = true
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "#"): quotedOrCommented = true
            default: break
            }
        }
        return quotedOrCommented ? !opened : depth <= 0
    }

    /// The rule itself, on the line's tokens.
    static func lexedIsUnfinished(_ text: String) -> Bool {
        guard let tokens = try? Lexer.tokenize(text) else { return false }
        var depth = 0
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            default: break
            }
        }
        if depth > 0 { return true }
        let last = tokens.last { $0.kind != .end }?.kind
        switch last {
        case .comma?, .plus?, .minus?, .star?, .slash?, .caret?, .equals?, .colon?, .dotDot?, .arrow?,
             .less?, .lessEqual?, .greater?, .greaterEqual?, .equalEqual?, .notEqual?:
            return true
        default:
            return false
        }
    }
}
