@testable import FluidMotion
import Testing

/// `SpringAnimation.animateToFinalPosition` while running, checked against Android's own code:
/// `SpringAnimation.updateValueAndVelocity` (the pending position: two ⌊Δ/2⌋ ms half steps with
/// the final position changed between them) and `DynamicAnimation.doAnimationFrame` from
/// aosp-mirror/platform_frameworks_support commit a9ac247af2afd4115c3eb6d16c05bc92737d6305
/// (dynamic-animation/…/androidx/dynamicanimation/animation; the same method in AOSP's 2022
/// copy differs only by an unused local), with `SpringForce.java` as at androidx/androidx
/// commit fd79a569793acda1e955ddefad9b964cff70909f (the aosp file differs from it only by
/// parentheses around one −ω, so its text was compiled with that one change), compiled with
/// javac 17 over stub android classes (Looper, View, a no-op AnimationHandler) without
/// changing the animation logic. The driver made a `SpringAnimation` on a `FloatValueHolder`
/// (setStartValue, setStartVelocity, setMinimumVisibleChange, start) and called
/// `doAnimationFrame(⌊k·1000/fps⌋)` for k = 1, 2, …, calling `animateToFinalPosition` before
/// the first frame at or after each call's time (ms after frame 1), and printed every value.
/// The harness first reproduced all 7 rows of AndroidSpringAnimationReferenceTests exactly.
///
/// Each row: the animation and its calls; some frames (index among the frames after the
/// first, ms, the value's Float bits) — the frame each call lands in and the two after, and
/// the one before the last; the frame count, the last frame's ms and value. Tolerance: the
/// frames' bits exactly (Java's Math.pow and glibc's can differ in a Double's last bit,
/// which did not reach a Float on these rows).
@Suite struct AndroidSpringRetargetReferenceTests {
    typealias Row = (animation: AndroidSpringAnimation, calls: [AndroidSpringAnimation.Retarget],
                     frames: [(index: Int, milliseconds: Int, bits: UInt32)], count: Int, lastMilliseconds: Int, last: Float)
    static let rows: [Row] = [
        // Sent back to 0 at 100 ms, mid-overshoot.
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300), [.init(milliseconds: 100, finalPosition: 0)],
         [(5, 100, 0x43a751ad), (6, 117, 0x436db717), (7, 134, 0x42e5703c), (23, 400, 0xbf77ac57)], 25, 417, 0),
        // Two calls at 120 Hz.
        (AndroidSpringAnimation(stiffness: 200, dampingRatio: 0.75, to: 500, framesPerSecond: 120),
         [.init(milliseconds: 50, finalPosition: 200), .init(milliseconds: 120, finalPosition: 600)],
         [(5, 50, 0x42ad0cd2), (6, 58, 0x42d4b0b3), (7, 67, 0x42fc8859), (14, 125, 0x434d2c9b), (15, 133, 0x4357475e),
          (16, 142, 0x43662350), (78, 658, 0x44163086)], 80, 667, 600),
        // A call after it rested (217 ms) starts it again: frame 400 ms only notes its time.
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 1, to: 300), [.init(milliseconds: 400, finalPosition: 100)],
         [(13, 400, 0x43960000), (14, 417, 0x4387da05), (15, 434, 0x43602cf0), (25, 600, 0x42c98354)], 27, 617, 100),
        // An alpha, called at 33 ms: handled in the frame at 34 ms.
        (AndroidSpringAnimation(stiffness: 400, dampingRatio: 0.5, to: 1, minimumVisibleChange: AndroidSpringAnimation.alpha),
         [.init(milliseconds: 33, finalPosition: 0.5)],
         [(1, 34, 0x3e28b56a), (2, 50, 0x3e8ff60d), (3, 67, 0x3ec80052), (24, 417, 0x3efd6a9a)], 26, 434, 0.5),
        // The same final position, landing in a 17 ms frame: two 8 ms halves, 1 ms lost.
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300), [.init(milliseconds: 60, finalPosition: 300)],
         [(3, 67, 0x439bbe3f), (4, 84, 0x43ac15aa), (5, 100, 0x43adf800), (17, 300, 0x43968724)], 19, 317, 300),
        // Two calls before one frame: the last wins.
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300),
         [.init(milliseconds: 20, finalPosition: 100), .init(milliseconds: 25, finalPosition: 200)],
         [(1, 34, 0x430f1612), (2, 50, 0x43534010), (3, 67, 0x4375dfc9), (16, 284, 0x43491557)], 18, 300, 200),
        // A call at 0 waits for the first moving frame (two 8 ms halves); a second at 1 s, mid-run.
        (AndroidSpringAnimation(stiffness: 50, dampingRatio: 0.2, to: 300),
         [.init(milliseconds: 0, finalPosition: -100), .init(milliseconds: 1000, finalPosition: 300)],
         [(0, 17, 0x3fa08d91), (1, 34, 0x3fe5a5a4), (2, 50, 0x3f77a250), (59, 1000, 0xc29337b6), (60, 1017, 0xc28b3ab3),
          (61, 1034, 0xc272661a), (236, 3950, 0x43958db4)], 238, 3967, 300),
    ]

    @Test(arguments: rows.indices)
    func retargetsAsSpringAnimationDoes(_ index: Int) {
        let row = Self.rows[index]
        let (frames, finished) = row.animation.frames(retargets: row.calls)
        #expect(finished && frames.count == row.count, "\(frames.count) frames, SpringAnimation \(row.count)")
        #expect(frames.last?.milliseconds == row.lastMilliseconds && frames.last?.value == row.last)
        for expected in row.frames where expected.index < frames.count {
            let frame = frames[expected.index]
            #expect(frame.milliseconds == expected.milliseconds && frame.value.bitPattern == expected.bits,
                    "frame \(expected.index): \(frame.milliseconds) ms \(frame.value), SpringAnimation \(expected.milliseconds) ms \(Float(bitPattern: expected.bits))")
        }
    }

    @Test func withoutCallsItIsThePlainAnimation() {
        let animation = AndroidSpringAnimation(stiffness: 200, dampingRatio: 0.75, to: 500)
        let plain = animation.frames(), called = animation.frames(retargets: [])
        #expect(plain.frames.map(\.value) == called.frames.map(\.value) && plain.frames.count == 34)
    }

    @Test func theProgressTraceIsOfTheFirstMove() throws {
        let animation = AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300)
        let trace = try #require(animation.progressTrace(retargets: [.init(milliseconds: 100, finalPosition: 150)]))
        #expect(trace.times.first == 0 && trace.samples.first == 0)
        // Rests at 150 of a 300 move: progress 0.5.
        #expect(trace.samples.last == 0.5)
        // Undamped over 300 px: never at rest.
        #expect(AndroidSpringAnimation(stiffness: 100, dampingRatio: 0, to: 300).progressTrace(limit: 1000) == nil)
    }
}
