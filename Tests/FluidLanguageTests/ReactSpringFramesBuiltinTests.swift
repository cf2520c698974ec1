import FluidMotion
import Testing
@testable import FluidLanguage

/// `reactspringFrames(s, fps:)`: what react-spring draws, as a trace the notebook plots,
/// diffs and reads (issue 14, frames), and its mistakes said where.
@Suite struct ReactSpringFramesBuiltinTests {
    @Test func theTraceIsTheDrawnFramesOverWallTime() throws {
        let interpreter = Interpreter()
        guard let trace = oneTrace("reactspringFrames(reactspring.default, fps: 120)", in: interpreter) else { return }
        let frames = ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 120)
        let drawn = frames.drawn().positions
        #expect(trace.count == drawn.count + 1, "the start, then every frame")
        #expect(Array(trace.samples.dropFirst()) == drawn)
        // Frame n at n · 8.33 ms of wall time.
        #expect(abs(trace.times[12] - 0.1) < 1e-12)
        // Ahead of the ideal curve early on: 17 ms of motion in the first 8.33 ms frame (rafz
        // starts an idle loop with 16.667 ms), then 9 ms per frame.
        #expect(trace.samples[1] == 0.022634843307857987, "react-spring 9.7.5 from idle at 120 Hz, frame 1")
        let ideal = try #require(number("value(reactspring.default, 100ms)", in: interpreter))
        let shown = try #require(number("value(reactspringFrames(reactspring.default, fps: 120), 100ms)", in: interpreter))
        #expect(shown > ideal + 0.01, "drawn \(shown), ideal \(ideal)")
    }

    @Test func loopRunningStartsWithADisplayFrame() throws {
        // react-spring 9.7.5 with its loop already running (ReactSpringFramesReferenceTests'
        // rows, "wobbly at 120 Hz"): 104 frames, frame 1 at 0.007835831678062968; from idle
        // (idleRows): 103 frames, frame 1 at 0.02573745909509893.
        let interpreter = Interpreter()
        guard case .trace(let running)? = try? interpreter.run("reactspringFrames(reactspring.wobbly, fps: 120, loopRunning: true)").value,
              case .one(let alongside) = running.samples,
              case .trace(let idle)? = try? interpreter.run("reactspringFrames(reactspring.wobbly, fps: 120)").value,
              case .one(let alone) = idle.samples else { Issue.record("no trace"); return }
        #expect(alongside.samples.count == 105 && alongside.samples[1] == 0.007835831678062968)
        #expect(alone.samples.count == 104 && alone.samples[1] == 0.02573745909509893)
    }

    @Test func aDistanceSetsThePrecisionAndClampStopsAtTheTarget() throws {
        let interpreter = Interpreter()
        // 300 pt: precision 0.3 units; progress is still 0 → 1.
        guard case .trace(let far)? = try? interpreter.run("reactspringFrames(reactspring.default, distance: 300pt)").value,
              case .one(let trace) = far.samples else { Issue.record("no trace"); return }
        #expect(trace.samples.last == 1)
        guard case .trace(let clamped)? = try? interpreter.run("reactspringFrames(reactspring.wobbly, clamp: true)").value,
              case .one(let stops) = clamped.samples else { Issue.record("no trace"); return }
        #expect(stops.samples.allSatisfy { $0 <= 1 }, "clamp never overshoots")
    }

    @Test func bounceTurnsBackAtTheTargetAsReactSpringDoes() throws {
        // react-spring 9.7.5's own frames for { tension: 180, friction: 12, bounce: 0.5 } at
        // 60 Hz (ReactSpringFramesReferenceTests): 40 frames, frame 20 at 0.9367…
        let interpreter = Interpreter()
        guard case .trace(let bounced)? = try? interpreter.run("reactspringFrames(reactspring.wobbly, bounce: 0.5)").value,
              case .one(let trace) = bounced.samples else { Issue.record("no trace"); return }
        #expect(trace.samples.count == 41, "the start and 40 frames: \(trace.samples.count)")
        #expect(trace.samples[20] == 0.9367382504015064)
        #expect(trace.samples.allSatisfy { $0 <= 1 }, "a bounce turns back at the target, never past it")
    }

    @Test(arguments: [
        ("reactspringFrames(reactspring.default, bounce: 2)", "bounce: is 0 to 1"),
        ("reactspringFrames(3)", "reactspringFrames runs a spring; this is a number"),
        ("reactspringFrames(reactspring.default, fps: 0)", "fps: is 1 to 1000 frames per second"),
        ("reactspringFrames(reactspring.default, clamp: 1)", "clamp: is true or false"),
        ("reactspringFrames(reactspring.default, precision: -1)", "precision: is a positive number"),
        ("reactspringFrames(reactspring.default, loopRunning: \"yes\")", "loopRunning: is true or false"),
        ("reactspringFrames(spring(damping: 0, response: 1s))", "does not bring this spring to rest within 100000 frames"),
    ])
    func mistakesSayWhatAndWhere(line: String, message: String) {
        #expect(diagnostic(line)?.message.contains(message) == true, "\(line): \(diagnostic(line)?.message ?? "no error")")
    }

}
