import FluidMotion
import Testing

/// When Motion ends a spring given by `duration` + `bounce`, against its own code:
/// motiondivision/motion v13.1.1 (commit 1b037b0032578b52af94b06ff3920bfa0aaa5e36),
/// `packages/motion-dom/src/animation/generators/spring.ts` and
/// `generators/utils/calc-duration.ts` bundled unchanged by esbuild (types stripped) with
/// motion-utils from the same commit, run in node 20: `spring({ keyframes: [0, 1], duration:
/// ms, bounce: 0.2 })`. Each row: the duration given (ms); the generator's
/// `calculatedDuration` (ms), which JSAnimation runs to; the first whole ms at which
/// `next(t).done`; and `calcGeneratorDuration` (ms), the 50 ms grid an accelerated
/// animation's easing is made on. Exact.
@Suite struct MotionDurationEndReferenceTests {
    static let rows: [(given: Double, calculated: Double, firstDone: Double, grid: Double)] = [
        (500, 500, 500, 500), (501, 501, 501, 550), (333.3, 333.3, 334, 350),
        (1, 10, 10, 50), (60000, 10000, 10000, 10000), (412.5, 412.5, 413, 450),
    ]

    @Test(arguments: rows.indices)
    func endsAtItsDurationAndItsEasingOnTheGrid(_ index: Int) {
        let row = Self.rows[index]
        let end = MotionLibrarySpring.animationEnd(duration: row.given / 1000)
        #expect(abs(end * 1000 - row.calculated) < 1e-9, "\(row)")
        #expect((end * 1000).rounded(.up) == row.firstDone)
        #expect(abs(MotionLibrarySpring.durationEnd(duration: row.given / 1000) * 1000 - row.grid) < 1e-9)
    }
}
