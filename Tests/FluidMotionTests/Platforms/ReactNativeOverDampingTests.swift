import FluidMotion
import Testing

/// React Native draws an over-damped spring as the critically damped one of the same ω0,
/// checked against its own code: facebook/react-native commit 1c4cd4f6fd1269db5945ce46d7a8ea8b6cb9bfb9,
/// packages/react-native/Libraries/Animated/animations/SpringAnimation.js `onUpdate` (Flow
/// types removed, nothing else changed), run in node 20 on a fake clock: the first update at
/// 0 ms, then one per frame at ⌊k·1000/60⌋ ms (Date.now() in whole ms), from 0 to 1 with
/// rest thresholds 0.001. Each row: stiffness, damping, mass, velocity (per second), and the
/// value drawn at frames 6, 12 and 20 (100, 200 and 333 ms). Tolerance 1e-12: JavaScript's
/// exp and the C library's may differ in the last bits.
@Suite struct ReactNativeOverDampingTests {
    static let rows: [(stiffness: Double, damping: Double, mass: Double, velocity: Double, drawn: [Double])] = [
        (100, 30, 1, 0, [0.26424111765711533, 0.5939941502901622, 0.8450158550570528]),
        (100, 20, 1, 0, [0.26424111765711533, 0.5939941502901622, 0.8450158550570528]),
        (200, 60, 2, 3, [0.374604950008548, 0.6751953202321298, 0.8807731670196404]),
    ]
    static let times = [0.1, 0.2, 0.333]

    @Test(arguments: rows.indices)
    func drawsTheCriticallyDampedSpringOfTheSameNaturalFrequency(_ index: Int) throws {
        let row = Self.rows[index]
        let written = try Spring(.physical(mass: row.mass, stiffness: row.stiffness, damping: row.damping), initialVelocity: row.velocity)
        let critical = try Spring(.physical(mass: row.mass, stiffness: row.stiffness, damping: 2 * (row.stiffness * row.mass).squareRoot()),
                                  initialVelocity: row.velocity)
        for (t, drawn) in zip(Self.times, row.drawn) {
            #expect(abs(critical.value(at: t) - drawn) <= 1e-12, "\(row) at \(t)")
            if written.dampingRatio > 1 {
                #expect(abs(written.value(at: t) - drawn) > 0.01, "the physics is slower than what React Native draws")
            }
        }
        let notes = ReactNativePlatform().notes(on: .reactNativePhysical, written: ["stiffness": row.stiffness, "damping": row.damping, "mass": row.mass],
                                                flags: [:], spring: written)
        #expect(notes.count == (written.dampingRatio > 1 ? 1 : 0))
        // Only React Native's own forms say it: the same spring written any other way is not Animated.spring's.
        #expect(ReactNativePlatform().notes(on: .physical, written: ["stiffness": row.stiffness, "damping": row.damping, "mass": row.mass],
                                            flags: [:], spring: written).isEmpty)
    }
}
