@testable import FluidMotion
import Testing

/// Motion (Framer Motion) as its current release runs, checked against figures from its own
/// code: motiondivision/motion v13.1.1 (commit 1b037b0032578b52af94b06ff3920bfa0aaa5e36),
/// `packages/motion-dom/src/animation/generators/spring.ts` (`spring`, its generator's
/// `next`) and `generators/utils/calc-duration.ts` (`calcGeneratorDuration`), run in node
/// 20 with the TypeScript types stripped and nothing else changed. Each row: the options
/// and keyframes [0, distance] given to `spring`, the duration `calcGeneratorDuration`
/// reports (ms), and `next(t).value` at t = 16, 100, 250 and 500 ms.
///
/// What the rows pin: a spring given by `duration` or `visualDuration` ignores its velocity
/// (12.34.3+); the rest rule checks the velocity whatever the damping (12.36.0+); a spring
/// given by `duration` ends at it (its generator is done at t ≥ duration).
@Suite struct MotionReleaseReferenceTests {
    enum Options {
        case physics(stiffness: Double, damping: Double, mass: Double = 1, velocity: Double = 0, restSpeed: Double? = nil, restDelta: Double? = nil)
        case visualDuration(Double, bounce: Double, velocity: Double)
        case duration(milliseconds: Double, bounce: Double, velocity: Double = 0)
    }

    static let times = [0.016, 0.1, 0.25, 0.5]

    static let rows: [(name: String, options: Options, distance: Double, duration: Double, values: [Double])] = [
        ("physics ζ 0.5", .physics(stiffness: 100, damping: 10), 1, 1100,
         [0.012118183855440723, 0.3402998466082984, 1.0233595799066924, 1.0745905665950333]),
        ("physics ζ 1", .physics(stiffness: 400, damping: 40), 1, 500,
         [0.04148327106272787, 0.5939941502901619, 0.9595723180054871, 1]),
        ("physics ζ 1.5", .physics(stiffness: 400, damping: 60), 1, 900,
         [0.037797195463821764, 0.4555043339901371, 0.826595349759536, 0.9743177559441867]),
        ("physics ζ 1.5, 300 px", .physics(stiffness: 100, damping: 30), 300, 1750,
         [3.2859935960664757, 64.00632020898948, 164.8983914403744, 247.97860492786077]),
        ("physics mass 2, 300 px", .physics(stiffness: 300, damping: 20, mass: 2), 300, 1400,
         [5.447428922654865, 147.22623418623564, 367.7885234597694, 288.09070699440275]),
        ("physics with velocity, 300 px", .physics(stiffness: 200, damping: 20, velocity: 500), 300, 800,
         [13.681615593150752, 162.98019798279807, 307.44716549261085, 301.0419050033154]),
        ("physics, restSpeed/restDelta", .physics(stiffness: 100, damping: 10, restSpeed: 0.5, restDelta: 0.05), 1, 650,
         [0.012118183855440723, 0.3402998466082984, 1.0233595799066924, 1.0745905665950333]),
        ("react-spring default, velocity -2", .physics(stiffness: 170, damping: 26, velocity: -2), 1, 750,
         [-0.007024448346354184, 0.3207130301083929, 0.8185378003719681, 0.9878688008086013]),
        ("visualDuration with velocity", .visualDuration(0.4, bounce: 0.2, velocity: 8), 1, 750,
         [0.01960462394040996, 0.42101185761342974, 0.9380548713474683, 1.0087801350853722]),
        ("duration with velocity", .duration(milliseconds: 500, bounce: 0.25, velocity: 8), 1, 500,
         [0.03868560456988601, 0.6578276388570644, 1.0283215605911404, 1]),
        ("duration, no bounce", .duration(milliseconds: 1234, bounce: 0), 1, 1250,
         [0.006619352624675612, 0.17273897617032252, 0.5578456912233336, 0.8875168556008474]),
        ("duration past the clamp", .duration(milliseconds: 20000, bounce: 0.1), 1, 10000,
         [0.00009131726290101394, 0.003417989326826909, 0.019798041627304475, 0.0698081192332407]),
    ]

    /// The spring fluid makes for the options (velocity relative to the distance, as fluid
    /// takes it), and when Motion ends it.
    static func model(_ options: Options, distance: Double) throws -> (spring: Spring, end: Double) {
        switch options {
        case .physics(let k, let c, let m, let v, let restSpeed, let restDelta):
            let spring = try SpringForm.motionPhysical.spring(["stiffness": k, "damping": c, "mass": m], initialVelocity: v / distance)
            return (spring, spring.motionRestDuration(distance: distance, restSpeed: restSpeed, restDelta: restDelta))
        case .visualDuration(let visual, let bounce, let v):
            let spring = try SpringForm.motionVisualDuration.spring(["visualDuration": visual, "bounce": bounce], initialVelocity: v / distance)
            return (spring, spring.motionRestDuration(distance: distance))
        case .duration(let milliseconds, let bounce, let v):
            let spring = try SpringForm.motionDuration.spring(["duration": milliseconds / 1000, "bounce": bounce], initialVelocity: v / distance)
            return (spring, MotionLibrarySpring.durationEnd(duration: milliseconds / 1000))
        }
    }

