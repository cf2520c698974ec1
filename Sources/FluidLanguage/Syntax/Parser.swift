/// Parses one line into a `Statement`.
///
/// Longer than the project's other files (about 430 lines) on purpose: the grammar below and
/// the recursive-descent function for each of its rules stay side by side, so a rule and its
/// code are read together; commands' arguments are in Parser+Commands.swift.
///
/// Grammar (one statement per line; `#` starts a comment):
///
///     line           = [ statement ]
///     statement      = command | definition | assignment | memberUpdate | expression
///     command        = COMMAND commandArgs     -- the first token is a word of the CommandTable and
///                      -- the line is not `COMMAND =` or `COMMAND .` (assignments, members) nor
///                      -- `COMMAND ( … ) =` (a definition of that name); see Parser+Commands:
///     commandArgs    = arguments | "(" arguments ")"            -- .expressions: plot s, t
///                    | [ expression [ IDENT ] ] { "," argument } -- .expressionAndWord: export s css
///                    | { WORD | QUOTED }                        -- .words: set digits 6, save "x"
///                    | TEXT                                     -- .text: pin plot s, t
///                      -- WORD is any run of non-space characters; a `#` outside quotes starts
///                      -- a comment, in every form.
///     definition     = IDENT "(" [ IDENT { "," IDENT } ] ")" "=" expression
///     assignment     = IDENT "=" expression
///     memberUpdate   = IDENT "." IDENT "=" expression
///     expression     = lambda | conversion
///     lambda         = IDENT "->" expression
///                    | "(" [ IDENT { "," IDENT } ] ")" "->" expression
///     conversion     = with { "as" IDENT }             -- `s as motion`: a spring in a family's form
///     with           = comparison [ "with" change { "," change } ]
///                      -- after a comma the list goes on only if `IDENT ":"` follows
///     change         = IDENT ":" comparison
///     comparison     = range [ ( "<" | "<=" | ">" | ">=" | "==" | "!=" ) range ]
///     range          = additive [ ".." additive ]
///     additive       = multiplicative { ( "+" | "-" ) multiplicative }
///     multiplicative = unary { ( "*" | "/" ) unary }
///     unary          = "-" unary | power
///     power          = postfix [ "^" unary ]            -- right-associative; -2^2 is -(2^2)
///     postfix        = primary { "(" arguments ")" | "[" expression "]" | "." IDENT }
///     primary        = NUMBER | STRING | IDENT
///                    | "(" expression ")" | "(" expression "," expression ")"   -- a point
///                    | "[" [ expression { "," expression } ] "]"
///     arguments      = [ argument { "," argument } ]
///     argument       = [ IDENT ":" ] expression
///
/// NUMBER includes its unit (`0.4s`, `1200pt/s`, `20%`); see `Lexer`.
public enum Parser {
    /// Nesting deeper than this is refused rather than risking the stack.
    public static let maximumNesting = 64

    public static func parse(_ line: String, commands: CommandTable = .none) -> Result<Statement, Diagnostic> {
        do throws(Diagnostic) {
            return .success(try parseStatement(line, commands: commands))
        } catch {
            return .failure(error)
        }
    }

    /// Parses a line that must be a single expression.
    public static func parseExpression(_ line: String) -> Result<Expression, Diagnostic> {
        do throws(Diagnostic) {
            if let problem = Limits.lineProblem(line) { throw Diagnostic(problem, SourceSpan(start: 0, end: 0)) }
            var state = ParserState(tokens: try Lexer.tokenize(line))
            let expression = try state.expression()
            try state.expectEnd()
            return .success(expression)
        } catch {
            return .failure(error)
        }
    }

