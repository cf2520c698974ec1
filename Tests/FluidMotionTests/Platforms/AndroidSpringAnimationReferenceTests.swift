@testable import FluidMotion
import Testing

/// Android's SpringAnimation frame by frame, checked against its own code: androidx/androidx
/// commit fd79a569793acda1e955ddefad9b964cff70909f, `SpringForce.java` (`updateValues`,
/// `isAtEquilibrium`, `setValueThreshold`) compiled with javac 17 and driven by
/// SpringAnimation's frame loop (`updateValueAndVelocity` without a pending position, the
/// threshold 0.75 × the minimum visible change) with frames at ⌊k·1000/fps⌋ ms. Each row:
/// stiffness, damping ratio, from, to, start velocity, minimum visible change, fps; the
/// value shown at frame 6; the frame that finishes and its time (ms).
@Suite struct AndroidSpringAnimationReferenceTests {
    static let rows: [(animation: AndroidSpringAnimation, sixth: Float, finishing: Int, milliseconds: Int)] = [
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300), 345.05978, 20, 333),
        (AndroidSpringAnimation(stiffness: 200, dampingRatio: 0.75, to: 500), 190.47153, 35, 583),
        (AndroidSpringAnimation(stiffness: 50, dampingRatio: 0.2, to: 300), 47.566563, 179, 2983),
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 1, to: 300), 250.68773, 14, 233),
        (AndroidSpringAnimation(stiffness: 200, dampingRatio: 1.5, to: 300, startVelocity: 1000, framesPerSecond: 120), 49.398098, 136, 1133),
        (AndroidSpringAnimation(stiffness: 400, dampingRatio: 0.5, to: 1, minimumVisibleChange: AndroidSpringAnimation.alpha), 0.7025112, 30, 500),
        (AndroidSpringAnimation(stiffness: 10000, dampingRatio: 0.2, to: 100), 103.31082, 16, 266),
    ]

    @Test(arguments: rows.indices)
    func runsAsSpringAnimationRuns(_ index: Int) {
        let row = Self.rows[index]
        let (frames, finished) = row.animation.frames()
        // Frames 2, 3, … (the first only notes its time).
        #expect(finished && frames.count + 1 == row.finishing, "\(frames.count + 1) frames, SpringAnimation \(row.finishing)")
        let first = Int((1000 / row.animation.framesPerSecond).rounded(.down))
        #expect(frames.last?.milliseconds == row.milliseconds - first)
        // Java's Math.pow and Swift's may differ in the last bit of a Double; after the Float
        // the value agrees to an ulp.
        let sixth = frames[4].value
        #expect(abs(sixth - row.sixth) <= row.sixth.ulp, "frame 6: \(sixth), SpringAnimation \(row.sixth)")
    }

    @Test func itEndsLongBeforeTheIdealSettleOnALongMove() throws {
        // 0.75 px of a 300 px move is 0.25 %: well before fluid's 0.1 % settle.
        let spring = try Spring(.stiffnessDampingRatio(stiffness: 50, dampingRatio: 0.2))
        let android = AndroidSpringAnimation(spring: spring, distance: 300).duration()
        #expect(android < spring.settlingTime(), "\(android) vs \(spring.settlingTime())")
        #expect(AndroidSpringAnimation(stiffness: 100, dampingRatio: 0, to: 300).duration(limit: 10_000) == .infinity)
    }
}
