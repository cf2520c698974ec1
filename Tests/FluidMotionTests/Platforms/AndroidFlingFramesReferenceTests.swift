@testable import FluidMotion
import Testing

/// Android's FlingAnimation frame by frame, checked against its own code: `FlingAnimation.java`
/// (`updateValueAndVelocity`, `isAtEquilibrium`, `DragForce.updateValueAndVelocity`,
/// `DragForce.setValueThreshold`) and `DynamicAnimation.java` (`doAnimationFrame`,
/// `setMinimumVisibleChange`, `setMinValue`/`setMaxValue`) from
/// aosp-mirror/platform_frameworks_support commit a9ac247af2afd4115c3eb6d16c05bc92737d6305
/// (dynamic-animation/…/androidx/dynamicanimation/animation), compiled with javac 17 over
/// stub android classes (Looper, View, a no-op AnimationHandler) without changing the
/// animation logic. The driver made a `FlingAnimation` on a `FloatValueHolder`
/// (setFriction, setMinValue, setMaxValue, setMinimumVisibleChange, setStartValue,
/// setStartVelocity, start), called `doAnimationFrame(⌊k·1000/fps⌋)` for k = 1, 2, … until it
/// ended, and printed every value. Unbounded rows passed ∓Float.MAX_VALUE, its default.
///
/// Each row: the fling; the Float bits of frame 6's value (the 5th after the first) and of
/// the frame before the last; the number of frames after the first; the last frame's ms
/// (after the first frame) and value. Tolerance: exact bits (Java's Math.exp and glibc's exp
/// can differ in a Double's last bit, which did not reach a Float on these rows).
@Suite struct AndroidFlingFramesReferenceTests {
    static let rows: [(fling: AndroidFlingFrames, sixth: UInt32, beforeLast: UInt32, count: Int, milliseconds: Int, last: UInt32)] = [
        (AndroidFlingFrames(startVelocity: 2000), 0x430d9020, 0x43e84897, 54, 900, 0x43e8a949),
        (AndroidFlingFrames(startVelocity: -3000, friction: 0.5, framesPerSecond: 120), 0xc2f134e0, 0xc4afbfd3, 238, 1983, 0xc4afcbdd),
        // Reaches max at 100 ms: set to 300, ends.
        (AndroidFlingFrames(startVelocity: 4000, maxValue: 300), 0x438d9020, 0x438d9020, 6, 100, 0x43960000),
        // Bounded, but stops by its speed first.
        (AndroidFlingFrames(startVelocity: -1500, friction: 2, minValue: -200, maxValue: 200), 0xc2b4c804, 0xc32c5e62, 25, 417, 0xc32d31b0),
        (AndroidFlingFrames(startVelocity: 800, minValue: 0, minimumVisibleChange: AndroidSpringAnimation.rotationDegrees, framesPerSecond: 90),
         0x421d26a4, 0x433d5a1a, 111, 1233, 0x433d6719),
        (AndroidFlingFrames(startVelocity: 2500, friction: 0.8, minimumVisibleChange: AndroidSpringAnimation.scale, framesPerSecond: 144),
         0x42a51a0a, 0x443a0139, 437, 3035, 0x443a0144),
        (AndroidFlingFrames(startVelocity: 300, minimumVisibleChange: AndroidSpringAnimation.alpha), 0x41a9e028, 0x428ec3ee, 106, 1767, 0x428ec58c),
    ]

    @Test(arguments: rows.indices)
    func flingsAsFlingAnimationDoes(_ index: Int) {
        let row = Self.rows[index]
        let (frames, finished) = row.fling.frames()
        #expect(finished && frames.count == row.count, "\(frames.count) frames, FlingAnimation \(row.count)")
        guard frames.count >= 5 else { return }
        #expect(frames[4].value.bitPattern == row.sixth, "frame 6: \(frames[4].value), FlingAnimation \(Float(bitPattern: row.sixth))")
        #expect(frames[frames.count - 2].value.bitPattern == row.beforeLast)
        #expect(frames.last?.milliseconds == row.milliseconds && frames.last?.value.bitPattern == row.last,
                "last: \(String(describing: frames.last)), FlingAnimation \(row.milliseconds) ms \(Float(bitPattern: row.last))")
    }

    /// The same harness, min -250 px: frame 6 (84 ms) would pass it, so it is set to -250 and ends
    /// (FlingAnimation: -180.39597 at 50 ms, -233.59395 at 67 ms, -250 at 84 ms).
    @Test func aBoundStopsItThere() {
        let (frames, finished) = AndroidFlingFrames(startVelocity: -4000, minValue: -250).frames()
        #expect(finished && frames.map(\.milliseconds).suffix(3) == [50, 67, 84])
        #expect(frames.map(\.value).suffix(3) == [-180.39597, -233.59395, -250])
    }

    @Test func itsThresholdIsTheMinimumVisibleChangeTimes46875Thousandths() {
        #expect(AndroidFlingFrames(startVelocity: 1).velocityThreshold == 46.875)
        #expect(AndroidFlingFrames(startVelocity: 1, minimumVisibleChange: AndroidSpringAnimation.alpha).velocityThreshold == 46.875 / 256)
        // Slower than the threshold: the first frame ends it where it is.
        #expect(AndroidFlingFrames(startVelocity: 40).frames().frames.count == 1)
        // Starting outside its bounds (Android throws) or without friction: no frames.
        #expect(AndroidFlingFrames(startVelocity: 100, minValue: 10).frames().finished == false)
        #expect(AndroidFlingFrames(startVelocity: 100, friction: 0).frames().finished == false)
    }

    @Test func theClosedFormStopsNearTheFrames() throws {
        // AndroidFling solves the stop continuously; the frames stop within a frame of it.
        let closed = try AndroidFling(velocity: 2000)
        let framed = AndroidFlingFrames(startVelocity: 2000)
        #expect(abs(framed.duration() - closed.restTime) < 1.0 / 60)
        #expect(abs(Double(framed.frames().frames.last!.value) - closed.distance) < 1)
    }
}
