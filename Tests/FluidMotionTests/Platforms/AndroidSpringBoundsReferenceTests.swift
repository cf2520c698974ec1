@testable import FluidMotion
import Testing

/// `SpringAnimation` with `setMinValue`/`setMaxValue`, checked against Android's own code:
/// `SpringAnimation.updateValueAndVelocity` (the value clamped to min/max after the spring's
/// step and before `isAtEquilibrium`, the velocity untouched) and `sanityCheck`,
/// `DynamicAnimation.doAnimationFrame` (clamped again) and `startAnimationInternal`, from
/// aosp-mirror/platform_frameworks_support commit a9ac247af2afd4115c3eb6d16c05bc92737d6305
/// (dynamic-animation/…/androidx/dynamicanimation/animation), with `SpringForce.java` as at
/// androidx/androidx commit fd79a569793acda1e955ddefad9b964cff70909f, compiled with javac 17
/// over stub android classes (Looper, View, ViewCompat, FloatProperty, annotations, a no-op
/// AnimationHandler) without changing the animation logic. The driver made a `SpringAnimation`
/// on a `FloatValueHolder` (setSpring(SpringForce(to).setStiffness.setDampingRatio),
/// setStartValue, setStartVelocity, setMinimumVisibleChange, setMinValue/setMaxValue, start),
/// called `doAnimationFrame(⌊k·1000/fps⌋)` for k = 1, 2, … (and `animateToFinalPosition`
/// before the first frame at or after a call's time) and printed each value's Float bits. The
/// harness first reproduced rows of AndroidSpringAnimationReferenceTests (1500/0.5 → 345.05978
/// at frame 6, finishing at frame 20; 200/1.5 at 120 Hz; 10000/0.2) and the last row of
/// AndroidSpringRetargetReferenceTests to the bit.
///
/// Each row: the animation (with its bounds) and its calls; every frame after the first
/// (which only notes its time), as Float bits; the last frame's ms. Tolerance: every frame's
/// bits exactly.
@Suite struct AndroidSpringBoundsReferenceTests {
    typealias Row = (animation: AndroidSpringAnimation, calls: [AndroidSpringAnimation.Retarget], bits: [UInt32], lastMilliseconds: Int)
    static let rows: [Row] = [
        // A bouncy 300 px move with max 310: the overshoot (345 unbounded) held at 310 for four
        // frames while the velocity, untouched, turns; it ends at 250 ms, as unbounded.
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300, maxValue: 310), [],
         [0x424c1e5c, 0x4319b73a, 0x4376adc7, 0x439b0000, 0x439b0000, 0x439b0000, 0x439b0000, 0x43999c84, 0x4397e3b4, 0x43965d91,
          0x439576f0, 0x43952aa7, 0x43953fe0, 0x439585b7, 0x43960000], 250),
        // The same at 120 Hz: seven frames at 310.
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300, framesPerSecond: 120, maxValue: 310), [],
         [0x414eb675, 0x424c1e5c, 0x42c20e39, 0x4313648a, 0x434abf2f, 0x4376adc7, 0x438da2e2, 0x439b0000, 0x439b0000, 0x439b0000,
          0x439b0000, 0x439b0000, 0x439b0000, 0x439b0000, 0x439ac1d8, 0x439a3083, 0x439953d2, 0x43987c81, 0x4397aa6e, 0x4396d7cf,
          0x43963dff, 0x4395c816, 0x43956e58, 0x4395415f, 0x43952ffe, 0x43953608, 0x43954b62, 0x439569d7, 0x439590e5, 0x43960000], 250),
        // Thrown back at −4000 px/s with min −20: the first frame shows −20 (the spring, not
        // the bound, then turns it), and the overshoot above 300 is free.
        (AndroidSpringAnimation(stiffness: 400, dampingRatio: 0.5, to: 300, startVelocity: -4000, minValue: -20), [],
         [0xc1a00000, 0xc18a2445, 0x414eec43, 0x427c5504, 0x42f38c13, 0x433179fa, 0x436787ae, 0x438a531e, 0x439aa86b, 0x43a6ac63,
          0x43ad9b7c, 0x43b03292, 0x43afb2a7, 0x43acd915, 0x43a8dffb, 0x43a40fdd, 0x439f457a, 0x439b3236, 0x439798f5, 0x4394e18b,
          0x439323d1, 0x43921515, 0x4391b5b9, 0x4391d73a, 0x4392555e, 0x43930a41, 0x4393c88f, 0x43948f4a, 0x43954087, 0x4395c9c3,
          0x43960000], 517),
        // max at the target: held at 300 until the velocity is under 46.875 px/s (150 ms, not 250).
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300, maxValue: 300), [],
         [0x424c1e5c, 0x4319b73a, 0x4376adc7, 0x43960000, 0x43960000, 0x43960000, 0x43960000, 0x43960000, 0x43960000], 150),
        // An alpha 0 → 1 with max 1 (an alpha above 1 shows as 1).
        (AndroidSpringAnimation(stiffness: 400, dampingRatio: 0.5, to: 1, minimumVisibleChange: AndroidSpringAnimation.alpha, maxValue: 1), [],
         [0x3d521047, 0x3e382fd8, 0x3eae3bc8, 0x3f06641f, 0x3f33d7c6, 0x3f5973f5, 0x3f79c692, 0x3f800000, 0x3f800000, 0x3f800000,
          0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000], 284),
        // Bounds with a retarget: held at max 310, sent back to 0 at 100 ms, held at min −5.
        (AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300, minValue: -5, maxValue: 310), [.init(milliseconds: 100, finalPosition: 0)],
         [0x424c1e5c, 0x4319b73a, 0x4376adc7, 0x439b0000, 0x439b0000, 0x4398e667, 0x435cf574, 0x42dab360, 0x41b380ad, 0xc0a00000,
          0xc0a00000, 0xc0a00000, 0xc0a00000, 0xc08216de, 0xc01c3b1c, 0xbf4e8b04, 0x00000000], 284),
    ]

    @Test(arguments: rows.indices)
    func clampsAsSpringAnimationDoes(_ index: Int) {
        let row = Self.rows[index]
        let (frames, finished) = row.animation.frames(retargets: row.calls)
        #expect(finished && frames.count == row.bits.count, "\(frames.count) frames, SpringAnimation \(row.bits.count)")
        #expect(frames.last?.milliseconds == row.lastMilliseconds)
        for (index, (frame, bits)) in zip(frames, row.bits).enumerated() {
            #expect(frame.value.bitPattern == bits, "frame \(index): \(frame.value), SpringAnimation \(Float(bitPattern: bits))")
        }
    }

    @Test func startingOutsideTheBoundsDrawsNothing() {
        // SpringAnimation throws at start(): the final position past max or below min
        // (sanityCheck), or the start value outside them (startAnimationInternal); min > max
        // fails one of these.
        let outside = [AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300, maxValue: 299),
                       AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: -10, minValue: -5),
                       AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, from: 10, to: 300, minValue: 20),
                       AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300, minValue: 20, maxValue: 10)]
        for animation in outside {
            let (frames, finished) = animation.frames()
            #expect(frames.isEmpty && !finished)
        }
        // A call that starts it again past a bound throws too: the frames end at its rest.
        let rested = AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300, maxValue: 310)
            .frames(retargets: [.init(milliseconds: 400, finalPosition: 320)])
        #expect(!rested.finished && rested.frames.count == 15 && rested.frames.last?.value == 300)
    }

    @Test func unboundedIsThePlainAnimation() {
        let plain = AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300).frames()
        let wide = AndroidSpringAnimation(stiffness: 1500, dampingRatio: 0.5, to: 300, minValue: -1000, maxValue: 1000).frames()
        #expect(plain.frames.map(\.value) == wide.frames.map(\.value) && plain.frames.count == 19)
    }
}
