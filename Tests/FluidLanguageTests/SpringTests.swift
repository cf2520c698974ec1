import Testing
@testable import FluidLanguage
import FluidMotion
import Foundation

/// The spring a line evaluates to.
func springValue(_ line: String, in interpreter: Interpreter = Interpreter(), sourceLocation: SourceLocation = #_sourceLocation) -> SpringValue? {
    do throws(Diagnostic) {
        guard case .spring(let s) = try interpreter.run(line).value else {
            Issue.record("\(line) is not a spring", sourceLocation: sourceLocation)
            return nil
        }
        return s
    } catch {
        Issue.record("\(error.rendered(source: line))", sourceLocation: sourceLocation)
        return nil
    }
}

@Suite("Springs") struct SpringTests {
    /// Stiffness and damping coefficient of each form, computed here from MOTION.md's formulas.
    @Test("every form converts to the physics of MOTION.md")
    func forms() throws {
        let twoPi = 2 * Double.pi
        let cases: [(String, k: Double, c: Double, m: Double)] = [
            ("spring(damping: 0.8, response: 0.4s)", (twoPi / 0.4) * (twoPi / 0.4), 4 * .pi * 0.8 / 0.4, 1),
            ("spring(damping: 0.8, response: 400ms)", (twoPi / 0.4) * (twoPi / 0.4), 4 * .pi * 0.8 / 0.4, 1),
            ("spring(duration: 0.5s, bounce: 0.3)", (twoPi / 0.5) * (twoPi / 0.5), 4 * .pi * 0.7 / 0.5, 1),
            ("spring(duration: 0.5s)", (twoPi / 0.5) * (twoPi / 0.5), 4 * .pi * 1 / 0.5, 1),
            ("spring(duration: 0.5s, bounce: -0.5)", (twoPi / 0.5) * (twoPi / 0.5), 4 * .pi * 2 / 0.5, 1),
            ("spring(mass: 2, stiffness: 170, damping: 26)", 170, 26, 2),
            ("spring(stiffness: 170, damping: 26)", 170, 26, 1),
            ("spring(tension: 170, friction: 26)", 170, 26, 1),
            ("spring(stiffness: 1500, dampingRatio: 0.5)", 1500, 2 * 0.5 * sqrt(1500), 1),
        ]
        for (line, k, c, m) in cases {
            let s = try #require(springValue(line)).spring
            #expect(relativeError(s.stiffness, k) < 1e-12, "\(line): stiffness \(s.stiffness) vs \(k)")
            #expect(relativeError(s.damping, c) < 1e-12, "\(line): damping \(s.damping) vs \(c)")
            #expect(s.mass == m, "\(line)")
        }
    }

    @Test("bounciness/speed uses Rebound's conversion (ANCHORS.md)")
    func bouncinessSpeed() throws {
        // Rebound BouncyConversion, computed independently.
        func normalize(_ v: Double) -> Double { v / 20 }
        func project(_ n: Double, _ a: Double, _ b: Double) -> Double { a + n * (b - a) }
        let b = project(normalize(5 / 1.7), 0, 0.8)
        let tensionOrigami = project(normalize(12 / 1.7), 0.5, 200)
        let t = tensionOrigami
        let noBounce = t <= 18 ? 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28
            : t <= 44 ? 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2
            : 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
        let blend = 2 * b - b * b
        let frictionOrigami = blend * 0.01 + (1 - blend) * noBounce
        let s = try #require(springValue("spring(bounciness: 5, speed: 12)")).spring
        #expect(relativeError(s.stiffness, (tensionOrigami - 30) * 3.62 + 194) < 1e-9)
        #expect(relativeError(s.damping, (frictionOrigami - 8) * 3 + 25) < 1e-9)
    }

    @Test("velocity is UIKit's relative initial velocity, on any form")
    func velocity() throws {
        let s = try #require(springValue("spring(tension: 170, friction: 26, velocity: 2)"))
        #expect(s.spring.initialVelocity == 2)
        #expect(try #require(springValue("spring(damping: 1, response: 0.3s, velocity: relativeVelocity(600pt/s, from: 0pt, to: 300pt))")).spring.initialVelocity == 2)
    }

    @Test("mixed or incomplete argument sets list the accepted forms", arguments: [
        "spring(damping: 0.8)", "spring(damping: 0.8, response: 0.4s, mass: 1)", "spring(duration: 0.5s, response: 0.4s)", "spring()",
    ])
    func badForms(line: String) {
        let error = diagnostic(line)
        #expect(error?.help == Messages.springForms)
        #expect(error?.span == SourceSpan(start: 0, end: line.count))
    }

    @Test("positional arguments are refused with an example")
    func positional() {
        #expect(diagnostic("spring(0.8, 0.4s)")?.message == "spring takes named arguments, like spring(damping: 0.8, response: 0.4s)")
    }

