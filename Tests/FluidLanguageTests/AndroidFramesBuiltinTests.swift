import FluidMotion
import Testing
@testable import FluidLanguage

/// `androidFrames(s, …)` and `androidFlingFrames(v, …)`: what SpringAnimation and
/// FlingAnimation draw, as traces. The figures are the javac rows of
/// AndroidSpringAnimationReferenceTests and AndroidFlingFramesReferenceTests (androidx's own
/// code), read through the language.
@Suite struct AndroidFramesBuiltinTests {
    @Test func aMoveInPixelsIsSpringAnimationsFrames() throws {
        let interpreter = Interpreter()
        guard let trace = oneTrace("androidFrames(android.spring(stiffness: 1500, dampingRatio: 0.5), distance: 300pt)", in: interpreter) else { return }
        // SpringAnimation: frame 6 shows 345.05978 (84 ms after frame 1); frame 20 (317 ms) finishes.
        #expect(trace.samples[5] == Double(Float(345.05978)) / 300 && abs(trace.times[5] - 0.084) < 1e-12)
        #expect(trace.count == 20 && trace.samples.last == 1)
        #expect(number("androidFrames(android.spring(stiffness: 1500, dampingRatio: 0.5), distance: 300pt).duration", in: interpreter) == 0.317)
    }

    @Test func aProgressRunsAsAnAlphaAsDurationsDoes() throws {
        let interpreter = Interpreter()
        guard let trace = oneTrace("androidFrames(android.spring(stiffness: 400, dampingRatio: 0.5))", in: interpreter) else { return }
        // SpringAnimation with MIN_VISIBLE_CHANGE_ALPHA: 0.7025112 at frame 6, done at frame 30 (484 ms).
        #expect(trace.samples[5] == Double(Float(0.7025112)))
        #expect(trace.times.last == 0.484)
        // Naming the property or the change itself gives the same.
        for line in ["androidFrames(android.spring(stiffness: 400, dampingRatio: 0.5), property: \"alpha\").duration",
                     "androidFrames(android.spring(stiffness: 400, dampingRatio: 0.5), minimumVisibleChange: android.minimumVisibleChange.alpha).duration"] {
            #expect(number(line, in: interpreter) == 0.484, "\(line)")
        }
        // Pixels for a move of 1 end far sooner: 0.75 of the whole move.
        let pixels = try #require(number("androidFrames(android.spring(stiffness: 400, dampingRatio: 0.5), property: \"pixels\").duration", in: interpreter))
        #expect(pixels < 0.2)
    }

    @Test func boundsClampAsSpringAnimationsDo() throws {
        // AndroidSpringBoundsReferenceTests' javac rows: a 300 px move of 1500/0.5 with
        // setMaxValue(310), every frame's Float bits, at 60 and 120 Hz (both end at 250 ms).
        let rows: [(fps: Int, bits: [UInt32])] = [
            (60, [0x424c1e5c, 0x4319b73a, 0x4376adc7, 0x439b0000, 0x439b0000, 0x439b0000, 0x439b0000, 0x43999c84, 0x4397e3b4, 0x43965d91,
                  0x439576f0, 0x43952aa7, 0x43953fe0, 0x439585b7, 0x43960000]),
            (120, [0x414eb675, 0x424c1e5c, 0x42c20e39, 0x4313648a, 0x434abf2f, 0x4376adc7, 0x438da2e2, 0x439b0000, 0x439b0000, 0x439b0000,
                   0x439b0000, 0x439b0000, 0x439b0000, 0x439b0000, 0x439ac1d8, 0x439a3083, 0x439953d2, 0x43987c81, 0x4397aa6e, 0x4396d7cf,
                   0x43963dff, 0x4395c816, 0x43956e58, 0x4395415f, 0x43952ffe, 0x43953608, 0x43954b62, 0x439569d7, 0x439590e5, 0x43960000]),
        ]
        let interpreter = Interpreter()
        for row in rows {
            let line = "androidFrames(android.spring(stiffness: 1500, dampingRatio: 0.5), fps: \(row.fps), distance: 300pt, max: 310pt)"
            guard let trace = oneTrace(line, in: interpreter) else { continue }
            // The trace starts with 0 at time 0, then the frames after the first, as progress.
            #expect(trace.count == row.bits.count + 1 && trace.times.last == 0.25, "\(line)")
            for (index, bits) in row.bits.enumerated() where index + 1 < trace.count {
                #expect(trace.samples[index + 1] == Double(Float(bitPattern: bits)) / 300, "\(line) frame \(index)")
            }
        }
        // An alpha (a move of 1) with max: 1 (a length, as distance: is): held at 1 from 134 ms, done at 284 ms.
        #expect(number("androidFrames(android.spring(stiffness: 400, dampingRatio: 0.5), max: 1pt).duration", in: interpreter) == 0.284)
        // Bounds the spring never reaches change nothing.
        #expect(number("androidFrames(android.spring(stiffness: 1500, dampingRatio: 0.5), distance: 300pt, min: -1pt, max: 400pt).duration", in: interpreter) == 0.317)
    }

