import Testing
@testable import FluidMotion

@Suite("Spring conversions between families")
struct SpringConversionTests {
    // Platform documentation (Apple, SwiftUI `Spring`), compared to its printed digits.
    @Test("SwiftUI Spring(duration: 0.5, bounce: 0.3) has mass 1, stiffness 157.9, damping 17.6")
    func swiftUIDurationBounce() throws {
        let s = try Spring(.durationBounce(duration: 0.5, bounce: 0.3))
        #expect(s.mass == 1)
        #expect((s.stiffness * 10).rounded() / 10 == 157.9)
        #expect((s.damping * 10).rounded() / 10 == 17.6)
        // mpmath: (2*pi/mpf('0.5'))**2, 4*pi*mpf('0.7')/mpf('0.5'); relative 1e-14
        #expect(isClose(s.stiffness, 157.9136704174297379, relative: 1e-14))
        #expect(isClose(s.damping, 17.592918860102842135, relative: 1e-14))
    }

    @Test("SwiftUI Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.63 and bounce 0.5")
    func swiftUIPhysical() throws {
        let s = try Spring(.physical(mass: 1, stiffness: 100, damping: 10))
        #expect((s.durationBounce.duration * 100).rounded() / 100 == 0.63)
        #expect(isClose(s.durationBounce.bounce, 0.5, relative: 1e-15))
        #expect(isClose(s.durationBounce.duration, 2 * Double.pi / 10, relative: 1e-15))
    }

    @Test("the tour's spring(damping: 0.8, response: 0.4) has stiffness 246.7, damping 25.13, overshoot 1.5 %")
    func tourSpring() throws {
        let s = try Spring(.dampingResponse(damping: 0.8, response: 0.4))
        #expect((s.stiffness * 10).rounded() / 10 == 246.7)
        #expect((s.damping * 100).rounded() / 100 == 25.13)
        #expect((s.overshoot * 1000).rounded() / 10 == 1.5)
        #expect(isClose(s.bounce, 0.2, relative: 1e-15))
        // mpmath: (2*pi/mpf('0.4'))**2 and 4*pi*mpf('0.8')/mpf('0.4'); relative 1e-14
        #expect(isClose(s.stiffness, 246.74011002723393808, relative: 1e-14))
        #expect(isClose(s.damping, 25.132741228718345908, relative: 1e-14))
    }

    @Test("each family reads back exactly what was written")
    func roundTripsOwnFamily() throws {
        let dr = try Spring(.dampingResponse(damping: 0.65, response: 0.35))
        #expect(isClose(dr.dampingResponse.damping, 0.65, relative: 1e-15))
        #expect(isClose(dr.dampingResponse.response, 0.35, relative: 2e-16))
        let db = try Spring(.durationBounce(duration: 0.5, bounce: -0.4))
        #expect(isClose(db.durationBounce.bounce, -0.4, relative: 1e-15))
        #expect(isClose(db.durationBounce.duration, 0.5, relative: 2e-16))
        let tf = try Spring(.tensionFriction(tension: 170, friction: 26))
        #expect(tf.tensionFriction == (170, 26))
        let sd = try Spring(.stiffnessDampingRatio(stiffness: 1500, dampingRatio: 0.5))
        #expect(sd.stiffnessDampingRatio == (1500, 0.5))
        let bs = try Spring(.bouncinessSpeed(bounciness: 8, speed: 12))
        let back = try #require(bs.bouncinessSpeed)
        #expect(isClose(back.bounciness, 8, relative: 1e-10))
        #expect(isClose(back.speed, 12, relative: 1e-12))
    }

    @Test("families convert into each other: same motion, same physics")
    func crossFamily() throws {
        let a = try Spring(.physical(mass: 2, stiffness: 300, damping: 24))
        let tf = a.tensionFriction
        let b = try Spring(.tensionFriction(tension: tf.tension, friction: tf.friction))
        let dr = a.dampingResponse
        let c = try Spring(.dampingResponse(damping: dr.damping, response: dr.response))
        let db = a.durationBounce
        let d = try Spring(.durationBounce(duration: db.duration, bounce: db.bounce))
        let sd = a.stiffnessDampingRatio
        let e = try Spring(.stiffnessDampingRatio(stiffness: sd.stiffness, dampingRatio: sd.dampingRatio))
        for other in [b, c, d, e] {
            #expect(isClose(other.naturalFrequency, a.naturalFrequency, relative: 1e-14))
            #expect(isClose(other.dampingRatio, a.dampingRatio, relative: 1e-14))
            for t in [0.01, 0.1, 0.3, 1] {
                #expect(isClose(other.value(at: t), a.value(at: t), relative: 0, absolute: 1e-13))
            }
        }
    }

