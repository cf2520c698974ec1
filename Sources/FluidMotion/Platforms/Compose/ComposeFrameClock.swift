/// Jetpack Compose's animation clock, as `SuspendAnimation.animate` runs an animation (a
/// spring's `TargetBasedAnimation` or a `DecayAnimation`): frame n comes at ⌊n·10⁹/fps⌋ ns
/// after the first frame, and the play time Compose passes the animation is that time
/// divided by the duration scale (1) as a Float, `toLong()`: above 2²⁴ ns (16.8 ms) it is
/// rounded to 24 bits, so a frame can land on the millisecond before. The animation shows
/// its curve at each frame's play time until the first frame whose play time reaches its
/// duration (`isFinishedFromNanos`), which shows the end value.
struct ComposeFrameClock: Sendable, Hashable {
    /// Frames per second of the display.
    var framesPerSecond: Double

    /// The vsync time of frame n since the first frame, whole ns: ⌊n·10⁹/fps⌋.
    func frameNanos(_ n: Int) -> Int64 {
        Kotlin.long((Double(n) * 1e9 / framesPerSecond).rounded(.down))
    }

    /// The play time Compose passes the animation at frame n: the frame time through a Float.
    func playTimeNanos(frame n: Int) -> Int64 {
        Kotlin.long(Double(Float(frameNanos(n))))
    }

    /// Frame n's wall-clock time, seconds.
    func seconds(frame n: Int) -> Double {
        Double(frameNanos(n)) / 1e9
    }

    /// The values drawn at frames 0, 1, 2, … (frame 0 at play time 0): `value(playTime)` until
    /// the first frame whose play time reaches `durationNanos`, which shows `end` and finishes;
    /// at most `limit` frames (`finished` false when the limit came first).
    func drawn(durationNanos: Int64, end: Float, limit: Int, value: (Int64) -> Float) -> (values: [Float], finished: Bool) {
        var values: [Float] = []
        values.reserveCapacity(min(max(limit, 0), 4096))
        for n in 0..<max(limit, 0) {
            let play = playTimeNanos(frame: n)
            if play >= durationNanos {
                values.append(end)
                return (values, true)
            }
            values.append(value(play))
        }
        return (values, false)
    }
}
