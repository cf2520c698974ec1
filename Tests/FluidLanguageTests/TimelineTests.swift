import Testing
import Foundation
@testable import FluidLanguage

// References: the mpmath values of Tests/MotionTests (RetargetedMotionTests,
// DecelerationModelTests), repeated here with the same provenance and tolerances; the
// language must hand the same numbers through.
@Suite("retarget and the deceleration models in the language")
struct TimelineTests {
    @Test("retarget: value, velocity and measures of an interrupted spring")
    func retarget() {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", "m = retarget(s, at: 150ms, to: 0.5)", in: i)
        // mpmath matrix-exponential reference, absolute 1e-13 (fractions of the distance).
        #expect(abs((number("value(m, 0.3s)", in: i) ?? .nan) - 0.62428075667650441791) < 1e-13)
        #expect(abs((number("velocity(m, 0.3s)", in: i) ?? .nan) - -1.7765474406130439746) < 1e-11)
        // Settle: relative 1e-10; overshoot 0.5 − 0.49495867131402092893 as a fraction.
        #expect(relativeError(number("m.settle", in: i) ?? .nan, 0.67240454771514005618) < 1e-10)
        #expect(abs((number("m.overshoot", in: i) ?? .nan) - 0.00504132868597907107) < 1e-14)
        #expect(relativeError(number("m.peak", in: i) ?? .nan, 0.51570145245191737683) < 1e-12)
        #expect(number("m.target", in: i) == 0.5)
        #expect(number("m.segments", in: i) == 2)
        #expect(output("m", in: i) == """
            retarget(spring(damping: 0.8, response: 400 ms), at: 150 ms, to: 0.5)
                segments 2 · target 0.5 · settles 0.6724 s · overshoot 0.5041 % · peak 515.7 ms
            """)
        // Continuity through the language: the velocity just before and at the retarget.
        let before = number("velocity(m, 149.99999999ms)", in: i) ?? .nan
        let at = number("velocity(m, 150ms)", in: i) ?? .nan
        #expect(abs(before - at) < 1e-6)
    }

    @Test("retarget chains, with new springs, and prints back as source")
    func chains() {
        let i = Interpreter()
        run("s = spring(damping: 0.5, response: 0.3s)",
            "m = retarget(s, at: 100ms, to: -0.25, spring: spring(damping: 1, response: 0.5s))",
            "m2 = retarget(m, at: 350ms, to: 0.75, spring: spring(damping: 1.5, response: 0.2s))", in: i)
        // Case B of RetargetedMotionTests: p(0.45) and the settle time.
        #expect(abs((number("value(m2, 450ms)", in: i) ?? .nan) - 0.48899544641963215797) < 1e-13)
        #expect(relativeError(number("m2.settle", in: i) ?? .nan, 0.91373222011459261764) < 1e-10)
        #expect(i.sourceText("m2") == "m2 = retarget(retarget(spring(damping: 0.5, response: 0.3s), at: 100ms, to: -0.25, spring: spring(damping: 1, response: 0.5s)), at: 350ms, to: 0.75, spring: spring(damping: 1.5, response: 0.2s))")
        #expect(output("m2.retargets", in: i) == "[100 ms, 350 ms]")
        #expect(output("m2.spring", in: i).hasPrefix("spring(damping: 1.5, response: 200 ms)"))
        #expect(diagnostic("m2.peak", in: i)?.message == "this motion has no peak: it never passes its final target")
    }

    @Test("retarget: every mistake is pointed at")
    func retargetErrors() {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", "m = retarget(s, at: 150ms, to: 0.5)", in: i)
        let cases: [(String, String, String)] = [
            ("retarget(s, at: 100ms)", "retarget needs a new target (to: 0.5), a new spring (spring: t), or both", "^^^^^^^^^^^^^^^^^^^^^^"),
            ("retarget(s, at: -1s, to: 0.5)", "the retarget time must be a finite time, 0 s or later", "            ^^^^^^^"),
            ("retarget(m, at: 100ms, to: 1)", "retarget times must come in order: the last retarget is at 150 ms; retarget at that time or later", "            ^^^^^^^^^"),
            ("retarget(s, at: 1pt, to: 1)", "at must be a time, like 0.4s; got a length (1 pt)", "                ^^^"),
            ("retarget(s, at: 1s, to: 1pt)", "to must be a plain number, like 0.8; got a length (1 pt)", "                        ^^^"),
            ("retarget(3, at: 1s, to: 1)", "the first argument of retarget must be a spring or a retargeted motion; got a number", "         ^"),
            ("retarget(s, at: 1s, spring: 3)", "spring must be a spring, like spring(damping: 1, response: 0.3s); got a number", "                            ^"),
            ("retarget(s, at: 1s, to: 1e308, spring: spring(damping: 0.5, response: 0.001s))", "the target is too far for this spring: its motion would overflow", "                    ^^^^^^^^^"),
            ("retarget(s, to: 1)", "'retarget' needs the argument 'at'", "^^^^^^^^^^^^^^^^^^"),
        ]
        for (line, message, carets) in cases {
            let d = diagnostic(line, in: i)
            #expect(d?.message == message, "\(line)")
            #expect(d?.span == markedSpan(carets), "\(line)")
        }
        // A failing line changes nothing.
        #expect(number("m.segments", in: i) == 2)
    }

    @Test("decay models by name, by their parameters, and their documented numbers")
    func decayModels() {
        // Android, friction 1: (1200 − 46.875)/4.2 = 274.55357142857142857 (mpmath), 1e-13.
        #expect(relativeError(number("decay(1200pt/s, friction: 1).distance") ?? .nan, 274.55357142857142857) < 1e-13)
        #expect(relativeError(number("decay(1200pt/s, model: android).stop") ?? .nan, 0.77204579797274209317) < 1e-13)
        // friction as a rate per second is the decay constant itself: 4.2/s is friction 1.
        #expect(number("decay(1200pt/s, friction: 4.2/s).friction") == 1)
        // Motion inertia: 0.8·v, documented; stop τ·ln(960/0.5).
        #expect(number("decay(1200pt/s, power: 0.8, timeConstant: 325ms).distance") == 960)
        #expect(relativeError(number("decay(1200pt/s, model: inertia).stop") ?? .nan, 2.4570261511320938504) < 1e-13)
        // react-spring: 1 − 0.998 per ms; mpmath distance 597.04972222736611906 (1e-12).
        #expect(relativeError(number("decay(1200pt/s, model: reactspring).distance") ?? .nan, 597.04972222736611906) < 1e-12)
        // The talk's projection of 1000 pt/s at the normal rate: 499 pt.
        #expect(relativeError(number("decay(1000pt/s, model: talk).distance") ?? .nan, 499) < 1e-13)
        #expect(relativeError(number("project(1000pt/s)") ?? .nan, 499) < 1e-13)
        // Bare words and strings name the same model; project takes every model.
        #expect(number("project(1200pt/s, model: exact)") == number("project(1200pt/s, model: \"exact\")"))
        #expect(number("project(1200pt/s, model: android)") == number("decay(1200pt/s, model: android).distance"))
        #expect(output("project((900pt/s, -1400pt/s), model: inertia)") == "(720 pt, -1120 pt)")
        #expect(output("decay(1200px/s, model: android).distance") == "274.6 px")
    }

    @Test("every decay answers rate, friction, timeConstant and decayConstant")
    func decayMembers() {
        // mpmath: −1000·ln 0.998 = 2.002002670673077, /4.2 = 0.4766673025412089,
        // 1/λ = 0.4994998331664553 s (relative 1e-14).
        #expect(relativeError(number("decay(1200pt/s).decayConstant") ?? .nan, 2.002002670673077351651105) < 1e-14)
        #expect(relativeError(number("decay(1200pt/s).friction") ?? .nan, 0.476667302541208893250263) < 1e-14)
        #expect(relativeError(number("decay(1200pt/s).timeConstant") ?? .nan, 0.4994998331664552550982131) < 1e-14)
        // Own parameters as written: Android's friction, inertia's τ, react-spring's rate.
        #expect(number("decay(1200pt/s, friction: 1.5).friction") == 1.5)
        #expect(number("decay(1200pt/s, model: inertia).timeConstant") == 0.325)
        #expect(number("decay(1200pt/s, model: reactspring, rate: 0.99).rate") == 0.99)
        // Converted: exp(−4.2/1000) = 0.9958088076649545 (mpmath), 1e-15.
        #expect(relativeError(number("decay(1200pt/s, model: android).rate") ?? .nan, 0.9958088076649545166830834) < 1e-15)
        #expect(output("decay(1200pt/s, model: inertia).model") == "\"inertia\"")
        #expect(number("decay(1200pt/s, model: inertia).power") == 0.8)
        // with changes the model's own parameters.
        #expect(output("decay(1200pt/s, friction: 1) with friction: 2") == """
            decay(1200 pt/s, model: android, friction: 2)
                distance 137.3 pt · stops 0.386 s · stops where |v| < 46.88 pt/s
            """)
        #expect(diagnostic("decay(1200pt/s) with friction: 2")?.message == "'friction' cannot be changed here; changeable: velocity, rate")
    }

    @Test("conversions between rate, friction, time constant and decay constant")
    func conversions() {
        // mpmath as above, relative 1e-14; round trips within the r-storage loss 1e-12.
        #expect(relativeError(number("friction(rate: 0.998)") ?? .nan, 0.476667302541208893250263) < 1e-14)
        #expect(relativeError(number("rate(friction: 1)") ?? .nan, 0.9958088076649545166830834) < 1e-15)
        #expect(relativeError(number("timeConstant(rate: 0.998)") ?? .nan, 0.4994998331664552550982131) < 1e-14)
        #expect(relativeError(number("rate(timeConstant: 325ms)") ?? .nan, 0.9969278057995145265439457) < 1e-15)
        #expect(relativeError(number("decayConstant(rate: fast)") ?? .nan, 10.05033585350144118354886) < 1e-14)
        #expect(relativeError(number("rate(friction: friction(rate: 0.998))") ?? .nan, 0.998) < 1e-15)
        #expect(relativeError(number("friction(decayConstant: 8.4/s)") ?? .nan, 2) < 1e-15)
        #expect(relativeError(number("timeConstant(friction: 1)") ?? .nan, 1 / 4.2) < 1e-15)
        #expect(output("timeConstant(rate: 0.998)") == "499.5 ms")
        let errors: [(String, String)] = [
            ("friction()", "friction converts from exactly one of rate:, timeConstant:, decayConstant:, like friction(rate: …)"),
            ("rate(0.9)", "rate converts from exactly one of friction:, timeConstant:, decayConstant:, like rate(friction: …)"),
            ("friction(rate: 1.2)", "rate must be between 0 and 1, exclusive (the velocity kept per millisecond; UIScrollView uses 0.998 normal, 0.99 fast)"),
            ("rate(timeConstant: -1s)", "timeConstant must be a positive time, like 325ms"),
            ("rate(friction: 0)", "friction must be positive: a plain number (Android's setFriction, default 1) or a rate per second (the decay constant itself, like 4.2/s)"),
            ("timeConstant(decayConstant: 2pt)", "decayConstant must be a rate per second, like 2/s; got a length (2 pt)"),
        ]
        for (line, message) in errors { #expect(diagnostic(line)?.message == message, "\(line)") }
    }

    @Test("decay mistakes name the model's parameters")
    func decayErrors() {
        let cases: [(String, String, String)] = [
            ("decay(1200pt/s, friction: 1, rate: 0.9)", "rate is not a parameter of the android model; it takes friction", "                             ^^^^"),
            ("decay(1200pt/s, model: talk, power: 2)", "power is not a parameter of the talk model; it takes rate", "                             ^^^^^"),
            ("decay(1200pt/s, model: \"foo\")", "model must be one of exact, talk, android, inertia, reactspring, compose, rebound, splineBasedDecay; got foo", "                       ^^^^^"),
            ("decay(1200pt/s, model: 3)", "model must be a model: exact, talk, android, inertia, reactspring, compose, rebound or splineBasedDecay; got a number", "                       ^"),
            ("decay(1200pt/s, friction: -1)", "friction must be a positive number (Android's FlingAnimation.setFriction; 1 is the default, 4.2/s of decay)", "                ^^^^^^^^^^^^"),
            ("decay(1200pt/s, timeConstant: 0)", "timeConstant must be a positive time (Motion's default is 325ms)", "                ^^^^^^^^^^^^^^^"),
            ("decay(1200pt/s, model: reactspring, rate: 1)", "rate must be between 0 and 1, exclusive (react-spring's decay: true is 0.998)", "                                    ^^^^^^^"),
            ("decay(1e308pt/s, rate: 0.99999999)", "this flick is too fast to model: its distance overflows", "      ^^^^^^^^^"),
        ]
        for (line, message, carets) in cases {
            let d = diagnostic(line)
            #expect(d?.message == message, "\(line)")
            #expect(d?.span == markedSpan(carets), "\(line)")
        }
    }

    @Test("decays: the models side by side")
    func sideBySide() {
        // Compose's row: its stop is Compose's own getDurationNanos (2,236,000,000 ns), its
        // distance its getTargetValue (285.69) to 4 digits (ComposeExponentialDecayReferenceTests);
        // splineBasedDecay's likewise, 634,000,000 ns and 266.68 (ComposeSplineDecayBuiltinTests).
        #expect(output("decays(1200pt/s)") == """
            decays of 1200 pt/s
            model                     parameters                                      distance  stops    rest rule
            UIKit talk                rate 0.998                                      598.8 pt  3.888 s  stops when |v| < 0.5 pt/s
            UIKit exact               rate 0.998                                      599.4 pt  3.888 s  stops when |v| < 0.5 pt/s
            Android fling             friction 1                                      274.6 pt  0.772 s  stops where |v| < 46.88 pt/s
            Motion inertia            power 0.8, timeConstant 325 ms                  960 pt    2.457 s  snaps to its target within 0.5 pt
            react-spring              rate 0.998                                      597 pt    2.658 s  stops where a 60 Hz frame moves < 0.1 pt
            Compose exponentialDecay  frictionMultiplier 1, absVelocityThreshold 0.1  285.7 pt  2.236 s  stops when |v| reaches absVelocityThreshold, whole ms
            Compose splineBasedDecay  density 1                                       266.7 pt  0.634 s  ends at its fling spline's duration, whole ms
            """)
        #expect(number("decays(1200pt/s).count") == 7)
        #expect(diagnostic("decays(1200pt)")?.message == "velocity must be a speed, like 1200pt/s; got a length (1200 pt)")
    }

    @Test("Tab completes retarget's and decay's labels and the members of motions and decays")
    func completion() {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", "m = retarget(s, at: 150ms, to: 0.5)", "d = decay(1200pt/s, model: inertia)", in: i)
        #expect(i.completions(forPrefix: "retarget(s, at: 1s, sp").contains("spring:"))
        #expect(i.completions(forPrefix: "decay(1200pt/s, fr").contains("friction:"))
        #expect(i.completions(forPrefix: "decay(1200pt/s, ti").contains("timeConstant:"))
        #expect(i.completions(forPrefix: "m.se") == ["m.segments", "m.settle"])
        #expect(i.completions(forPrefix: "d.po") == ["d.power"])
    }
}

@Suite("a - b of two motions")
struct MotionDifferenceLanguageTests {
    @Test func aDifferenceIsAValueThatPrintsAndSavesAsItsParts() throws {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", in: i)
        run("t = spring(duration: 0.5s, bounce: 0.3)", in: i)
        guard case .difference(let d) = try i.run("s - t").value else { Issue.record("s - t is no difference"); return }
        #expect(Value.difference(d).kindPhrase == "a difference of motions")
        #expect(d.motion?.dimension == Dimension.none)
        #expect(i.formatter.format(.difference(d)).hasPrefix("a spring minus a spring · from 0 to 0 · settles"))
        #expect(SourcePrinter.value(.difference(d)) == "spring(damping: 0.8, response: 0.4s) - spring(duration: 0.5s, bounce: 0.3)")
        // Motions of different dimensions, and non-motions, are refused with what they are.
        #expect(diagnostic("s - decay(100pt/s)", in: i)?.message.contains("cannot subtract these: the first gives progress (a number) over time, the second a length") == true)
        #expect(diagnostic("s - 3", in: i)?.message == "cannot use '-' on a spring and a number")
        // A function in it keeps its dimension open until sampled.
        guard case .difference(let f) = try i.run("velocity(s) - (x -> x)").value else { Issue.record("no difference of functions"); return }
        #expect(f.motion == nil)
    }
}
