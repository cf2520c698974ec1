import Foundation
import Testing
@testable import FluidMotion

// References: scripts/references/spring_families.py (mpmath, 40 digits). It finds every
// root by bisection on the platforms' own definitions (Motion's envelope equation, the step's
// last ε-crossing), not on fluid's closed forms, so these literals check the closed forms.

@Suite("Spring families: SwiftUI, Motion, Origami")
struct SpringFamilyTests {
    // MARK: Motion duration + bounce (findSpring)

    // mpmath: root of 0.001 − (ζ/√(1−ζ²))·e^(−ζωT) (ζ < 1) or e^(−ωT)(ωT+1) − 0.001 (ζ = 1),
    // ζ = clamp(1 − bounce, 0.05, 1), T = clamp(duration, 0.01, 10); k = ω², c = 2ζω.
    // Relative 1e-14: ω = ln(…)/(ζT) carries a few ulps of log and of the division.
    @Test("Motion duration + bounce matches the high-precision root of findSpring's envelope",
          arguments: [
            (0.8, 0.3, 151.2791327794634675039, 17.21938152918821867834),
            (0.5, 0.25, 351.7787825664919353079, 28.13364997249036036359),
            (0.3, 0.0, 947.2880491901973123786, 61.55608984301057153621),
            (2.0, 0.9, 531.3475300314499025319, 4.610195353914842088628),
            (0.8, 0.99, 9571.073665258217978295, 9.783186426343013309498),   // ζ clamped to 0.05
            (0.05, 0.5, 64687.80063665111271033, 254.3379653859232882543),
            (10.0, 0.1, 0.719247294024724579412, 1.526552073347027240968),
            (0.5, 0.000001, 725.6504226442640817542, 53.87574487073545579635), // ζ just below 1
            (0.5, -0.5, 341.0236977084710324563, 36.93365390580634292173),   // ζ clamped to 1
          ])
    func motionDuration(duration: Double, bounce: Double, stiffness: Double, damping: Double) throws {
        let s = try Spring(.motionDuration(duration: duration, bounce: bounce))
        #expect(s.mass == 1)
        #expect(isClose(s.stiffness, stiffness, relative: 1e-14))
        #expect(isClose(s.damping, damping, relative: 1e-14))
    }

    @Test("u*, the critically damped envelope product, is the root of e^(−u)(1 + u) = 0.001")
    func criticalProduct() {
        // mpmath: bisection of exp(-u)*(1+u) - mpf('0.001') on [1, 20]: 9.233413476451585730431337.
        #expect(isClose(MotionLibrarySpring.criticalProduct, 9.233413476451585730431337, relative: 2e-16))
    }

    @Test("Motion's solution satisfies its own envelope equation, over seeded random parameters")
    func motionEnvelopeIdentity() throws {
        var random = LCG(seed: 31)
        for _ in 0..<500 {
            let duration = random.uniform(0.01, 10), bounce = random.uniform(0, 0.95)
            let s = try Spring(.motionDuration(duration: duration, bounce: bounce))
            let zeta = s.dampingRatio, omega = s.naturalFrequency
            // (ζ/√(1−ζ²))·e^(−ζωT) = 0.001: relative 1e-12, the exponent ζωT ≤ 17 multiplies
            // ω's few-ulp error by at most 17 in the exponential.
            let envelope = zeta / ((1 - zeta) * (1 + zeta)).squareRoot() * exp(-zeta * omega * duration)
            #expect(isClose(envelope, 0.001, relative: 1e-12), "duration \(duration) bounce \(bounce)")
        }
    }

    @Test("Motion duration + bounce round-trips, over seeded random parameters")
    func motionDurationRoundTrip() throws {
        var random = LCG(seed: 7)
        for _ in 0..<1000 {
            // Bounce from 0.01: the spring stores ζ = 1 − bounce rounded, which moves a bounce b
            // by up to 1.1e-16 absolute, and the duration by 1.1e-16/(2·b·ω0T) relative; at
            // b ≥ 0.01 and ω0T ≥ 3 that stays below 2e-15.
            let duration = random.uniform(0.01, 10), bounce = random.uniform(0.01, 0.95)
            let s = try Spring(.motionDuration(duration: duration, bounce: bounce))
            let back = try #require(s.motionDurationBounce)
            // A few ulps: ζ = 1 − bounce and back, ω = L/(ζT) and back.
            #expect(isClose(back.duration, duration, relative: 4e-15), "duration \(duration) bounce \(bounce)")
            #expect(isClose(back.bounce, bounce, relative: 4e-15, absolute: 2e-16), "duration \(duration) bounce \(bounce)")
        }
        let critical = try Spring(.motionDuration(duration: 0.4, bounce: 0))
        #expect(isClose(try #require(critical.motionDurationBounce).duration, 0.4, relative: 4e-16))
    }

