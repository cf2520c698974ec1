import Testing
@testable import FluidLanguage

/// A binding that reads another is made again when that one changes, in dependency order;
/// a change that would break a dependent, or close a circle, changes nothing.
@Suite struct LiveDependencyTests {
    /// Runs the lines; returns the last execution.
    @discardableResult
    static func run(_ interpreter: Interpreter, _ lines: String...) throws -> Execution {
        var last: Execution?
        for line in lines { last = try interpreter.run(line) }
        return try #require(last)
    }

    static func number(_ interpreter: Interpreter, _ name: String) -> Double? {
        if case .number(let q)? = interpreter.value(of: name) { return q.value }
        return nil
    }

    @Test func dependentsAreMadeAgainAndShownInOrder() throws {
        let i = Interpreter()
        try Self.run(i, "d = 0.8", "s = spring(damping: d, response: 0.4s)", "t = s.settle")
        let before = try #require(Self.number(i, "t"))
        let execution = try Self.run(i, "d = 0.5")
        #expect(execution.dependents.map(\.name) == ["s", "t"])
        #expect(execution.dependents[0].shown.first?.plain == "s = spring(damping: 0.5, response: 400 ms)")
        let after = try #require(Self.number(i, "t"))
        #expect(after > before, "a lower damping ratio settles later: \(before) → \(after)")
    }

    @Test func aDiamondIsMadeOnceEachAfterWhatItReads() throws {
        let i = Interpreter()
        try Self.run(i, "a = 1", "b = a + 1", "c = a * 2", "e = b + c")
        let execution = try Self.run(i, "a = 10")
        let order = execution.dependents.compactMap(\.name)
        #expect(order.count == 3 && Set(order) == ["b", "c", "e"] && order.last == "e")
        #expect(Self.number(i, "e") == 31)
    }

    @Test func aDependentThatWouldFailChangesNothingAndIsNamed() throws {
        let i = Interpreter()
        try Self.run(i, "d = 0.8", "s = spring(damping: d, response: 0.4s)", "t = s.settle")
        let settle = Self.number(i, "t")
        #expect(throws: Diagnostic.self) { try i.run("d = \"soft\"") }
        do {
            _ = try i.run("d = 200ms")
            Issue.record("a time is not a damping ratio")
        } catch {
            #expect(error.message.hasPrefix("s depends on this and would fail ("), "\(error.message)")
            #expect(error.help?.contains("s = spring(damping: d, response: 0.4s)") == true)
        }
        #expect(Self.number(i, "d") == 0.8, "d kept")
        #expect(Self.number(i, "t") == settle, "t kept")
    }

    @Test func aCircleIsRefused() throws {
        let i = Interpreter()
        try Self.run(i, "a = 1", "b = a + 1", "c = b * 2")
        do {
            _ = try i.run("a = c")
            Issue.record("a circle was accepted")
        } catch {
            #expect(error.message.contains("(a → c → b → a)"), "\(error.message)")
        }
        #expect(Self.number(i, "a") == 1)
    }

    @Test func aLineThatReadsItsBindingUpdatesItInPlace() throws {
        let i = Interpreter()
        try Self.run(i, "n = 1", "x = n * 2", "x = x + 1", "s = spring(damping: 0.8, response: n * 0.4s)", "s.damping = 0.5")
        try Self.run(i, "n = 5")
        #expect(Self.number(i, "x") == 11, "x = n * 2, then + 1")
        guard case .spring(let s)? = i.value(of: "s") else { Issue.record("s"); return }
        #expect(s.spring.dampingRatio == 0.5, "the member change is kept")
        #expect(abs(s.spring.response - 2) < 1e-12, "and the response follows n")
        #expect(i.definition(of: "x")?.lines.map(\.source) == ["x = n * 2", "x = x + 1"])
        // A line that does not read x starts its definition anew.
        try Self.run(i, "x = 3")
        #expect(i.definition(of: "x")?.lines.map(\.source) == ["x = 3"])
    }

    @Test func functionsCarryDependenciesToTheirCallers() throws {
        let i = Interpreter()
        try Self.run(i, "k = 2", "f(x) = x * k", "y = f(3)")
        let execution = try Self.run(i, "k = 5")
        #expect(execution.dependents.map(\.name) == ["y"], "f is not shown again: its text is the same")
        #expect(Self.number(i, "y") == 15)
    }

    @Test func lambdaParametersAndLabelsAreNotReads() throws {
        let i = Interpreter()
        try Self.run(i, "x = 1", "damping = 0.2", "g = (x) -> x * 2", "s = spring(damping: 0.8, response: 0.4s)")
        try Self.run(i, "x = 7")
        #expect(i.definition(of: "g")?.reads.isEmpty == true)
        #expect(i.definition(of: "s")?.reads.isEmpty == true)
    }
}
