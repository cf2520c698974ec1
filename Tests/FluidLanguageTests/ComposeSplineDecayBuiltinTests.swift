import FluidMotion
import Testing
@testable import FluidLanguage

/// Compose's `splineBasedDecay(density)` in the language (issue 14):
/// `decay(v, model: splineBasedDecay, density:)`, its members, and its row in `decays`. The
/// figures are Compose's own (SplineBasedFloatDecayAnimationSpec at androidx a9b06aaf, Compose
/// 1.11.0-alpha01, built as ComposeSplineDecayReferenceTests describes): for 1200 px/s at
/// density 2.625, getTargetValue 131.03635 (Float bits 1124272462), getDurationNanos
/// 311,000,000, and at 100 ms getValueFromNanos 90.02837 (1119096455) and
/// getVelocityFromNanos 532.07635 (1141179619); for 3150 px/s at 2.625 (1200 dp/s),
/// 700.0232 (1143931260) in 634,000,000 ns; for 1200 px/s at density 1, 266.67548
/// (1132811894) in 634,000,000 ns.
@Suite struct ComposeSplineDecayBuiltinTests {
    @Test func aSplineDecayReadsComposesFigures() throws {
        let interpreter = Interpreter()
        run("d = decay(1200px/s, model: splineBasedDecay, density: 2.625)", in: interpreter)
        // distance and stop are Compose's getTargetValue and getDurationNanos, exactly.
        #expect(number("d.distance", in: interpreter) == Double(Float(bitPattern: 1124272462)))
        #expect(number("d.stop", in: interpreter) == 0.311)
        #expect(number("d.density", in: interpreter) == 2.625)
        // At a whole millisecond the curve is Compose's frame, to Float rounding: its value a
        // Float of about 90 (within 1e-5 px); its velocity the same spline slope, which
        // Compose divides by the difference of two Float sample times (not exactly 0.01): 1e-5 relative.
        #expect(abs((number("value(d, 100ms)", in: interpreter) ?? 0) - Double(Float(bitPattern: 1119096455))) < 1e-5)
        #expect(relativeError(number("velocity(d, 100ms)", in: interpreter) ?? 0, Double(Float(bitPattern: 1141179619))) < 1e-5)
        // Density 1 (the default), and a dp speed times the density: the same fling in dp.
        #expect(number("decay(1200px/s, model: splineBasedDecay).distance", in: interpreter) == Double(Float(bitPattern: 1132811894)))
        #expect(number("decay(3150px/s, density: 2.625).distance", in: interpreter) == Double(Float(bitPattern: 1143931260)))
        #expect(number("decay(3150px/s, density: 2.625).stop", in: interpreter) == 0.634)
        #expect(number("decay(1200px/s, density: 1).stop", in: interpreter) == 0.634)
        // Aliases, density implying the model, and with.
        #expect(number("decay(1200px/s, model: \"composeSpline\", density: 2.625).distance", in: interpreter) == number("d.distance", in: interpreter))
        #expect(number("(d with density: 1).distance", in: interpreter) == Double(Float(bitPattern: 1132811894)))
        #expect(output("d", in: interpreter).contains("model: splineBasedDecay, density: 2.625"))
        #expect(output("d", in: interpreter).contains("ends at its fling spline's duration, whole ms"))
        // rate, friction and time constant are those of the exponential decay as fast and as far.
        let lambda = 1200 / Double(Float(bitPattern: 1124272462))
        #expect(abs((number("d.decayConstant", in: interpreter) ?? 0) - lambda) < 1e-12)
        #expect(abs((number("d.timeConstant", in: interpreter) ?? 0) - 1 / lambda) < 1e-12)
    }

    @Test func decaysHasAComposeSplineRow() {
        let table = output("decays(1200pt/s)")
        #expect(table.contains("Compose splineBasedDecay  density 1"))
        #expect(table.contains("266.7 pt  0.634 s"))
    }

    @Test(arguments: [
        ("decay(1200pt/s, model: splineBasedDecay, density: 0)", "density must be a positive number", "                                         ^^^^^^^^^^"),
        ("decay(1200pt/s, density: 1e300)", "density must be a positive number", "                ^^^^^^^^^^^^^^"),
        ("decay(1200pt/s, density: 2pt)", "density must be a plain number (pixels per dp), like 2.625", "                         ^^^"),
        ("decay(1200pt/s, model: android, density: 2)", "density is not a parameter of the android model", "                                ^^^^^^^"),
        ("decay(1200pt/s, model: splineBasedDecay, friction: 2)", "friction is not a parameter of the splineBasedDecay model; it takes density", "                                         ^^^^^^^^"),
        ("decay(1e30pt/s, model: splineBasedDecay)", "too fast to model", "      ^^^^^^^^"),
    ])
    func mistakesSayWhatAndWhere(line: String, message: String, carets: String) {
        let d = diagnostic(line)
        #expect(d?.message.contains(message) == true, "\(line): \(d?.message ?? "no error")")
        #expect(d?.span == markedSpan(carets), "\(line)")
    }
}