    @Test("Motion cannot express over-damped springs, ζ below 0.05, or durations past 10 s")
    func motionLimits() throws {
        #expect(try Spring(.dampingResponse(damping: 1.5, response: 0.4)).motionDurationBounce == nil)
        #expect(try Spring(.dampingResponse(damping: 1.5, response: 0.4)).motionVisualDurationBounce == nil)
        #expect(try Spring(.dampingResponse(damping: 0.01, response: 0.4)).motionVisualDurationBounce == nil)
        // A slow spring: ω0 = 0.5 at ζ = 0.9 needs a duration of about 17 s.
        let slow = try Spring(.stiffnessDampingRatio(stiffness: 0.25, dampingRatio: 0.9))
        #expect(slow.motionDurationBounce == nil)
        #expect(try #require(slow.motionUnclampedDuration) > 10)
        // Motion clamps: a bounce of 2 is ζ = 0.05, a duration of 20 s is 10 s.
        #expect(try Spring(.motionDuration(duration: 0.5, bounce: 2)).dampingRatio == 0.05)
        #expect(try Spring(.motionDuration(duration: 20, bounce: 0.3)).stiffness == Spring(.motionDuration(duration: 10, bounce: 0.3)).stiffness)
    }

    // MARK: Motion visualDuration + bounce

    // mpmath: k = (2π/(1.2·visualDuration))², c = 2·clamp(1 − bounce, 0.05, 1)·√k. Relative 1e-15.
    @Test("Motion visualDuration + bounce", arguments: [
        (0.3, 0.3, 304.6174197867085993467, 24.43460952792061407693),
        (0.5, 0.0, 109.6622711232150957648, 20.94395102393195492308),
        (1.0, 0.99, 27.41556778080377394121, 0.5235987755982988730771),
    ])
    func motionVisualDuration(visualDuration: Double, bounce: Double, stiffness: Double, damping: Double) throws {
        let s = try Spring(.motionVisualDuration(visualDuration: visualDuration, bounce: bounce))
        #expect(isClose(s.stiffness, stiffness, relative: 1e-15))
        #expect(isClose(s.damping, damping, relative: 1e-15))
    }

    @Test("Motion visualDuration + bounce round-trips, over seeded random parameters")
    func motionVisualRoundTrip() throws {
        var random = LCG(seed: 11)
        for _ in 0..<1000 {
            let visual = random.uniform(0.01, 5), bounce = random.uniform(0, 0.95)
            let back = try #require(try Spring(.motionVisualDuration(visualDuration: visual, bounce: bounce)).motionVisualDurationBounce)
            #expect(isClose(back.visualDuration, visual, relative: 4e-16))
            #expect(isClose(back.bounce, bounce, relative: 4e-15, absolute: 2e-16))
        }
    }

    // MARK: SwiftUI settlingDuration + dampingRatio

    // mpmath: τ = the last t with |x(t)| ≥ ε for ω0 = 1, x0 = 1, v0 = 0 (bisection on the closed
    // form between the last turning point ≥ ε and the next); ω0 = τ/settlingDuration.
    // Relative 1e-12: the crossing is found to where x can be evaluated (about 1e-16 absolute)
    // and x's slope there is about ε·ζω0, so τ carries about 1e-13 relative; k = ω0² doubles it.
    @Test("SwiftUI settlingDuration + dampingRatio matches the high-precision settle time",
          arguments: [
            (0.5, 0.7, 0.001, 423.4273075005062161762, 28.8082891317931649175),
            (1.0, 1.0, 0.001, 85.25592442711775811407, 18.46682695290317146086),
            (0.8, 1.5, 0.001, 534.6277138005187084307, 69.36605383186121807942),
            (0.4, 0.3, 0.01, 1282.458738889142192793, 21.4868598450329914513),
          ])
    func settlingDuration(settle: Double, zeta: Double, epsilon: Double, stiffness: Double, damping: Double) throws {
        let s = try Spring(.settlingDurationDampingRatio(settlingDuration: settle, dampingRatio: zeta, epsilon: epsilon))
        #expect(isClose(s.stiffness, stiffness, relative: 1e-12))
        #expect(isClose(s.damping, damping, relative: 1e-12))
        #expect(s.dampingRatio == zeta)
        // The defining property: the spring settles (to ε) exactly at the requested time.
        #expect(isClose(s.settlingTime(threshold: epsilon), settle, relative: 1e-12))
    }

