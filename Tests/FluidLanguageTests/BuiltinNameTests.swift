import Testing
@testable import FluidLanguage

/// QA of issue 3: `rate = 0.99`, `velocity = 1200pt/s` and `talk = 3` are names a designer
/// reaches for first. Builtins stay unshadowable (a saved session prints `rate: fast`,
/// `model: talk` and `velocity(s, t)`, which must mean the same when loaded), so the
/// message says what the name is and offers names that work.
@Suite("Builtin names") struct BuiltinNameTests {
    @Test("binding a builtin name says what it is and offers names that work", arguments: [
        ("rate = 0.99", "'rate' is a builtin function and cannot be rebound; choose another name, like 'rate1' or 'myRate'"),
        ("velocity = 1200pt/s", "'velocity' is a builtin function and cannot be rebound; choose another name, like 'velocity1' or 'myVelocity'"),
        ("talk = 3", "'talk' is a builtin constant and cannot be rebound; choose another name, like 'talk1' or 'myTalk'"),
        ("motion = 1", "'motion' is a builtin family of presets and constructors and cannot be rebound; choose another name, like 'motion1' or 'myMotion'"),
    ])
    func message(line: String, message: String) {
        let interpreter = Interpreter()
        let error = diagnostic(line, in: interpreter)
        #expect(error?.message == message)
        #expect(error?.span.start == 0)
        // The failing line changed nothing, and both offered names are free.
        let name = String(line.prefix { $0 != " " })
        #expect(interpreter.value(of: name) == nil)
        let capitalised = name.prefix(1).uppercased() + name.dropFirst()
        run("\(name)1 = 1", "my\(capitalised) = 2", in: interpreter)
        #expect(interpreter.value(of: "\(name)1") != nil && interpreter.value(of: "my\(capitalised)") != nil)
    }

    @Test("the builtin still works after the refused binding")
    func builtinUnchanged() {
        let interpreter = Interpreter()
        _ = diagnostic("rate = 0.99", in: interpreter)
        let rate = number("rate(friction: 1)", in: interpreter)
        // Android's friction 1 is λ = 4.2/s: r = e^(−4.2/1000) = 0.99580880 (mpmath exp(-0.0042)).
        #expect(abs((rate ?? 0) - 0.9958088) < 1e-7)
    }
}
