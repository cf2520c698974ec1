import Testing
@testable import FluidLanguage

/// QA of issue 3: a designer types a platform's own words into the generic `spring(...)`
/// (or into the wrong platform's constructor) and is told which constructor takes them,
/// instead of "no argument 'visualDuration'".
@Suite("Spring forms that belong to another constructor") struct SpringFormElsewhereTests {
    @Test("a platform's words in spring(...) or another platform's constructor name the constructor that takes them", arguments: [
        ("spring(response: 0.3s, dampingRatio: 0.8)",
         "spring has no form with 'response', 'dampingRatio'; use swiftui.spring(response:, dampingRatio:)"),
        ("spring(visualDuration: 0.3s, bounce: 0.2)",
         "spring has no form with 'visualDuration', 'bounce'; use motion.spring(visualDuration:, bounce: 0.3)"),
        ("spring(frequency: 0.3s, damping: 0.8)",
         "spring has no form with 'frequency', 'damping'; use reactspring.spring(frequency:, damping: 1, mass: 1)"),
        ("spring(settlingDuration: 1s, dampingRatio: 0.8)",
         "spring has no form with 'settlingDuration', 'dampingRatio'; use swiftui.spring(settlingDuration:, dampingRatio:, epsilon: 0.001)"),
        ("spring(perceptualDuration: 0.4s, bounce: 0.2, velocity: 1)",
         "spring has no form with 'perceptualDuration', 'bounce'; use coreanimation.spring(perceptualDuration:, bounce:)"),
        ("uikit.spring(dampingRatio: 0.8, response: 0.3s)",
         "uikit.spring has no form with 'dampingRatio', 'response'; use swiftui.spring(response:, dampingRatio:)"),
    ])
    func namesTheConstructor(line: String, message: String) {
        let error = diagnostic(line)
        #expect(error?.message == message)
        #expect(error?.span == SourceSpan(start: 0, end: line.count))
    }

    @Test("the constructor the message names takes the same arguments")
    func suggestionRuns() {
        let interpreter = Interpreter()
        #expect(number("swiftui.spring(response: 0.3s, dampingRatio: 0.8).stiffness", in: interpreter) != nil)
        #expect(number("motion.spring(visualDuration: 0.3s, bounce: 0.2).stiffness", in: interpreter) != nil)
    }

    @Test("an incomplete generic form still lists spring's forms, not a constructor whose every argument has a default")
    func incompleteGenericForm() {
        for line in ["spring(damping: 0.8)", "spring(stiffness: 200)"] {
            let error = diagnostic(line)
            #expect(error?.message.hasPrefix("no spring form takes exactly") == true, "\(line): \(error?.message ?? "no error")")
            #expect(error?.help?.hasPrefix("spring takes one of these sets of named arguments") == true)
        }
    }

    @Test("a misspelled word still gets its did-you-mean")
    func typoStillSuggested() {
        #expect(diagnostic("spring(damping: 0.8, respons: 0.4s)")?.message == "no argument 'respons'; did you mean 'response'?")
    }
}
