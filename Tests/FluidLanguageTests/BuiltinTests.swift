import Testing
@testable import FluidLanguage
import Foundation

@Suite("Builtins") struct BuiltinTests {
    @Test("every help topic's example runs")
    func helpExamples() {
        #expect(Interpreter.helpTopics.count >= 17)
        for topic in Interpreter.helpTopics {
            #expect(diagnostic(topic.example) == nil, "\(topic.name): \(output(topic.example))")
            #expect(!topic.summary.isEmpty && topic.signature.contains(topic.name))
        }
    }

    @Test("projection: the talk's formula and the exact decay (MOTION.md)")
    func projection() {
        #expect(relativeError(number("project(1200pt/s)") ?? .nan, 1.2 * 0.998 / (1 - 0.998)) < 1e-12)
        #expect(relativeError(number("project(1200pt/s, rate: fast)") ?? .nan, 1.2 * 0.99 / 0.01) < 1e-12)
        #expect(relativeError(number("project(1200pt/s, model: \"exact\")") ?? .nan, -1200 / (1000 * log(0.998))) < 1e-12)
        #expect(output("project((900pt/s, -1400pt/s))") == "(449.1 pt, -698.6 pt)")
        #expect(output("project(300px/s)") == "149.7 px")
        #expect(diagnostic("project(1200pt)")?.message == "velocity must be a speed, like 1200pt/s; got a length (1200 pt)")
        #expect(diagnostic("project(1200pt/s, rate: 1.5)")?.span == markedSpan("                  ^^^^^^^^^"))
        #expect(diagnostic("project(1200pt/s, model: \"fast\")")?.message == "model must be one of exact, talk, android, inertia, reactspring, compose, rebound, splineBasedDecay; got fast")
    }

    @Test("decay: distance and stop time")
    func decay() {
        #expect(relativeError(number("decay(1200pt/s).distance") ?? .nan, -1200 / (1000 * log(0.998))) < 1e-12)
        #expect(relativeError(number("decay(1200pt/s).stop") ?? .nan, log(1200 / 0.5) / (-1000 * log(0.998))) < 1e-12)
        #expect(relativeError(number("value(decay(1200pt/s), 1s)") ?? .nan, 1200 * (pow(0.998, 1000) - 1) / (1000 * log(0.998))) < 1e-12)
    }

    @Test("rubberband: dimension, range and exponent forms")
    func rubberband() {
        let f = { (x: Double, d: Double) in (1 - 1 / (x * 0.55 / d + 1)) * d }
        #expect(relativeError(number("rubberband(120pt, dimension: 300pt)") ?? .nan, f(120, 300)) < 1e-12)
        #expect(relativeError(number("rubberband(-120pt, dimension: 300pt)") ?? .nan, -f(120, 300)) < 1e-12)
        #expect(relativeError(number("rubberband(700pt, range: 0pt..600pt, dimension: 300pt)") ?? .nan, 600 + f(100, 300)) < 1e-12)
        #expect(number("rubberband(300pt, range: 0pt..600pt, dimension: 300pt)") == 300)
        #expect(relativeError(number("rubberband(600, exponent: 0.7)") ?? .nan, pow(600, 0.7)) < 1e-12)
        #expect(relativeError(number("rubberband(600)") ?? .nan, pow(600, 0.7)) < 1e-12)
        #expect(diagnostic("rubberband(120pt, dimension: 3s)")?.message == "dimension must be a length (like x), like 300pt; got a time (3 s)")
        #expect(diagnostic("rubberband(120pt, dimension: 300pt, exponent: 0.7)")?.message == "'dimension' cannot be combined with 'exponent'")
    }

    @Test("gestures: relative velocity, nearest corner, closest angle")
    func gestures() {
        #expect(number("relativeVelocity(600pt/s, from: 100pt, to: 400pt)") == 2)
        #expect(number("relativeVelocity(600pt/s, from: 100pt, to: 100pt)") == 0)
        let i = Interpreter()
        run("corners = [(20pt, 60pt), (355pt, 60pt), (20pt, 760pt), (355pt, 760pt)]", in: i)
        #expect(output("nearest((180pt, 400pt) + project((900pt/s, -1400pt/s)), corners)", in: i) == "(355 pt, 60 pt)")
        #expect(output("nearest((0pt, 700pt), corners)", in: i) == "(20 pt, 760 pt)")
        #expect(output("closestAngle(350deg, [0deg, 90deg, 180deg, 270deg])") == "0 deg")
        #expect(diagnostic("nearest((0pt, 0pt), [])")?.message == "the list of candidates is empty")
    }

    @Test("math functions and constants")
    func math() {
        #expect(number("sqrt(2)") == 2.0.squareRoot())
        #expect(output("sqrt(9pt^2)") == "9 pt")  // the unit belongs to the literal: (9pt)^2
        #expect(output("sqrt(9pt * 1pt)") == "3 pt")
        #expect(number("sin(30deg)") == sin(Double.pi / 6))
        #expect(number("cos(pi)") == -1)
        #expect(number("exp(1)") == exp(1))
        #expect(number("ln(2)") == log(2))
        #expect(number("log10(1000)") == 3)
        #expect(output("abs(-20pt)") == "20 pt")
        #expect(output("min(400ms, 0.3s)") == "0.3 s")
        #expect(number("max([1, 5, 3])") == 5)
        #expect(output("clamp(120pt, 0pt, 100pt)") == "100 pt")
        #expect(output("round(412.7ms)") == "413 ms")
        #expect(number("normal") == 0.998)
        #expect(number("fast") == 0.99)
        #expect(diagnostic("sin(1s)")?.message == "angle must be an angle, like 30deg; got a time (1 s)")
        #expect(diagnostic("max(1s, 2pt)")?.message == "the arguments of max must all be alike")
    }
}
