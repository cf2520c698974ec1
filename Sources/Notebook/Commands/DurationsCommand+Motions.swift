import FluidLanguage
import FluidMotion

extension DurationsCommand {
    /// `durations X` for a motion that is not one spring (a decay, a retargeted motion, a
    /// trace, a difference): the platforms' spring rules do not apply, so it shows the
    /// motion's own rest rule, the 0.1 % rule fluid uses for springs and CSS, and the window
    /// plot, diff and play show it over (`MotionWindow`).
    ///
    ///     fl: a move of 599.4 pt
    ///       settles         3.888 s   by its own rest rule
    ///       within 0.1 %    3.452 s   last moment 0.1 % of the move or more from the target
    ///       window          3.888 s   how long plot, diff and play show it
    static func motionDurations(_ motion: MotionOverTime, name: String, formatter: ValueFormatter) -> String {
        let curve = motion.curve
        func time(_ seconds: Double) -> String { seconds.isFinite ? formatter.time(seconds) : "never" }
        let rows = [
            ("settles", time(curve.settleTime), "by its own rest rule"),
            ("within 0.1 %", time(curve.settleTime(within: 0.001)), "last moment 0.1 % of the move or more from the target"),
            ("window", time(curve.timeWindow), "how long plot, diff and play show it"
                + (curve.ending == .approaches ? " (\(formatter.number(MotionWindow.margin)) × the settle time)" : "")),
        ]
        let nameWidth = rows.map(\.0.count).max() ?? 0, timeWidth = rows.map(\.1.count).max() ?? 0
        let move = curve.distance == 0 ? "no move (it ends where it starts)" : "a move of " + formatter.quantity(motion.position(curve.distance))
        return (["\(name): \(move)"] + rows.map { "  " + $0.0.padding(to: nameWidth) + "  " + $0.1.padding(to: timeWidth) + "  " + $0.2 })
            .joined(separator: "\n")
    }
}
