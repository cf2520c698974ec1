import Foundation
import Testing

/// `tune` and `play` driven through a real pseudo-terminal, keystroke by keystroke, the way
/// a person uses them: arrows (in both cursor modes), Enter, Esc, Ctrl-C and a resize.
@Suite(.serialized) struct LiveModeTests {
    static let right = "\u{1B}[C", left = "\u{1B}[D", up = "\u{1B}[A"
    /// tmux in application cursor mode sends SS3 arrows.
    static let tmuxRight = "\u{1B}OC"

    static func startWithSpring(_ sandbox: Sandbox, columns: Int = 100, rows: Int = 30) throws -> PseudoTerminal {
        let fluid = try sandbox.startAtPrompt(columns: columns, rows: rows)
        fluid.sendLine("s = spring(damping: 0.8, response: 0.4s)")
        try #require(fluid.expect("s = spring(damping: 0.8, response: 400 ms)"), "got:\n\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
        return fluid
    }

    @Test func tuneArrowsThenEnterKeepTheSpring() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fluid = try Self.startWithSpring(sandbox)
        fluid.sendLine("tune s")
        try #require(fluid.expect("tune s · damping/response · ←/→ damping 0.8 ±0.05 · ↑/↓ response 400 ms ±10 ms"), "no tune screen; got:\n\(fluid.unmatchedText)")
        fluid.send(Self.right)
        try #require(fluid.expect("s = spring(damping: 0.85, response: 400 ms)"), "→ did not redraw; got:\n\(fluid.unmatchedText)")
        fluid.send(Self.tmuxRight + Self.up)
        try #require(fluid.expect("s = spring(damping: 0.9, response: 410 ms)"), "ESC O C and ↑ did not redraw; got:\n\(fluid.unmatchedText)")
        fluid.send("\r")
        #expect(fluid.expect("s = spring(damping: 0.9, response: 410 ms)"), "Enter did not print the kept spring; got:\n\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
        fluid.sendLine("s.response")
        // Written as 0.4s, the response keeps its unit: 0.41 s.
        #expect(fluid.expect("\n0.41 s\n"), "s was not kept; got:\n\(fluid.unmatchedText)")
    }

    @Test func tuneEscapePutsTheSpringBack() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fluid = try Self.startWithSpring(sandbox)
        fluid.sendLine("tune s")
        try #require(fluid.expect("tune s · "), "no tune screen; got:\n\(fluid.unmatchedText)")
        fluid.send(Self.left + Self.left)
        try #require(fluid.expect("damping: 0.7,"), "← did not redraw; got:\n\(fluid.unmatchedText)")
        // A lone Esc: the decoder waits 50 ms for an arrow's next byte, then takes it as Esc.
        fluid.send("\u{1B}")
        #expect(fluid.expect("s unchanged: spring(damping: 0.8, response: 400 ms)"), "Esc did not restore; got:\n\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
        fluid.sendLine("s.damping")
        #expect(fluid.expect("\n0.8\n"), "s changed after Esc; got:\n\(fluid.unmatchedText)")
        #expect(fluid.isRunning)
    }

    @Test func tuneRedrawsToFitAResizedWindow() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fluid = try Self.startWithSpring(sandbox)
        fluid.sendLine("tune s")
        try #require(fluid.expect("tune s · "), "no tune screen; got:\n\(fluid.unmatchedText)")
        fluid.resize(columns: 30, rows: 12)
        // At 30 columns the header is cut with "…" and the plot narrows to fit.
        #expect(fluid.expect("tune s · damping/response · ←…"), "no redraw at 30 columns; got:\n\(fluid.unmatchedText)")
        #expect(fluid.waitForScreen { screen in screen.textLines.allSatisfy { $0.count <= 30 } })
        fluid.send(Self.right + "\r")
        #expect(fluid.expect("damping: 0.85"), "got:\n\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
    }

    @Test func tuneByBounceTypeAValueAndWatchTheLane() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fluid = try Self.startWithSpring(sandbox)
        fluid.sendLine("tune s")
        try #require(fluid.expect("tune s · damping/response · "), "no tune screen; got:\n\(fluid.unmatchedText)")
        // The lane under the plot plays the spring: its marker moves between frames.
        var lanes: Set<String> = []
        #expect(fluid.waitForScreen { screen in
            if let lane = screen.textLines.first(where: { $0.hasPrefix("▶ ") }) { lanes.insert(lane) }
            return lanes.count >= 3
        }, "the lane did not move: \(lanes)")
        // f: duration/bounce; ↑ raises the bounce by 0.05, written back as damping 0.75.
        fluid.send("f")
        try #require(fluid.expect("duration/bounce · ←/→ duration 400 ms ±10 ms · ↑/↓ bounce 0.2 ±0.05"), "f did not change family; got:\n\(fluid.unmatchedText)")
        fluid.send(Self.up)
        try #require(fluid.expect("s = spring(damping: 0.75, response: 400 ms)"), "↑ did not move the bounce; got:\n\(fluid.unmatchedText)")
        // = types a value for the ←/→ knob; Tab moves it to the bounce.
        fluid.send("=\t0.3")
        try #require(fluid.expect("bounce = 0.3"), "no entry; got:\n\(fluid.unmatchedText)")
        fluid.send("\r")
        try #require(fluid.expect("s = spring(damping: 0.7, response: 400 ms)"), "the typed bounce was not set; got:\n\(fluid.unmatchedText)")
        fluid.send("\r")
        #expect(fluid.expect("s = spring(damping: 0.7, response: 400 ms)"), "Enter did not keep it; got:\n\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
    }

    @Test func playLoopsPausesStepsAndLeavesWithQ() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fluid = try Self.startWithSpring(sandbox)
        fluid.sendLine("play s, swiftui.bouncy, loop: true, as: scale")
        try #require(fluid.expect("· loop"), "no looping play; got:\n\(fluid.unmatchedText)")
        try #require(fluid.expect("Space pause · r replay · ←/→ frame · +/- speed · Tab A/B · q done"), "no keys; got:\n\(fluid.unmatchedText)")
        fluid.send(" ")
        try #require(fluid.expect("· paused"), "Space did not pause; got:\n\(fluid.unmatchedText)")
        // Paused, → steps one 60 Hz frame; the header's time moves by 16.67 ms.
        fluid.send(Self.right)
        try #require(fluid.waitForScreen { $0.textLines.contains { $0.hasPrefix("play · t = ") && $0.contains("paused") } })
        fluid.send("\t")
        try #require(fluid.expect("A/B: s"), "Tab did not start A/B; got:\n\(fluid.unmatchedText)")
        fluid.send("q")
        try #require(fluid.expectPrompt(), "q did not leave play; got:\n\(fluid.unmatchedText)")
        #expect(fluid.isRunning)
        fluid.sendLine("s.damping")
        #expect(fluid.expect("\n0.8\n"), "the session goes on; got:\n\(fluid.unmatchedText)")
    }

    @Test func playRunsAndControlCStopsIt() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fluid = try Self.startWithSpring(sandbox)
        fluid.sendLine("play s, slow: 50")
        try #require(fluid.expect("play · t = "), "no play frame; got:\n\(fluid.unmatchedText)")
        try #require(fluid.expect("slow 50×"))
        fluid.send("\u{03}")
        #expect(fluid.expect("stopped at t = "), "Ctrl-C did not stop play; got:\n\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
        #expect(fluid.isRunning, "Ctrl-C in play must stop the motion, not fluid")
        // Played to the end at full speed, the prompt comes back by itself.
        fluid.sendLine("play s")
        #expect(fluid.expect("play · t = 647.3 ms of 647.3 ms"), "play did not reach its end; got:\n\(fluid.unmatchedText)")
        #expect(fluid.expectPrompt())
    }
}
