import FluidMotion
import Testing

/// react-spring's clamps of its `{ frequency, damping, mass }` config, against its own code:
/// pmndrs/react-spring 9.7.5 (commit 3d2523de0f879e20869ab9add907540188bf6446),
/// packages/core/src/AnimationConfig.ts `mergeConfig` (and `sanitizeConfig`), its types
/// removed and nothing else changed, run in node 20 as `mergeConfig({}, config)` with
/// AnimationConfig's defaults (tension 170, friction 26, mass 1, damping 1). Each row: the
/// config given, and the tension and friction react-spring made of it. Tolerance: 1e-12
/// relative (fluid makes the spring through ω0 and ζ, react-spring through tension and
/// friction; the difference is rounding).
@Suite struct ReactSpringClampTests {
    static let rows: [(config: [String: Double], tension: Double, friction: Double, notes: Int)] = [
        (["frequency": 0.005, "damping": 0.5], 394784.17604357435, 628.3185307179587, 1),
        (["frequency": 0.5, "damping": -0.2], 157.91367041742973, 0, 1),
        (["frequency": -1], 394784.17604357435, 1256.6370614359173, 1),
        (["frequency": 0], 394784.17604357435, 1256.6370614359173, 1),
        (["frequency": 0.005, "damping": -1, "mass": 2], 789568.3520871487, 0, 2),
    ]

    @Test(arguments: rows.indices)
    func clampsAsReactSpringDoes(_ index: Int) throws {
        let row = Self.rows[index]
        let spring = try SpringForm.reactSpringFrequency.spring(row.config)
        #expect(abs(spring.stiffness - row.tension) <= 1e-12 * row.tension, "\(row.config): stiffness \(spring.stiffness)")
        #expect(abs(spring.damping - row.friction) <= 1e-12 * max(row.friction, 1), "\(row.config): damping \(spring.damping)")
        // Every value react-spring changes is said, once each.
        let notes = ReactSpringPlatform().notes(on: .reactSpringFrequency, written: row.config, flags: [:], spring: spring)
        #expect(notes.count == row.notes, "\(notes)")
    }

    @Test func takesTheFrequencyFormAsWrittenAtAndAbove10Milliseconds() throws {
        for config in [["frequency": 0.01, "damping": 0], ["frequency": 0.4, "damping": 0.7]] {
            let spring = try SpringForm.reactSpringFrequency.spring(config)
            #expect(ReactSpringPlatform().notes(on: .reactSpringFrequency, written: config, flags: [:], spring: spring).isEmpty)
            #expect(abs(spring.response - config["frequency"]!) <= 1e-15)
        }
    }
}
