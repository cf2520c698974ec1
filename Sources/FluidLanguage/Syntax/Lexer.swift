/// Turns one line into tokens.
///
/// Numbers carry their unit: `0.4s`, `400ms`, `400 ms` (one space allowed before a unit
/// word), `20pt`, `3px`, `90deg`, `1.2rad`, `20%`, and rates written without spaces,
/// `1200pt/s`, `90deg/ms`, `2/s`. Because `s` is also a common variable name, `x / s` and
/// `1200pt / s` (with spaces) divide by the variable `s`; only `1200pt/s` is a rate.
/// A number directly followed by letters that are not a unit is an error (`20pts`).
/// `#` starts a comment that runs to the end of the line.
public struct Lexer {
    let characters: [Character]
    /// The line's bytes when it is all ASCII (one byte per character, as most lines are):
    /// words and numbers are then cut from them whole instead of built a character at a time.
    let asciiBytes: [UInt8]?
    var position = 0

    public init(_ line: String) {
        self.characters = Array(line)
        let bytes = Array(line.utf8)
        self.asciiBytes = bytes.count == characters.count ? bytes : nil
    }

    /// The text of characters `start..<position`.
    private func text(from start: Int) -> String {
        if let asciiBytes { return String(decoding: asciiBytes[start..<position], as: UTF8.self) }
        return String(characters[start..<position])
    }

