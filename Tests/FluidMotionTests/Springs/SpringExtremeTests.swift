import Foundation
import Testing
@testable import FluidMotion

// The closed form at the extremes: ζ = 0 out to t = 10⁶, ζ = 10⁶ and 10²⁰⁰, ω0 = 10⁶ and
// 10⁻⁶, an initial velocity of 10²⁰⁰, x0 = 0, the deep tail (e^(−500)), one ulp and 10⁻¹²
// either side of ζ = 1.
//
// References: scripts/references/spring_closed_form.py (mpmath, mp.dps = 600, the textbook
// form of each regime evaluated from the exact double ω0 = √k and ζ; 20 digits printed).
//
// Tolerance: what a double evaluation can promise. With x = x0·C + B·S the basis values are
// at most e^(r1 t) and e^(r1 t)·min(t, 1/f), which gives the scale of the rounding error
// (`scaleX`, `scaleV`); the arguments of exp and cos carry absolute errors of a few ulps of
// their size (`argument` = |r1 t| + ωd t below critical), which multiply that scale. So
// |error| ≤ 32 ulps·(1 + argument)·scale: at t = 10⁶ undamped that is ~7e-8 of the
// amplitude (the phase 10⁷ is only known to 1e-9), at moderate t it is ~1e-14 relative.
@Suite("Spring closed form at the extremes")
struct SpringExtremeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var k, zeta, x0, v0, t, x, v, scaleX, scaleV, argument: Double
        var testDescription: String { "k \(k) ζ \(zeta) x0 \(x0) v0 \(v0) t \(t)" }
    }

    static let cases: [Case] = [
        Case(k: 100, zeta: 0.0, x0: 1, v0: 0, t: 0.3, x: -0.9899924966004454416, v: -1.4112000805986733201, scaleX: 1.0, scaleV: 10.0, argument: 3.0),
        Case(k: 100, zeta: 0.0, x0: 1, v0: 0, t: 1000.0, x: -0.95215536825901485124, v: 3.0561438888825214136, scaleX: 1.0, scaleV: 10.0, argument: 1.0e+4),
        Case(k: 100, zeta: 0.0, x0: 1, v0: 0, t: 1000000.0, x: -0.90727038618173956116, v: -4.205477931907824913, scaleX: 1.0, scaleV: 10.0, argument: 1.0e+7),
        Case(k: 100, zeta: 0.0, x0: 0, v0: 1, t: 1000000.0, x: 0.04205477931907824913, v: -0.90727038618173956116, scaleX: 0.1, scaleV: 1.0, argument: 1.0e+7),
        Case(k: 100, zeta: 0.5, x0: 1, v0: 0, t: 100.0, x: -5.7348678875356943916e-220, v: 7.1530776353122183108e-217, scaleX: 1.12e-217, scaleV: 8.23e-217, argument: 1.37e+3),
        Case(k: 100, zeta: 0.5, x0: 1, v0: 1e+200, t: 0.1, x: 5.3350719511469297362e+198, v: 1.2619295827700863877e+199, scaleX: 6.07e+198, scaleV: 9.1e+199, argument: 1.37),
        Case(k: 100, zeta: 0.5, x0: 0, v0: -3, t: 0.2, x: -0.1257838888998995456, v: 0.80611579356133275434, scaleX: 0.127, scaleV: 1.74, argument: 2.73),
        Case(k: 100, zeta: 1.0, x0: 0, v0: -3, t: 0.2, x: -0.081201169941967610629, v: 0.40600584970983807568, scaleX: 0.0812, scaleV: 1.22, argument: 2.0),
        Case(k: 100, zeta: 3.0, x0: 0, v0: -3, t: 0.2, x: -0.037628305318488575863, v: 0.064533986861767179111, scaleX: 0.0376, scaleV: 3.26, argument: 0.343),
        Case(k: 1, zeta: 1000000.0, x0: 1, v0: 0, t: 1000000.0, x: 0.60653065971270923994, v: -3.032653298564304363e-7, scaleX: 0.91, scaleV: 3.03e-7, argument: 0.5),
        Case(k: 1, zeta: 1000000.0, x0: 0, v0: 1, t: 1000000.0, x: 3.032653298564304363e-7, v: -1.5163266492825312632e-13, scaleX: 3.03e-7, scaleV: 0.91, argument: 0.5),
        Case(k: 1, zeta: 1000000.0, x0: 1, v0: -2000000.0, t: 300000.0, x: -2.1517699410641776542e-13, v: 1.0758849705323577983e-19, scaleX: 1.29, scaleV: 2.58e+6, argument: 0.15),
        Case(k: 1, zeta: 1e+200, x0: 1, v0: 0, t: 1e+200, x: 0.6065306597126334236, v: -3.0326532985631672098e-201, scaleX: 0.91, scaleV: 3.03e-201, argument: 0.5),
        Case(k: 1, zeta: 1e+200, x0: 1, v0: 0, t: 1.0, x: 1.0, v: -5.0000000000000001513e-201, scaleX: 1.5, scaleV: 5.0e-201, argument: 5.0e-201),
        Case(k: 1000000000000.0, zeta: 0.3, x0: 1, v0: 0, t: 3e-06, x: -0.35545399030447656636, v: -117690.85773779565028, scaleX: 0.534, scaleV: 4.26e+5, argument: 3.76),
        Case(k: 1000000000000.0, zeta: 1.0, x0: 1, v0: 0, t: 3e-06, x: 0.19914827347145576057, v: -149361.20510359182137, scaleX: 0.199, scaleV: 1.49e+5, argument: 3.0),
        Case(k: 1000000000000.0, zeta: 2.0, x0: 0, v0: 1000000.0, t: 3e-06, x: 0.12920802581825159932, v: -34607.459263682883314, scaleX: 0.129, scaleV: 7.06e+5, argument: 0.804),
        Case(k: 1e-12, zeta: 0.3, x0: 1, v0: 0, t: 3000000.0, x: -0.35545399030447654143, v: -1.1769085773779573518e-7, scaleX: 0.534, scaleV: 4.26e-7, argument: 3.76),
        Case(k: 1e-12, zeta: 1.0, x0: 1, v0: 0, t: 3000000.0, x: 0.19914827347145579219, v: -1.493612051035918357e-7, scaleX: 0.199, scaleV: 1.49e-7, argument: 3.0),
        Case(k: 1e-12, zeta: 2.0, x0: 0, v0: 1e-06, t: 3000000.0, x: 0.12920802581825160665, v: -3.46074592636828837e-8, scaleX: 0.129, scaleV: 7.06e-7, argument: 0.804),
        Case(k: 100, zeta: 0.999999999999, x0: 0, v0: 1, t: 0.3, x: 0.014936120510359183999, v: -0.099574136735877249387, scaleX: 0.0149, scaleV: 0.199, argument: 3.0),
        Case(k: 100, zeta: 1.000000000001, x0: 0, v0: 1, t: 0.3, x: 0.014936120510359183999, v: -0.099574136735578517003, scaleX: 0.0149, scaleV: 0.199, argument: 3.0),
        Case(k: 100, zeta: 0.9999999999999998, x0: 1, v0: -7, t: 0.3, x: 0.09459542989894140101, v: -0.79659309388582292737, scaleX: 0.0946, scaleV: 0.797, argument: 3.0),
        Case(k: 100, zeta: 1.0000000000000002, x0: 1, v0: -7, t: 0.3, x: 0.094595429898941599999, v: -0.79659309388582339168, scaleX: 0.0946, scaleV: 0.797, argument: 3.0),
    ]

    @Test("position and velocity match mpmath within the rounding the inputs allow", arguments: cases)
    func matchesReference(_ c: Case) throws {
        let spring = try Spring(.stiffnessDampingRatio(stiffness: c.k, dampingRatio: c.zeta))
        let o = SpringOscillator(spring: spring, displacement: c.x0, velocity: c.v0)
        let budget = 32 * Double.ulpOfOne * (1 + c.argument)
        let x = o.position(at: c.t), v = o.velocity(at: c.t)
        #expect(x.isFinite && v.isFinite)
        #expect(abs(x - c.x) <= budget * c.scaleX, "x \(x) vs \(c.x): \(abs(x - c.x) / c.scaleX) of the scale")
        #expect(abs(v - c.v) <= budget * c.scaleV, "v \(v) vs \(c.v): \(abs(v - c.v) / c.scaleV) of the scale")
    }

    @Test("every regime stays finite out to t = 1e308 (ωd·t overflows for ζ = 0)")
    func finiteAtTheEndOfTime() throws {
        for zeta in [0.0, 1e-300, 1e-9, 0.5, 1, 1.0.nextUp, 2, 1e6, 1e200] {
            let spring = try Spring(.stiffnessDampingRatio(stiffness: 100, dampingRatio: zeta))
            let o = SpringOscillator(spring: spring, displacement: 1, velocity: -3)
            for t in [1e15, 1e300, 1e308, Double.greatestFiniteMagnitude] {
                let x = o.position(at: t), v = o.velocity(at: t)
                #expect(x.isFinite && v.isFinite, "ζ \(zeta) t \(t)")
                // Energy never grows: |x| ≤ amplitude √(x0² + (v0/ω0)²) = √1.09 (ω0 = 10).
                #expect(abs(x) <= 1.0441, "ζ \(zeta) t \(t)")
            }
        }
    }

    /// Log-uniform ω0 in 1e-6…1e6 and ζ in 1e-3…1e6 (plus 0, 1 and 1 ± ulp), signed x0, v0.
    static func randomOscillators(count: Int, seed: UInt64) throws -> [SpringOscillator] {
        var random = LCG(seed: seed)
        var result: [SpringOscillator] = []
        for i in 0..<count {
            let omega = pow(10, random.uniform(-6, 6))
            let special = [0.0, 1, 1.0.nextUp, 1.0.nextDown]
            let zeta = i < special.count ? special[i] : pow(10, random.uniform(-3, 6))
            let spring = try Spring(.stiffnessDampingRatio(stiffness: omega * omega, dampingRatio: zeta))
            let x0 = random.uniform(-2, 2), v0 = omega * random.uniform(-20, 20)
            result.append(SpringOscillator(spring: spring, displacement: x0, velocity: v0))
        }
        return result
    }

    @Test("x(0) = x0 and x'(0) = v0 exactly over 400 random extreme springs (seed 7)")
    func initialConditions() throws {
        for o in try Self.randomOscillators(count: 400, seed: 7) {
            #expect(o.position(at: 0) == o.initialDisplacement, "ω0 \(o.spring.naturalFrequency) ζ \(o.spring.dampingRatio)")
            #expect(o.velocity(at: 0) == o.initialVelocity, "ω0 \(o.spring.naturalFrequency) ζ \(o.spring.dampingRatio)")
        }
    }

    @Test("energy ½ω0²x² + ½x'² never increases over 400 random extreme springs (seed 11)")
    func energyNeverIncreases() throws {
        for o in try Self.randomOscillators(count: 400, seed: 11) {
            let omega = o.spring.naturalFrequency, zeta = o.spring.dampingRatio
            // Span about ten decay times of the slow motion (or 40 periods undamped).
            let slow = zeta < 1 ? max(zeta * omega, omega / 40) : omega / (zeta + (zeta * zeta - 1).squareRoot())
            var previous = Double.infinity
            for i in 0...300 {
                let t = Double(i) / 30 / slow
                let x = o.position(at: t), v = o.velocity(at: t)
                let energy = 0.5 * (omega * x) * (omega * x) + 0.5 * v * v
                // Each of x, v is exact to ~1e-14 of the scale: allow 1e-11 relative growth.
                #expect(energy <= previous * (1 + 1e-11) + 1e-300, "ω0 \(omega) ζ \(zeta) t \(t)")
                previous = energy
            }
        }
    }

    @Test("the motion solves x'' + 2ζω0·x' + ω0²·x = 0 over 200 random extreme springs (seed 5)")
    func odeResidual() throws {
        for o in try Self.randomOscillators(count: 200, seed: 5) {
            let omega = o.spring.naturalFrequency, zeta = o.spring.dampingRatio
            let root = (zeta * zeta - 1).squareRoot()
            let fast = zeta < 1 ? omega : omega * (zeta + root)
            let slow = zeta < 1 ? omega : omega / (zeta + root)
            for t in [0.3 / omega, 1 / omega, 3 / omega] {
                // Central difference of x' with a step small against the fastest rate still
                // present (the fast over-damped mode is gone, e^(−40), once fast·t > 40) and than t:
                // truncation ~ (h·rate)² ≈ 1e-8 of the terms, rounding ~ ulp/(h·rate) ≈ 1e-12.
                let h = 1e-4 * min(t, 1 / (fast * t < 40 ? fast : slow))
                let a = (o.velocity(at: t + h) - o.velocity(at: t - h)) / (2 * h)
                let v = o.velocity(at: t), x = o.position(at: t)
                let terms = [a, 2 * zeta * omega * v, omega * omega * x]
                let scale = terms.map(abs).reduce(0, +)
                #expect(abs(terms.reduce(0, +)) <= 1e-6 * scale + 1e-300, "ω0 \(omega) ζ \(zeta) t \(t)")
            }
        }
    }
}
