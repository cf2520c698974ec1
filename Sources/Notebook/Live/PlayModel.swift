import FluidLanguage
import FluidMotion

/// The state of `play a, b, … [, slow: N]`: one lane per motion over time (a spring, a
/// decay, a retargeted motion, a trace, a difference), a marker in each lane at the motion's
/// progress at the current time. Pure: the executable asks for the frame at each tick of its
/// clock.
///
/// A lane maps progress to columns linearly: the start (0) and the target (1) are fixed
/// columns shared by every lane, with room on either side for the largest overshoot or
/// undershoot any lane reaches, so lanes compare at a glance.
public struct PlayModel: Sendable {
    public struct Lane: Sendable {
        public var name: String
        public var motion: any MotionCurve

        public init(name: String, motion: any MotionCurve) {
            self.name = name
            self.motion = motion
        }

        /// A spring's step response.
        public init(name: String, spring: SpringValue) {
            self.init(name: name, motion: spring.spring)
        }

        /// Progress at t: (x(t) − start)/(target − start), so every lane runs from 0 to 1; a
        /// motion that ends where it starts (a difference of two springs) shows x(t) − start.
        public func progress(at t: Double) -> Double {
            let offset = motion.position(at: t) - motion.startPosition, distance = motion.distance
            return distance != 0 && distance.isFinite ? offset / distance : offset
        }
    }

    public let lanes: [Lane]
    /// Wall-clock seconds per second of motion (4 plays four times slower).
    public let slow: Double
    /// Seconds of motion shown: the longest lane's window (`MotionWindow`).
    public let duration: Double
    /// The values the lanes span, 0 and 1 included.
    let lowest: Double, highest: Double
    public var digits: Int
    public var unicode: Bool

    public init(lanes: [Lane], slow: Double = 1, digits: Int = 4, unicode: Bool = true) {
        self.lanes = lanes
        self.slow = slow
        self.digits = digits
        self.unicode = unicode
        let duration = lanes.map(\.motion.timeWindow).max() ?? 1
        self.duration = duration.isFinite && duration > 0 ? duration : 1
        var lo = 0.0, hi = 1.0
        for lane in lanes {
            for i in 0...400 {
                let v = lane.progress(at: self.duration * Double(i) / 400)
                if v.isFinite { lo = min(lo, v); hi = max(hi, v) }
            }
        }
        self.lowest = lo
        self.highest = hi
    }

    /// Wall-clock seconds the whole motion takes at this speed.
    public var wallDuration: Double { duration * slow }

    /// The motion's time at `wallTime` seconds after the start (held at the end).
    public func motionTime(at wallTime: Double) -> Double { min(max(wallTime / slow, 0), duration) }

    /// The screen at `wallTime`: a header line, then one line per lane, each at most
    /// `width` columns (at least a marker's worth however narrow).
    public func frame(at wallTime: Double, width: Int) -> [String] {
        let formatter = ValueFormatter(digits: digits)
        let t = motionTime(at: wallTime)
        let slowText = slow == 1 ? "" : " · slow \(formatter.number(slow))×"
        let header = "play · t = \(formatter.time(t)) of \(formatter.time(duration))\(slowText) · Ctrl-C stops"
        // Names take at most a quarter of the width; under 12 columns only the tracks show.
        let labelWidth = width < 12 ? 0 : min(lanes.map(\.name.count).max() ?? 0, max(width / 4, 1))
        let track = max(width - (labelWidth == 0 ? 0 : labelWidth + 1), 1)
        var lines = [TuneModel.fit(header, max(width, 1))]
        for lane in lanes {
            let label = labelWidth == 0 ? "" : TuneModel.fit(lane.name, labelWidth).padding(labelWidth) + " "
            lines.append(label + row(lane.progress(at: t), columns: track))
        }
        return lines
    }

    /// A motion time as shown (`0.32 s`).
    public func timeText(_ t: Double) -> String { ValueFormatter(digits: digits).time(t) }

    /// The column (0 ..< columns) where `value` sits.
    public func column(of value: Double, columns: Int) -> Int {
        guard value.isFinite, highest > lowest, columns > 1 else { return 0 }
        let x = (value - lowest) / (highest - lowest) * Double(columns - 1)
        return min(max(Int(x.rounded()), 0), columns - 1)
    }

    /// One lane's track: `·` at the start, `┊` at the target, `●` at the value.
    func row(_ value: Double, columns: Int) -> String {
        var cells = Array(repeating: unicode ? "─" : "-", count: columns)
        cells[column(of: 0, columns: columns)] = unicode ? "·" : "."
        cells[column(of: 1, columns: columns)] = unicode ? "┊" : "|"
        cells[column(of: value, columns: columns)] = unicode ? "●" : "o"
        return cells.joined()
    }
}

extension String {
    /// Padded with spaces to `width` characters (unchanged when longer).
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
