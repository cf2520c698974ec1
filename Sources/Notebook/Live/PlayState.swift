/// `play` as it runs: the model, the clock and the keys. Pure: the executable passes the
/// wall-clock time (seconds on a monotonic clock, from any origin) with every key and
/// every frame.
///
/// The motion time runs from an anchor: t = anchorMotion + (wall − anchorWall) / slow while
/// playing, t = anchorMotion while paused; every key that changes the clock re-anchors at
/// the current time, so nothing jumps. Without `loop`, t holds at the end; with it, the
/// motion rests `loopRest` seconds of motion time at its end and starts again.
///
/// Keys: Space pauses and resumes; `r` replays from the start; ← and → (or `,` and `.`)
/// pause and step one frame of motion (1/60 s) back or forward; `+` and `-` play twice as
/// fast or twice as slow (slow stays within 0.1…100); Tab toggles A/B: one lane showing
/// each motion in turn, replayed from the start at each switch, then every lane again;
/// `q`, Esc, Enter or Ctrl-C leave. Played once without touching a key, `play` ends by
/// itself `endHold` seconds after the motion ends; after any key it stays until left.
public struct PlayState: Sendable {
    /// How `play` ended.
    public enum Outcome: Equatable, Sendable {
        /// The motion had ended (or was left at its end).
        case done
        /// Left before the end, at this motion time (seconds).
        case stopped(at: Double)
    }

    public let model: PlayModel
    /// Play forever, resting `loopRest` at the end.
    public let loop: Bool
    /// Wall seconds per motion second (the model's `slow`, changed by + and -).
    public private(set) var slow: Double
    public private(set) var paused = false
    /// The lane shown alone in A/B, or nil for every lane.
    public private(set) var only: Int?
    /// Whether a key has changed the clock or the lanes: then `play` stays until left.
    public private(set) var interacted = false
    public private(set) var outcome: Outcome?
    private var anchorWall: Double
    private var anchorMotion = 0.0

    /// Seconds of motion a frame step moves (a 60 Hz frame).
    public static let frameStep = 1.0 / 60
    /// Seconds of motion a loop rests at the end before it starts again.
    public static let loopRest = 0.5
    /// Wall seconds `play` stays on the last frame before ending by itself.
    public static let endHold = 0.4
    public static let slowRange = 0.1...100.0

    public init(model: PlayModel, loop: Bool = false, startingAt wall: Double) {
        self.model = model
        self.loop = loop
        self.slow = model.slow
        self.anchorWall = wall
    }

    /// The motion time at `wall`: held at the end, or looped.
    public func motionTime(at wall: Double) -> Double {
        let raw = unclampedTime(at: wall)
        if loop {
            let period = model.duration + Self.loopRest
            return min(raw.truncatingRemainder(dividingBy: period), model.duration)
        }
        return min(max(raw, 0), model.duration)
    }

    private func unclampedTime(at wall: Double) -> Double {
        paused ? anchorMotion : max(0, anchorMotion + (wall - anchorWall) / slow)
    }

    /// Whether `play` should end by itself: played once, untouched, and held at the end.
    public func endsByItself(at wall: Double) -> Bool {
        !loop && !interacted && !paused && unclampedTime(at: wall) >= model.duration + Self.endHold / slow
    }

    /// The state after `key` pressed at `wall`.
    public func handle(_ key: LiveKey, at wall: Double) -> PlayState {
        var next = self
        let now = motionTime(at: wall)
        switch key {
        case .character(" "):
            next.interacted = true
            if paused {
                next.paused = false
                next.anchor(at: wall, motion: !loop && now >= model.duration ? 0 : now)
            } else {
                next.paused = true
                next.anchor(at: wall, motion: now)
            }
        case .character("r"):
            next.interacted = true
            next.paused = false
            next.anchor(at: wall, motion: 0)
        case .right, .character("."), .left, .character(","):
            next.interacted = true
            next.paused = true
            let forward = key == .right || key == .character(".")
            next.anchor(at: wall, motion: min(max(now + (forward ? Self.frameStep : -Self.frameStep), 0), model.duration))
        case .character("+"), .character("="), .character("-"), .character("_"):
            next.interacted = true
            let faster = key == .character("+") || key == .character("=")
            next.slow = min(max(faster ? slow / 2 : slow * 2, Self.slowRange.lowerBound), Self.slowRange.upperBound)
            next.anchor(at: wall, motion: now)
        case .tab:
            guard model.lanes.count > 1 else { return next }
            next.interacted = true
            next.only = only.map { $0 + 1 < model.lanes.count ? $0 + 1 : nil } ?? 0
            next.paused = false
            next.anchor(at: wall, motion: 0)
        case .character("q"), .escape, .enter, .interrupt:
            next.outcome = now >= model.duration ? .done : .stopped(at: now)
        default:
            break
        }
        return next
    }

    private mutating func anchor(at wall: Double, motion: Double) {
        anchorWall = wall
        anchorMotion = motion
    }

    /// The screen at `wall`: the model's frame for the lanes shown, then the keys.
    public func frame(at wall: Double, width: Int, height: Int = 24) -> [String] {
        var status = ""
        if paused { status += " · paused" }
        if loop { status += " · loop" }
        if let only { status += " · A/B: \(model.lanes[only].name)" }
        var lines = model.frame(time: motionTime(at: wall), width: width, height: height, slow: slow, status: status, tail: "",
                                only: only, reserve: 1)
        lines.append(TuneModel.fit(footer, max(width, 1)))
        return lines
    }

    /// The keys, as the last line names them.
    var footer: String {
        let ab = model.lanes.count > 1 ? " · Tab A/B" : ""
        return "Space \(paused ? "play" : "pause") · r replay · ←/→ frame · +/- speed\(ab) · q done"
    }
}
