import Testing
@testable import FluidMotion

// References: closed forms evaluated in mpmath (mp.dps = 40, 60 near ζ = 1) from the exact
// double inputs, with the textbook per-regime formulas (a·e^(r1 t) + b·e^(r2 t) over-damped),
// not the unified form the library uses. Velocities by mp.diff of that x(t).
@Suite("Spring oscillator closed form")
struct SpringOscillatorTests {
    @Test("under-damped step response matches the reference (damping 0.5, response 0.5)",
          arguments: [
            // mpmath: m,k,c from (2*pi/T)**2, 4*pi*z/T; 1 - x(t), -x'(t)
            (0.1, 0.47961214688455489697, 6.8573185086069164809),
            (0.37, 1.1056385449021632037, -1.0983705748795921122),
            (1.0, 1.0012814797523529274, -0.026925189957158178323),
          ])
    func underdampedStep(t: Double, progress: Double, velocity: Double) throws {
        let s = try Spring(.dampingResponse(damping: 0.5, response: 0.5))
        // progress is a fraction of the distance: absolute 1e-14; velocity relative 1e-12.
        #expect(isClose(s.value(at: t), progress, relative: 0, absolute: 1e-14))
        #expect(isClose(s.velocity(at: t), velocity, relative: 1e-12))
    }

    @Test("over-damped oscillator (m 2, k 50, c 40: ζ = 2) from x0 1.3, v0 −4",
          arguments: [
            (0.05, 1.1451214939975495264, -2.4225241009033652569),
            (0.5, 0.59858974466447091971, -0.80215853206537795443),
            (3.0, 0.021014070443550094241, -0.028153516025199861435),
          ])
    func overdamped(t: Double, x: Double, v: Double) throws {
        let o = SpringOscillator(spring: try Spring(.physical(mass: 2, stiffness: 50, damping: 40)),
                                 displacement: 1.3, velocity: -4)
        #expect(isClose(o.position(at: t), x, relative: 1e-13))
        #expect(isClose(o.velocity(at: t), v, relative: 1e-13))
    }

    @Test("critically damped oscillator (m 1, k 100, c 20)")
    func critical() throws {
        let s = try Spring(.physical(mass: 1, stiffness: 100, damping: 20))
        #expect(s.dampingRatio == 1)
        // mpmath: exp(-10 t)·(x0 + (v0 + 10 x0)·t); relative 1e-14
        #expect(isClose(s.stepOscillator.position(at: 0.2), 0.40600584970983807568, relative: 1e-14))
        let o = SpringOscillator(spring: s, displacement: 0.5, velocity: -30)
        #expect(isClose(o.position(at: 0.2), -0.60900877456475711352, relative: 1e-14))
        #expect(isClose(o.velocity(at: 0.2), 2.7067056647322538379, relative: 1e-14))
    }

    // mpmath at 60 digits, k = 100, c = 2·ζ·10 with ζ the given double; x(0.3), x'(0.3)
    static let nearCriticalCases: [(zeta: Double, x: Double, v: Double)] = [
        (1.000000001, 0.19914827391953942403, -1.4936120510359182889),
        (0.999999999, 0.19914827302337216901, -1.4936120510359182889),
        (1.000001, 0.19914872155480219583, -1.4936120510354702061),
        (0.999999, 0.19914782538757159791, -1.4936120510354702054),
    ]

    @Test("near ζ = 1 each side matches its own high-precision reference", arguments: nearCriticalCases)
    func nearCritical(zeta: Double, x: Double, v: Double) throws {
        let s = try Spring(.stiffnessDampingRatio(stiffness: 100, dampingRatio: zeta))
        // Textbook forms lose ~|log10(1 − ζ²)| digits here; the library must not (1e-13).
        #expect(isClose(s.stepOscillator.position(at: 0.3), x, relative: 1e-13))
        #expect(isClose(s.stepOscillator.velocity(at: 0.3), v, relative: 1e-13))
    }

    @Test("one ulp either side of ζ = 1 agrees with the critical form")
    func continuityAtCritical() throws {
        let critical = try Spring(.stiffnessDampingRatio(stiffness: 100, dampingRatio: 1))
        let below = try Spring(.stiffnessDampingRatio(stiffness: 100, dampingRatio: 1.0.nextDown))
        let above = try Spring(.stiffnessDampingRatio(stiffness: 100, dampingRatio: 1.0.nextUp))
        #expect(below.dampedFrequency != nil && above.dampedFrequency == nil)
        for t in [0.001, 0.05, 0.3, 1, 3] {
            let x = critical.stepOscillator.position(at: t)
            let v = critical.stepOscillator.velocity(at: t)
            // Allowed: 8 ulps of rounding, plus the true change of the motion, which is
            // second order in √|1 − ζ²|: at most |1 − ζ²|·(ω0 t)² relative. Textbook forms
            // that divide by ωd or √(ζ² − 1) are off by ~1e-8 relative here.
            let trueChange = 2 * Double.ulpOfOne * (10 * t) * (10 * t)
            for other in [below, above] {
                let dx = abs(other.stepOscillator.position(at: t) - x)
                let dv = abs(other.stepOscillator.velocity(at: t) - v)
                #expect(dx <= 8 * x.ulp + trueChange * abs(x), "t = \(t)")
                #expect(dv <= 8 * abs(v).ulp + trueChange * abs(v), "t = \(t)")
            }
        }
    }

