import Testing
@testable import FluidLanguage

/// Every limit stops the line with a message that names the limit and what to do, and the
/// line changes nothing.
@Suite struct LimitTests {
    @Test("a line that would take more than the step budget stops, naming the budget")
    func stepBudget() {
        let i = Interpreter()
        // d1(x) = x + x; dN(x) = dN-1(x) + dN-1(x): dN(1) = 2^N and takes more than 2^N steps,
        // so d21 (about 4 million steps) passes the 2,000,000-step budget and d16 does not.
        run("d1(x) = x + x", in: i)
        for n in 2...21 { run("d\(n)(x) = d\(n - 1)(x) + d\(n - 1)(x)", in: i) }
        #expect(number("d16(1)", in: i) == 65536)
        run("before = 1", in: i)
        let error = diagnostic("before = d21(1)", in: i)
        #expect(error?.message == "in d21: " + Messages.stepBudgetExceeded(Limits.standard.steps).text)
        #expect(Messages.stepBudgetExceeded(Limits.standard.steps).text.contains("\(Limits.standard.steps) steps"))
        #expect(Messages.stepBudgetExceeded(Limits.standard.steps).text.contains("split the work"))
        #expect(number("before", in: i) == 1, "the failed line changed the binding")
    }

    @Test("nested lists are counted through: the fifth tenfold nesting passes a million elements")
    func listElements() {
        let i = Interpreter()
        run("x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", in: i)
        // Holding 10 lists of weight w gives 10 + 10 w: 110, 1110, 11110, 111110, 1111110.
        for _ in 1...4 { run("x = [x, x, x, x, x, x, x, x, x, x]", in: i) }
        #expect(weight(i.value(of: "x")!) == 111_110)
        let error = diagnostic("x = [x, x, x, x, x, x, x, x, x, x]", in: i)
        #expect(error?.message == Messages.listTooLarge(Limits.standard.elements).text)
        #expect(error?.span == markedSpan("    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"))
        #expect(weight(i.value(of: "x")!) == 111_110, "the failed line changed x")
    }

    @Test("doubling a shared list stops at the limit, without walking the 2^24 elements it would have")
    func sharedListsAreNotWalkedPastTheLimit() {
        let i = Interpreter()
        run("x = [1]", in: i)
        var failures = 0
        for _ in 0..<24 where diagnostic("x = [x, x]", in: i) != nil { failures += 1 }
        // Weight after n doublings: w(0) = 1, w(n) = 2 + 2 w(n−1) = 3 · 2^n − 2, which passes
        // 10^6 at n = 19 (1,572,862); 18 doublings (786,430) are allowed.
        #expect(failures == 24 - 18)
        #expect(weight(i.value(of: "x")!) <= Limits.standard.elements)
    }

    @Test("strings stop growing at the limit")
    func textLength() {
        let i = Interpreter()
        run("t = \"abcdefghij\"", in: i)
        for _ in 1...16 { run("t = t + t", in: i) }   // 10 · 2^16 = 655,360 characters
        let error = diagnostic("t = t + t", in: i)
        #expect(error?.message == Messages.textTooLong(Limits.standard.elements).text)
        if case .string(let t)? = i.value(of: "t") { #expect(t.utf8.count == 655_360) } else { Issue.record("t is not a string") }
        #expect(diagnostic("[t, t]", in: i)?.message == Messages.listTooLarge(Limits.standard.elements).text)
    }

    @Test("a line longer than the limit is refused before it is lexed")
    func lineLength() {
        let long = "1 + " + String(repeating: "1", count: Limits.lineLength)
        if case .failure(let error) = Parser.parse(long) {
            #expect(error.message == Messages.lineTooLong.text)
        } else {
            Issue.record("a line of \(long.count) characters parsed")
        }
        #expect(Limits.problem(withLine: String(repeating: "1", count: Limits.lineLength)) == nil)
        #expect(Messages.lineTooLong.text.contains("split it"))
    }

    /// The elements a value holds, as the limit counts them.
    private func weight(_ value: Value) -> Int { Limits.standard.measure(value).weight }
}
