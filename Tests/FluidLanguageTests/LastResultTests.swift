import Testing
@testable import FluidLanguage

/// `ans` and `_`: the last result, as in numbat, IPython and Julia.
@Suite struct LastResultTests {
    @Test func ansAndUnderscoreAreTheLastValueComputed() {
        let i = Interpreter()
        #expect(run("1 + 2", "ans * 2", "_ + 1", in: i) == ["3", "6", "7"])
        #expect(run("x = 5pt", "ans * 2", in: i) == ["x = 5 pt", "10 pt"], "a binding's value is a result too")
        #expect(run("s = spring(damping: 0.8, response: 0.4s)", "s.damping = 0.6", "ans.damping", in: i).last == "0.6")
    }

    @Test func aFailingLineLeavesTheLastResult() {
        let i = Interpreter()
        run("40", in: i)
        #expect(diagnostic("1s + 1pt", in: i) != nil)
        #expect(output("ans", in: i) == "40")
    }

    @Test func beforeAnyResultAnsIsUnknownAndAUsersBindingWins() {
        let i = Interpreter()
        #expect(diagnostic("ans", in: i) != nil)
        run("ans = 7", "1 + 1", in: i)
        #expect(output("_", in: i) == "2")
        #expect(output("ans", in: i) == "7", "the user's own ans")
        #expect(i.bindings.map(\.name) == ["ans"], "the last result is not a binding")
    }
}
