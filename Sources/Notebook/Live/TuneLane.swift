import FluidLanguage
import Pictures
import TerminalPlot

/// The lane under `tune`'s plot: the spring as it is now, played in a loop (its time window,
/// then `TuneModel.laneRest` seconds at rest, again), drawn as a row of text or painted as
/// `play`'s lane (`PlayPicture`). Made once per spring (`TuneModel.laneMotion`): the lane
/// is redrawn 60 times a second between keys, and making it samples the spring 401 times.
public struct TuneLane: Sendable {
    let play: PlayModel
    /// Seconds of one loop: the motion's window plus the rest.
    public let period: Double

    init(name: String, spring: SpringValue, digits: Int, colours: PlotColours = .light) {
        var play = PlayModel(lanes: [PlayModel.Lane(name: name, spring: spring)], digits: digits)
        play.colours = colours
        self.play = play
        period = play.duration + TuneModel.laneRest
    }

    /// The motion's time (seconds, 0 … its window) at `wallTime` seconds since tuning
    /// began; 0 for a time that is negative or not finite.
    public func motionTime(at wallTime: Double) -> Double {
        let t = wallTime.isFinite && wallTime > 0 ? wallTime.truncatingRemainder(dividingBy: period) : 0
        return play.motionTime(at: t)
    }

    /// The lane as text, `width` columns: `▶ ` (or `> `) and the marker where the spring is.
    public func row(at wallTime: Double, width: Int, unicode: Bool) -> String {
        let mark = unicode ? "▶ " : "> "
        guard width > mark.count else { return String(mark.prefix(max(width, 0))) }
        let lane = play.lanes[0]
        return mark + play.property.row(lane.progress(at: motionTime(at: wallTime)), columns: width - mark.count,
                                        lowest: play.lowest, highest: play.highest, unicode: unicode)
    }

    /// The lane as `play` paints it (`PlayPicture`: the name, the track with its start and
    /// target ticks, the card), `pixelWidth` wide (at most 640, at least 320) and
    /// `pixelHeight` tall: `pictureHeight` (72) and the background below, so it fills whole rows of
    /// cells without being stretched. A `pixelHeight` under 72 is taken as 72.
    public func picture(at wallTime: Double, pixelWidth: Int, pixelHeight: Int = TuneLane.pictureHeight) -> RGBAImage {
        let lane = PlayPicture(model: play, width: min(640, pixelWidth)).frame(time: motionTime(at: wallTime))
        guard pixelHeight > lane.height else { return lane }
        var padded = RGBAImage(width: lane.width, height: pixelHeight, fill: RGBA(hex: play.colours.background) ?? .white)
        padded.bytes.replaceSubrange(0..<lane.bytes.count, with: lane.bytes)
        return padded
    }

    /// The height in pixels of `picture(at:pixelWidth:)`: one lane of `PlayPicture`.
    public static var pictureHeight: Int { 16 + PlayPicture.laneHeight }
}
