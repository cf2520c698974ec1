/// A touch event on a button, as UIControl reports it.
public enum TouchEvent: String, Hashable, Sendable, CaseIterable {
    /// The finger touches the button (`touchDown`).
    case down
    /// The finger lifts (`touchUpInside` when inside, `touchUpOutside` when dragged out).
    case up
    /// The finger drags out of the button (`touchDragExit`).
    case exit
    /// The finger drags back in (`touchDragEnter`).
    case enter
    /// The system cancels the touch (`touchCancel`).
    case cancel
}

extension TouchEvent {
    /// Checks a touch timeline: every time finite, and in order (equal times allowed).
    ///
    /// - Throws: `MotionError` (parameter "events") naming the first event that is not.
    static func checkTimeline(_ events: [(time: Double, event: TouchEvent)]) throws(MotionError) {
        var previous = -Double.infinity
        for (index, (t, event)) in events.enumerated() {
            guard t.isFinite else {
                throw MotionError(parameter: "events", message: "event \(index + 1) has a time that is not a finite number")
            }
            guard t >= previous else {
                throw MotionError(parameter: "events",
                                  message: "event \(index + 1) ('\(event.rawValue)') comes before the event ahead of it: list events in time order")
            }
            previous = t
        }
    }
}
