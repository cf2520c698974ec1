import Foundation
import Testing
@testable import FluidLanguage

/// Evaluation runs on a kept large-stack thread (or a fresh one when that is busy): deep
/// recursion is decided by `Limits.standard.calls`, whatever thread the caller is on, and
/// interpreters used at once from several threads do not mix their lines.
@Suite struct EvaluationThreadTests {
    /// `f1(x) = x + 1`, `f2(x) = f1(x) + 1`, … `fN`: calling `fN(0)` nests N calls and gives N.
    static func chain(_ count: Int, in interpreter: Interpreter) {
        run("f1(x) = x + 1", in: interpreter)
        for n in 2...count { run("f\(n)(x) = f\(n - 1)(x) + 1", in: interpreter) }
    }

    @Test("the deepest legal nesting runs from a caller with a 256 KiB stack")
    func deepNestingFromASmallStack() {
        let interpreter = Interpreter()
        Self.chain(Limits.standard.calls + 1, in: interpreter)
        let box = ResultBox(interpreter)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.deepest = number("f\(Limits.standard.calls)(0)", in: box.interpreter)
            box.tooDeep = diagnostic("f\(Limits.standard.calls + 1)(0)", in: box.interpreter)?.message
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        #expect(box.deepest == Double(Limits.standard.calls))
        #expect(box.tooDeep == "in f\(Limits.standard.calls + 1): " + Messages.recursionTooDeep(Limits.standard.calls).text)
    }

    @Test("eight interpreters evaluating at once each get their own answers")
    func concurrentInterpreters() async {
        let answers = await withTaskGroup(of: (Int, [Double?]).self) { group in
            for worker in 0..<8 {
                group.addTask {
                    let interpreter = Interpreter()
                    run("k = \(worker)", in: interpreter)
                    return (worker, (0..<50).map { number("k * 1000 + \($0)", in: interpreter) })
                }
            }
            var all: [Int: [Double?]] = [:]
            for await (worker, values) in group { all[worker] = values }
            return all
        }
        for worker in 0..<8 {
            #expect(answers[worker] == (0..<50).map { Double(worker * 1000 + $0) })
        }
    }

    @Test("a plot's sampling runs every input in one hand-over")
    func samplingRunsOnTheEvaluationThread() throws {
        let interpreter = Interpreter()
        run("g(x) = x^2", in: interpreter)
        guard case .function(let g)? = interpreter.value(of: "g") else { Issue.record("g is not a function"); return }
        let results = interpreter.sample(g, at: (0..<5).map { .number(Quantity(Double($0))) })
        let values = results.map { result -> Double? in
            if case .success(.number(let q)) = result { return q.value } else { return nil }
        }
        #expect(values == [0, 1, 4, 9, 16])
    }
}

/// Hands the interpreter to the test thread and the answers back (the test waits on a
/// semaphore, so one thread at a time touches it).
private final class ResultBox: @unchecked Sendable {
    let interpreter: Interpreter
    init(_ interpreter: Interpreter) { self.interpreter = interpreter }
    var deepest: Double?
    var tooDeep: String?
}
