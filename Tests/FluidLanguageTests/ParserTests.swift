import Testing
@testable import FluidLanguage

/// The statement's expression printed with every binary operation in parentheses, to show grouping.
func grouping(_ e: Expression) -> String {
    switch e.kind {
    case .binary(let op, let l, let r): return "(" + grouping(l) + " \(op.rawValue) " + grouping(r) + ")"
    case .unary(_, let x): return "(-" + grouping(x) + ")"
    case .parenthesized(let x): return grouping(x)
    case .range(let l, let r): return "(" + grouping(l) + ".." + grouping(r) + ")"
    case .lambda(let p, let b): return "(\\" + p.joined(separator: ",") + " -> " + grouping(b) + ")"
    default: return SourcePrinter.expression(e)
    }
}

func parsed(_ line: String, commands: CommandTable = .none) throws -> Statement {
    try Parser.parse(line, commands: commands).get()
}

func expression(_ line: String) throws -> Expression {
    guard case .expression(let e) = try parsed(line) else { throw Diagnostic("not an expression", SourceSpan(start: 0, end: 0)) }
    return e
}

@Suite("Parser") struct ParserTests {
    @Test("precedence: ^ over unary minus over * / over + - over ..", arguments: [
        ("1 + 2 * 3", "(1 + (2 * 3))"),
        ("1 - 2 - 3", "((1 - 2) - 3)"),
        ("2 ^ 3 ^ 2", "(2 ^ (3 ^ 2))"),
        ("-2^2", "(-(2 ^ 2))"),
        ("2^-1", "(2 ^ (-1))"),
        ("a / b * c", "((a / b) * c)"),
        ("0..1 + 2", "(0..(1 + 2))"),
        ("(1 + 2) * 3", "((1 + 2) * 3)"),
    ])
    func precedence(line: String, expected: String) throws {
        #expect(grouping(try expression(line)) == expected)
    }

    @Test("lambdas and points: `(x, y) -> …` is a lambda, `(x, y)` a point")
    func lambdasVersusPoints() throws {
        guard case .lambda(let parameters, _) = try expression("(x, y) -> x + y").kind else { Issue.record("not a lambda"); return }
        #expect(parameters == ["x", "y"])
        guard case .point = try expression("(x, y)").kind else { Issue.record("not a point"); return }
        guard case .lambda(["x"], _) = try expression("x -> x^2").kind else { Issue.record("not a lambda"); return }
        guard case .parenthesized = try expression("(x)").kind else { Issue.record("not parenthesized"); return }
    }

    @Test("statements: assignment, definition, member update, expression, empty")
    func statements() throws {
        guard case .assignment("s", _) = try parsed("s = spring(damping: 0.8, response: 0.4s)") else { Issue.record("assignment"); return }
        guard case .functionDefinition("f", ["x", "y"], _) = try parsed("f(x, y) = x * y") else { Issue.record("definition"); return }
        guard case .memberAssignment("s", "damping", _) = try parsed("s.damping = 0.6") else { Issue.record("member"); return }
        guard case .expression = try parsed("f(x, 2)") else { Issue.record("call"); return }
        #expect(try parsed("  # just a comment") == .empty)
        #expect(try parsed("") == .empty)
    }

    /// The arguments of a command line, or nil when the line is not that command.
    func command(_ name: String, _ line: String) throws -> [CommandArgument]? {
        guard case .command(let command) = try parsed(line, commands: tourCommands), command.name == name else { return nil }
        return command.arguments
    }

