/// The calculator button of "Designing Fluid Interfaces" (nathangitter/fluid-interfaces,
/// `CalculatorButton`): its highlight over a touch timeline.
///
/// Highlight h is 1 (highlighted colour) or fades to 0 (normal colour):
/// - `down` and `enter` highlight at once (h = 1) and cancel any fade in flight;
/// - `up` inside, `exit` and `cancel` start a fade from the current h to 0 over `fade`
///   (0.5 s) with Core Animation's ease-out curve: h(t) = h0·(1 − easeOut((t − t0)/fade));
/// - `up` outside (after an `exit`) changes nothing: the fade already started.
/// Events out of place (an `up` with no finger down, a second `down`) are errors.
public struct CalculatorButton: Hashable, Sendable {
    public var fade: Double
    public var curve: CubicBezierTiming

    public init(fade: Double = 0.5, curve: CubicBezierTiming = .easeOut) {
        self.fade = fade
        self.curve = curve
    }

    /// What the highlight does from one event to the next.
    enum Segment: Hashable {
        case hold(Double)
        case fade(from: Double, start: Double)
    }

    /// The highlight's segments, one per event, after checking the timeline.
    ///
    /// - Throws: `MotionError` (parameter "events") when times are not in order or an event
    ///   cannot happen where it is (`up` with no finger down, `enter` while inside, …).
    func segments(_ events: [(time: Double, event: TouchEvent)]) throws(MotionError) -> [(time: Double, segment: Segment)] {
        var touching = false, inside = false
        var current = Segment.hold(0)
        var result: [(time: Double, segment: Segment)] = []
        try TouchEvent.checkTimeline(events)
        for (index, (t, event)) in events.enumerated() {
            func misplaced(_ why: String) -> MotionError {
                MotionError(parameter: "events", message: "event \(index + 1) ('\(event.rawValue)') \(why)")
            }
            let h = value(current, since: result.last?.time ?? t, at: t)
            switch event {
            case .down:
                guard !touching else { throw misplaced("comes while a finger is already down; lift it with 'up' first") }
                touching = true; inside = true
                current = .hold(1)
            case .enter:
                guard touching else { throw misplaced("needs a finger down first") }
                guard !inside else { throw misplaced("comes while the finger is already inside") }
                inside = true
                current = .hold(1)
            case .exit:
                guard touching else { throw misplaced("needs a finger down first") }
                guard inside else { throw misplaced("comes while the finger is already outside") }
                inside = false
                current = .fade(from: h, start: t)
            case .up, .cancel:
                guard touching else { throw misplaced("comes with no finger down") }
                touching = false
                if inside { current = .fade(from: h, start: t) }
                inside = false
            }
            result.append((t, current))
        }
        return result
    }

    private func value(_ segment: Segment, since _: Double, at t: Double) -> Double {
        switch segment {
        case .hold(let h): return h
        case .fade(let h0, let start):
            guard fade > 0 else { return 0 }
            return h0 * (1 - curve.progress(at: (t - start) / fade))
        }
    }

    /// The highlight at time t (0 before the first event).
    public func highlight(_ events: [(time: Double, event: TouchEvent)], at t: Double) throws(MotionError) -> Double {
        let segments = try segments(events)
        guard let last = segments.last(where: { $0.time <= t }) else { return 0 }
        return value(last.segment, since: last.time, at: t)
    }

    /// The highlight sampled every `step` seconds from the first event until the last fade
    /// ends (or `step` after the last event), with a sample exactly at each event.
    public func highlightTrace(_ events: [(time: Double, event: TouchEvent)], step: Double = 1.0 / 120) throws(MotionError) -> Trace<Double> {
        let segments = try segments(events)
        guard let first = segments.first, let last = segments.last else {
            throw MotionError(parameter: "events", message: "give at least one event, like [(0ms, \"down\"), (120ms, \"up\")]")
        }
        var end = last.time + step
        if case .fade(_, let start) = last.segment { end = max(end, start + fade) }
        var times: [Double] = []
        var t = first.time
        var k = 0
        let eventTimes = segments.map(\.time)
        var nextEvent = 0
        while t <= end + 1e-12 {
            while nextEvent < eventTimes.count, eventTimes[nextEvent] < t - 1e-12 {
                if times.last.map({ $0 < eventTimes[nextEvent] }) ?? true { times.append(eventTimes[nextEvent]) }
                nextEvent += 1
            }
            if times.last.map({ $0 < t }) ?? true { times.append(t) }
            k += 1
            t = first.time + Double(k) * step
        }
        // The end itself (where the last fade reaches 0), when it falls between grid points.
        if let lastTime = times.last, lastTime < end - 1e-12 { times.append(end) }
        let values = times.map { time -> Double in
            guard let segment = segments.last(where: { $0.time <= time }) else { return 0 }
            return value(segment.segment, since: segment.time, at: time)
        }
        return Trace<Double>(unchecked: times, values)
    }
}
