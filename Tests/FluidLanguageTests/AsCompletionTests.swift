import Testing
@testable import FluidLanguage

/// QA of issue 3: `s as ` then Tab listed every name in the notebook (pi, sqrt, trace, …)
/// instead of the spring families `as` takes.
@Suite("Completion after as") struct AsCompletionTests {
    let interpreter: Interpreter = {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", "alias = 1", in: i)
        return i
    }()

    @Test("after 'as' Tab offers the spring families")
    func families() {
        #expect(interpreter.completions(forPrefix: "s as ") == SpringFamilies.familyNames.sorted())
        #expect(interpreter.completions(forPrefix: "s as mo") == ["motion"])
        #expect(interpreter.completions(forPrefix: "t = s  as  re") == ["reactnative", "reactspring", "rebound"])
        #expect(interpreter.completions(forPrefix: "s as ").contains("pi") == false)
    }

    @Test("a name ending in 'as' is not the keyword")
    func notTheKeyword() {
        // After a name ending in "as", every name is offered, as anywhere else.
        #expect(interpreter.completions(forPrefix: "x = alias ").contains("pi"))
        #expect(interpreter.completions(forPrefix: "x = alias + al") == ["alias"])
    }
}
