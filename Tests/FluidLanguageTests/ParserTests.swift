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

    @Test("commands: `plot s, t` and `plot(s, t)` both; `plot = 3` and `plot(x) = …` bind the name")
    func commands() throws {
        guard case .command("plot", .expressions(let a), _) = try parsed("plot s, t, width: 60", commands: tourCommands) else { Issue.record("plot"); return }
        #expect(a.map(\.label) == [nil, nil, "width"])
        guard case .command("plot", .expressions(let b), _) = try parsed("plot(s, t)", commands: tourCommands) else { Issue.record("plot()"); return }
        #expect(b.count == 2)
        guard case .command("plot", .expressions(let c), _) = try parsed("plot x -> rubberband(x, dimension: 300pt), 0pt..600pt", commands: tourCommands) else { Issue.record("plot λ"); return }
        #expect(c.count == 2)
        guard case .command("plot", .expressions(let d), _) = try parsed("plot (s), t", commands: tourCommands) else { Issue.record("plot (s), t"); return }
        #expect(d.count == 2)
        #expect(try parsed("save drawer  # keep", commands: tourCommands) == .command(name: "save", arguments: .words("drawer"), span: SourceSpan(start: 0, end: 11)))
        #expect(try parsed("set digits 6", commands: tourCommands) == .command(name: "set", arguments: .words("digits 6"), span: SourceSpan(start: 0, end: 12)))
        // Words commands take raw text, even what would not lex.
        #expect(try parsed("help 20pts", commands: tourCommands) == .command(name: "help", arguments: .words("20pts"), span: SourceSpan(start: 0, end: 10)))
        guard case .assignment("plot", _) = try parsed("plot = 3", commands: tourCommands) else { Issue.record("plot ="); return }
        // `COMMAND( … ) =` defines a function of that name (which the notebook refuses
        // with a message); it is never the command.
        guard case .functionDefinition("plot", ["x"], _) = try parsed("plot(x) = x^2", commands: tourCommands) else { Issue.record("plot(x) ="); return }
        guard case .functionDefinition("help", ["x"], _) = try parsed("help(x) = 1", commands: tourCommands) else { Issue.record("help(x) ="); return }
        guard case .command("plot", _, _) = try parsed("plot(s) == s", commands: tourCommands) else { Issue.record("plot(s) =="); return }
        guard case .expression = try parsed("plot.x", commands: tourCommands) else { Issue.record("plot.x"); return }
        #expect(try parsed("help", commands: tourCommands) == .command(name: "help", arguments: .words(""), span: SourceSpan(start: 0, end: 4)))
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
        #expect(error.message == Messages.nestedTooDeeply)
    }
}
