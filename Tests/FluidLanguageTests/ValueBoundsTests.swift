import Foundation
import Testing
@testable import FluidLanguage

/// Values built line after line stay within the depth and element limits, whatever builds
/// them (lists, closures, differences, builtins that sample), and every limit is a setting.
@Suite struct ValueBoundsTests {
    @Test("lists nested line after line stop at the depth limit and still print and save")
    func nestedLists() {
        let i = Interpreter()
        run("a = [1]", in: i)
        var refused: Diagnostic?
        for _ in 0..<1_100 { if let error = diagnostic("a = [a]", in: i) { refused = error; break } }
        #expect(refused?.message == Messages.nestedTooDeep(Limits.standard.depth).text)
        #expect(refused?.message.contains("set depth") == true)
        let depth = Limits.exact.measure(i.value(of: "a")!).depth
        #expect(depth == Limits.standard.depth, "a nests \(depth) levels")
        #expect(i.format(i.value(of: "a")!).hasPrefix("[[[["))
        #expect(i.sourceText("a")?.count ?? 0 > 2 * Limits.standard.depth)
    }

    @Test("closures wrapping closures stop at the depth limit; doubling closures stop at the element limit")
    func closures() {
        let i = Interpreter()
        run("f = x -> x", "wrap(g) = x -> g(x)", "twice(g, h) = x -> g(x) + h(x)", "d = x -> x", in: i)
        var wrapError: Diagnostic?
        for _ in 0..<1_100 { if let error = diagnostic("f = wrap(f)", in: i) { wrapError = error; break } }
        #expect(wrapError?.message == "in wrap: " + Messages.nestedTooDeep(Limits.standard.depth).text)
        var lines = 0
        var doubleError: Diagnostic?
        for _ in 0..<60 {
            if let error = diagnostic("d = twice(d, d)", in: i) { doubleError = error; break }
            lines += 1
        }
        // w(0) = 1, w(n) = 1 + 2 w(n−1) = 2^(n+1) − 1 passes 10^6 at n = 19.
        #expect(lines == 18)
        #expect(doubleError?.message == "in twice: " + Messages.valueTooLarge(Limits.standard.elements).text)
    }

    @Test("differences of differences stop at 64 motions")
    func differences() {
        let i = Interpreter()
        run("s = spring(damping: 0.5, response: 0.4s)", "d = s - s", in: i)
        var lines = 0
        while diagnostic("d = d - d", in: i) == nil, lines < 100 { lines += 1 }
        #expect(lines == 5, "2 motions doubled 5 times is 64")
        #expect(diagnostic("d = d - s", in: i)?.message == Messages.differenceTooLarge(DifferenceValue.maximumParts).text)
    }

    @Test("gesture builtins check the element limit before sampling", arguments: [
        "adaptiveButton(down: [0ms], up: [1e300ms])",
        "calculatorButton(down: [0ms], up: [1e300ms])",
        "adaptiveButton(down: [0ms], up: [1e6s])",
    ])
    func gestureSampling(line: String) {
        #expect(diagnostic(line, in: Interpreter())?.message.contains("the limit is 1000000 per value") == true)
    }

    @Test("raised limits take effect: steps, calls, elements and depth")
    func raisedLimits() {
        let i = Interpreter()
        i.settings.limits.depth = 2_000
        i.settings.limits.calls = 1_000
        run("a = [1]", in: i)
        for _ in 0..<1_500 { run("a = [a]", in: i) }
        #expect(Limits.exact.measure(i.value(of: "a")!).depth == 1_500)
        run("g1(x) = x + 1", in: i)
        for n in 2...900 { run("g\(n)(x) = g\(n - 1)(x) + 1", in: i) }
        #expect(number("g900(0)", in: i) == 900)
        i.settings.limits.steps = 10
        #expect(diagnostic("1 + 2 + 3 + 4 + 5 + 6", in: i)?.message == Messages.stepBudgetExceeded(10).text)
        i.settings.limits.elements = 3
        #expect(diagnostic("[1, 2, 3, 4]", in: i)?.message == Messages.listTooLarge(3).text)
    }
}