    @Test func aFlingIsFlingAnimationsFrames() throws {
        let interpreter = Interpreter()
        guard case .trace(let value)? = try? interpreter.run("androidFlingFrames(2000pt/s)").value,
              case .one(let trace) = value.samples else { Issue.record("not a one-axis trace"); return }
        // FlingAnimation: 54 frames after the first, the last at 900 ms showing 465.32254.
        #expect(trace.count == 55 && trace.times.last == 0.9 && trace.samples.last == Double(Float(bitPattern: 0x43e8a949)))
        #expect(value.dimension == .length)
        // max: 300pt is reached at 100 ms: it stops there.
        guard case .trace(let bounded)? = try? interpreter.run("androidFlingFrames(4000pt/s, max: 300pt)").value,
              case .one(let stopped) = bounded.samples else { Issue.record("no trace"); return }
        #expect(stopped.samples.last == 300 && stopped.times.last == 0.1)
        // friction as decay's: a plain scalar or the decay constant per second.
        #expect(number("androidFlingFrames(2000pt/s, friction: 2).duration", in: interpreter) == number("androidFlingFrames(2000pt/s, friction: 8.4/s).duration", in: interpreter))
    }

    @Test(arguments: [
        ("androidFrames(3)", "androidFrames runs a spring; this is a number"),
        ("androidFrames(android.default, fps: 0)", "fps: is 1 to 1000 frames per second"),
        ("androidFrames(android.default, property: \"opacity\")", "property: is \"pixels\", \"alpha\", \"scale\" or \"rotation\""),
        ("androidFrames(android.default, property: \"alpha\", minimumVisibleChange: 0.1)", "not both"),
        ("androidFrames(android.default, minimumVisibleChange: 0)", "minimumVisibleChange: is a positive number"),
        ("androidFrames(spring(damping: 0, response: 1s))", "SpringAnimation does not bring this spring to rest within 100000 frames"),
        ("androidFrames(android.default, distance: 300pt, max: 299pt)", "max: must be at least the distance"),
        ("androidFrames(android.default, distance: 300pt, min: 10pt)", "min: must be at most 0"),
        ("androidFrames(android.default, distance: 300pt, min: 20pt, max: 10pt)", "min: must be at most 0"),
        ("androidFlingFrames(2000pt/s, friction: 0)", "friction: is a positive number"),
        ("androidFlingFrames(2000pt/s, min: 10pt)", "min: must be at most 0"),
        ("androidFlingFrames(2000pt/s, max: -10pt)", "max: must be at least 0"),
        ("androidFlingFrames(2000pt/s, fps: 5000)", "fps: is 1 to 1000"),
    ])
    func mistakesSayWhatAndWhere(line: String, message: String) {
        #expect(diagnostic(line)?.message.contains(message) == true, "\(line): \(diagnostic(line)?.message ?? "no error")")
    }

}