    @Test("settlingDuration round-trips, over seeded random parameters")
    func settlingRoundTrip() throws {
        var random = LCG(seed: 5)
        for _ in 0..<300 {
            let settle = random.uniform(0.05, 5), zeta = random.uniform(0.05, 3)
            let epsilon = [0.001, 0.01, 0.0001][Int(random.next() % 3)]
            let s = try Spring(.settlingDurationDampingRatio(settlingDuration: settle, dampingRatio: zeta, epsilon: epsilon))
            let back = try #require(s.settlingDurationDampingRatio(epsilon: epsilon))
            #expect(isClose(back.settlingDuration, settle, relative: 1e-12), "settle \(settle) ζ \(zeta) ε \(epsilon)")
            #expect(back.dampingRatio == zeta)
        }
    }

    @Test("settlingDuration ignores the spring's own velocity, as SwiftUI's does (v0 = 0)")
    func settlingIgnoresVelocity() throws {
        let still = try Spring(.dampingResponse(damping: 0.7, response: 0.4))
        let moving = try Spring(.dampingResponse(damping: 0.7, response: 0.4), initialVelocity: 3)
        #expect(still.settlingDurationDampingRatio()?.settlingDuration == moving.settlingDurationDampingRatio()?.settlingDuration)
        #expect(try Spring(.dampingResponse(damping: 0, response: 0.4)).settlingDurationDampingRatio() == nil)
    }

    @Test("settlingDuration refuses ζ = 0, ε outside (0, 1), non-positive times")
    func settlingErrors() {
        #expect(throws: MotionError.self) { try Spring(.settlingDurationDampingRatio(settlingDuration: 0.5, dampingRatio: 0, epsilon: 0.001)) }
        #expect(throws: MotionError.self) { try Spring(.settlingDurationDampingRatio(settlingDuration: 0.5, dampingRatio: 0.5, epsilon: 1)) }
        #expect(throws: MotionError.self) { try Spring(.settlingDurationDampingRatio(settlingDuration: 0.5, dampingRatio: 0.5, epsilon: 0)) }
        #expect(throws: MotionError.self) { try Spring(.settlingDurationDampingRatio(settlingDuration: 0, dampingRatio: 0.5, epsilon: 0.001)) }
        #expect(throws: MotionError.self) { try Spring(.settlingDurationDampingRatio(settlingDuration: .infinity, dampingRatio: 0.5, epsilon: 0.001)) }
    }

    // MARK: SwiftUI mass/stiffness/damping and allowOverDamping

    @Test("without allowOverDamping an over-damped SwiftUI spring is critically damped")
    func swiftUIAllowOverDamping() throws {
        let clamped = try Spring(.swiftUIPhysical(mass: 1, stiffness: 100, damping: 30, allowOverDamping: false))
        #expect(clamped.dampingRatio == 1)
        #expect(clamped.damping == 20)          // 2√(km) = 2·10·1, exact
        let allowed = try Spring(.swiftUIPhysical(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true))
        #expect(allowed.dampingRatio == 1.5)
        #expect(allowed.damping == 30)
        // Under-damped springs are untouched either way; the documented example holds.
        let doc = try Spring(.swiftUIPhysical(mass: 1, stiffness: 100, damping: 10, allowOverDamping: false))
        #expect((doc.response * 100).rounded() / 100 == 0.63)
        #expect(isClose(doc.bounce, 0.5, relative: 1e-15))
    }

    // MARK: Origami

    @Test("Origami tension/friction convert as Rebound's SpringConfig.fromOrigamiTensionAndFriction")
    func origami() throws {
        // Rebound's default config, Origami (40, 7): (40 − 30)·3.62 + 194 = 230.2, (7 − 8)·3 + 25 = 22.
        let s = try Spring(.origami(tension: 40, friction: 7))
        #expect(isClose(s.stiffness, 230.2, relative: 1e-15))
        #expect(s.damping == 22)
        let back = s.origamiTensionFriction
        #expect(isClose(back.tension, 40, relative: 1e-15))
        #expect(isClose(back.friction, 7, relative: 1e-15))
        #expect(throws: MotionError.self) { try Spring(.origami(tension: -30, friction: 7)) }
        #expect(throws: MotionError.self) { try Spring(.origami(tension: 40, friction: -1)) }
    }

    @Test("Origami values round-trip, over seeded random parameters")
    func origamiRoundTrip() throws {
        var random = LCG(seed: 3)
        for _ in 0..<1000 {
            let tension = random.uniform(-20, 200), friction = random.uniform(0, 60)
            let back = try Spring(.origami(tension: tension, friction: friction)).origamiTensionFriction
            // (o − 30)·3.62 + 194 and back loses a few ulps of the larger of o and 30.
            #expect(isClose(back.tension, tension, relative: 0, absolute: 1e-13))
            #expect(isClose(back.friction, friction, relative: 0, absolute: 1e-13))
        }
    }
}
