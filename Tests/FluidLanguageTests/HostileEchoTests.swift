import Foundation
import HangGuard
import Testing
@testable import FluidLanguage

/// What a hostile line or file holds never comes back whole in a message, and a wide or
/// doubled value costs what its text costs, not what its paths through shared parts cost.
@Suite("hostile input in messages and printing")
struct HostileEchoTests {
    @Test("a long name or path is shortened in the message that repeats it")
    func longNamesAreShortened() throws {
        let name = String(repeating: "q", count: 50_000)
        let message = try #require(diagnostic(name)).message
        #expect(message.count < 200, "\(message.prefix(300))")
        #expect(message.contains("(50000 characters)"), "\(message)")
        let interpreter = Interpreter()
        interpreter.readFile = { _ in "" }
        let path = String(repeating: "a", count: 5_000)
        let refused = try #require(diagnostic("trace(\"\(path)\")", in: interpreter)).message
        #expect(refused.count < 250, "\(refused.prefix(300))")
        #expect(refused.contains("a path is at most 4096 bytes"), "\(refused)")
    }

    @Test("a header of half a million columns is refused at once, without repeating it")
    func wideHeader() {
        let header = "t (ms)," + (0..<500_000).map { "c\($0)" }.joined(separator: ",")
        // The columns are counted, not parsed, and the message counts them rather than
        // naming them: it is one line, whatever the header's width.
        let parsed = HangGuard.run { TraceCSV.parse(header + "\n0," + String(repeating: "1,", count: 10) + "\n", file: "wide.csv", column: nil) }
        guard let parsed else {
            Issue.record("a 500,000-column header was not refused in \(HangGuard.seconds) s")
            return
        }
        guard case .failure(let error) = parsed else {
            Issue.record("a 500,000-column header was accepted")
            return
        }
        #expect(error.message.text == "wide.csv:1: the header has 500001 columns; a trace file may have at most 10000 (keep the time and the value columns)")
        guard case .failure(let noValue) = TraceCSV.parse("t (ms)," + (0..<5_000).map { "c\($0)" }.joined(separator: ",") + "\n", file: "w.csv", column: nil) else {
            Issue.record("a header without a value column was accepted")
            return
        }
        #expect(noValue.message.text.count < 300, "\(noValue.message.text.prefix(400))")
    }

    @Test("a list doubled line by line prints its text once per level, the same text as before")
    func doubledListPrints() throws {
        let interpreter = Interpreter()
        run("x = [1, 2pt]", in: interpreter)
        for _ in 0..<17 { run("x = [x, x]", in: interpreter) }
        // The text's length (each level twice its child's, plus four) is the bound on the
        // work checked below; the guard only turns a run that would not end into a failure.
        let value = interpreter.value(of: "x")!
        let text = try #require(HangGuard.run { interpreter.format(value) }, "formatting a list doubled 17 times took over \(HangGuard.seconds) s")
        // Each level is "[" + child + ", " + child + "]": the length doubles plus 4.
        var expected = "[1, 2 pt]".count
        for _ in 0..<17 { expected = 2 * expected + 4 }
        #expect(text.count == expected)
        #expect(text.hasPrefix("[[[[") && text.hasSuffix("[1, 2 pt], [1, 2 pt]" + String(repeating: "]", count: 17)))
        let mixed = output("[[1], [1], [2]]")
        #expect(mixed == "[[1], [1], [2]]")
    }
}
