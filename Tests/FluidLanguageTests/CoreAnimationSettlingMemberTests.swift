import Testing
@testable import FluidLanguage
import FluidMotion

// Core Animation's settlingDuration as a spring member, with the spring's velocity. Reference
// values from scripts/references/core_animation_settling.py (mpmath): the talk's drawer
// spring (damping 0.8, response 0.3 s) 0.46284564040160688066 s from rest, where SwiftUI's
// settlingDuration (fluid's exact settle) is 0.405 s; critical, response 0.4 s, velocity 2:
// 0.6 s. The rule itself is tested in FluidMotionTests/CoreAnimationSettlingTests.
@Suite("Core Animation settlingDuration member")
struct CoreAnimationSettlingMemberTests {
    @Test("s.coreAnimationSettlingDuration reads Core Animation's rule in seconds, velocity included")
    func member() throws {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.3s)", in: i)
        let seconds = try #require(number("s.coreAnimationSettlingDuration", in: i))
        #expect(abs(seconds - 0.46284564040160688066) <= 1e-12)
        run("p = spring(damping: 1, response: 0.4s, velocity: 2)", in: i)
        #expect(number("p.coreAnimationSettlingDuration", in: i) == 0.6)
    }

    @Test("an undamped spring never settles by Core Animation's rule either")
    func neverSettles() throws {
        let i = Interpreter()
        run("u = spring(damping: 0, response: 0.4s)", in: i)
        let d = try #require(diagnostic("u.coreAnimationSettlingDuration", in: i))
        #expect(d.message.contains("never comes to rest"), "\(d.message)")
    }
}