    static func parseStatement(_ line: String, commands: CommandTable) throws(Diagnostic) -> Statement {
        if let problem = Limits.lineProblem(line) { throw Diagnostic(problem, SourceSpan(start: 0, end: 0)) }
        var lexer = Lexer(line)
        let first = try lexer.next()
        if case .identifier(let word) = first.kind, let form = commands.form(of: word),
           let command = try command(word, form: form, first: first, after: lexer, line: line) {
            return .command(command)
        }
        // Not a command: the rest of the line from the same lexer (the line is read once).
        var tokens = [first]
        while tokens[tokens.count - 1].kind != .end { tokens.append(try lexer.next()) }
        var state = ParserState(tokens: tokens)
        return try state.statement()
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

/// The recursive-descent parser's cursor over a line's tokens.
struct ParserState {
    let tokens: [Token]
    var index = 0
    var depth = 0

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    var current: Token { tokens[min(index, tokens.count - 1)] }
    func peek(_ ahead: Int) -> Token { tokens[min(index + ahead, tokens.count - 1)] }
    var previousEnd: Int { index > 0 ? tokens[index - 1].span.end : 0 }

    mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    mutating func accept(_ kind: Token.Kind) -> Token? {
        current.kind == kind ? advance() : nil
    }

    @discardableResult
    mutating func expect(_ kind: Token.Kind, _ message: String) throws(Diagnostic) -> Token {
        guard let token = accept(kind) else {
            throw Diagnostic(Messages.expected(message, found: current.spelling), current.span)
        }
        return token
    }

    func expectEnd() throws(Diagnostic) {
        guard current.kind == .end else {
            throw Diagnostic(Messages.unexpectedAfterExpression(current.spelling), current.span)
        }
    }

    func identifier(at ahead: Int) -> String? {
        if case .identifier(let name) = peek(ahead).kind { return name }
        return nil
    }

    /// Whether the `(` at `start` closes at the token just before `.end`.
    func matchingParenIsLast(from start: Int) -> Bool {
        var level = 0
        var i = start
        while i < tokens.count {
            switch tokens[i].kind {
            case .leftParen, .leftBracket: level += 1
            case .rightParen, .rightBracket:
                level -= 1
                if level == 0 { return tokens[i + 1].kind == .end }
            case .end: return false
            default: break
            }
            i += 1
        }
        return false
    }

    /// `(a, b) ->` or `() ->` starting at the current `(`: the parameter names, else nil.
    func lambdaParameters() -> [String]? {
        guard current.kind == .leftParen else { return nil }
        var names: [String] = []
        var i = 1
        if peek(i).kind == .rightParen {
            return peek(i + 1).kind == .arrow ? [] : nil
        }
        while true {
            guard let name = identifier(at: i) else { return nil }
            names.append(name)
            i += 1
            if peek(i).kind == .comma { i += 1; continue }
            if peek(i).kind == .rightParen, peek(i + 1).kind == .arrow { return names }
            return nil
        }
    }

    // MARK: Statements

    mutating func statement() throws(Diagnostic) -> Statement {
        if current.kind == .end { return .empty }
        if let name = identifier(at: 0) {
            if peek(1).kind == .equals {
                try checkBindable(name, span: current.span)
                index = 2
                let value = try expression()
                try expectEnd()
                return .assignment(name: name, value)
            }
            if peek(1).kind == .dot, let member = identifier(at: 2), peek(3).kind == .equals {
                index = 4
                let value = try expression()
                try expectEnd()
                return .memberAssignment(target: name, member: member, value)
            }
            if peek(1).kind == .leftParen, let parameters = definitionParameters() {
                try checkBindable(name, span: current.span)
                index = definitionBodyStart(parameterCount: parameters.count)
                let body = try expression()
                try expectEnd()
                return .functionDefinition(name: name, parameters: parameters, body: body)
            }
        }
        let value = try expression()
        try expectEnd()
        return .expression(value)
    }

    private func checkBindable(_ name: String, span: SourceSpan) throws(Diagnostic) {
        if name == "with" || name == "as" { throw Diagnostic(Messages.reservedWord(name), span) }
    }

    /// `f(x, y) =`: the parameter names when the line is a definition.
    private func definitionParameters() -> [String]? {
        var names: [String] = []
        var i = 2
        if peek(i).kind == .rightParen { return peek(i + 1).kind == .equals ? [] : nil }
        while true {
            guard let name = identifier(at: i) else { return nil }
            names.append(name)
            i += 1
            if peek(i).kind == .comma { i += 1; continue }
            if peek(i).kind == .rightParen, peek(i + 1).kind == .equals { return names }
            return nil
        }
    }

    private func definitionBodyStart(parameterCount: Int) -> Int {
        // name ( p1 , p2 ) =  → 2 + (2n − 1) + 2 tokens, or name ( ) = → 4
        parameterCount == 0 ? 4 : 2 + (2 * parameterCount - 1) + 2
    }

    // MARK: Expressions

    mutating func expression() throws(Diagnostic) -> Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Parser.maximumNesting else {
            throw Diagnostic(Messages.nestedTooDeeply, current.span)
        }
        if let name = identifier(at: 0), name != "with", name != "as", peek(1).kind == .arrow {
            let start = advance().span.start
            _ = advance()
            let body = try expression()
            return Expression(.lambda(parameters: [name], body: body), SourceSpan(start: start, end: body.span.end))
        }
        if let parameters = lambdaParameters() {
            let start = current.span.start
            while advance().kind != .arrow {}
            let body = try expression()
            return Expression(.lambda(parameters: parameters, body: body), SourceSpan(start: start, end: body.span.end))
        }
        return try conversion()
    }

    /// `with { "as" IDENT }`: each `as` shows the spring so far in a platform family's form.
    mutating func conversion() throws(Diagnostic) -> Expression {
        var base = try withExpression()
        while identifier(at: 0) == "as" {
            _ = advance()
            guard let family = identifier(at: 0) else {
                throw Diagnostic(Messages.expected(Messages.expectedFamily, found: current.spelling), current.span)
            }
            let familySpan = advance().span
            base = Expression(.conversion(base, family: family, familySpan: familySpan), base.span.joined(familySpan))
        }
        return base
    }

    mutating func withExpression() throws(Diagnostic) -> Expression {
        var base = try comparison()
        guard identifier(at: 0) == "with" else { return base }
        _ = advance()
        var changes: [Argument] = []
        repeat {
            guard let label = identifier(at: 0), peek(1).kind == .colon else {
                throw Diagnostic(Messages.expected("a member name and ':' after 'with'", found: current.spelling), current.span)
            }
            let labelSpan = advance().span
            _ = advance()
            let value = try comparison()
            changes.append(Argument(label: label, labelSpan: labelSpan, value: value))
        } while peek(0).kind == .comma && identifier(at: 1) != nil && peek(2).kind == .colon && { _ = advance(); return true }()
        let span = base.span.joined(changes.last?.value.span ?? base.span)
        base = Expression(.with(base, changes: changes), span)
        return base
    }

    mutating func comparison() throws(Diagnostic) -> Expression {
        let left = try range()
        let op: BinaryOperator
        switch current.kind {
        case .less: op = .less
        case .lessEqual: op = .lessEqual
        case .greater: op = .greater
        case .greaterEqual: op = .greaterEqual
        case .equalEqual: op = .equal
        case .notEqual: op = .notEqual
        default: return left
        }
        _ = advance()
        let right = try range()
        return Expression(.binary(op, left, right), left.span.joined(right.span))
    }

    mutating func range() throws(Diagnostic) -> Expression {
        let lower = try additive()
        guard accept(.dotDot) != nil else { return lower }
        let upper = try additive()
        return Expression(.range(lower, upper), lower.span.joined(upper.span))
    }

    mutating func additive() throws(Diagnostic) -> Expression {
        var left = try multiplicative()
        while true {
            let op: BinaryOperator
            switch current.kind {
            case .plus: op = .add
            case .minus: op = .subtract
            default: return left
            }
            _ = advance()
            let right = try multiplicative()
            left = Expression(.binary(op, left, right), left.span.joined(right.span))
        }
    }

    mutating func multiplicative() throws(Diagnostic) -> Expression {
        var left = try unary()
        while true {
            let op: BinaryOperator
            switch current.kind {
            case .star: op = .multiply
            case .slash: op = .divide
            default: return left
            }
            _ = advance()
            let right = try unary()
            left = Expression(.binary(op, left, right), left.span.joined(right.span))
        }
    }

    mutating func unary() throws(Diagnostic) -> Expression {
        if let minus = accept(.minus) {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Parser.maximumNesting else { throw Diagnostic(Messages.nestedTooDeeply, minus.span) }
            let operand = try unary()
            return Expression(.unary(.negate, operand), minus.span.joined(operand.span))
        }
        return try power()
    }

    mutating func power() throws(Diagnostic) -> Expression {
        let base = try postfix()
        guard accept(.caret) != nil else { return base }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Parser.maximumNesting else { throw Diagnostic(Messages.nestedTooDeeply, current.span) }
        let exponent = try unary()
        return Expression(.binary(.power, base, exponent), base.span.joined(exponent.span))
    }

    mutating func postfix() throws(Diagnostic) -> Expression {
        var result = try primary()
        while true {
            switch current.kind {
            case .leftParen:
                _ = advance()
                let arguments = try arguments(closing: .rightParen)
                let close = try expect(.rightParen, Messages.expectedClosing(")"))
                result = Expression(.call(result, arguments: arguments), result.span.joined(close.span))
            case .leftBracket:
                _ = advance()
                let position = try expression()
                let close = try expect(.rightBracket, Messages.expectedClosing("]"))
                result = Expression(.index(result, position), result.span.joined(close.span))
            case .dot:
                _ = advance()
                guard let name = identifier(at: 0) else {
                    throw Diagnostic(Messages.expected("a member name after '.'", found: current.spelling), current.span)
                }
                let nameSpan = advance().span
                result = Expression(.member(result, name: name, nameSpan: nameSpan), result.span.joined(nameSpan))
            default:
                return result
            }
        }
    }

    /// Comma-separated arguments up to (not including) `closing`.
    mutating func arguments(closing: Token.Kind) throws(Diagnostic) -> [Argument] {
        var arguments: [Argument] = []
        if current.kind == closing { return arguments }
        repeat {
            if let label = identifier(at: 0), peek(1).kind == .colon {
                let labelSpan = advance().span
                _ = advance()
                arguments.append(Argument(label: label, labelSpan: labelSpan, value: try expression()))
            } else {
                arguments.append(Argument(value: try expression()))
            }
        } while accept(.comma) != nil
        return arguments
    }

    mutating func primary() throws(Diagnostic) -> Expression {
        let token = current
        switch token.kind {
        case .number(let value, let unit):
            _ = advance()
            return Expression(.number(value, unit: unit), token.span)
        case .string(let text):
            _ = advance()
            return Expression(.string(text), token.span)
        case .identifier(let name):
            if name == "with" || name == "as" { throw Diagnostic(Messages.expected("an expression", found: "'\(name)'"), token.span) }
            _ = advance()
            return Expression(.identifier(name), token.span)
        case .leftParen:
            _ = advance()
            let first = try expression()
            if accept(.comma) != nil {
                let second = try expression()
                let close = try expect(.rightParen, Messages.expectedClosing(")"))
                return Expression(.point(first, second), token.span.joined(close.span))
            }
            let close = try expect(.rightParen, Messages.expectedClosing(")"))
            return Expression(.parenthesized(first), token.span.joined(close.span))
        case .leftBracket:
            _ = advance()
            var elements: [Expression] = []
            if current.kind != .rightBracket {
                repeat { elements.append(try expression()) } while accept(.comma) != nil
            }
            let close = try expect(.rightBracket, Messages.expectedClosing("]"))
            return Expression(.list(elements), token.span.joined(close.span))
        default:
            throw Diagnostic(Messages.expected("an expression", found: token.spelling), token.span)
        }
    }
}
