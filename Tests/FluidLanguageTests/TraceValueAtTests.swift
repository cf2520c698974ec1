import Testing
@testable import FluidLanguage

@Suite("value(trace, t): a trace read between its samples")
struct TraceValueAtTests {
    @Test("linear between samples, held before the start and after the end")
    func interpolates() {
        let i = Interpreter()
        run("tr = trace([(0ms, 0pt), (100ms, 10pt), (200ms, 40pt)])", in: i)
        // By hand: halfway through each segment is the mean of its ends; outside, the end values.
        // Tolerance 1e-12 relative: two roundings in (t − t0)/(t1 − t0) and one fused step.
        #expect(abs(number("value(tr, 50ms)", in: i)! - 5) < 5e-12)
        #expect(abs(number("value(tr, 150ms)", in: i)! - 25) < 25e-12)
        #expect(abs(number("value(tr, 175ms)", in: i)! - 32.5) < 32.5e-12)
        #expect(number("value(tr, -1s)", in: i) == 0)
        #expect(number("value(tr, 1s)", in: i) == 40)
        #expect(output("value(tr, 150ms)", in: i) == "25 pt")
    }

    @Test("at every sample time the value is the sample (seeded random traces)")
    func samplesAreHit() {
        var rng = LCG(seed: 0x7ACE)
        for _ in 0..<50 {
            let i = Interpreter()
            var t = 0.0
            var pairs: [(Double, Double)] = []
            for _ in 0..<(2 + Int(rng.uniform(0, 10))) {
                t += (1 + rng.uniform(0, 40)).rounded()
                pairs.append((t, (rng.uniform(-10_000, 10_000)).rounded() / 8))
            }
            let list = pairs.map { "(\($0.0)ms, \($0.1)pt)" }.joined(separator: ", ")
            run("tr = trace([\(list)])", in: i)
            for (time, value) in pairs {
                let got = number("value(tr, \(time)ms)", in: i)!
                #expect(abs(got - value) <= 1e-12 * max(1, abs(value)), "at \(time) ms")
            }
        }
    }

    @Test("a trace of points interpolates each axis; as a function it needs one axis")
    func planar() {
        let i = Interpreter()
        run("p = trace([0ms, 100ms], [(0pt, 0pt), (10pt, -20pt)])", in: i)
        #expect(output("value(p, 25ms)", in: i) == "(2.5 pt, -5 pt)")
        #expect(output("value(p.x, 25ms)", in: i) == "2.5 pt")
        #expect(output("value(p)", in: i).contains("needs a trace of one axis; this one has x and y: pass tr.x or tr.y"))
        #expect(output("value(trace([(0ms, 0pt), (100ms, 10pt)]))(50ms)") == "5 pt")
    }

    @Test("a time that is not a time is an error at the argument")
    func wrongUnit() {
        let i = Interpreter()
        run("tr = trace([(0ms, 0pt), (100ms, 10pt)])", in: i)
        let d = diagnostic("value(tr, 20pt)", in: i)
        #expect(d?.message.contains("must be a time") == true)
        // value(tr, 20pt)
        #expect(d?.span == markedSpan("          ^^^^"))
    }
}
