import Foundation
import Testing

/// The startup notebook (`~/.config/fluid/init.fluid`) loads as one line at the prompt: a
/// runaway one stops at Ctrl-C, a huge one at the line's step budget or when its lines end,
/// and the prompt comes either way; a byte-order mark at its start is no part of its first
/// line. (It once held the prompt 10.7 s, and minutes and 4 GB for 16 MB of statements.)
@Suite(.serialized) struct StartupNotebookBoundsTests {
    static func writeStartup(_ text: String, in sandbox: Sandbox) throws {
        let config = sandbox.directory.appendingPathComponent(".config/fluid")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try text.write(to: config.appendingPathComponent("init.fluid"), atomically: true, encoding: .utf8)
    }

    @Test("Ctrl-C stops a runaway init.fluid, which keeps nothing, and the prompt comes")
    func controlCStopsTheStartupNotebook() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let compositions = ["f0(x) = x + 1"] + (1...24).map { "f\($0)(x) = f\($0 - 1)(f\($0 - 1)(x))" }
        try Self.writeStartup((compositions + ["set steps 2000000000", "b = f24(1)"]).joined(separator: "\n") + "\n", in: sandbox)
        let fluid = try sandbox.start()
        defer { fluid.terminate() }
        // The banner comes once the Ctrl-C handler is in place and before init.fluid runs;
        // f24(1) takes minutes, so only an interruption says fluid goes on without it.
        try #require(fluid.expect("fluid 0."), "no banner: \(fluid.screen.tail())")
        #expect(fluid.interrupt(until: "fluid goes on without it", timeout: 30), "\(fluid.screen.tail())")
        try #require(fluid.expectPrompt())
        fluid.sendLine("f1(1)")
        #expect(fluid.expect("unknown function 'f1'"), "an interrupted startup notebook kept its bindings: \(fluid.unmatchedText)")
    }

    @Test("a huge init.fluid is read within a line's bounds, and one with a byte-order mark loads")
    func hugeAndMarkedStartupNotebooks() throws {
        for (text, answer) in [(String(repeating: "1\n", count: 2_000_000), "this line takes too long"),
                               (String(repeating: "# a comment\n", count: 1_000_000) + "k = 4pt\n", "init.fluid: k"),
                               ("\u{FEFF}k = 4pt\n", "init.fluid: k")] {
            let sandbox = try Sandbox()
            defer { sandbox.remove() }
            try Self.writeStartup(text, in: sandbox)
            let fluid = try sandbox.start()
            defer { fluid.terminate() }
            // The waits are hang guards, not speed limits: what bounds the work is the step
            // budget (the answer to two million statements) and the file's end.
            #expect(fluid.expect(answer, timeout: PseudoTerminal.hardTimeout), "\(answer): \(fluid.screen.tail())")
            try #require(fluid.expectPrompt(timeout: PseudoTerminal.hardTimeout))
            if answer.hasPrefix("init.fluid") {
                fluid.sendLine("k * 2")
                #expect(fluid.expect("8 pt"), "\(fluid.unmatchedText)")
            }
        }
    }
}