    @Test(arguments: rows.indices)
    func endsWhereMotionEndsIt(_ index: Int) throws {
        let row = Self.rows[index]
        let (_, end) = try Self.model(row.options, distance: row.distance)
        // Both sit on the same 50 ms grid: equal, not close.
        #expect(end * 1000 == row.duration, "\(row.name): fluid ends at \(end * 1000) ms, Motion at \(row.duration) ms")
    }

    @Test(arguments: rows.indices)
    func movesAsMotionMovesIt(_ index: Int) throws {
        let row = Self.rows[index]
        let (spring, _) = try Self.model(row.options, distance: row.distance)
        for (t, motion) in zip(Self.times, row.values) where t * 1000 < row.duration {
            let fluid = spring.value(at: t) * row.distance
            // Physics keys: the same closed form, 1e-12 of the distance. Time keys: Motion
            // finds ω0 with 12 Newton steps from 5/T, fluid exactly; visualDuration is exact.
            let tolerance: Double
            if case .duration = row.options { tolerance = 2e-7 } else { tolerance = 1e-12 }
            #expect(abs(fluid - motion) <= tolerance * row.distance,
                    "\(row.name) at \(Int(t * 1000)) ms: fluid \(fluid), Motion \(motion)")
        }
    }

    /// The springs of PlatformDurationTests (mass 1, damping 2ζ√k, velocity in units of the
    /// distance per second), run by Motion 13.1.1's generator: `calcGeneratorDuration` in ms.
    /// Where ζ ≥ 1 the current rule waits for the velocity too, and ends later than before.
    static let currentRule: [(stiffness: Double, dampingRatio: Double, distance: Double, velocity: Double, milliseconds: Double)] = [
        (246.74011002723395, 0.8, 1, 0, 600), (246.74011002723395, 0.8, 300, 0, 650), (246.74011002723395, 0.8, 1, 3, 600),
        (157.91367041742973, 0.3, 1, 0, 1800), (157.91367041742973, 0.3, 300, -2, 1850), (1500, 0.5, 1, 0, 450),
        (1500, 1, 1, 0, 300), (400, 1, 1, 5, 500), (200, 2, 1, 0, 1600), (200, 2, 300, -4, 1750), (50, 0.2, 1, 0, 4050),
    ]

    @Test func theCurrentRuleEndsTheseWhereMotionDoes() throws {
        for c in Self.currentRule {
            let spring = try Spring(.stiffnessDampingRatio(stiffness: c.stiffness, dampingRatio: c.dampingRatio), initialVelocity: c.velocity)
            #expect(spring.motionRestDuration(distance: c.distance) * 1000 == c.milliseconds, "k \(c.stiffness) ζ \(c.dampingRatio) d \(c.distance)")
        }
    }

    @Test func theRuleBefore12_36CheckedVelocityOnlyWhenBouncing() throws {
        // Over- and critically damped: the old rule stops as soon as the distance is small,
        // so never later than the current one; under-damped, the two agree.
        for (k, c) in [(400.0, 60.0), (400.0, 40.0), (100.0, 30.0)] {
            let spring = try SpringForm.motionPhysical.spring(["stiffness": k, "damping": c, "mass": 1])
            #expect(spring.motionRestDuration(release: .before12_36) <= spring.motionRestDuration())
        }
        let bouncing = try SpringForm.motionPhysical.spring(["stiffness": 100, "damping": 10, "mass": 1])
        #expect(bouncing.motionRestDuration(release: .before12_36) == bouncing.motionRestDuration())
        // ζ = 1.5 at 1 unit: within 0.005 at 850 ms but still moving faster than 0.01/s; the
        // current rule waits for the 900 ms frame (Motion's own figure above).
        let slow = try SpringForm.motionPhysical.spring(["stiffness": 400, "damping": 60, "mass": 1])
        #expect(slow.motionRestDuration() == 0.9)
        #expect(slow.motionRestDuration(release: .before12_36) < 0.9)
    }

    @Test func durationEndsFollowTheGrid() {
        #expect(MotionLibrarySpring.durationEnd(duration: 0.5) == 0.5)
        #expect(MotionLibrarySpring.durationEnd(duration: 0.501) == 0.55)
        #expect(MotionLibrarySpring.durationEnd(duration: 0.001) == 0.05, "clamped to 10 ms, then the first frame after 0")
        #expect(MotionLibrarySpring.durationEnd(duration: 60) == 10)
    }
}
