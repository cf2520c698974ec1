/// Command lines: `plot s, t`, `export s css, tolerance: 0.0005`, `set digits 6`, `pin plot s`.
/// The grammar's `command` rule (see `Parser`); each `CommandForm` reads its arguments here.
extension Parser {
    /// The command that `word` starts, or nil when the line uses the word otherwise: as a
    /// name being bound (`plot = 3`, `plot(x) = …`) or, for expression commands, read
    /// (`plot.x`). Commands that take words or text are commands unless `=` follows
    /// (`save .hidden`, `load ../x`).
    static func command(_ word: String, form: CommandForm, first: Token, after lexer: Lexer,
                        line: String) throws(Diagnostic) -> CommandStatement? {
        guard !isDefinitionHead(after: lexer) else { return nil }
        let characters = Array(line)
        switch form {
        case .words, .text, .expressionAndWord:
            let rest = characters[first.span.end...].drop { $0 == " " || $0 == "\t" }
            if rest.first == "=" && rest.dropFirst().first != "=" { return nil }
        case .expressions:
            var lookahead = lexer
            let second = try? lookahead.next()
            if second?.kind == .equals || second?.kind == .dot { return nil }
        }
        let end = contentEnd(characters)
        let arguments: [CommandArgument]
        switch form {
        case .words: arguments = try words(characters, from: first.span.end, to: end)
        case .text: arguments = text(characters, from: first.span.end, to: end)
        case .expressions: arguments = try expressions(line)
        case .expressionAndWord: arguments = try expressionAndWord(line)
        }
        return CommandStatement(name: word, nameSpan: first.span, arguments: arguments,
                                span: SourceSpan(start: first.span.start, end: max(first.span.end, end)))
    }

    /// Whether the tokens after a word are `( … ) =`: the word is being defined as a
    /// function (`plot(x) = …`), not used as a command.
    private static func isDefinitionHead(after lexer: Lexer) -> Bool {
        var lookahead = lexer
        guard (try? lookahead.next())?.kind == .leftParen else { return false }
        var depth = 1
        while depth > 0 {
            guard let token = try? lookahead.next() else { return false }
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .end: return false
            default: break
            }
        }
        return (try? lookahead.next())?.kind == .equals
    }

    /// `plot s, t, width: 60` or `plot(s, t)`.
    private static func expressions(_ line: String) throws(Diagnostic) -> [CommandArgument] {
        var state = ParserState(tokens: try Lexer.tokenize(line))
        state.index = 1
        var arguments: [Argument] = []
        if state.current.kind == .leftParen, state.matchingParenIsLast(from: 1) {
            state.index = 2
            arguments = try state.arguments(closing: .rightParen)
            try state.expect(.rightParen, Messages.expectedClosing(")"))
        } else if state.current.kind != .end {
            arguments = try state.arguments(closing: .end)
        }
        try state.expectEnd()
        return arguments.map(CommandArgument.init)
    }

    /// `export s swiftui, tolerance: 0.001`, `export a, b, c swift`: expressions separated by
    /// commas, an optional word after the last, and labelled arguments after a comma.
    /// `export s` alone is the expression; `export` alone is nothing.
    private static func expressionAndWord(_ line: String) throws(Diagnostic) -> [CommandArgument] {
        var state = ParserState(tokens: try Lexer.tokenize(line))
        state.index = 1
        var arguments: [CommandArgument] = []
        if state.current.kind != .end, state.current.kind != .comma, !(state.identifier(at: 0) != nil && state.peek(1).kind == .colon) {
            arguments.append(CommandArgument(Argument(value: try state.expression())))
            // More expressions after commas, until a labelled argument.
            while state.current.kind == .comma, state.peek(1).kind != .end, !(state.identifier(at: 1) != nil && state.peek(2).kind == .colon) {
                _ = state.advance()
                arguments.append(CommandArgument(Argument(value: try state.expression())))
            }
            if let word = state.identifier(at: 0), state.peek(1).kind != .colon {
                arguments.append(CommandArgument(value: .word(word), valueSpan: state.advance().span))
            }
        }
        if state.current.kind == .comma || (arguments.isEmpty && state.current.kind != .end) {
            if !arguments.isEmpty { _ = state.advance() }
            arguments += try state.arguments(closing: .end).map(CommandArgument.init)
        }
        try state.expectEnd()
        return arguments
    }

    /// Words separated by spaces; a word in quotes keeps its spaces and loses the quotes.
    private static func words(_ characters: [Character], from start: Int, to end: Int) throws(Diagnostic) -> [CommandArgument] {
        var arguments: [CommandArgument] = []
        var i = start
        while i < end {
            if characters[i] == " " || characters[i] == "\t" { i += 1; continue }
            let wordStart = i
            if characters[i] == "\"" {
                guard let close = characters[(i + 1)..<end].firstIndex(of: "\"") else {
                    throw Diagnostic(Messages.unterminatedString, SourceSpan(start: i, end: end))
                }
                arguments.append(CommandArgument(value: .word(String(characters[(i + 1)..<close])),
                                                 valueSpan: SourceSpan(start: wordStart, end: close + 1)))
                i = close + 1
                continue
            }
            while i < end, characters[i] != " ", characters[i] != "\t" { i += 1 }
            arguments.append(CommandArgument(value: .word(String(characters[wordStart..<i])), valueSpan: SourceSpan(start: wordStart, end: i)))
        }
        return arguments
    }

    /// The rest of the line as one argument (none when it is empty).
    private static func text(_ characters: [Character], from start: Int, to end: Int) -> [CommandArgument] {
        var first = start
        while first < end, characters[first] == " " || characters[first] == "\t" { first += 1 }
        guard first < end else { return [] }
        return [CommandArgument(value: .text(String(characters[first..<end])), valueSpan: SourceSpan(start: first, end: end))]
    }

    /// The end of the line's content: before a `#` outside quotes, and before trailing spaces.
    private static func contentEnd(_ characters: [Character]) -> Int {
        var end = characters.count
        var quoted = false
        for (i, c) in characters.enumerated() {
            if c == "\"" { quoted.toggle() }
            if c == "#", !quoted { end = i; break }
        }
        while end > 0, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        return end
    }
}

extension CommandArgument {
    /// An argument of a call, as a command's expression argument.
    init(_ argument: Argument) {
        self.init(label: argument.label, labelSpan: argument.labelSpan, value: .expression(argument.value), valueSpan: argument.value.span)
    }
}
