import Testing
@testable import FluidLanguage

@Suite("Source text") struct SourceTextTests {
    /// Every value of a session, replayed from its source text, has the same Double bits.
    @Test("saved bindings replay to identical values")
    func roundTrip() throws {
        let original = Interpreter()
        run(
            "a = 0.1 + 0.2", "t = 400ms", "u = 1/3 * 1s", "pct = 20%", "ang = 33deg", "v = 1200pt/s", "w = 1pt/ms * 3",
            "s = spring(damping: 0.8, response: 0.4s)", "s.damping = 0.123456789", "b = swiftui.bouncy with velocity: 1/3",
            "p = spring(mass: 1.5, stiffness: 170, damping: 26)", "r = spring(bounciness: 5, speed: 12)",
            "pt2 = (1/3 * 1pt, 2pt)", "xs = [1, 1/7, 3s]", "rg = 0pt..600pt", "acc = 1200pt / 1s / 3s", "name = \"a \\\"b\\\"\"",
            "f(x) = x^0.7 + a", "g = (x, y) -> x * y", "adder(k) = x -> x + k", "add3 = adder(1/3)", "vel = velocity(s)", "d = decay(1200pt/s, rate: fast)",
            "dt = decay(1/3 * 1pt/s, model: talk, rate: 0.99)", "da = decay(-900px/s, friction: 1/3)", "dl = decay(900pt/s, friction: 4.2/s)",
            "di = decay(1200pt/s, power: 1/3, timeConstant: 1/7)", "dr = decay(1200pt/s, model: reactspring, rate: 0.995)",
            "m = retarget(s, at: 1/7 * 1s, to: 1/3)", "m2 = retarget(m, at: 300ms, spring: swiftui.bouncy)", "m3 = retarget(m2, at: 0.4, to: -0.25, spring: p)",
            "neg = -0.0", "big = 1e300", "tiny = 5e-324",
            "fd = motion.spring(duration: 0.55s, bounce: 1/3)", "fa = s as motion", "rs = s as reactspring", "rb = p as rebound",
            "sw = swiftui.spring(mass: 2, stiffness: 300, damping: 90)", "ss = swiftui.spring(settlingDuration: 0.6s, dampingRatio: 0.7)",
            "og = origami.default", "bb = swiftui.bouncy(extraBounce: 1/10)", "cs = compose.spring(stiffness: compose.stiffness.low) as swiftui",
            "tr = trace([(0ms, 500pt), (1/3 * 16ms, 480pt), (32ms, 1/3 * 1pt)])", "tr2 = trace([0s, 0.1s], [(1pt, 2pt), (3pt, 1/3 * 1pt)])",
            "ds = s - m", "dd = ds - (s - p)", "dv = vel - velocity(p)", "dk = d - da",
            "dre = drawerRelease(tr, closed: 500pt, open: 0pt)", "es = elasticScroll(tr, distances: [0pt, 100pt])", "ev = calculatorButton(down: [0ms], up: [1/3 * 1s])",
            in: original)
        let replay = Interpreter()
        for (name, _) in original.bindings {
            let text = try #require(original.sourceText(name))
            run(text, in: replay)
        }
        #expect(replay.bindings.map(\.name) == original.bindings.map(\.name))
        for (name, value) in original.bindings {
            let replayed = try #require(replay.value(of: name))
            #expect(fingerprint(value, original) == fingerprint(replayed, replay), "\(name): \(original.sourceText(name) ?? "")")
        }
    }

    @Test("units are kept when exact; springs in their own form; functions as definitions")
    func readable() {
        let i = Interpreter()
        run("t = 400ms", "s = spring(damping: 0.8, response: 0.4s)", "f(x) = x^0.7", "g = x -> x^2", "v = 1200pt/s", "pc = 20%", in: i)
        #expect(i.sourceText("t") == "t = 400ms")
        #expect(i.sourceText("s") == "s = spring(damping: 0.8, response: 0.4s)")
        #expect(i.sourceText("f") == "f(x) = x^0.7")
        #expect(i.sourceText("g") == "g = x -> x^2")
        #expect(i.sourceText("v") == "v = 1200pt/s")
        #expect(i.sourceText("pc") == "pc = 20%")
        #expect(i.sourceText("nope") == nil)
    }

    /// Everything observable about a value, with Doubles as bits; functions by samples.
    func fingerprint(_ value: Value, _ interpreter: Interpreter) -> String {
        switch value {
        case .number(let q): return "\(q.value.bitPattern) \(q.dimension)"
        case .bool(let b): return "\(b)"
        case .string(let s): return s
        case .list(let xs): return xs.map { fingerprint($0, interpreter) }.joined(separator: ";")
        case .point(let p): return "\(p.x.value.bitPattern),\(p.y.value.bitPattern)"
        case .range(let r): return "\(r.lower.value.bitPattern)..\(r.upper.value.bitPattern)"
        case .spring(let s):
            return [s.spring.mass, s.spring.stiffness, s.spring.damping, s.spring.initialVelocity, s.spring.value(at: 0.1)].map { "\($0.bitPattern)" }.joined(separator: ",") + "\(s.form)"
        case .decay(let d): return "\(d.model) \(d.decay.distance.bitPattern) \(d.decay.stopTime().bitPattern) \(d.decay.position(at: 0.1).bitPattern)"
        case .motion(let m):
            return [m.motion.value(at: 0.2), m.motion.velocity(at: 0.3), m.motion.settlingTime(), m.motion.finalTarget].map { "\($0.bitPattern)" }.joined(separator: ",")
        case .function(let f):
            let arguments: [Value] = (0..<(f.arity ?? 1)).map { _ in .number(Quantity(0.1, .time)) }
            let plainArguments: [Value] = (0..<(f.arity ?? 1)).map { _ in .number(Quantity(0.1)) }
            if let result = try? interpreter.call(f, arguments) { return fingerprint(result, interpreter) }
            if let result = try? interpreter.call(f, plainArguments) { return fingerprint(result, interpreter) }
            return "uncallable"
        case .namespace(let n): return n.name
        case .trace(let t): return t.times.map { "\($0.bitPattern)" }.joined(separator: ",") + "|" + (0..<t.count).map { fingerprint(t.value(at: $0), interpreter) }.joined(separator: ";")
        case .record(let r): return r.fields.map { $0.name + "=" + fingerprint($0.value, interpreter) }.joined(separator: "|")
        case .difference(let d): return fingerprint(d.minuend, interpreter) + " - " + fingerprint(d.subtrahend, interpreter)
        }
    }
}
