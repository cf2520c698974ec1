import Foundation
import Testing

/// What people bring from Julia, IPython and numbat: unfinished lines continue, a startup
/// notebook, their ~/.editrc, and long help through a pager.
@Suite(.serialized) struct REPLMannersTests {
    @Test func anUnfinishedLineContinuesWithItsOwnPrompt() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fluid = try sandbox.startAtPrompt()
        fluid.sendLine("s = spring(damping: 0.8,")
        #expect(fluid.waitForScreen { $0.cursorLine.hasPrefix("…") }, "no continuation prompt; the screen shows:\n\(fluid.screen.tail())")
        fluid.sendLine("response: 0.4s)")
        #expect(fluid.expect("s = spring(damping: 0.8, response: 400 ms)"), "the two lines did not run as one: \(fluid.unmatchedText)")
        // Ctrl-C drops what was pending.
        try #require(fluid.expectPrompt())
        fluid.sendLine("x = [1,")
        #expect(fluid.waitForScreen { $0.cursorLine.hasPrefix("…") })
        // Ctrl-C once libedit reads keys at the continuation prompt (under load the prompt can
        // be drawn a moment before the terminal is switched to reading keys).
        try #require(fluid.waitUntilReadingKeys())
        fluid.send("\u{03}")
        try #require(fluid.expectPrompt())
        fluid.sendLine("x")
        #expect(fluid.expect("unknown name 'x'"), "the dropped lines were run: \(fluid.unmatchedText)")
    }

    @Test func pipedStatementsContinueToo() throws {
        let result = try FluidProcess.run([], input: "x = [1,\n  2]\ny = 1 +\n\nx\n")
        #expect(result.stdout.contains("x = [1, 2]"), "\(result.stdout)")
        #expect(result.stderr.contains("line 3:"), "a continued statement's mistake names its first line: \(result.stderr)")
        #expect(result.status == 1)
    }

    @Test func theStartupNotebookRunsAtThePromptAndItsFailureIsNotFatal() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let config = sandbox.directory.appendingPathComponent(".config/fluid")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "k = 3pt\nset digits 6\n".write(to: config.appendingPathComponent("init.fluid"), atomically: true, encoding: .utf8)
        do {
            let fluid = try sandbox.start()
            #expect(fluid.expect("init.fluid: k"), "the startup notebook was not loaded: \(fluid.screen.tail())")
            try #require(fluid.expectPrompt())
            fluid.sendLine("k / 7")
            #expect(fluid.expect("0.428571 pt"), "its binding and setting are not there: \(fluid.unmatchedText)")
            fluid.send("\u{04}")
            _ = fluid.waitForExit()
        }
        try "k = nosuch\n".write(to: config.appendingPathComponent("init.fluid"), atomically: true, encoding: .utf8)
        let fluid = try sandbox.start()
        #expect(fluid.expect("unknown name 'nosuch'"), "the failure is not reported: \(fluid.screen.tail())")
        #expect(fluid.expect("fluid goes on without it"))
        #expect(fluid.expectPrompt(), "the prompt did not come: \(fluid.screen.tail())")
    }

    @Test func theUsersEditrcIsRead() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try "bind -v\n".write(to: sandbox.directory.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
        let fluid = try sandbox.startAtPrompt()
        // vi keys: Esc to command mode, 0 to the start, i to insert X there.
        fluid.send("abc")
        try #require(fluid.expect("abc"))
        // Esc alone: the editor answers it (the cursor steps back onto the c) before the
        // next keys come, so they are not read as the rest of an escape sequence.
        let written = fluid.outputCount
        fluid.send("\u{1B}")
        try #require(fluid.waitForOutput(after: written), "Esc was not answered: \(fluid.unmatchedText)")
        fluid.send("0iX\r")
        #expect(fluid.expect("unknown name 'Xabc'"), "vi keys from ~/.editrc did not apply: \(fluid.unmatchedText)")
    }

    @Test func longHelpGoesThroughThePagerShortHelpDoesNot() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let paged = sandbox.directory.appendingPathComponent("paged.txt")
        let fluid = try sandbox.startAtPrompt(rows: 24, environment: ["PAGER": "cat > '\(paged.path)'"])
        fluid.sendLine("help")
        try #require(fluid.expectPrompt())
        let text = try String(contentsOf: paged, encoding: .utf8)
        #expect(text.hasPrefix("Commands (at the start of a line"), "\(text.prefix(200))")
        try FileManager.default.removeItem(at: paged)
        fluid.sendLine("help ms")
        #expect(fluid.expect("example:"), "short help is printed: \(fluid.unmatchedText)")
        #expect(!FileManager.default.fileExists(atPath: paged.path), "short help went through the pager")
    }
}
