import FluidLanguage
import FluidMotion
import TerminalPlot

/// What `play a, b, … [, slow: N, as: PROPERTY]` shows: one lane per motion over time (a
/// spring, a decay, a retargeted motion, a trace, a difference, an easing over a duration),
/// each drawing the motion's progress at the current time as a position, a scale, a
/// rotation or an opacity (`PlayProperty`), and a motion in the plane (`PlayPlane`: a 2-D
/// trace, a PiP fling) in a box. Pure: the executable asks for the frame at each tick of
/// its clock; `PlayState` adds the keys (pause, replay, step, speed, A/B, loop).
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
    /// A motion in the plane, drawn in a box under the lanes.
    public let plane: PlayPlane?
    /// What each lane shows its motion as.
    public let property: PlayProperty
    /// Wall-clock seconds per second of motion (4 plays four times slower).
    public let slow: Double
    /// Seconds of motion shown: the longest lane's window (`MotionWindow`).
    public let duration: Double
    /// The values the lanes span, 0 and 1 included.
    let lowest: Double, highest: Double
    public var digits: Int
    public var unicode: Bool
    /// The colours its pictures are painted in at a terminal (`DisplaySettings.pictureColours`,
    /// set by the live mode); files (`play …, to:`) are always `light`.
    public var colours: PlotColours = .light

    public init(lanes: [Lane], plane: PlayPlane? = nil, property: PlayProperty = .position, slow: Double = 1, digits: Int = 4, unicode: Bool = true) {
        self.lanes = lanes
        self.plane = plane
        self.property = property
        self.slow = slow
        self.digits = digits
        self.unicode = unicode
        let duration = (lanes.map(\.motion.timeWindow) + [plane?.duration].compactMap { $0 }).max() ?? 1
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
    /// `width` columns (at least a marker's worth however narrow), then the plane's box.
    public func frame(at wallTime: Double, width: Int, height: Int = 24) -> [String] {
        frame(time: motionTime(at: wallTime), width: width, height: height, slow: slow, status: "", tail: " · Ctrl-C stops")
    }

    /// The screen at motion time `t`: the header (with `status` and `tail` after the time
    /// and the speed), the lanes (only lane `only` when given), the plane in at most
    /// `height` − (lines above) − `reserve` rows (at least 3).
    func frame(time t: Double, width: Int, height: Int, slow: Double, status: String, tail: String,
               only: Int? = nil, reserve: Int = 0) -> [String] {
        let formatter = ValueFormatter(digits: digits)
        let slowText = slow == 1 ? "" : " · slow \(formatter.number(slow))×"
        let header = "play · t = \(formatter.time(t)) of \(formatter.time(duration))\(slowText)\(status)\(tail)"
        let shown = only.map { [lanes[$0]] } ?? lanes
        // Names take at most a quarter of the width; under 12 columns only the tracks show.
        let labelWidth = width < 12 ? 0 : min(shown.map(\.name.count).max() ?? 0, max(width / 4, 1))
        let track = max(width - (labelWidth == 0 ? 0 : labelWidth + 1), 1)
        var lines = [TuneModel.fit(header, max(width, 1))]
        for lane in shown {
            let label = labelWidth == 0 ? "" : TuneModel.fit(lane.name, labelWidth).padding(labelWidth) + " "
            lines.append(label + row(lane.progress(at: t), columns: track))
        }
        if let plane {
            let rows = max(3, min(16, height - lines.count - reserve - 1))
            lines.append(TuneModel.fit(plane.name, max(width, 1)))
            lines += plane.rows(at: t, columns: max(width, 1), rows: rows, unicode: unicode)
        }
        return lines
    }

    /// A motion time as shown (`0.32 s`).
    public func timeText(_ t: Double) -> String { ValueFormatter(digits: digits).time(t) }

    /// The column (0 ..< columns) where `value` sits.
    public func column(of value: Double, columns: Int) -> Int {
        PlayProperty.column(of: value, columns: columns, lowest, highest)
    }

    /// One lane's track at progress `value`, drawn as `property`.
    func row(_ value: Double, columns: Int) -> String {
        property.row(value, columns: columns, lowest: lowest, highest: highest, unicode: unicode)
    }
}

extension String {
    /// Padded with spaces to `width` characters (unchanged when longer).
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
