import FluidLanguage
import FluidMotion
import Testing
@testable import Notebook

/// plot, diff, play and value(…, t) take any motion over time through one mapping
/// (`Value.motionOverTime`), and `a - b` of two motions is a value of its own.
@Suite("motions over time in the notebook")
struct MotionsOverTimeTests {
    static func session(live: Bool = false) -> Session {
        let session = makeSession(display: DisplaySettings(width: 72, height: 14))
        session.liveTerminal = live
        for line in ["s = spring(damping: 0.8, response: 0.4s)", "t = spring(duration: 0.5s, bounce: 0.3)",
                     "d = s - t", "fl = decay(1200pt/s)", "m = retarget(s, at: 150ms, to: 0.5)",
                     "tr = trace([(0ms, 500pt), (16ms, 480pt), (32ms, 470pt), (48ms, 466pt)])"] {
            #expect(!session.run(line).failed, "\(line)")
        }
        return session
    }

    @Test func aBoundDifferencePlotsAsTheExpressionDoes() {
        let session = Self.session()
        let written = session.run("plot s - t"), bound = session.run("plot d")
        #expect(!written.failed && !bound.failed, "\(written.text)\n\(bound.text)")
        // Identical but for the legend's name.
        func trimmed(_ line: String) -> String { String(line.reversed().drop { $0 == " " }.reversed()) }
        #expect(written.lines.map { trimmed($0.replacingOccurrences(of: "── s - t", with: "── d")) } == bound.lines.map(trimmed))
        #expect(written.lines.first?.trimmingCharacters(in: .whitespaces) == "difference")
    }

    @Test func valueAndVelocityOfADifferenceAreTheDifferencesOfTheParts() throws {
        let session = Self.session()
        let s = try Spring(.dampingResponse(damping: 0.8, response: 0.4)), t = try Spring(.durationBounce(duration: 0.5, bounce: 0.3))
        for time in [0.0, 0.05, 0.1, 0.3, 1.0] {
            let value = try #require((try session.interpreter.run("value(d, \(time)s)").value).quantity)
            #expect(value.value == s.value(at: time) - t.value(at: time) && value.dimension == .none)
            let velocity = try #require((try session.interpreter.run("velocity(d, \(time)s)").value).quantity)
            #expect(velocity.value == s.velocity(at: time) - t.velocity(at: time) && velocity.dimension == .frequency)
            // a − a = 0.
            #expect((try session.interpreter.run("value(s - s, \(time)s)").value).quantity?.value == 0)
        }
        // A difference of decays keeps their lengths.
        let gap = try #require((try session.interpreter.run("value(fl - decay(1200pt/s, rate: fast), 100ms)").value).quantity)
        #expect(gap.dimension == .length)
    }

    @Test func diffTakesDifferencesLikeAnyMotion() throws {
        let session = Self.session()
        // (s − t) − (t − t) = s − t: the same largest gaps as diff s, t.
        let direct = try GapReport(CompareDiffTests.arguments("diff s, t"), line: "diff s, t", interpreter: session.interpreter)
        let line = "diff d, t - t"
        let nested = try GapReport(CompareDiffTests.arguments(line), line: line, interpreter: session.interpreter)
        #expect(nested.position.value == direct.position.value && nested.position.time == direct.position.time)
        #expect(nested.velocity.value == direct.velocity.value && nested.hi == direct.hi)
        // A retargeted motion and a trace are motions too.
        #expect(session.run("diff m, s").text.contains("largest gap"))
        #expect(session.run("diff tr, fl").text.contains("largest gap"))
    }

    @Test func differencesMixingFunctionsAndMotionsStillDraw() {
        let session = Self.session()
        for line in ["plot velocity(s) - velocity(t)", "plot tr - fl", "plot (x -> 0.5) - s, 0s..1s", "plot d - s"] {
            let response = session.run(line)
            #expect(!response.failed, "\(line): \(response.text)")
        }
        #expect(session.run("plot s - fl").text.contains("cannot subtract these"))
        #expect(session.run("d2 = velocity(s) - fl").failed == false)
        #expect(session.run("plot velocity(s) - fl").text.contains("cannot subtract these"))
    }

    @Test func playTakesAnyMotionOverTime() throws {
        let session = Self.session(live: true)
        #expect(!session.run("play s, fl, m, tr, d").failed)
        guard case .play(let model, _)? = session.takeLiveRequest() else { Issue.record("no play request"); return }
        #expect(model.lanes.map(\.name) == ["s", "fl", "m", "tr", "d"])
        // The longest window: the decay's stop, ln(2400)/λ (CompareDiffTests' mpmath 3.8877 s).
        #expect(abs(model.duration - 3.88771909765699829) <= 1e-12)
        // Each lane runs from its start (0) to its target (1): at the end the decay's marker
        // covers the target column.
        let last = model.frame(at: model.wallDuration, width: 42)
        #expect(last[2].hasPrefix("fl ") && last[2].contains("●") && !last[2].contains("┊"), "\(last)")
        // UIKit's decay settles on its projection at its stop (0.5 pt/s): the whole distance
        // (scripts/references/uikit_decay_end.py, mpmath: progress 1 at its stop).
        #expect(abs(1 - model.lanes[1].progress(at: model.duration)) <= 1e-12)
        #expect(session.run("play 3").text.contains("play moves springs, decays"))
    }

    @Test func exportCSSTakesAnyMotion() {
        let session = Self.session()
        for line in ["export tr css", "export m - s css", "export fl css"] {
            let response = session.run(line)
            #expect(!response.failed && response.lines.first?.hasPrefix("transition-duration: ") == true, "\(line): \(response.text)")
        }
        // The difference of two springs to the same target has no move to write as progress.
        #expect(session.run("export d css").text.contains("ends where it starts"))
        #expect(session.run("export tr").text.contains("exports to css only"))
        #expect(session.run("export tr swiftui").failed)
    }

    @Test func durationsOfAnyMotionShowItsRestRuleAndWindow() {
        let session = Self.session()
        let lines = session.run("durations fl").lines
        // ln(2400)/λ, λ = −1000 ln 0.998 (mpmath 3.8877 s): the stop is the settle and the window.
        #expect(lines.first == "fl: a move of 599.4 pt", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  settles") && $0.contains("3.888 s") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  window") && $0.contains("3.888 s") }, "\(lines)")
        // A retargeted motion keeps approaching: its window is 1.2 × its settle time
        // (mpmath 0.67240454771514005618 s → 806.9 ms).
        let motion = session.run("durations m").lines
        #expect(motion.contains { $0.hasPrefix("  window") && $0.contains("806.9 ms") && $0.contains("1.2 ×") }, "\(motion)")
        #expect(session.run("durations 3").text.contains("needs a spring"))
    }
}