    @Test("bounce ↔ damping ratio: ζ = 1 − bounce above 0, 1/(1 + bounce) below")
    func bounceMapping() throws {
        #expect(try Spring(.durationBounce(duration: 0.5, bounce: 0.15)).dampingRatio == 0.85)
        #expect(try Spring(.durationBounce(duration: 0.5, bounce: 0)).dampingRatio == 1)
        #expect(try Spring(.durationBounce(duration: 0.5, bounce: -0.5)).dampingRatio == 2)
        #expect(try Spring(.dampingResponse(damping: 4, response: 1)).bounce == -0.75)
        // SwiftUI's duration is the response: the same ω0.
        let a = try Spring(.durationBounce(duration: 0.5, bounce: 0.3))
        let b = try Spring(.dampingResponse(damping: 0.7, response: 0.5))
        #expect(a.stiffness == b.stiffness)
        #expect(isClose(a.damping, b.damping, relative: 1e-15))
    }

    // Reference: Rebound BouncyConversion + Origami conversion evaluated in mpmath at 40
    // digits with the decimal constants of ANCHORS.md (function `reb` in the generator):
    // b = bn/1.7/20*0.8; s = sp/1.7/20; t = 0.5 + s*199.5; f = t'*0.01 + (1-t')*noBounce(t),
    // t' = 2b - b²; tension = (t-30)*3.62+194, friction = (f-8)*3+25. Relative 1e-13.
    @Test("Rebound bounciness/speed convert like BouncyConversion",
          arguments: [
            (8.0, 12.0, 342.10058823529411765, 24.684019245284345008),
            (5.0, 12.0, 342.10058823529411765, 28.976620091309481342),
            (0.0, 1.0, 108.45088235294117647, 13.837213870407592103),
            (20.0, 30.0, 724.43647058823529412, 15.315188826316558639),
          ])
    func reboundBouncinessSpeed(bounciness: Double, speed: Double, tension: Double, friction: Double) throws {
        let s = try Spring(.bouncinessSpeed(bounciness: bounciness, speed: speed))
        #expect(s.mass == 1)
        #expect(isClose(s.stiffness, tension, relative: 1e-13))
        #expect(isClose(s.damping, friction, relative: 1e-13))
        let back = try #require(s.bouncinessSpeed)
        #expect(isClose(back.bounciness, bounciness, relative: 1e-9, absolute: 1e-9))
        #expect(isClose(back.speed, speed, relative: 1e-12))
    }

    @Test("springs Rebound cannot express have no bounciness/speed")
    func reboundInverseOutOfRange() throws {
        // Heavily over-damped: more friction than Rebound's no-bounce friction.
        #expect(try Spring(.tensionFriction(tension: 342, friction: 300)).bouncinessSpeed == nil)
        // Slower than speed 0 (Origami tension 0.5 ⇔ physical tension 87.21).
        #expect(try Spring(.tensionFriction(tension: 50, friction: 10)).bouncinessSpeed == nil)
    }

    @Test("derived frequencies and periods")
    func derived() throws {
        let s = try Spring(.physical(mass: 4, stiffness: 100, damping: 8))
        #expect(s.naturalFrequency == 5)
        #expect(s.dampingRatio == 0.2)
        #expect(isClose(s.response, 2 * Double.pi / 5, relative: 1e-15))
        let wd = try #require(s.dampedFrequency)
        #expect(isClose(wd, 5 * (0.96).squareRoot(), relative: 1e-15))
        #expect(isClose(try #require(s.dampedPeriod), 2 * Double.pi / wd, relative: 1e-15))
        let critical = try Spring(.dampingResponse(damping: 1, response: 0.4))
        #expect(critical.dampedFrequency == nil)
        #expect(critical.dampedPeriod == nil)
    }
}
