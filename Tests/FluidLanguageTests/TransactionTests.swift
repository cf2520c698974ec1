import Testing
@testable import FluidLanguage

/// `Interpreter.transaction` undoes what a failing body changed (values, definitions and
/// their reverse index, the order of the bindings), through nested transactions, from a
/// journal of changes rather than copies of every binding.
@Suite("Transactions: a failing one changes nothing")
struct TransactionTests {
    struct Stop: Error {}

    static func number(_ interpreter: Interpreter, _ name: String) -> Double? {
        if case .number(let q)? = interpreter.value(of: name) { return q.value }
        return nil
    }

    @Test func aFailingTransactionPutsEverythingBack() throws {
        let i = Interpreter()
        for line in ["a = 1", "b = a + 1", "c = 5", "f(x) = x + a"] { _ = try i.run(line) }
        #expect(throws: Diagnostic.self) {
            try i.transaction { () throws(Diagnostic) in
                _ = try i.run("a = 10")          // an inner transaction that succeeds: b is made again
                #expect(Self.number(i, "b") == 11)
                _ = try i.run("n = 3")           // a new name
                _ = try i.run("c = a * 2")       // c now reads a
                _ = i.remove("b")                // and one removed
                throw Diagnostic("stop", SourceSpan(start: 0, end: 0))
            }
        }
        #expect(i.bindings.map(\.name) == ["a", "b", "c", "f"])
        #expect(Self.number(i, "a") == 1 && Self.number(i, "b") == 2 && Self.number(i, "c") == 5)
        #expect(i.value(of: "n") == nil)
        // The definitions and who reads what are as before: a change to a remakes b, not c.
        let execution = try i.run("a = 2")
        #expect(execution.dependents.compactMap(\.name) == ["b"])
        #expect(Self.number(i, "b") == 3 && Self.number(i, "c") == 5)
        #expect(i.definition(of: "c")?.reads.isEmpty == true)
    }

    @Test func aSucceedingTransactionKeepsItsChangesAndForgetsItsJournal() throws {
        let i = Interpreter()
        _ = try i.run("a = 1")
        try i.transaction { () throws(Diagnostic) in
            _ = try i.run("a = 4")
            _ = try i.run("z = a * 3")
        }
        #expect(Self.number(i, "z") == 12)
        #expect(i.journal.records.isEmpty && !i.journal.isRecording)
        // Outside a transaction nothing is recorded.
        _ = try i.run("a = 5")
        #expect(i.journal.records.isEmpty)
        #expect(Self.number(i, "z") == 15)
    }

    /// A dependent that fails rolls back its own binding line (the transaction `bind` opens).
    @Test func aFailingDependentRollsBackTheLine() throws {
        let i = Interpreter()
        for line in ["d = 0.8", "s = spring(damping: d, response: 0.4s)", "e = d + 1"] { _ = try i.run(line) }
        #expect(throws: Diagnostic.self) { try i.run("d = 200ms") }
        #expect(Self.number(i, "d") == 0.8 && Self.number(i, "e") == 1.8)
        #expect(i.bindings.map(\.name) == ["d", "s", "e"])
    }
}
