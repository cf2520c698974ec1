import FluidMotion
import Testing
@testable import FluidLanguage

/// Rebound's coasting spring in the language (issue 14): `decay(v, model: rebound, friction:)`,
/// its frames with `reboundFrames`, and `rebound.spring(tension: 0, …)` pointing to it.
@Suite struct ReboundCoastingBuiltinTests {
    @Test func aReboundDecayIsTheCoastingSpring() throws {
        let interpreter = Interpreter()
        run("d = decay(2pt/s, model: rebound, friction: 7)", in: interpreter)
        // Origami friction 7 is Rebound's friction 22/s (coastingConfigWithOrigamiFriction).
        #expect(number("d.decayConstant", in: interpreter) == 22)
        #expect(number("d.friction", in: interpreter) == 7)
        #expect(abs((number("d.distance", in: interpreter) ?? 0) - 1.999 / 22) < 1e-15)
        #expect(abs((number("d.stop", in: interpreter) ?? 0) - 7.600902459542082 / 22) < 1e-15)
        // friction: 22/s is Rebound's own friction: the same decay; its friction member reads 7 back.
        #expect(number("decay(2pt/s, model: rebound, friction: 22/s).distance", in: interpreter) == number("d.distance", in: interpreter))
        #expect(number("decay(2pt/s, model: rebound, friction: 22/s).friction", in: interpreter) == 7)
        // Without friction: Origami 7, the friction of Rebound's default config.
        #expect(number("decay(2pt/s, model: rebound).decayConstant", in: interpreter) == 22)
        #expect(output("d", in: interpreter).contains("stops when |v| < 0.001 units/s"))
    }

    @Test func itsFramesAreWhatReboundDraws() throws {
        // rebound-js 0.1.0's own frames for coastingConfigWithOrigamiFriction(7), velocity 2 at
        // 60 Hz under its SteppingSimulationLooper (ReboundFramesReferenceTests): 23 frames to rest,
        // ending at 0.09087578431422157.
        let interpreter = Interpreter()
        guard case .trace(let value)? = try? interpreter.run("reboundFrames(decay(2pt/s, model: rebound, friction: 7), looper: \"stepping\")").value,
              case .one(let trace) = value.samples else { Issue.record("not a one-axis trace"); return }
        #expect(trace.samples.count == 24 && trace.samples.last == 0.09087578431422157)
        #expect(trace.samples[1] == 0.0019781604459999996)
        #expect(value.dimension == .length)
    }

    @Test(arguments: [
        ("rebound.spring(tension: 0, friction: 22)", "tension 0 is Rebound's coasting spring", "decay(1200pt/s, model: rebound, friction: 22/s)"),
        ("decay(1200pt/s, model: rebound, friction: -1)", "friction must be positive", "Origami friction above -0.3333"),
        ("decay(1200pt/s, model: rebound, power: 0.8)", "power", "rebound"),
        ("reboundFrames(decay(1200pt/s))", "reboundFrames runs a spring or Rebound's coasting spring", "this decay's model is exact"),
        ("reboundFrames(decay(1200pt/s, model: rebound), overshootClamping: true)", "overshootClamping: is for a spring with a target", "coasting spring has none"),
    ])
    func mistakesSayWhatAndWhere(line: String, message: String, more: String) {
        let said = diagnostic(line)?.message ?? "no error"
        #expect(said.contains(message) && said.contains(more), "\(line): \(said)")
    }

    @Test func aNegativeReboundTensionKeepsItsOwnMessage() {
        #expect(diagnostic("rebound.spring(tension: -5, friction: 22)")?.message == "tension must be greater than 0")
    }
}
