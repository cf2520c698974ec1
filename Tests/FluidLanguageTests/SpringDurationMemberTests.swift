import Testing
@testable import FluidLanguage
import FluidMotion

// The platforms' duration rules as spring members. Reference values: the tour's spring
// (damping 0.8, response 0.4 s) — fluid/SwiftUI 0.53944193396707039218 s (mpmath), Motion
// Motion 0.6 s and Compose 0.407 s (scripts/references/platform_durations.py); the
// rules themselves are tested in FluidMotionTests/PlatformDurationTests.
@Suite("Spring duration members")
struct SpringDurationMemberTests {
    @Test("each rule reads as its own member, in seconds")
    func members() throws {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", in: i)
        #expect(isCloseRelative(try #require(number("s.settle", in: i)), 0.53944193396707039218, 1e-10))
        #expect(isCloseRelative(try #require(number("s.settlingDuration", in: i)), 0.53944193396707039218, 1e-10))
        #expect(number("s.motionRestDuration", in: i) == 0.6)
        #expect(number("s.composeDuration", in: i) == 0.407)
        #expect(output("s.motionRestDuration", in: i) == "0.6 s")
    }

    @Test("SwiftUI's settlingDuration ignores the spring's velocity; fluid's settle does not")
    func velocity() throws {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s, velocity: 3)", in: i)
        // mpmath: 0.52598485545943362985 (SpringMeasureReferenceTests)
        #expect(isCloseRelative(try #require(number("s.settle", in: i)), 0.52598485545943362985, 1e-10))
        #expect(isCloseRelative(try #require(number("s.settlingDuration", in: i)), 0.53944193396707039218, 1e-10))
    }

    @Test("a spring that never settles says so, at the member")
    func neverSettles() throws {
        let i = Interpreter()
        run("u = spring(damping: 0, response: 0.4s)", in: i)
        for member in ["settle", "settlingDuration", "motionRestDuration", "composeDuration"] {
            let d = try #require(diagnostic("u.\(member)", in: i))
            #expect(d.message.contains("never comes to rest"), "\(member): \(d.message)")
            #expect(d.span == SourceSpan(start: 2, end: 2 + member.count))
        }
        let count = try #require(diagnostic("u.oscillations", in: i))
        #expect(count.message.contains("swings forever"))
        // Damped, but still moving when Framer Motion stops looking at 20 s.
        let slow = try #require(diagnostic("spring(damping: 0.01, response: 2s).motionRestDuration"))
        #expect(slow.message.contains("20 s"))
    }

    @Test("the duration members complete after s.")
    func completion() {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", in: i)
        let completions = i.completions(forPrefix: "s.")
        for member in ["s.settlingDuration", "s.motionRestDuration", "s.composeDuration"] {
            #expect(completions.contains(member))
        }
    }
}

private func isCloseRelative(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance * abs(b)
}
