import Testing
@testable import FluidLanguage

@Suite("Lexer") struct LexerTests {
    func kinds(_ line: String) throws -> [Token.Kind] {
        try Lexer.tokenize(line).map(\.kind).dropLast()
    }

    @Test("units attach to numbers, with or without one space")
    func units() throws {
        #expect(try kinds("0.4s") == [.number(0.4, unit: .second)])
        #expect(try kinds("400ms") == [.number(400, unit: .millisecond)])
        #expect(try kinds("400 ms") == [.number(400, unit: .millisecond)])
        #expect(try kinds("20pt") == [.number(20, unit: .point)])
        #expect(try kinds("3px") == [.number(3, unit: .pixel)])
        #expect(try kinds("90deg") == [.number(90, unit: .degree)])
        #expect(try kinds("1.2rad") == [.number(1.2, unit: .radian)])
        #expect(try kinds("20%") == [.number(20, unit: .percent)])
        #expect(try kinds("1e3") == [.number(1000, unit: nil)])
        #expect(try kinds("1.5e-3s") == [.number(0.0015, unit: .second)])
    }

    @Test("a rate literal has no spaces; with spaces it is division by a variable")
    func ratesAndDivision() throws {
        #expect(try kinds("1200pt/s") == [.number(1200, unit: .rate(.point, per: .second))])
        #expect(try kinds("300px/s") == [.number(300, unit: .rate(.pixel, per: .second))])
        #expect(try kinds("90deg/s") == [.number(90, unit: .rate(.degree, per: .second))])
        #expect(try kinds("2rad/ms") == [.number(2, unit: .rate(.radian, per: .millisecond))])
        #expect(try kinds("1200pt / s") == [.number(1200, unit: .point), .slash, .identifier("s")])
        #expect(try kinds("x / s") == [.identifier("x"), .slash, .identifier("s")])
        #expect(try kinds("x/s") == [.identifier("x"), .slash, .identifier("s")])
        // `/s2` is not a time unit: division by the variable s2.
        #expect(try kinds("20pt/s2") == [.number(20, unit: .point), .slash, .identifier("s2")])
    }

    @Test("a unit word after a space is not taken when it is called, `2 s(1)`")
    func unitWordFollowedByCall() throws {
        #expect(try kinds("2 s(1)") == [.number(2, unit: nil), .identifier("s"), .leftParen, .number(1, unit: nil), .rightParen])
    }

    @Test("ranges are not decimals")
    func rangeDots() throws {
        #expect(try kinds("0..600") == [.number(0, unit: nil), .dotDot, .number(600, unit: nil)])
        #expect(try kinds("0pt..600pt") == [.number(0, unit: .point), .dotDot, .number(600, unit: .point)])
    }

    @Test("operators, strings with escapes, comments")
    func operatorsAndStrings() throws {
        #expect(try kinds("a->b ^ -1 # comment") == [.identifier("a"), .arrow, .identifier("b"), .caret, .minus, .number(1, unit: nil)])
        #expect(try kinds(#""a\"b\n""#) == [.string("a\"b\n")])
        #expect(try kinds("   # only a comment") == [])
    }

    @Test("an unknown unit is an error spanning the word, with a suggestion")
    func unknownUnit() {
        #expect(throws: Diagnostic(Messages.unknownUnit("pts", suggestion: "pt"), SourceSpan(start: 2, end: 5))) {
            _ = try Lexer.tokenize("20pts")
        }
        let error = #expect(throws: Diagnostic.self) { _ = try Lexer.tokenize("20pts") }
        #expect(error?.message == "unknown unit 'pts'; did you mean 'pt'?")
    }

    @Test("an unterminated string spans to the end of the line")
    func unterminatedString() {
        let error = #expect(throws: Diagnostic.self) { _ = try Lexer.tokenize(#"x = "abc"#) }
        #expect(error?.span == SourceSpan(start: 4, end: 8))
    }

    @Test("an unexpected character is reported where it is")
    func unexpectedCharacter() {
        let error = #expect(throws: Diagnostic.self) { _ = try Lexer.tokenize("1 + $") }
        #expect(error?.span == SourceSpan(start: 4, end: 5))
        #expect(error?.message == "unexpected character '$'")
    }
}
