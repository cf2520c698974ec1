import Foundation
import Testing
@testable import FluidLanguage

@Suite("Evaluation") struct EvaluationTests {
    @Test("arithmetic", arguments: [
        ("1 + 2 * 3", 7.0), ("2^3^2", 512), ("-2^2", -4), ("(1 + 2) * 3", 9), ("10 / 4", 2.5), ("2^-1", 0.5), ("-(3)", -3),
    ])
    func arithmetic(line: String, expected: Double) {
        #expect(number(line) == expected)
    }

    @Test("user functions, multi-parameter, seeing globals at call time")
    func functions() {
        let i = Interpreter()
        run("f(x) = x^0.7", "g(x, y) = x * y + k", "k = 1", in: i)
        #expect(number("f(600)", in: i) == Double.pow(600, 0.7))
        #expect(number("g(2, 3)", in: i) == 7)
        run("k = 10", in: i)
        #expect(number("g(2, 3)", in: i) == 16)
        #expect(diagnostic("g(1)", in: i)?.message == "'g' takes 2 arguments, got 1")
    }

    @Test("lambdas, called directly or through a name, capturing locals")
    func lambdas() {
        let i = Interpreter()
        run("sq = x -> x^2", "add = (x, y) -> x + y", "adder(a) = x -> x + a", "plus3 = adder(3)", in: i)
        #expect(number("sq(3)", in: i) == 9)
        #expect(number("add(1, 2)", in: i) == 3)
        #expect(number("plus3(4)", in: i) == 7)
        #expect(number("(x -> x * 2)(21)", in: i) == 42)
    }

    @Test("runaway recursion stops with a clear error at the call")
    func recursion() {
        let i = Interpreter()
        run("fact(n) = n * fact(n - 1)", in: i)
        let error = diagnostic("fact(3)", in: i)
        #expect(error?.message == "in fact: too many nested calls (more than 200); is a function calling itself forever? (`set calls N` raises the limit)")
        #expect(error?.span == markedSpan("^^^^^^^"))
    }

    @Test("lists, indexing, points with vector arithmetic, ranges")
    func collections() {
        let i = Interpreter()
        run("xs = [1, 2, 3]", "p = (10pt, 20pt)", "q = (1pt, 2pt)", in: i)
        #expect(number("xs[0]", in: i) == 1)
        #expect(number("xs.count", in: i) == 3)
        #expect(diagnostic("xs[3]", in: i)?.message == "index 3 is out of range; the list has 3 elements")
        #expect(output("p + q", in: i) == "(11 pt, 22 pt)")
        #expect(output("p - q", in: i) == "(9 pt, 18 pt)")
        #expect(output("2 * p", in: i) == "(20 pt, 40 pt)")
        #expect(output("p / 2", in: i) == "(5 pt, 10 pt)")
        #expect(output("-p", in: i) == "(-10 pt, -20 pt)")
        #expect(number("p.y", in: i) == 20)
        #expect(output("0pt..600pt", in: i) == "0 pt … 600 pt")
        #expect(output("p with x: 0pt", in: i) == "(0 pt, 20 pt)")
        #expect(output(#""a\"b" + "c""#, in: i) == #""a\"bc""#)
        #expect(output("1s < 2s", in: i) == "true")
    }

    @Test("a failing line changes no binding")
    func rollback() {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", "x = 1", in: i)
        let before = i.sourceText("s")
        #expect(diagnostic("s.damping = -1", in: i) != nil)
        #expect(diagnostic("x = 1 + 1pt", in: i) != nil)
        #expect(diagnostic("y = nope", in: i) != nil)
        #expect(i.sourceText("s") == before)
        #expect(number("x", in: i) == 1)
        #expect(i.value(of: "y") == nil)
        #expect(i.bindings.map(\.name) == ["s", "x"])
    }

    @Test("results that are not finite numbers are errors at their span, never bound")
    func notFinite() {
        let i = Interpreter()
        let error = diagnostic("x = 1 + 1/0", in: i)
        #expect(error?.message == "result is not a finite number")
        #expect(error?.span == markedSpan("        ^^^"))
        #expect(i.value(of: "x") == nil)
        #expect(diagnostic("sqrt(-1)")?.message == "result is not a finite number")
        #expect(diagnostic("ln(0)")?.span == markedSpan("^^^^^"))
    }

    @Test("builtin names cannot be rebound")
    func reserved() {
        #expect(diagnostic("spring = 3")?.message == "'spring' is a builtin function and cannot be rebound; choose another name, like 'spring1' or 'mySpring'")
        #expect(diagnostic("pi(x) = x")?.span == markedSpan("^^"))
    }

    @Test("commands are parsed, not executed")
    func commands() {
        let i = Interpreter(commands: tourCommands)
        #expect(diagnostic("plot 1", in: i)?.message == "'plot' is a command; the notebook runs it")
    }

    @Test("bindings keep definition order when re-bound")
    func bindingOrder() {
        let i = Interpreter()
        run("a = 1", "b = 2", "a = 3", in: i)
        #expect(i.bindings.map(\.name) == ["a", "b"])
    }

    @Test("call runs a function value with positional arguments")
    func callAPI() throws {
        let i = Interpreter()
        run("f(x) = 2 * x", in: i)
        guard case .function(let f)? = i.value(of: "f") else { Issue.record("f"); return }
        guard case .number(let q) = try i.call(f, [.number(Quantity(21))]) else { Issue.record("not a number"); return }
        #expect(q.value == 42)
        #expect(f.arity == 1)
    }
}

extension Double {
    /// C's pow, as the language's `^` computes it.
    static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
}

private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
