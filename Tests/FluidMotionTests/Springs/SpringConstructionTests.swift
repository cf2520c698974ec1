import Testing
@testable import FluidMotion

@Suite("Spring construction and validation")
struct SpringConstructionTests {
    @Test("every family rejects out-of-range values, naming the parameter as written")
    func rejectsBadParameters() {
        let cases: [(SpringParameters, String)] = [
            (.dampingResponse(damping: 0.8, response: 0), "response"),
            (.dampingResponse(damping: 0.8, response: -0.4), "response"),
            (.dampingResponse(damping: -0.1, response: 0.4), "damping"),
            (.dampingResponse(damping: .nan, response: 0.4), "damping"),
            (.dampingResponse(damping: 0.8, response: .infinity), "response"),
            (.durationBounce(duration: 0, bounce: 0.3), "duration"),
            (.durationBounce(duration: 0.5, bounce: -1), "bounce"),
            (.durationBounce(duration: 0.5, bounce: 1.01), "bounce"),
            (.durationBounce(duration: 0.5, bounce: .nan), "bounce"),
            (.physical(mass: 0, stiffness: 100, damping: 10), "mass"),
            (.physical(mass: 1, stiffness: -100, damping: 10), "stiffness"),
            (.physical(mass: 1, stiffness: 100, damping: -1), "damping"),
            (.physical(mass: 1e-300, stiffness: 1e300, damping: 1), "stiffness"),
            (.physical(mass: 1e300, stiffness: 1e-300, damping: 1), "stiffness"),
            (.tensionFriction(tension: 0, friction: 26), "tension"),
            (.tensionFriction(tension: 170, friction: -26), "friction"),
            (.stiffnessDampingRatio(stiffness: 0, dampingRatio: 0.5), "stiffness"),
            (.stiffnessDampingRatio(stiffness: 1500, dampingRatio: -0.5), "dampingRatio"),
            (.bouncinessSpeed(bounciness: -1, speed: 12), "bounciness"),
            (.bouncinessSpeed(bounciness: 8, speed: -12), "speed"),
            (.bouncinessSpeed(bounciness: 8, speed: .infinity), "speed"),
            (.dampingResponse(damping: 0.8, response: 1e-300), "response"),
            (.dampingResponse(damping: 1e308, response: 0.4), "damping"),
        ]
        for (parameters, name) in cases {
            #expect(throws: MotionError.self, "\(parameters) should be rejected") {
                _ = try Spring(parameters)
            }
            do {
                _ = try Spring(parameters)
            } catch {
                #expect(error.parameter == name, "\(parameters)")
                #expect(error.message.hasPrefix(name), "message should name \(name): \(error.message)")
            }
        }
    }

    @Test("messages tell a designer what is allowed")
    func messagesAreActionable() throws {
        let error = try #require(throws: MotionError.self) { try Spring(.dampingResponse(damping: 0.8, response: -1)) }
        #expect(error.message.contains("positive time"))
        #expect(error.description == error.message)
        let bounce = try #require(throws: MotionError.self) { try Spring(.durationBounce(duration: 0.5, bounce: 2)) }
        #expect(bounce.message.contains("at most 1"))
    }

    @Test("initial velocity must be finite")
    func rejectsNonFiniteVelocity() {
        #expect(throws: MotionError.self) { try Spring(.dampingResponse(damping: 0.8, response: 0.4), initialVelocity: .nan) }
        #expect(throws: MotionError.self) { try Spring(.dampingResponse(damping: 0.8, response: 0.4), initialVelocity: -.infinity) }
    }

    @Test("boundary values are accepted: no damping, bounce 1, bounce just above -1")
    func acceptsBoundaries() throws {
        #expect(try Spring(.dampingResponse(damping: 0, response: 0.4)).dampingRatio == 0)
        #expect(try Spring(.durationBounce(duration: 0.5, bounce: 1)).dampingRatio == 0)
        let slow = try Spring(.durationBounce(duration: 0.5, bounce: -0.999999))
        #expect(isClose(slow.dampingRatio, 1e6, relative: 1e-9))   // ζ = 1/(1 + bounce)
        #expect(try Spring(.bouncinessSpeed(bounciness: 0, speed: 0)).stiffness > 0)
    }

    @Test("extreme but valid inputs give finite values or an error, never NaN")
    func extremeInputsStayFinite() {
        let extremes: [SpringParameters] = [
            .dampingResponse(damping: 1e6, response: 0.4),
            .dampingResponse(damping: 1e-12, response: 0.4),
            .dampingResponse(damping: 0.5, response: 1e-6),
            .dampingResponse(damping: 0.5, response: 1e6),
            .physical(mass: 1e-6, stiffness: 1e6, damping: 1e-6),
            .stiffnessDampingRatio(stiffness: 1e12, dampingRatio: 1e6),
            .bouncinessSpeed(bounciness: 1000, speed: 1000),
            .durationBounce(duration: 0.5, bounce: -0.9999999999),
        ]
        for parameters in extremes {
            guard let spring = try? Spring(parameters, initialVelocity: 3) else { continue }
            for t in [0, 1e-9, 0.01, 1, 1e3, 1e6] {
                #expect(spring.value(at: t).isFinite, "\(parameters) value at \(t)")
                #expect(spring.velocity(at: t).isFinite, "\(parameters) velocity at \(t)")
            }
            #expect(!spring.settlingTime().isNaN, "\(parameters)")
            #expect(spring.overshoot.isFinite, "\(parameters)")
            _ = spring.oscillations()
            _ = spring.riseTime()
        }
    }
}
