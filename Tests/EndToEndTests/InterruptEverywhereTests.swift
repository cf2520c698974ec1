import Foundation
import Testing

/// Ctrl-C at a terminal stops whatever the line is doing (a load's lines, a save's replay, a
/// CSV being read) within a moment, keeps nothing half-done, and the session goes on; and
/// SIGTERM ends a busy `fluid run`, `fluid check` or prompt at once, with the terminal back
/// in line mode. Times are measured from the key (or signal) to the answer (or exit).
@Suite(.serialized) struct InterruptEverywhereTests {
    /// f_k(1) takes about 2^k calls: f24 runs for minutes in a debug build.
    static let compositions = ["f0(x) = x + 1"] + (1...24).map { "f\($0)(x) = f\($0 - 1)(f\($0 - 1)(x))" }
    static func write(_ lines: [String], to url: URL) throws {
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// Types `line`, presses Ctrl-C once the line is running (the terminal back in line
    /// mode), and expects `answer`, which only an interrupted line prints, then the prompt.
    static func interrupt(_ fluid: PseudoTerminal, typing line: String, expecting answer: String,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        fluid.sendLine(line)
        try #require(fluid.waitUntilRunning(line), "`\(line)` did not start: \(fluid.screen.tail())", sourceLocation: sourceLocation)
        #expect(fluid.interrupt(until: answer, timeout: 30),
                "Ctrl-C during `\(line)` was not answered with \(answer); the screen shows:\n\(fluid.screen.tail())",
                sourceLocation: sourceLocation)
        try #require(fluid.expectPrompt(), sourceLocation: sourceLocation)
    }

    @Test func controlCStopsLoadSaveAndReadingAndKeepsNothing() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let folder = sandbox.directory
        try Self.write(Self.compositions + ["set steps 2000000000", "a = 1", "b = f24(1)"], to: folder.appendingPathComponent("busy.fluid"))
        try Self.write(Array(Self.compositions.prefix(18)) + ["set steps 2000000000"], to: folder.appendingPathComponent("defs.fluid"))
        var rows = "t (ms), x (pt)\n"
        for k in 0..<900_000 { rows += "\(k),\(k % 97)\n" }
        try rows.write(to: folder.appendingPathComponent("rows.csv"), atomically: true, encoding: .utf8)
        let fluid = try sandbox.startAtPrompt()
        defer { fluid.terminate() }

        // A load whose last line runs for minutes.
        try Self.interrupt(fluid, typing: "load busy.fluid", expecting: "nothing was loaded")
        fluid.sendLine("a")
        #expect(fluid.expect("unknown name 'a'"), "an interrupted load bound its first lines: \(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())

        // A save whose replay runs f17(2) again.
        fluid.sendLine("load defs.fluid")
        try #require(fluid.expect("loaded defs.fluid"), "\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
        fluid.sendLine("save keep")
        try #require(fluid.expect("saved 18 bindings"), "\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
        let kept = try String(contentsOf: sandbox.sessions.appendingPathComponent("keep.fluid"), encoding: .utf8)
        fluid.sendLine("v = f17(2)")
        try #require(fluid.expect("v = 131074", timeout: 60), "\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
        try Self.interrupt(fluid, typing: "save keep", expecting: "nothing was saved (keep.fluid is as it was)")
        #expect(try String(contentsOf: sandbox.sessions.appendingPathComponent("keep.fluid"), encoding: .utf8) == kept,
                "an interrupted save changed the file")

        // A CSV of 900,000 rows, parsed for seconds in a debug build.
        try Self.interrupt(fluid, typing: "t = trace(\"rows.csv\")", expecting: "interrupted (Ctrl-C)")
        fluid.sendLine("1s + 1s")
        #expect(fluid.expect("2 s"), "the session did not go on: \(fluid.unmatchedText)")
        #expect(fluid.isRunning)
    }

    /// SIGTERM while a line runs for minutes: the process ends by the signal, not when the
    /// line is done. The signal goes once fluid is inside the long line, as it shows: at the
    /// prompt the terminal back in line mode after the typed line; for `run` and `check`, a
    /// session file the notebook saves just before it.
    @Test(arguments: ["run", "check", "prompt"])
    func sigtermEndsABusyFluid(_ mode: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let script = sandbox.directory.appendingPathComponent("busy.fluid")
        let marker = sandbox.sessions.appendingPathComponent("marker.fluid")
        let fluid: PseudoTerminal
        if mode == "prompt" {
            try Self.write(Self.compositions + ["set steps 2000000000", "f24(1)"], to: script)
            fluid = try sandbox.startAtPrompt()
            fluid.sendLine("load busy.fluid")
            try #require(fluid.waitUntilRunning("load busy.fluid"), "the load did not start: \(fluid.screen.tail())")
        } else {
            try Self.write(Self.compositions + ["set steps 2000000000", "save marker", "f24(1)"], to: script)
            fluid = try PseudoTerminal(executable: FluidProcess.binary.path, arguments: [mode, script.path],
                                       environment: ["PATH": "/usr/bin:/bin", "HOME": sandbox.directory.path, "LANG": "C.UTF-8",
                                                     "TERM": "xterm-256color", "FLUID_SESSIONS": sandbox.sessions.path],
                                       directory: sandbox.directory.path, columns: 80, rows: 24)
            let saved = fluid.waitForScreen(timeout: 60) { _ in FileManager.default.fileExists(atPath: marker.path) }
            try #require(saved, "fluid \(mode) did not reach the line before f24(1): \(fluid.unmatchedText)")
        }
        defer { fluid.terminate() }
        try #require(fluid.isRunning, "fluid \(mode) ended before the signal: \(fluid.unmatchedText)")
        kill(fluid.pid, SIGTERM)
        // f24(1) runs for minutes: an exit within the timeout is the signal's doing.
        let status = fluid.waitForExit(timeout: 30)
        #expect(status == 128 + SIGTERM, "SIGTERM to a busy fluid \(mode): status \(status.map(String.init) ?? "still running")")
        #expect(!fluid.isReadingKeys, "fluid \(mode) left the terminal in key-by-key mode")
    }
}