    @Test("ζ = 10⁶ stays finite and exact out to t = 10⁶")
    func hugeDampingRatio() throws {
        let s = try Spring(.stiffnessDampingRatio(stiffness: 1, dampingRatio: 1e6))
        // mpmath: a·e^(r1 t) + b·e^(r2 t), k = 1, c = 2e6, x0 = 1, v0 = 0; relative 1e-10
        // (r1·t ≈ −0.5 carries the rounding of r1 times 10⁶).
        #expect(isClose(s.stepOscillator.position(at: 1e6), 0.60653065971270923994, relative: 1e-10))
        #expect(isClose(s.stepOscillator.position(at: 1), 0.99999950000037499973, relative: 1e-14))
        #expect(s.velocity(at: 1e6).isFinite)
    }

    @Test("initial conditions hold exactly: x(0) = x0, x'(0) = v0, in every regime")
    func initialConditions() throws {
        for zeta in [0.0, 0.3, 1.0, 1.0.nextUp, 2.5, 1e4] {
            let s = try Spring(.stiffnessDampingRatio(stiffness: 300, dampingRatio: zeta))
            let o = SpringOscillator(spring: s, displacement: -0.7, velocity: 12.5)
            #expect(o.position(at: 0) == -0.7, "ζ = \(zeta)")
            #expect(o.velocity(at: 0) == 12.5, "ζ = \(zeta)")
            #expect(o.position(at: -1) == -0.7, "times before 0 are the start")
        }
    }

    @Test("undamped spring oscillates forever with constant amplitude, finite at t = 10⁶")
    func undamped() throws {
        let s = try Spring(.dampingResponse(damping: 0, response: 0.5))
        #expect(isClose(s.value(at: 0.25), 2, relative: 0, absolute: 1e-14))   // half a period: x = −1
        let far = s.value(at: 1e6)
        #expect(far.isFinite && far >= -1e-9 && far <= 2 + 1e-9)
        #expect(s.settlingTime() == .infinity)
        #expect(s.oscillations() == Int.max)
    }

    @Test("the motion solves m·x'' + c·x' + k·x = 0 (finite differences of the velocity)")
    func odeResidual() throws {
        for (m, k, c) in [(1.0, 170.0, 26.0), (2.0, 50.0, 40.0), (0.5, 400.0, 1.0), (1.0, 100.0, 20.0)] {
            let o = SpringOscillator(spring: try Spring(.physical(mass: m, stiffness: k, damping: c)),
                                     displacement: 1, velocity: -3)
            for t in [0.02, 0.1, 0.4] {
                let h = 1e-5
                let a = (o.velocity(at: t + h) - o.velocity(at: t - h)) / (2 * h)
                let dx = (o.position(at: t + h) - o.position(at: t - h)) / (2 * h)
                let v = o.velocity(at: t), x = o.position(at: t)
                let scale = abs(m * a) + abs(c * v) + abs(k * x)
                // central differences: error O(h²·x''') ≈ 1e-7 of the scale
                #expect(abs(m * a + c * v + k * x) <= 1e-6 * scale, "m \(m) k \(k) c \(c) t \(t)")
                #expect(abs(dx - v) <= 1e-6 * (abs(v) + abs(x)), "velocity is dx/dt")
            }
        }
    }

    @Test("energy ½kx² + ½mv² never increases")
    func energyDecreases() throws {
        for (m, k, c) in [(1.0, 170.0, 26.0), (2.0, 50.0, 40.0), (0.5, 400.0, 1.0), (1.0, 100.0, 20.0), (1.0, 100.0, 0.0)] {
            let o = SpringOscillator(spring: try Spring(.physical(mass: m, stiffness: k, damping: c)),
                                     displacement: 1, velocity: 5)
            var previous = Double.infinity
            for i in 0...400 {
                let t = Double(i) * 0.005
                let x = o.position(at: t), v = o.velocity(at: t)
                let energy = 0.5 * k * x * x + 0.5 * m * v * v
                #expect(energy <= previous * (1 + 1e-13), "m \(m) k \(k) c \(c) t \(t)")
                previous = energy
            }
        }
    }
}
