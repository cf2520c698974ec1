/// Which of rebound-js's loopers drives a `SpringSystem` frame by frame (rebound-js 0.1.0,
/// src/Loopers.js): the time each display frame hands to `SpringSystem.loop`.
///
/// Frames come at n·1000/fps ms (n = 1, 2, …) after the spring is set going. Either way the
/// first frame gives the spring 1 ms (`loop` starts its clock 1 ms before its first call).
public enum ReboundLooper: String, Sendable, Hashable, CaseIterable {
    /// `AnimationLooper`, rebound-js's default (in a browser): each frame calls
    /// `loop(Date.now())`, so a frame gives the spring the whole milliseconds the wall clock
    /// moved since the last one, ⌊n·1000/fps⌋ − ⌊(n − 1)·1000/fps⌋ (16 or 17 ms at 60 Hz).
    case animation
    /// `SteppingSimulationLooper`, driven by `step(1000 / fps)`: every frame 1000/fps ms, its
    /// fraction of a millisecond carried in the spring's accumulator.
    case stepping

    /// The time `loop` is called with at frame `n` (ms), `previous` the time of frame n − 1.
    func frameTime(_ n: Double, previous: Double, framesPerSecond fps: Double) -> Double {
        switch self {
        case .animation: return (n * 1000 / fps).rounded(.down)
        case .stepping: return previous + 1000 / fps
        }
    }

    /// What help and exports say of it.
    public var phrase: String {
        switch self {
        case .animation: return "rebound-js's AnimationLooper (a browser's default: each frame the whole ms of Date.now() since the last)"
        case .stepping: return "rebound-js's SteppingSimulationLooper (each frame exactly 1000/fps ms)"
        }
    }
}
