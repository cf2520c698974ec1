/// The dt react-spring 9.7's frame loop passes to `SpringValue.advance(dt)` on each frame, in
/// ms (pmndrs/react-spring 9.7.5, `packages/rafz/src/index.ts` `start()` and `update()`,
/// `packages/shared/src/FrameLoop.ts`).
///
/// rafz's `update()` passes `prevTs ? min(64, ts − prevTs) : 16.667`, ts its clock
/// (`performance.now()`) read at each frame. When nothing is animating its loop is stopped
/// (ts = −1); the call that starts an animation restarts it with ts = 0, so the first frame
/// passes 16.667 ms whatever the display's rate, and every later frame the time since the
/// last, at most 64 ms:
///
///     idle:     dt₁ = 16.667,            dtₙ = min(64, 1000/fps) for n ≥ 2
///     running:  dtₙ = min(64, 1000/fps) for every n
///
/// `idle` is an animation started when no other react-spring animation (or rafz task) is
/// running, the usual case; `running` one started while another runs, which is also what
/// calling `advance(1000/fps)` every frame gives. A `delay` starts the loop when it is set
/// (rafz's setTimeout waits in it), so a delayed animation starts `running`, unless its delay
/// ends by the loop's first frame. After the first frame dt is the difference of two clock
/// readings, 1000/fps give or take the clock's last bit (a browser's also its jitter); this
/// model passes exactly 1000/fps, which a spring never notices (it uses ⌈dt⌉) and a
/// duration only in the last bits, or in its last frame when the sum of frames lands on
/// the duration to within a few ulps. The first frame is drawn at the first
/// display frame after the start (wall time 1000/fps, taking the start at 0); frame n at
/// n·1000/fps. At 60 Hz the two agree for a spring (⌈16.667⌉ = ⌈16.67⌉ = 17 steps); at
/// 120 Hz the idle start runs 17 one-ms steps in its first frame where later frames run 9,
/// at 144 Hz 17 where later frames run 7, at 30 Hz 17 where later frames run 34.
public enum ReactSpringFrameLoop: String, Sendable, Hashable, CaseIterable {
    /// rafz's loop starts with this animation: the first frame passes 16.667 ms.
    case idle
    /// rafz's loop is already running: every frame passes the display's frame interval.
    case running

    /// The dt rafz passes on the first frame after its loop starts, in ms.
    public static let firstFrameMilliseconds = 16.667

    /// The dt rafz passes between display frames, in ms: 1000/fps, at most 64.
    public static func frameMilliseconds(framesPerSecond: Double) -> Double { min(64, 1000 / framesPerSecond) }

    /// The dt passed on frame `n` (1, 2, …), in ms.
    public func milliseconds(frame n: Int, framesPerSecond: Double) -> Double {
        self == .idle && n == 1 ? Self.firstFrameMilliseconds : Self.frameMilliseconds(framesPerSecond: framesPerSecond)
    }
}
