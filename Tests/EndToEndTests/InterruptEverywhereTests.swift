import Foundation
import Testing

/// Ctrl-C at a terminal stops whatever the line is doing (a load's lines, a save's replay, a
/// CSV being read) within a moment, keeps nothing half-done, and the session goes on; and
/// SIGTERM ends a busy `fluid run`, `fluid check` or prompt at once, with the terminal back
/// in line mode. Times are measured from the key (or signal) to the answer (or exit).
@Suite(.serialized) struct InterruptEverywhereTests {
    /// f_k(1) takes about 2^k calls: f24 runs for minutes in a debug build.
    static let compositions = ["f0(x) = x + 1"] + (1...24).map { "f\($0)(x) = f\($0 - 1)(f\($0 - 1)(x))" }
    /// Time allowed from Ctrl-C to the answer: the goal is 100 ms; a debug build on a busy
    /// shared machine gets ten times that before the test calls it a failure.
    static let allowed = 1.0

    static func write(_ lines: [String], to url: URL) throws {
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// Types `line`, presses Ctrl-C `after` seconds, and expects `answer` within ``allowed``
    /// seconds of the key, then the prompt.
    static func interrupt(_ fluid: PseudoTerminal, typing line: String, after: Double, expecting answer: String,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        fluid.sendLine(line)
        try #require(fluid.expect(line), sourceLocation: sourceLocation)
        usleep(UInt32(after * 1_000_000))
        let pressed = Date()
        fluid.send("\u{03}")
        let answered = fluid.expect(answer, timeout: 10) ? Date().timeIntervalSince(pressed) : nil
        #expect(answered.map { $0 < allowed } == true,
                "Ctrl-C during `\(line)` answered after \(answered.map { "\($0) s" } ?? "never"); the screen shows:\n\(fluid.screen.tail())",
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
        try Self.interrupt(fluid, typing: "load busy.fluid", after: 0.5, expecting: "nothing was loaded")
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
        try Self.interrupt(fluid, typing: "save keep", after: 0.3, expecting: "nothing was saved (keep.fluid is as it was)")
        #expect(try String(contentsOf: sandbox.sessions.appendingPathComponent("keep.fluid"), encoding: .utf8) == kept,
                "an interrupted save changed the file")

        // A CSV of 900,000 rows, parsed for seconds in a debug build.
        try Self.interrupt(fluid, typing: "t = trace(\"rows.csv\")", after: 0.2, expecting: "interrupted (Ctrl-C)")
        fluid.sendLine("1s + 1s")
        #expect(fluid.expect("2 s"), "the session did not go on: \(fluid.unmatchedText)")
        #expect(fluid.isRunning)
    }

    /// SIGTERM while a line runs for minutes: the process ends by the signal at once.
    @Test(arguments: ["run", "check", "prompt"])
    func sigtermEndsABusyFluid(_ mode: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let script = sandbox.directory.appendingPathComponent("busy.fluid")
        try Self.write(Self.compositions + ["set steps 2000000000", "f24(1)"], to: script)
        let fluid: PseudoTerminal
        if mode == "prompt" {
            fluid = try sandbox.startAtPrompt()
            fluid.sendLine("load busy.fluid")
            try #require(fluid.expect("load busy.fluid"))
        } else {
            fluid = try PseudoTerminal(executable: FluidProcess.binary.path, arguments: [mode, script.path],
                                       environment: ["PATH": "/usr/bin:/bin", "HOME": sandbox.directory.path, "LANG": "C.UTF-8",
                                                     "TERM": "xterm-256color", "FLUID_SESSIONS": sandbox.sessions.path],
                                       directory: sandbox.directory.path, columns: 80, rows: 24)
        }
        defer { fluid.terminate() }
        usleep(700_000)
        try #require(fluid.isRunning, "fluid \(mode) ended before the signal: \(fluid.unmatchedText)")
        let sent = Date()
        kill(fluid.pid, SIGTERM)
        let status = fluid.waitForExit(timeout: 5)
        let seconds = Date().timeIntervalSince(sent)
        #expect(status == 128 + SIGTERM, "SIGTERM to a busy fluid \(mode): status \(status.map(String.init) ?? "still running")")
        #expect(seconds < Self.allowed, "a busy fluid \(mode) took \(seconds) s to end after SIGTERM")
        #expect(!fluid.isReadingKeys, "fluid \(mode) left the terminal in key-by-key mode")
    }
}
