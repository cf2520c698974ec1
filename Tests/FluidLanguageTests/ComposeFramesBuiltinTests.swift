import FluidMotion
import Testing
@testable import FluidLanguage

/// `composeFrames(s, fps:, distance:, visibilityThreshold:)`: what Compose draws
/// (ComposeSpringFramesReferenceTests checks the frames against androidx itself), as a trace
/// the notebook plots, diffs and reads.
@Suite struct ComposeFramesBuiltinTests {
    @Test func theTraceIsComposesFramesOverWallTime() throws {
        let interpreter = Interpreter()
        guard let trace = oneTrace("composeFrames(compose.spring(dampingRatio: 0.5, stiffness: 400), fps: 120)", in: interpreter) else { return }
        // androidx's FloatSpringSpec(0.5, 400) at 120 Hz: 58 frames, the last at 475 ms
        // (its estimate is 474 ms); frame 1 (8 ms) is Float bits 1011256153.
        #expect(trace.samples.count == 58)
        #expect(trace.samples[0] == 0)
        #expect(trace.samples[1] == Double(Float(bitPattern: 1_011_256_153)))
        #expect(trace.samples.last == 1)
        #expect(abs(trace.times[12] - 0.1) < 1e-9, "frame n at n/120 s")
        #expect(number("composeFrames(compose.spring(dampingRatio: 0.5, stiffness: 400), fps: 120).duration", in: interpreter) == 0.475)
    }

    @Test func theThresholdIsInUnitsSoTheDistanceAndThresholdSetTheEnd() throws {
        let interpreter = Interpreter()
        // ζ 0.8, response 0.4 s over 300 units, threshold 0.5: the envelope's c = 1000
        // thresholds (600 and 12.566·600/9.4248 = 800), ln(1000)/12.566 s = 549.7 ms, so
        // Compose estimates 549 ms and the 60 Hz frame at 550 ms shows the target.
        let far = try #require(number("composeFrames(spring(damping: 0.8, response: 0.4s), distance: 300pt, visibilityThreshold: 0.5).duration", in: interpreter))
        #expect(abs(far - 0.55) < 1e-9)
        // A 0.01 threshold on a move of 1: Compose's estimate 407 ms; frame 25 (416.7 ms) ends.
        let near = try #require(number("composeFrames(spring(damping: 0.8, response: 0.4s)).duration", in: interpreter))
        #expect(abs(near - 25.0 / 60) < 1e-9)
    }

    @Test(arguments: [
        ("composeFrames(3)", "composeFrames runs a spring or a Compose decay, decay(v, model: compose) or decay(v, model: splineBasedDecay, density: 2.625); this is a number"),
        ("composeFrames(compose.default, fps: 0)", "fps: is 1 to 1000 frames per second"),
        ("composeFrames(compose.default, visibilityThreshold: 0)", "visibilityThreshold: is a positive number"),
        ("composeFrames(compose.default, distance: 0pt)", "distance: is a finite size other than 0"),
        ("composeFrames(spring(damping: 0, response: 1s))", "Compose does not end this spring within 100000 frames"),
    ])
    func mistakesSayWhatAndWhere(line: String, message: String) {
        #expect(diagnostic(line)?.message.contains(message) == true, "\(line): \(diagnostic(line)?.message ?? "no error")")
    }

}