    @Test("a bare number is taken as seconds, and then shown and saved with its unit")
    func bareSeconds() {
        let i = Interpreter()
        run("s = spring(duration: 0.5, bounce: 0.3)", in: i)
        #expect(i.sourceText("s") == "s = spring(duration: 0.5s, bounce: 0.3)")
        #expect(output("s", in: i).hasPrefix("spring(duration: 500 ms, bounce: 0.3)"))
    }

    @Test("a member update keeps the form and its other parameter")
    func memberUpdate() throws {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", "s.damping = 0.6", in: i)
        let s = try #require(springValue("s", in: i))
        #expect(s.form == .dampingResponse)
        #expect(s.arguments["response"]?.value == 0.4)
        #expect(s.spring.dampingRatio == 0.6)
        run("p = spring(mass: 1, stiffness: 170, damping: 26)", "p.stiffness = 200", in: i)
        let p = try #require(springValue("p", in: i))
        #expect(p.spring.damping == 26)
        #expect(p.spring.stiffness == 200)
        // A measure read back from the spring is no form's parameter (another form's parameter,
        // like `s.stiffness`, is changed through that form: SpringChangeThroughOtherFormTests).
        #expect(diagnostic("s.settle = 3s", in: i)?.message == "'settle' cannot be changed here; changeable: damping, response, velocity")
        #expect(diagnostic("s.dampin = 3", in: i)?.message == "a spring has no member 'dampin'; did you mean 'damping'?")
    }

    @Test("`with` returns a changed copy and leaves the binding alone")
    func with() throws {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", in: i)
        #expect(try #require(springValue("s with velocity: 2", in: i)).spring.initialVelocity == 2)
        #expect(try #require(springValue("s", in: i)).spring.initialVelocity == 0)
        #expect(try #require(springValue("s with damping: 1, response: 300ms", in: i)).spring.dampingRatio == 1)
    }

    @Test("members read the derived values; damping means what the form means")
    func members() throws {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", "p = spring(mass: 1, stiffness: 100, damping: 10)", in: i)
        let spring = try #require(springValue("s", in: i)).spring
        #expect(number("s.damping", in: i) == 0.8)
        #expect(number("p.damping", in: i) == 10)
        #expect(number("p.dampingRatio", in: i) == 0.5)
        #expect(number("s.response", in: i) == 0.4)
        #expect(number("s.settle", in: i) == spring.settlingTime(threshold: 0.001))
        #expect(relativeError(try #require(number("s.overshoot", in: i)), exp(-Double.pi * 0.8 / sqrt(1 - 0.64))) < 1e-9)
        #expect(number("s.peak", in: i) == spring.peakTime)
        #expect(number("s.period", in: i) == spring.dampedPeriod)
        #expect(relativeError(try #require(number("s.naturalFrequency", in: i)), 2 * .pi / 0.4) < 1e-15)
        #expect(number("p.duration", in: i).map { relativeError($0, 2 * .pi / 10) < 1e-15 } == true)
        #expect(number("p.bounce", in: i).map { relativeError($0, 0.5) < 1e-12 } == true)
        #expect(diagnostic("spring(damping: 1, response: 1s).period")?.message == "this spring has no period: it does not oscillate (damping ratio ≥ 1)")
    }

    @Test("value and velocity at a time, or as functions of time with a domain")
    func valueAndVelocity() throws {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", "v = velocity(s)", in: i)
        let spring = try #require(springValue("s", in: i)).spring
        #expect(number("value(s, 100ms)", in: i) == spring.value(at: 0.1))
        #expect(number("velocity(s, 0.1)", in: i) == spring.velocity(at: 0.1))
        #expect(number("v(100ms)", in: i) == spring.velocity(at: 0.1))
        guard case .function(let f)? = i.value(of: "v") else { Issue.record("v"); return }
        #expect(f.domain?.upper.value == 1.2 * spring.settlingTime(threshold: 0.001))
        #expect(f.domain?.lower.value == 0)
        #expect(diagnostic("value(s, 20pt)", in: i)?.message == "t must be a time, like 0.4s; got a length (20 pt)")
    }

    @Test("presets by their platform's names")
    func presets() throws {
        for (name, bounce) in [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)] {
            let s = try #require(springValue("swiftui.\(name)"))
            #expect(s.form == .durationBounce)
            #expect(s.arguments["duration"]?.value == 0.5)
            #expect(s.arguments["bounce"]?.value == bounce)
        }
        #expect(number("android.stiffness.low") == 200)
        #expect(try #require(springValue("reactspring.wobbly")).spring.stiffness == 180)
        #expect(try #require(springValue("spring(stiffness: android.stiffness.low, dampingRatio: android.dampingRatio.noBouncy)")).spring.dampingRatio == 1)
    }
}
