import FluidMotion
import Testing
@testable import FluidLanguage

/// `reactspringFrames(duration:, easing:, progress:)` and `reactspring.easings.*`: react-spring's
/// config { duration, easing } as drawn, in the language (issue 14), and its mistakes said where.
@Suite struct ReactSpringDurationFramesBuiltinTests {
    @Test func aDurationPlaysTheEasingOnTheFramesClock() throws {
        // react-spring 9.7.5's own frames from idle (ReactSpringDurationFramesReferenceTests'
        // idleRows): easeOutCubic over 400 ms at 120 Hz finishes on frame 47 (rafz's first
        // frame passes 16.667 ms); frame 10 is at 0.5419846307130933 in react-spring (within
        // 8ε: its clock's dt and V8's pow differ from ours in the last bits).
        let interpreter = Interpreter()
        guard let trace = oneTrace("reactspringFrames(duration: 400ms, easing: reactspring.easings.easeOutCubic, fps: 120)", in: interpreter) else { return }
        #expect(trace.samples.count == 48, "the start and 47 frames: \(trace.samples.count)")
        #expect(abs(trace.samples[10] - 0.5419846307130933) <= 8 * Double.ulpOfOne)
        #expect(trace.samples.last == 1 && abs(trace.times[47] - 47.0 / 120) < 1e-12)
        // With the loop already running every frame passes 8.333… ms (the reference rows):
        // 48 frames sum to 399.99999999999994 ms, so it finishes on frame 49.
        guard case .trace(let running)? = try? interpreter.run("reactspringFrames(duration: 400ms, easing: reactspring.easings.easeOutCubic, fps: 120, loopRunning: true)").value,
              case .one(let alongside) = running.samples else { Issue.record("not a one-axis trace"); return }
        #expect(alongside.samples.count == 50, "the start and 49 frames: \(alongside.samples.count)")
        #expect(abs(alongside.samples[10] - 0.503833912037037) <= 2 * Double.ulpOfOne)
        // Linear by default, as react-spring's defaults; frame 9 of 18 at 60 Hz is 1/3000 ms
        // past half way (react-spring: 0.500001111111111); progress starts part way.
        guard case .trace(let linear)? = try? interpreter.run("reactspringFrames(duration: 300ms)").value,
              case .one(let line) = linear.samples else { Issue.record("no trace"); return }
        #expect(line.samples.count == 19 && abs(line.samples[9] - 0.500001111111111) <= 8 * Double.ulpOfOne)
        guard case .trace(let half)? = try? interpreter.run("reactspringFrames(duration: 300ms, progress: 0.5)").value,
              case .one(let late) = half.samples else { Issue.record("no trace"); return }
        #expect(late.samples.count == 10 && late.samples[1] == 0.5 + 16.667 / 300)
    }

    @Test func theEasingsAreFunctionsThatPrintAsReactSpringSpellsThem() throws {
        let interpreter = Interpreter()
        guard case .number(let q)? = try? interpreter.run("reactspring.easings.easeOutBack(0.5)").value else { Issue.record("no number"); return }
        #expect(q.value == ReactSpringEasing.named(.easeOutBack)(0.5) && q.value > 1, "Back overshoots")
        guard case .number(let step)? = try? interpreter.run("reactspring.easings.steps(4, \"start\")(0.3)").value else { Issue.record("no number"); return }
        #expect(step.value == 0.5)
        #expect(output("reactspring.easings.steps(5)", in: interpreter) == "reactspring.easings.steps(5)")
        // A steps easing made by the builtin plays as react-spring's steps.
        guard case .trace(let stepped)? = try? interpreter.run("reactspringFrames(duration: 200ms, easing: reactspring.easings.steps(4))").value,
              case .one(let trace) = stepped.samples else { Issue.record("no trace"); return }
        // react-spring from idle: 12 frames (the 12th at 200.0003 ms of elapsed time).
        #expect(Array(trace.samples.dropFirst()) == [0, 0, 0.25, 0.25, 0.25, 0.5, 0.5, 0.5, 0.75, 0.75, 0.75, 1])
    }

    @Test func aCubicBezierPlaysAsTheCurve() throws {
        let interpreter = Interpreter()
        guard let trace = oneTrace("reactspringFrames(duration: 300ms, easing: css.easeOut, loopRunning: true)", in: interpreter) else { return }
        #expect(trace.samples[9] == CubicBezierTiming.easeOut.progress(at: 0.5))
    }

    @Test(arguments: [
        ("reactspringFrames(duration: 300ms, clamp: true)", "clamp is for a spring"),
        ("reactspringFrames(reactspring.default, duration: 300ms)", "spring is for a spring; with a duration"),
        ("reactspringFrames(easing: reactspring.easings.easeInQuad)", "easing: goes with a duration"),
        ("reactspringFrames(duration: 300ms, easing: 3)", "easing: is one of react-spring's easings"),
        ("reactspringFrames(duration: 300ms, progress: 2)", "progress: is 0 to 1"),
        ("reactspringFrames(duration: -1s)", "duration: is 0 to 1 hour"),
        ("reactspringFrames()", "reactspringFrames runs a spring or a duration"),
        ("reactspringFrames(duration: 300ms, loopRunning: 1)", "loopRunning: is true or false"),
        ("reactspring.easings.steps(0)", "count: is a whole number of steps from 1 to 1000"),
        ("reactspring.easings.steps(2.5)", "count: is a whole number of steps from 1 to 1000"),
        ("reactspring.easings.steps(3, \"middle\")", "direction: is \"end\""),
    ])
    func mistakesSayWhatAndWhere(line: String, message: String) {
        #expect(diagnostic(line)?.message.contains(message) == true, "\(line): \(diagnostic(line)?.message ?? "no error")")
    }
}