    @Test("commands: `plot s, t` and `plot(s, t)` both; `plot = 3` and `plot(x) = …` bind the name")
    func commands() throws {
        let a = try #require(try command("plot", "plot s, t, width: 60"))
        #expect(a.map(\.label) == [nil, nil, "width"])
        #expect(a.map(\.valueSpan) == [SourceSpan(start: 5, end: 6), SourceSpan(start: 8, end: 9), SourceSpan(start: 18, end: 20)])
        #expect(a[2].labelSpan == SourceSpan(start: 11, end: 16))
        #expect(try command("plot", "plot(s, t)")?.count == 2)
        #expect(try command("plot", "plot x -> rubberband(x, dimension: 300pt), 0pt..600pt")?.count == 2)
        #expect(try command("plot", "plot (s), t")?.count == 2)
        #expect(try parsed("save drawer  # keep", commands: tourCommands) == .command(CommandStatement(
            name: "save", nameSpan: SourceSpan(start: 0, end: 4),
            arguments: [CommandArgument(value: .word("drawer"), valueSpan: SourceSpan(start: 5, end: 11))], span: SourceSpan(start: 0, end: 11))))
        #expect(try command("set", "set digits 6")?.map(\.value) == [.word("digits"), .word("6")])
        // Words commands take words as typed, even what would not lex; quotes keep spaces and go.
        #expect(try command("help", "help 20pts")?.map(\.value) == [.word("20pts")])
        #expect(try command("save", "save \"my drawer\"")?.map(\.value) == [.word("my drawer")])
        #expect(try command("load", "load ../x # old")?.map(\.value) == [.word("../x")])
        guard case .assignment("plot", _) = try parsed("plot = 3", commands: tourCommands) else { Issue.record("plot ="); return }
        // `COMMAND( … ) =` defines a function of that name (which the notebook refuses
        // with a message); it is never the command.
        guard case .functionDefinition("plot", ["x"], _) = try parsed("plot(x) = x^2", commands: tourCommands) else { Issue.record("plot(x) ="); return }
        guard case .functionDefinition("help", ["x"], _) = try parsed("help(x) = 1", commands: tourCommands) else { Issue.record("help(x) ="); return }
        #expect(try command("plot", "plot(s) == s") != nil)
        guard case .expression = try parsed("plot.x", commands: tourCommands) else { Issue.record("plot.x"); return }
        #expect(try command("help", "help") == [])
        // `save = 1` binds; the word `save` followed by anything else is the command.
        guard case .assignment("save", _) = try parsed("save = 1", commands: tourCommands) else { Issue.record("save ="); return }
        #expect(try command("save", "save .hidden")?.map(\.value) == [.word(".hidden")])
    }

    @Test("export reads an expression, a word, then labelled arguments after a comma")
    func exportForm() throws {
        let plain = try #require(try command("export", "export spring(damping: 0.8, response: 0.4s) swiftui"))
        #expect(plain.count == 2)
        #expect(plain[0].expression != nil)
        #expect(plain[1].value == .word("swiftui") && plain[1].valueSpan == SourceSpan(start: 44, end: 51))
        let css = try #require(try command("export", "export s css, tolerance: 0.0005"))
        #expect(css.map(\.label) == [nil, nil, "tolerance"])
        #expect(css[1].value == .word("css"))
        #expect(try command("export", "export s")?.count == 1)
        #expect(try command("export", "export") == [])
        #expect(try command("export", "export s with damping: 1 css")?.count == 2)
        // Anything after the target other than a comma is a mistake, pointed at.
        #expect(throws: Diagnostic.self) { try parsed("export s css flutter", commands: tourCommands) }
    }

    @Test("pin takes the rest of the line as typed, without its comment")
    func textForm() throws {
        #expect(try command("pin", "pin plot s, t  # both")?.map(\.value) == [.text("plot s, t")])
        #expect(try command("pin", "pin   ") == [])
    }

    @Test("spans cover what they name")
    func spans() throws {
        let line = "spring(damping: 0.8, respons: 0.4s)"
        guard case .call(_, let arguments) = try expression(line).kind else { Issue.record("call"); return }
        #expect(arguments[1].labelSpan == markedSpan("                     ^^^^^^^"))
        #expect(arguments[1].value.span == markedSpan("                              ^^^^"))
        #expect(try expression("  400ms + 20pt").span == markedSpan("  ^^^^^^^^^^^^"))
    }

    @Test("`with` takes a list of member changes")
    func withChanges() throws {
        guard case .with(_, let changes) = try expression("s with velocity: 2, damping: 0.5").kind else { Issue.record("with"); return }
        #expect(changes.map(\.label) == ["velocity", "damping"])
        // In an argument list, a change list stops at a comma not followed by `label:`.
        guard case .call(_, let arguments) = try expression("f(s with velocity: 2, t)").kind else { Issue.record("call"); return }
        #expect(arguments.count == 2)
    }

    @Test("syntax errors point at the offending token", arguments: [
        ("1 +", "   ^"),
        ("(1, 2", "     ^"),
        ("f(1 2)", "    ^"),
        ("1 ) 2", "  ^"),
    ])
    func syntaxErrors(line: String, carets: String) {
        guard case .failure(let error) = Parser.parse(line, commands: .none) else { Issue.record("parsed"); return }
        #expect(error.span.start == markedSpan(carets).start, "\(error.message)")
    }

    @Test("deep nesting is refused, not a crash")
    func deepNesting() {
        let line = String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500)
        guard case .failure(let error) = Parser.parse(line, commands: .none) else { Issue.record("parsed"); return }
        #expect(error.message == Messages.nestedTooDeeply.text)
    }
}
