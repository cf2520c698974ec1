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

    /// Labels come from each builtin's parameter table, the one its call binds with.
    @Test("every builtin offers its table's labels after its parenthesis")
    func labelsFromTables() {
        let fresh = Interpreter()
        for builtin in Builtins.ordered where !builtin.parameters.variadic {
            let offered = fresh.completions(forPrefix: builtin.name + "(")
            for label in builtin.parameters.labels {
                #expect(offered.contains(label + ":"), "\(builtin.name)( does not offer \(label):")
            }
        }
        #expect(interpreter.completions(forPrefix: "pauseDetector(tr, sp").filter { $0.hasSuffix(":") } == ["speed:"])
        #expect(interpreter.completions(forPrefix: "elasticScroll(tr, fa").filter { $0.hasSuffix(":") } == ["falloff:"])
    }

    /// Members after a dot come from the member tables.
    @Test("a decay's and a trace's members after a dot")
    func tableMembers() {
        let i = Interpreter()
        run("d = decay(1200pt/s, model: inertia)", "tr = trace([(0ms, 0pt), (16ms, 12pt)])", in: i)
        #expect(i.completions(forPrefix: "d.st") == ["d.stop"])
        #expect(i.completions(forPrefix: "d.po") == ["d.power"])
        #expect(i.completions(forPrefix: "tr.x") == [])
        #expect(i.completions(forPrefix: "tr.ve") == ["tr.velocities", "tr.velocity"])
    }

    /// The line editor replaces the whole dotted word under the cursor, so members come
    /// back as whole dotted words.
    @Test("members after a dot, by the value's kind, as whole dotted words")
    func members() {
        #expect(interpreter.completions(forPrefix: "s.st") == ["s.stiffness"])
        #expect(interpreter.completions(forPrefix: "s.").contains("s.settle"))
        #expect(interpreter.completions(forPrefix: "x = p.") == ["p.x", "p.y"])
        #expect(interpreter.completions(forPrefix: "swiftui.") == ["swiftui.bouncy", "swiftui.interactiveSpring", "swiftui.interpolatingSpring",
                                                                          "swiftui.smooth", "swiftui.snappy", "swiftui.spring"])
        #expect(interpreter.completions(forPrefix: "s.bou") == ["s.bounce", "s.bounciness"])
        #expect(interpreter.completions(forPrefix: "motion.spring(vi") == ["visualDuration:"])
        #expect(interpreter.completions(forPrefix: "android.stiffness.l") == ["android.stiffness.low"])
    }

    @Test("names, builtins and commands")
    func names() {
        #expect(interpreter.completions(forPrefix: "sp") == ["splineBasedDecay", "spread", "spring"])
        #expect(interpreter.completions(forPrefix: "pl") == ["play", "plot"])
        // Commands only at the start of a line.
        #expect(interpreter.completions(forPrefix: "x = pl") == [])
        #expect(interpreter.completions(forPrefix: "x = sq") == ["sqrt"])
    }
}
