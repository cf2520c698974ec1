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

    /// The line editor replaces the whole dotted word under the cursor, so members come
    /// back as whole dotted words.
    @Test("members after a dot, by the value's kind, as whole dotted words")
    func members() {
        #expect(interpreter.completions(forPrefix: "s.st") == ["s.stiffness"])
        #expect(interpreter.completions(forPrefix: "s.").contains("s.settle"))
        #expect(interpreter.completions(forPrefix: "x = p.") == ["p.x", "p.y"])
        #expect(interpreter.completions(forPrefix: "swiftui.") == ["swiftui.bouncy", "swiftui.interactiveSpring", "swiftui.smooth", "swiftui.snappy", "swiftui.spring"])
        #expect(interpreter.completions(forPrefix: "s.bou") == ["s.bounce", "s.bounciness"])
        #expect(interpreter.completions(forPrefix: "framer.spring(vi") == ["visualDuration:"])
        #expect(interpreter.completions(forPrefix: "android.stiffness.l") == ["android.stiffness.low"])
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
