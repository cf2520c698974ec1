import Testing
@testable import FluidLanguage

@Suite("Diagnostics") struct DiagnosticTests {
    @Test("TOUR: a misspelled argument of spring")
    func tourMisspelledArgument() {
        #expect(output("spring(damping: 0.8, respons: 0.4s)") == """
              spring(damping: 0.8, respons: 0.4s)
                                   ^^^^^^^ no argument 'respons'; did you mean 'response'?
            """)
    }

    @Test("TOUR: adding a time to a length")
    func tourTimePlusLength() {
        #expect(output("400ms + 20pt") == """
              400ms + 20pt
              ^^^^^^^^^^^^ cannot add a time to a length
            """)
    }

    @Test("carets are measured in terminal columns: wide characters take two, combining marks none")
    func wideCharacters() {
        let wide = Diagnostic("x", SourceSpan(start: 5, end: 6)).rendered(source: "\"日本\" + 1")
        #expect(wide == "  \"日本\" + 1\n         ^ x")
        // e + combining acute is one Character and one column.
        let combining = Diagnostic("x", SourceSpan(start: 4, end: 5)).rendered(source: "\"e\u{301}\" + 1")
        #expect(combining == "  \"e\u{301}\" + 1\n      ^ x")
    }

    @Test("a span at the end of the line gets one caret after it")
    func endOfLine() {
        #expect(output("1 +") == "  1 +\n     ^ expected an expression, found the end of the line")
    }

    @Test("help follows the caret line")
    func help() {
        let rendered = output("spring(damping: 0.8)")
        #expect(rendered.hasPrefix("""
              spring(damping: 0.8)
              ^^^^^^^^^^^^^^^^^^^^ no spring form takes exactly 'damping'
              spring takes one of these sets of named arguments:
            """))
    }

    @Test("did you mean: names, functions, members, arguments", arguments: [
        ("stiffnes", "unknown name 'stiffnes'", nil as String?),
        ("sprng(damping: 1, response: 1s)", "unknown function 'sprng'; did you mean 'spring'?", "^^^^^"),
        ("swiftui.bouncey", "'swiftui' has no member 'bouncey'; did you mean 'bouncy'?", "        ^^^^^^^"),
        ("spring(damping: 1, response: 1s).stifness", "a spring has no member 'stifness'; did you mean 'stiffness'?", "                                 ^^^^^^^^"),
        ("project(1200pt/s, rat: 0.99)", "no argument 'rat'; did you mean 'rate'?", "                  ^^^"),
        ("sqr(4)", "unknown function 'sqr'; did you mean 'sqrt'?", "^^^"),
    ])
    func didYouMean(line: String, message: String, carets: String?) {
        let error = diagnostic(line)
        #expect(error?.message == message)
        if let carets { #expect(error?.span == markedSpan(carets)) }
    }

    @Test("a user's own names are suggested")
    func suggestsBindings() {
        let i = Interpreter()
        run("response = 0.4s", in: i)
        #expect(diagnostic("respnse * 2", in: i)?.message == "unknown name 'respnse'; did you mean 'response'?")
    }

    @Test("wrong dimension of an argument says what it must be and what it got")
    func argumentDimension() {
        let line = "spring(damping: 0.8, response: 20pt)"
        let error = diagnostic(line)
        #expect(error?.message == "response must be a time, like 0.4s; got a length (20 pt)")
        #expect(error?.span == markedSpan("                               ^^^^"))
    }

    @Test("Motion's range errors point at the argument they name")
    func motionErrors() {
        let error = diagnostic("spring(damping: 0.8, response: -1s)")
        #expect(error?.span == markedSpan("                     ^^^^^^^^^^^^^"))
        #expect(error?.message.contains("response") == true)
    }
}

@Suite("Suggestions") struct SuggestionTests {
    @Test func editDistance() {
        #expect(Suggestions.editDistance("respons", "response") == 1)
        #expect(Suggestions.editDistance("dampnig", "damping") == 1)  // transposition
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.closest(to: "x", in: ["y"]) == nil)
        #expect(Suggestions.closest(to: "damp", in: ["mass", "dampingRatio"]) == "dampingRatio")
    }
}
