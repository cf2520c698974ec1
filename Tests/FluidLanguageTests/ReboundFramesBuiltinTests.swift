import FluidMotion
import Testing
@testable import FluidLanguage

/// `reboundFrames(s, fps:)`: what Rebound draws (ReboundFramesReferenceTests checks the
/// frames against rebound-js itself), as a trace the notebook plots, diffs and reads.
@Suite struct ReboundFramesBuiltinTests {
    @Test func theTraceIsTheDrawnFramesOverWallTime() throws {
        let interpreter = Interpreter()
        guard let trace = oneTrace("reboundFrames(origami.spring(tension: 40, friction: 7), fps: 120)", in: interpreter) else { return }
        // Origami 40/7 is SpringConfig(230.2, 22). By default the frames are timed by rebound-js's
        // browser AnimationLooper: 103 frames to rest at 120 Hz, 52 at 60 Hz; its
        // SteppingSimulationLooper takes 110 and 54 (scripts/references/rebound_loopers.tsv).
        let drawn = ReboundFrames(tension: 230.2, friction: 22, framesPerSecond: 120, looper: .animation).drawn().positions
        #expect(drawn.count == 103)
        #expect(Array(trace.samples.dropFirst()) == drawn, "the start, then every frame")
        #expect(abs(trace.times[12] - 0.1) < 1e-12, "frame n at n/120 s")
        #expect(number("reboundFrames(origami.spring(tension: 40, friction: 7)).duration", in: interpreter) == 52.0 / 60)
        let line = "reboundFrames(origami.spring(tension: 40, friction: 7), fps: 120, looper: \"stepping\")"
        guard let stepping = oneTrace(line, in: interpreter) else { return }
        let stepped = ReboundFrames(tension: 230.2, friction: 22, framesPerSecond: 120, looper: .stepping).drawn().positions
        #expect(stepped.count == 110 && Array(stepping.samples.dropFirst()) == stepped)
        #expect(number("reboundFrames(origami.spring(tension: 40, friction: 7), looper: \"stepping\").duration", in: interpreter) == 0.9)
    }

    @Test func clampingStopsAtTheTargetAndThresholdsEndItSooner() throws {
        let interpreter = Interpreter()
        guard case .trace(let clamped)? = try? interpreter.run("reboundFrames(origami.spring(tension: 40, friction: 3), overshootClamping: true)").value,
              case .one(let stops) = clamped.samples else { Issue.record("no trace"); return }
        #expect(stops.samples.allSatisfy { $0 <= 1 } && stops.samples.last == 1)
        let loose = try #require(number("reboundFrames(origami.spring(tension: 40, friction: 7), restSpeed: 0.1, restDisplacement: 0.01).duration", in: interpreter))
        #expect(loose < 0.9)
    }

    @Test(arguments: [
        ("reboundFrames(3)", "reboundFrames runs a spring or Rebound's coasting spring, decay(v, model: rebound, friction: 7); this is a number"),
        ("reboundFrames(rebound.default, fps: 0)", "fps: is 1 to 1000 frames per second"),
        ("reboundFrames(rebound.default, overshootClamping: 1)", "overshootClamping: is true or false"),
        ("reboundFrames(rebound.default, restSpeed: 0)", "restSpeed: is a positive number"),
        ("reboundFrames(spring(damping: 0, response: 1s))", "Rebound does not bring this spring to rest within 100000 frames"),
    ])
    func mistakesSayWhatAndWhere(line: String, message: String) {
        #expect(diagnostic(line)?.message.contains(message) == true, "\(line): \(diagnostic(line)?.message ?? "no error")")
    }

}
