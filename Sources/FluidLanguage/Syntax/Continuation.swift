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
