import Foundation
import Testing

/// Values built over many lines (lists in lists, closures wrapping closures, differences of
/// differences, shared halves doubling) stop at a limit with a message, and never take the
/// process down with a signal: in `fluid run` and in the prompt fed by a pipe.
@Suite struct DeepValueTests {
    /// Scripts that nest one level per line, `count` lines deep.
    static func scripts(_ count: Int) -> [(name: String, lines: [String], message: String)] {
        [
            ("lists", ["a = [1]"] + Array(repeating: "a = [a]", count: count) + ["a"], "nest more than 1000 levels"),
            ("closures", ["f = x -> x", "wrap(g) = x -> g(x)"] + Array(repeating: "f = wrap(f)", count: count) + ["f(1)"],
             "nest more than 1000 levels"),
            ("differences", ["s = spring(damping: 0.5, response: 0.4s)", "d = s - s"] + Array(repeating: "d = d - s", count: count) + ["d"],
             "more than 64 motions"),
            ("doubling closures", ["f = x -> x", "twice(g, h) = x -> g(x) + h(x)"] + Array(repeating: "f = twice(f, f)", count: count) + ["f(1)"],
             "more than 1000000 elements"),
        ]
    }

    @Test("scripts nesting 5,000 and 50,000 lines deep stop with the limit's message, not a signal",
          arguments: [5_000, 50_000])
    func deepScriptsStop(count: Int) throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // At 50,000 lines the two kinds that nest (not the ones that stop within 20 lines).
        for script in Self.scripts(count).prefix(count > 5_000 ? 2 : 4) {
            let file = folder.appendingPathComponent("deep.fluid")
            try (script.lines.joined(separator: "\n") + "\nsave deep\n").write(to: file, atomically: true, encoding: .utf8)
            let result = try FluidProcess.run(["run", "--sessions", folder.path, file.path], directory: folder)
            #expect(result.status == 1, "\(script.name): status \(result.status)\n\(result.stderr.suffix(400))")
            let output = result.stdout + result.stderr
            #expect(output.contains(script.message), "\(script.name): \(output.suffix(600))")
            #expect(output.contains("saved "), "\(script.name): the save after the refused lines did not happen")
        }
    }

    @Test("the prompt fed by a pipe refuses a too-deep value and goes on")
    func pipedPromptGoesOn() throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = (["a = [1]"] + Array(repeating: "a = [a]", count: 5_000) + ["1 + 1"]).joined(separator: "\n") + "\n"
        let result = try FluidProcess.run(["--sessions", folder.path], input: input, environment: ["FLUID_HISTORY": ""], directory: folder)
        #expect(result.status == 0 || result.status == 1, "status \(result.status): \(result.stderr.suffix(400))")
        let output = result.stdout + result.stderr
        #expect(output.contains("set depth"), "\(output.suffix(600))")
        #expect(result.stdout.hasSuffix("2\n") || result.stdout.contains("\n2\n"), "the line after the refusals did not run")
    }

    @Test("a raised depth limit lets a deeper value be built, saved and loaded back")
    func raisedDepthRoundTrips() throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("raised.fluid")
        // Saving replays the 3,000 lines and prints each value again (4.5 million levels in
        // all), which the line's step budget counts: raised too.
        let lines = ["set depth 10000", "set steps 20000000", "a = [1]"] + Array(repeating: "a = [a]", count: 3_000) + ["b = 2", "save raised", "load raised", "b + 1"]
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try FluidProcess.run(["run", "--sessions", folder.path, file.path], directory: folder)
        let output = result.stdout + result.stderr
        #expect(result.status == 0, "status \(result.status): \(output.suffix(600))")
        #expect(result.stdout.hasSuffix("3\n"), "the lines after the save did not run")
        let saved = try String(contentsOf: folder.appendingPathComponent("raised.fluid"), encoding: .utf8)
        #expect(saved.contains("set depth 10000"))
        #expect(saved.contains("b = 2"))
    }
}
