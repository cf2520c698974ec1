import Testing
@testable import FluidMotion

/// Properties over springs drawn from a fixed-seed generator: every run checks the same
/// 200 springs, across all regimes (ζ from 0.02 to 4, a quarter of them within 10⁻⁶ of 1).
@Suite("Spring properties over seeded random parameters")
struct SpringPropertyTests {
    struct Case: CustomStringConvertible {
        var spring: Spring
        var description: String { "ζ \(spring.dampingRatio) T \(spring.response) v \(spring.initialVelocity)" }
    }

    static func cases(seed: UInt64, count: Int = 200) -> [Case] {
        var random = LCG(seed: seed)
        return (0..<count).compactMap { i in
            let zeta = i % 4 == 0 ? 1 + random.uniform(-1e-6, 1e-6) : random.uniform(0.02, 4)
            let response = random.uniform(0.05, 2)
            let velocity = random.uniform(-8, 8)
            return (try? Spring(.dampingResponse(damping: zeta, response: response), initialVelocity: velocity)).map(Case.init)
        }
    }

    @Test("start at 0 with the given velocity, end at 1")
    func startAndEnd() {
        for c in Self.cases(seed: 1) {
            let s = c.spring
            #expect(s.value(at: 0) == 0, "\(c)")
            #expect(isClose(s.velocity(at: 0), s.initialVelocity, relative: 1e-15, absolute: 1e-15), "\(c)")
            #expect(isClose(s.value(at: 1e4), 1, relative: 1e-12), "\(c)")
        }
    }

    @Test("settle time: within ε afterwards, at ε exactly")
    func settleIsLastCrossing() {
        for c in Self.cases(seed: 2) {
            let s = c.spring
            let settle = s.settlingTime()
            #expect(settle.isFinite && settle > 0, "\(c)")
            #expect(isClose(abs(1 - s.value(at: settle)), 0.001, relative: 1e-8), "\(c)")
            let span = 3 * s.response
            for i in 1...300 {
                let t = settle + span * Double(i) / 300
                #expect(abs(1 - s.value(at: t)) < 0.001, "\(c) at \(t)")
            }
        }
    }

    @Test("overshoot is the highest point of the curve past 1")
    func overshootIsMaximum() {
        for c in Self.cases(seed: 3) {
            let s = c.spring
            let horizon = s.settlingTime() * 1.5
            var gridMax = 0.0
            for i in 0...3000 { gridMax = max(gridMax, s.value(at: horizon * Double(i) / 3000) - 1) }
            #expect(s.overshoot >= gridMax - 1e-15, "\(c)")
            if let peak = s.peakTime {
                #expect(isClose(s.value(at: peak), 1 + s.overshoot, relative: 1e-15), "\(c)")
                #expect(abs(s.velocity(at: peak)) <= 1e-9 * s.naturalFrequency, "\(c)")
            } else {
                #expect(s.overshoot == 0, "\(c)")
            }
        }
    }

    @Test("rise time: progress crosses 10 % and 90 % where it says")
    func riseCrossings() {
        for c in Self.cases(seed: 4) {
            let s = c.spring
            guard let rise = s.riseTime() else {
                Issue.record("every spring reaches 90 % of the way: \(c)")
                continue
            }
            #expect(rise >= 0, "\(c)")
        }
    }
}
