/// Instagram Threads' adaptive button: on touch the view scales down with a spring and, on
/// release, springs back to 1 from wherever it is, with the velocity it has then. The
/// animation is interrupted, not restarted, so a quick tap barely shrinks and barely
/// rebounds while a long press shrinks fully: the response is proportional to the hold.
///
/// Events: `down` and `enter` retarget to `pressedScale`; `up`, `exit` and `cancel` retarget
/// to 1 (a touch that turns into a scroll is simply undone). Each retarget is a `SpringMove`
/// from the current scale and velocity. Threads publishes no numbers: the defaults (scale
/// 0.95, damping 0.8, response 0.3 s) are fluid's.
public struct AdaptiveButton: Hashable, Sendable {
    public var pressedScale: Double
    public var spring: Spring

    public init(pressedScale: Double = 0.95, spring: Spring = try! Spring(.dampingResponse(damping: 0.8, response: 0.3))) {
        self.pressedScale = pressedScale
        self.spring = spring
    }

    /// The moves, one per event that changes the target, with the time each starts.
    ///
    /// - Throws: `MotionError` (parameter "events") when times are not finite or out of order.
    public func moves(_ events: [(time: Double, event: TouchEvent)]) throws(MotionError) -> [(time: Double, move: SpringMove)] {
        var result: [(time: Double, move: SpringMove)] = []
        try TouchEvent.checkTimeline(events)
        for (t, event) in events {
            let target = (event == .down || event == .enter) ? pressedScale : 1
            let (x, v): (Double, Double)
            if let last = result.last {
                x = last.move.position(at: t - last.time)
                v = last.move.velocity(at: t - last.time)
            } else {
                (x, v) = (1, 0)
            }
            if let last = result.last, last.move.target == target { continue }
            result.append((t, SpringMove(spring: spring, from: x, velocity: v, to: target)))
        }
        return result
    }

    /// The scale at time t (1 before the first event).
    public func scale(_ events: [(time: Double, event: TouchEvent)], at t: Double) throws(MotionError) -> Double {
        guard let current = try moves(events).last(where: { $0.time <= t }) else { return 1 }
        return current.move.position(at: t - current.time)
    }

    /// The scale sampled every `step` seconds from the first event until the last move has
    /// settled (0.1 % of the spring's step), with a sample at each event. Events at huge or
    /// non-finite times, or a step that would make more than ``SampleGrid/maximumSamples``
    /// samples, throw instead of trapping or allocating.
    public func scaleTrace(_ events: [(time: Double, event: TouchEvent)], step: Double = 1.0 / 120) throws(MotionError) -> Trace<Double> {
        let moves = try moves(events)
        guard let first = moves.first, let last = moves.last else {
            throw MotionError(parameter: "events", message: "give at least one event, like [(0ms, \"down\"), (120ms, \"up\")]")
        }
        let end = max(events.last?.time ?? last.time, last.time) + spring.settlingTime(threshold: 0.001)
        let times = try sampleTimes(from: first.time, to: end, step: step, including: moves.map(\.time))
        let values = times.map { t -> Double in
            let current = moves.last(where: { $0.time <= t }) ?? first
            return current.move.position(at: t - current.time)
        }
        return Trace<Double>(unchecked: times, values)
    }
}

/// Times from `start` to `end` every `step`, merged with `extra` times inside that span,
/// strictly increasing. Throws when the grid would pass ``SampleGrid/maximumSamples`` or
/// cannot be counted (a huge or non-finite `end`, a step of 0).
func sampleTimes(from start: Double, to end: Double, step: Double, including extra: [Double]) throws(MotionError) -> [Double] {
    var grid: [Double] = []
    let count = try SampleGrid.steps(covering: end - start, every: step)
    grid.reserveCapacity(count + 1)
    for k in 0...count { grid.append(min(start + Double(k) * step, end)) }
    var all = (grid + extra.filter { $0 >= start && $0 <= end }).sorted()
    var result: [Double] = []
    result.reserveCapacity(all.count)
    for t in all where result.last.map({ t > $0 }) ?? true { result.append(t) }
    all = result
    return all
}
