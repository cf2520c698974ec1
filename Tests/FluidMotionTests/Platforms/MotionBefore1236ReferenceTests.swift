import FluidMotion
import Testing

/// Motion's rest rule before 12.36 (`MotionLibraryRelease.before12_36`: the velocity is checked
/// only for an under-damped spring), against its own code: motiondivision/motion v12.35.2
/// (tag in the repository's history), `packages/motion-dom/src/animation/generators/spring.ts`
/// and `generators/utils/calc-duration.ts` bundled unchanged by esbuild (types stripped) with
/// motion-utils from the same tag, run in node 20: `calcGeneratorDuration(spring({ keyframes:
/// [0, distance], stiffness, damping, mass, velocity: velocity × distance }))`. Each row: the
/// spring, the distance, and the duration it reported (ms, on its 50 ms grid): exact.
@Suite struct MotionBefore1236ReferenceTests {
    static let rows: [(stiffness: Double, damping: Double, mass: Double, velocity: Double, distance: Double, milliseconds: Double)] = [
        (400, 40, 1, 0, 1, 400), (400, 40, 1, 0, 300, 450),
        (400, 60, 1, 0, 1, 750), (400, 60, 1, 0, 300, 900),
        (100, 30, 1, 3, 1, 1400), (100, 30, 1, 3, 300, 1700),
        (200, 80, 2, -4, 1, 2050), (200, 80, 2, -4, 300, 2500),
        (100, 10, 1, 0, 1, 1100), (100, 10, 1, 0, 300, 1400),
    ]

    @Test(arguments: rows.indices)
    func restsAsMotion12_35Does(_ index: Int) throws {
        let row = Self.rows[index]
        let spring = try Spring(.physical(mass: row.mass, stiffness: row.stiffness, damping: row.damping), initialVelocity: row.velocity)
        #expect(spring.motionRestDuration(distance: row.distance, release: .before12_36) * 1000 == row.milliseconds, "\(row)")
    }
}
