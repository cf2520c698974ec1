import Testing
@testable import FluidLanguage

@Suite("Completions") struct CompletionTests {
    let interpreter: Interpreter = {
        let i = Interpreter(commands: tourCommands)
        run("s = spring(damping: 0.8, response: 0.4s)", "spread = 3", "p = (1pt, 2pt)", in: i)
        return i
    }()

    @Test("argument labels inside spring(")
    func springArguments() {
        #expect(interpreter.completions(forPrefix: "spring(da") == ["damping:", "dampingRatio:"])
        #expect(interpreter.completions(forPrefix: "t = spring(damping: 0.8, re").filter { $0.hasSuffix(":") } == ["response:"])
        #expect(interpreter.completions(forPrefix: "project(1200pt/s, ra").contains("rate:"))
    }

    @Test("members after a dot, by the value's kind")
    func members() {
        #expect(interpreter.completions(forPrefix: "s.st") == ["stiffness"])
        #expect(interpreter.completions(forPrefix: "s.").contains("settle"))
        #expect(interpreter.completions(forPrefix: "p.") == ["x", "y"])
        #expect(interpreter.completions(forPrefix: "swiftui.") == ["bouncy", "smooth", "snappy"])
        #expect(interpreter.completions(forPrefix: "android.stiffness.l") == ["low"])
    }

    @Test("names, builtins and commands")
    func names() {
        #expect(interpreter.completions(forPrefix: "sp") == ["spread", "spring"])
        #expect(interpreter.completions(forPrefix: "pl") == ["play", "plot"])
        // Commands only at the start of a line.
        #expect(interpreter.completions(forPrefix: "x = pl") == [])
        #expect(interpreter.completions(forPrefix: "x = sq") == ["sqrt"])
    }
}
