import FluidLanguage
@testable import Notebook
import Testing

/// `tune`, `play`, `pin` and `unpin` as commands of a session: what they check, what they
/// leave for the terminal, and pins printed inline so transcripts stay deterministic.
@Suite struct LiveCommandTests {
    static func session(live: Bool) -> Session {
        let session = makeSession()
        session.liveTerminal = live
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        return session
    }

    @Test func offATerminalTuneAndPlaySayWhatToDoInstead() {
        let session = Self.session(live: false)
        let tune = session.run("tune s")
        #expect(tune.failed)
        #expect(tune.lines == ["tune needs a terminal; in a script, set a parameter instead: s.damping = 0.85"])
        let play = session.run("play s, slow: 4")
        #expect(play.failed)
        #expect(play.lines == ["play needs a terminal to show the motion; in a script, plot it instead: plot s"])
        #expect(session.takeLiveRequest() == nil)
    }

    @Test func tuneLeavesAModelAndEnterKeepsTheResult() throws {
        let session = Self.session(live: true)
        let response = session.run("tune s")
        #expect(!response.failed && response.lines.isEmpty)
        guard case .tune(let model)? = session.takeLiveRequest() else { Issue.record("no tune request"); return }
        #expect(session.takeLiveRequest() == nil, "taken once")
        let kept = session.finishTune(model.handle(.right).handle(.up).handle(.enter))
        #expect(kept.lines.first == "s = spring(damping: 0.85, response: 410 ms)")
        #expect(session.run("s.damping").lines == ["0.85"])
        let back = session.finishTune(model.handle(.right).handle(.escape))
        #expect(back.lines == ["s unchanged: spring(damping: 0.8, response: 400 ms)"])
        #expect(session.run("s.damping").lines == ["0.85"], "Esc leaves the binding as it is")
    }

    @Test func tuneRefusesWhatIsNotASpringName() {
        let session = Self.session(live: true)
        #expect(session.run("tune").text.contains("'tune' needs the argument 'name'"))
        _ = session.run("drawer = swiftui.snappy")
        #expect(session.run("tune drawr").lines == ["no spring named 'drawr'; did you mean 'drawer'?"])
        #expect(session.run("tune zzzz").lines == ["no spring named 'zzzz'; define it first: zzzz = spring(damping: 0.8, response: 0.4s)"])
        _ = session.run("n = 3")
        #expect(session.run("tune n").lines == ["tune changes a spring, and n is a number"])
        #expect(session.run("tune spring(damping: 1, response: 1s)").lines
                == ["tune takes the name of a spring, like tune s; 'spring(damping: 1, response: 1s)' is not a name (bind it first: s = spring(damping: 1, response: 1s))"])
        #expect(session.takeLiveRequest() == nil)
    }

    @Test func playTakesSpringsAndASlowFactor() {
        let session = Self.session(live: true)
        #expect(!session.run("play s, swiftui.bouncy, slow: 4").failed)
        guard case .play(let model, _)? = session.takeLiveRequest() else { Issue.record("no play request"); return }
        #expect(model.lanes.map(\.name) == ["s", "swiftui.bouncy"])
        #expect(model.slow == 4)
        for bad in ["play", "play 3", "play s, slow: 0", "play s, slow: 1000", "play s, slow: 2s", "play s, slwo: 2", "play nope"] {
            let response = session.run(bad)
            #expect(response.failed, "\(bad) should fail")
            #expect(session.takeLiveRequest() == nil, "\(bad) left a live request")
        }
        #expect(session.run("play s, slwo: 2").text.contains("no argument 'slwo'; did you mean 'slow'?"))
    }

    @Test func aPinRedrawsOnlyWhenABindingItUsesChanges() {
        let session = Self.session(live: false)
        let pinned = session.run("pin s.settle")
        #expect(pinned.lines == ["pin 1: s.settle · redraws when s changes", "0.5394 s"])
        #expect(session.run("t = 1").lines == ["t = 1"], "t is not used by the pin")
        let changed = session.run("s.damping = 0.5")
        #expect(Array(changed.lines.suffix(2)) == ["pin 1: s.settle", "0.8086 s"])
        // Through a user function: f reads s, the pin reads f.
        _ = session.run("f(x) = s.settle * x")
        #expect(session.run("pin f(2)").lines.first == "pin 2: f(2) · redraws when f, s change")
        let both = session.run("s.response = 0.2s")
        #expect(both.lines.contains("pin 1: s.settle") && both.lines.contains("pin 2: f(2)"))
        // Redefining f redraws pin 2 alone.
        let redefined = session.run("f(x) = x")
        #expect(redefined.lines.contains("pin 2: f(2)") && !redefined.lines.contains("pin 1: s.settle"))
        // A failing line redraws nothing and changes nothing.
        #expect(session.run("s.damping = -1").lines.allSatisfy { !$0.hasPrefix("pin ") })
    }

    @Test func pinnedPlotsRedrawAndUnpinStops() {
        let session = Self.session(live: false)
        let pinned = session.run("pin plot s, width: 40, height: 4")
        #expect(pinned.lines.first == "pin 1: plot s, width: 40, height: 4 · redraws when s changes")
        #expect(pinned.lines.count > 4)
        let redrawn = session.run("s.damping = 0.3")
        #expect(redrawn.lines.contains("pin 1: plot s, width: 40, height: 4"))
        #expect(redrawn.lines.contains { $0.contains("s = spring(damping: 0.3") }, "the redrawn plot's title shows the new spring")
        #expect(session.run("pin").lines == ["pin 1: plot s, width: 40, height: 4"])
        #expect(session.run("unpin 7").lines == ["no pin 7; pinned: 1"])
        #expect(session.run("unpin 1").lines == ["unpinned 1: plot s, width: 40, height: 4"])
        #expect(session.run("s.damping = 0.4").lines.allSatisfy { !$0.hasPrefix("pin ") })
        #expect(session.run("unpin").lines == ["nothing pinned"])
    }

    @Test func pinRefusesLinesThatChangeTheSessionOrFail() {
        let session = Self.session(live: false)
        #expect(session.run("pin s = 3").failed)
        #expect(session.run("pin tune s").failed)
        #expect(session.run("pin nope.settle").failed)
        #expect(session.run("pin").lines == ["nothing pinned; try: pin plot s   or   pin s.settle"])
        #expect(session.run("unpin x").failed)
    }

    @Test func loadAndSetRedrawEveryPin() {
        let session = Self.session(live: false)
        _ = session.run("pin s.damping * 1")
        #expect(session.run("set digits 2").lines == ["pin 1: s.damping * 1", "0.8"])
        #expect(session.run("set").lines.allSatisfy { !$0.hasPrefix("pin ") }, "showing the settings changes nothing")
    }

    @Test func theLiveCommandsHelpExamplesRunAtATerminal() throws {
        for name in ["tune", "play"] {
            let example = try #require(SessionTests.example(shownBy: name))
            let session = Self.session(live: true)
            let response = session.run(example)
            #expect(!response.failed, "`\(example)`: \(response.lines)")
            #expect(session.takeLiveRequest() != nil, "`\(example)` started no live mode")
        }
    }
}
