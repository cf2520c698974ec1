import FluidMotion
import Testing
@testable import FluidLanguage

/// `composeFrames(decay(v, model: compose | splineBasedDecay, …), fps:)`: what Compose draws
/// of a decay, read through the language against ComposeDecayFramesReferenceTests' figures
/// (androidx's DecayAnimation compiled with kotlinc; Float bit patterns).
@Suite struct ComposeDecayFramesBuiltinTests {
    func trace(_ line: String) -> (Trace<Double>, TraceValue)? {
        guard case .trace(let value)? = try? Interpreter().run(line).value, case .one(let trace) = value.samples else { return nil }
        return (trace, value)
    }

    @Test func exponentialDecayIsComposesFramesInTheDecaysUnits() throws {
        // exponentialDecay() from 0 at 1200/s, 60 Hz: 136 frames; duration 2236 ms, so frame
        // 135 (2250 ms) is the first at or past it and shows the target.
        let (frames, value) = try #require(trace("composeFrames(decay(1200pt/s, model: compose))"))
        #expect(frames.samples.count == 136)
        #expect(frames.samples[0] == 0)
        #expect(frames.samples[1] == Double(Float(bitPattern: 1_100_254_592)))
        #expect(frames.samples[134] == Double(Float(bitPattern: 1_133_434_967)))
        #expect(frames.samples.last == Double(Float(bitPattern: 1_133_434_978)))
        #expect(abs(frames.times.last! - 2.25) < 1e-9)
        #expect(value.dimension == .length && value.unit == .point)
        // -800/s at 120 Hz: frame 1 (8 ms).
        let (back, _) = try #require(trace("composeFrames(decay(-800pt/s, model: compose), fps: 120)"))
        #expect(back.samples.count == 258 && back.samples[1] == Double(Float(bitPattern: 3_234_424_256)))
    }

    @Test func splineBasedDecayIsComposesFrames() throws {
        // splineBasedDecay(density 2.625) from 0 at 2000/s, 120 Hz: 56 frames to 454 ms.
        let (fling, _) = try #require(trace("composeFrames(decay(2000pt/s, model: splineBasedDecay, density: 2.625), fps: 120)"))
        #expect(fling.samples.count == 56)
        #expect(fling.samples[0] == Double(Float(bitPattern: 1_005_491_603)), "the spline's first sample is not quite 0")
        #expect(fling.samples[1] == Double(Float(bitPattern: 1_098_900_203)))
        #expect(fling.samples.last == Double(Float(bitPattern: 1_134_497_378)))
        #expect(abs(fling.times.last! - 55.0 / 120) < 1e-9)
        // −1200/s at 60 Hz: every one of its 20 frames.
        let expected: [UInt32] = [3141832181, 3247983123, 3256327302, 3260688284, 3263686632, 3265263238, 3266580103, 3267617054, 3268539153, 3269304583,
                                  3269903511, 3270429744, 3270857587, 3271182237, 3271454612, 3271608659, 3271678504, 3271727125, 3271751694, 3271756110]
        let (back, _) = try #require(trace("composeFrames(decay(-1200pt/s, model: splineBasedDecay, density: 2.625))"))
        #expect(back.samples == expected.map { Double(Float(bitPattern: $0)) })
    }

    @Test func aDecayUnderItsThresholdIsOneFrameAtItsStart() throws {
        let (still, _) = try #require(trace("composeFrames(decay(0.05pt/s, model: compose))"))
        #expect(still.samples == [0] && still.times == [0])
    }

    @Test(arguments: [
        ("composeFrames(decay(1200pt/s, model: android))", "composeFrames runs Compose's decays, decay(v, model: compose) (exponentialDecay) or decay(v, model: splineBasedDecay, density: 2.625); this decay's model is android"),
        ("composeFrames(decay(1200pt/s))", "this decay's model is exact"),
        ("composeFrames(decay(1200pt/s, model: compose), distance: 300pt)", "distance: is for a spring"),
        ("composeFrames(decay(1200pt/s, model: compose), visibilityThreshold: 0.5)", "visibilityThreshold: is for a spring"),
        ("composeFrames(decay(1200pt/s, model: compose), fps: 0)", "fps: is 1 to 1000 frames per second"),
        ("composeFrames(decay(1000pt/s, model: compose, frictionMultiplier: 0.0001))", "Compose does not end this decay within 100000 frames"),
    ])
    func mistakesSayWhatAndWhere(line: String, message: String) {
        #expect(diagnostic(line)?.message.contains(message) == true, "\(line): \(diagnostic(line)?.message ?? "no error")")
    }

    @Test func theErrorPointsAtTheDecay() throws {
        let line = "composeFrames(decay(1200pt/s, model: rebound))"
        let error = try #require(diagnostic(line))
        #expect(error.span == SourceSpan(start: 14, end: 14 + "decay(1200pt/s, model: rebound)".count), "\(error.span)")
    }
}