    /// All tokens of the line, ending with `.end`.
    public static func tokenize(_ line: String) throws(Diagnostic) -> [Token] {
        var lexer = Lexer(line)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    /// The offset where the next token would start (after spaces).
    var offset: Int { position }

    private func peek(_ ahead: Int = 0) -> Character? {
        let index = position + ahead
        return index < characters.count ? characters[index] : nil
    }

    // ASCII characters (almost every one typed) are classified by their byte, without a
    // look at Unicode's properties; the rest by `isLetter`/`isNumber`.
    private static func isIdentifierStart(_ c: Character) -> Bool {
        if let a = c.asciiValue { return isIdentifierStart(byte: a) }
        return c.isLetter
    }
    private static func isIdentifierPart(_ c: Character) -> Bool {
        if let a = c.asciiValue { return isIdentifierPart(byte: a) }
        return c.isLetter || c.isNumber
    }
    private static func isIdentifierStart(byte a: UInt8) -> Bool { (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A || a == 0x5F }
    private static func isIdentifierPart(byte a: UInt8) -> Bool { isIdentifierStart(byte: a) || a >= 0x30 && a <= 0x39 }
    private static func isDigit(_ c: Character?) -> Bool {
        guard let a = c?.asciiValue else { return false }
        return a >= 0x30 && a <= 0x39
    }

    mutating func skipSpaces() {
        if let bytes = asciiBytes {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            return
        }
        while let c = peek(), c == " " || c == "\t" { position += 1 }
    }

    /// The next token; `.end` at the end of the line or at a `#` comment.
    public mutating func next() throws(Diagnostic) -> Token {
        skipSpaces()
        let start = position
        // An ASCII line is classified by its bytes: the end, a comment, a number and a word
        // need no Character comparison (each costs a Unicode-aware one).
        if let bytes = asciiBytes {
            guard position < bytes.count, bytes[position] != 0x23 else {
                return Token(.end, SourceSpan(start: characters.count, end: characters.count))
            }
            let byte = bytes[position]
            if byte >= 0x30 && byte <= 0x39 { return try number() }
            if Lexer.isIdentifierStart(byte: byte) { return identifier(from: start) }
            if let (kind, width) = Lexer.punctuation(byte, then: position + 1 < bytes.count ? bytes[position + 1] : 0) {
                position += width
                return Token(kind, SourceSpan(start: start, end: position))
            }
        }
        guard let c = peek(), c != "#" else {
            return Token(.end, SourceSpan(start: characters.count, end: characters.count))
        }
        if Lexer.isDigit(c) { return try number() }
        if Lexer.isIdentifierStart(c) { return identifier(from: start) }
        if c == "\"" { return try string() }
        position += 1
        func token(_ kind: Token.Kind) -> Token { Token(kind, SourceSpan(start: start, end: position)) }
        func pair(_ second: Character, _ double: Token.Kind, else single: Token.Kind) -> Token {
            if peek() == second {
                position += 1
                return token(double)
            }
            return token(single)
        }
        switch c {
        case "+": return token(.plus)
        case "-", "−": return pair(">", .arrow, else: .minus)
        case "*", "×", "·": return token(.star)
        case "/", "÷": return token(.slash)
        case "^": return token(.caret)
        case "(": return token(.leftParen)
        case ")": return token(.rightParen)
        case "[": return token(.leftBracket)
        case "]": return token(.rightBracket)
        case ",": return token(.comma)
        case ":": return token(.colon)
        case "→": return token(.arrow)
        case ".": return pair(".", .dotDot, else: .dot)
        case "=": return pair("=", .equalEqual, else: .equals)
        case "<": return pair("=", .lessEqual, else: .less)
        case ">": return pair("=", .greaterEqual, else: .greater)
        case "!" where peek() == "=":
            position += 1
            return token(.notEqual)
        default:
            throw Diagnostic(Messages.unexpectedCharacter(c), SourceSpan(start: start, end: position))
        }
    }

    /// The ASCII punctuation `byte` starts (followed by `next`, 0 at the end) and how many bytes
    /// it takes: the same tokens the switch in `next` reads from characters. Nil for any other
    /// byte (a quote, a lone `!`), which `next` reads as a character.
    private static func punctuation(_ byte: UInt8, then next: UInt8) -> (Token.Kind, Int)? {
        func pair(_ second: Unicode.Scalar, _ double: Token.Kind, else single: Token.Kind) -> (Token.Kind, Int) {
            next == UInt8(ascii: second) ? (double, 2) : (single, 1)
        }
        switch byte {
        case UInt8(ascii: "+"): return (.plus, 1)
        case UInt8(ascii: "-"): return pair(">", .arrow, else: .minus)
        case UInt8(ascii: "*"): return (.star, 1)
        case UInt8(ascii: "/"): return (.slash, 1)
        case UInt8(ascii: "^"): return (.caret, 1)
        case UInt8(ascii: "("): return (.leftParen, 1)
        case UInt8(ascii: ")"): return (.rightParen, 1)
        case UInt8(ascii: "["): return (.leftBracket, 1)
        case UInt8(ascii: "]"): return (.rightBracket, 1)
        case UInt8(ascii: ","): return (.comma, 1)
        case UInt8(ascii: ":"): return (.colon, 1)
        case UInt8(ascii: "."): return pair(".", .dotDot, else: .dot)
        case UInt8(ascii: "="): return pair("=", .equalEqual, else: .equals)
        case UInt8(ascii: "<"): return pair("=", .lessEqual, else: .less)
        case UInt8(ascii: ">"): return pair("=", .greaterEqual, else: .greater)
        case UInt8(ascii: "!") where next == UInt8(ascii: "="): return (.notEqual, 2)
        default: return nil
        }
    }

    /// The word starting at `start`, in its current spelling (`OldNames`); after a dot, a member.
    private mutating func identifier(from start: Int) -> Token {
        let word = OldNames.current(identifierWord(), member: start > 0 && characters[start - 1] == ".")
        return Token(.identifier(word), SourceSpan(start: start, end: position))
    }

    private mutating func identifierWord() -> String {
        let start = position
        if let bytes = asciiBytes {
            while position < bytes.count, Lexer.isIdentifierPart(byte: bytes[position]) { position += 1 }
        } else {
            while let c = peek(), Lexer.isIdentifierPart(c) { position += 1 }
        }
        return text(from: start)
    }

    private mutating func digits() -> String {
        let start = position
        if let bytes = asciiBytes {
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
        } else {
            while let c = peek(), Lexer.isDigit(c) { position += 1 }
        }
        return text(from: start)
    }

    private mutating func number() throws(Diagnostic) -> Token {
        let start = position
        var text = digits()
        // A fraction only when a digit follows the dot: `0..600` is a range.
        if peek() == ".", Lexer.isDigit(peek(1)) {
            position += 1
            text += "." + digits()
        }
        // An exponent only when digits follow: `2em` is the number 2 and the unit `em`.
        if let e = peek(), e == "e" || e == "E" {
            var ahead = 1
            if let sign = peek(1), sign == "+" || sign == "-" { ahead = 2 }
            if Lexer.isDigit(peek(ahead)) {
                text += "e"
                if ahead == 2, let sign = peek(1) { text.append(sign) }
                position += ahead
                text += digits()
            }
        }
        guard let value = Double(text), value.isFinite else {
            throw Diagnostic(Messages.numberTooLarge, SourceSpan(start: start, end: position))
        }
        let unit = try unitSuffix(numberStart: start)
        return Token(.number(value, unit: unit), SourceSpan(start: start, end: position))
    }

    /// The unit written after a number: attached (`20pt`, `20%`), or after one space (`400 ms`, `20 %`).
    private mutating func unitSuffix(numberStart: Int) throws(Diagnostic) -> Unit? {
        if peek() == "/", let perTime = perTimeSuffix() {
            return perTime
        }
        if peek() == "%" {
            position += 1
            return .percent
        }
        if let c = peek(), Lexer.isIdentifierStart(c) {
            let wordStart = position
            let word = identifierWord()
            guard let unit = Unit.named(word) else {
                let span = SourceSpan(start: wordStart, end: position)
                throw Diagnostic(
                    Messages.unknownUnit(word, suggestion: Suggestions.closest(to: word, in: Unit.all.map(\.symbol))),
                    span)
            }
            return rateSuffix(after: unit)
        }
        // `1.5 %`, as fluid prints a percentage (`%` is no operator, so this is unambiguous).
        if peek() == " ", peek(1) == "%" {
            position += 2
            return .percent
        }
        if peek() == " ", let c = peek(1), Lexer.isIdentifierStart(c) {
            let saved = position
            position += 1
            let word = identifierWord()
            if let unit = Unit.named(word), peek() != "(" {
                return rateSuffix(after: unit)
            }
            position = saved
        }
        return nil
    }

    /// `2/s`, `0.5/ms`: a plain number per time, written without spaces, as fluid prints a
    /// relative velocity. (`2 / s` with spaces still divides by a variable `s`.)
    private mutating func perTimeSuffix() -> Unit? {
        let saved = position
        position += 1
        let word = identifierWord()
        if let time = Unit.timeUnits.first(where: { $0.symbol == word }) {
            return Unit.rate(Unit(symbol: "", dimension: .none), per: time)
        }
        position = saved
        return nil
    }

    /// `/s` or `/ms` directly after a length or angle unit makes a rate.
    private mutating func rateSuffix(after unit: Unit) -> Unit {
        guard unit.dimension != .time, peek() == "/" else { return unit }
        let saved = position
        position += 1
        let word = identifierWord()
        if let time = Unit.timeUnits.first(where: { $0.symbol == word }) {
            return Unit.rate(unit, per: time)
        }
        position = saved
        return unit
    }

    private mutating func string() throws(Diagnostic) -> Token {
        let start = position
        position += 1
        var text = ""
        while let c = peek() {
            position += 1
            switch c {
            case "\"":
                return Token(.string(text), SourceSpan(start: start, end: position))
            case "\\":
                guard let escaped = peek() else { break }
                position += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                default:
                    throw Diagnostic(Messages.unknownEscape(escaped), SourceSpan(start: position - 2, end: position))
                }
            default:
                text.append(c)
            }
        }
        throw Diagnostic(Messages.unterminatedString, SourceSpan(start: start, end: characters.count))
    }
}
