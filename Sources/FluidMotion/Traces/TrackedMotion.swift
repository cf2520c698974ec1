/// What a recording's frames can be read as: where the thing is, how large, how visible.
public enum TrackedProperty: String, CaseIterable, Sendable {
    case position, progress, scale, opacity
}

/// The axis a position (or a size) is read along: across (`x`, rightwards) or down (`y`).
public enum TrackedAxis: String, CaseIterable, Sendable {
    case x, y
}

/// The measures of a recording's frames in the order they are shown, each at its own time
/// (seconds, as the stream stamps it: recordings drop and repeat frames, so no rate is
/// assumed), read back as one property along one axis.
///
/// - position: the centre along the axis, (origin + centre) / pixelsPerPoint, in points;
///   the axis left out is the one along which the centre travels further;
/// - progress: the position as a fraction of the move, 0 at the release and 1 in the last
///   frame, as a spring's own curve runs (so the two plot and compare on one scale);
/// - scale: the size along the axis (both axes' geometric mean when it is left out) over
///   the size in the last frame, so a motion that comes to rest at its own size ends at 1;
/// - opacity: the whole contrast over its largest in the recording (the most opaque frame
///   is 1; the background reads 0, or a little more where compression speckles it).
///
/// Frames where the thing is all but gone (mass under 5 % of its largest) have no position
/// or size and are left out of those; a frame stamped no later than the one before it
/// (a repeated stamp) is left out. The still frames before the motion starts are left out
/// but the last (a position within 0.2 % of the motion's range or a quarter pixel of the
/// first frame's, whichever is more, is still; a scale or opacity within 0.5 %), and times are shifted so that this last still frame is at 0:
/// the release, to within a frame, where a fit takes the motion to start.
public struct TrackedMotion: Sendable {
    public private(set) var times: [Double] = []
    public private(set) var measures: [MotionMeasure] = []
    /// Where the measured frames' top-left pixel sits in the recording.
    public var originX: Double
    public var originY: Double

    public init(originX: Double = 0, originY: Double = 0) {
        self.originX = originX
        self.originY = originY
    }

    /// Adds a frame's measure at `time` (s); a time no later than the last one is skipped.
    public mutating func append(time: Double, _ measure: MotionMeasure) {
        guard time.isFinite, times.last.map({ time > $0 }) ?? true else { return }
        times.append(time)
        measures.append(measure)
    }

    /// Adds `frame`'s measure at `time` (s) against the `background` level, which the first
    /// frame measured sets when it is nil (the commonest level along that frame's border).
    public mutating func measure(_ frame: GreyFrame, at time: Double, background: inout UInt8?) {
        let level = background ?? MotionMeasure.backgroundLevel(frame)
        background = level
        append(time: time, MotionMeasure(frame, background: level))
    }

    public var count: Int { times.count }

    /// Why a recording reads as no motion.
    public enum Failure: Error, Equatable, Sendable {
        /// No frame shows anything apart from the background.
        case nothingVisible
        /// The property stays within `tolerance` over the frames.
        case nothingMoves
        /// Fewer than two frames show it.
        case tooFewFrames
    }

    /// The property's samples: times (s, the first at 0), values (points for a position,
    /// fractions otherwise), and the axis read (nil for a scale over both axes or an opacity).
    public func samples(_ property: TrackedProperty, axis: TrackedAxis?, pixelsPerPoint: Double)
        -> Result<(times: [Double], values: [Double], axis: TrackedAxis?), Failure> {
        let largest = measures.reduce(0) { max($0, $1.mass) }
        guard largest > 0 else { return .failure(.nothingVisible) }
        let kept = measures.indices.filter { property == .opacity || measures[$0].mass >= largest * 0.05 }
        guard kept.count >= 2 else { return .failure(.tooFewFrames) }
        var values: [Double]
        var chosen = axis
        switch property {
        case .position, .progress:
            let xs = kept.map { (originX + measures[$0].x) / pixelsPerPoint }
            let ys = kept.map { (originY + measures[$0].y) / pixelsPerPoint }
            if chosen == nil { chosen = Self.spread(xs) >= Self.spread(ys) ? .x : .y }
            values = chosen == .x ? xs : ys
            guard Self.spread(values) * pixelsPerPoint >= 0.25 else { return .failure(.nothingMoves) }
        case .scale:
            let sizes = kept.map { index -> Double in
                let m = measures[index]
                switch chosen {
                case .x: return m.width
                case .y: return m.height
                case nil: return (m.width * m.height).squareRoot()
                }
            }
            guard let end = sizes.last, end > 0 else { return .failure(.nothingVisible) }
            values = sizes.map { $0 / end }
            guard Self.spread(values) >= 0.005 else { return .failure(.nothingMoves) }
        case .opacity:
            chosen = nil
            let most = measures.reduce(0) { max($0, $1.contrast) }
            values = kept.map { measures[$0].contrast / most }
            guard Self.spread(values) >= 0.005 else { return .failure(.nothingMoves) }
        }
        let tolerance = property == .position || property == .progress ? max(Self.spread(values) * 0.002, 0.25 / pixelsPerPoint) : Self.spread(values) * 0.005
        let still = Self.stillFrames(values, tolerance: tolerance)
        let start = times[kept[still]]
        var read = Array(values.dropFirst(still))
        if property == .progress, let first = read.first, let last = read.last {
            guard last != first else { return .failure(.nothingMoves) }
            read = read.map { ($0 - first) / (last - first) }
        }
        return .success((kept.dropFirst(still).map { times[$0] - start }, read, chosen))
    }

    /// How many frames before the last still one a recording holds: the frames whose value
    /// stays within `tolerance` of the first frame's, all but the last of them (the motion
    /// starts after it, within a frame).
    static func stillFrames(_ values: [Double], tolerance: Double) -> Int {
        guard let first = values.first, let moving = values.firstIndex(where: { abs($0 - first) > tolerance }) else { return 0 }
        return max(0, moving - 1)
    }

    /// Largest minus smallest.
    static func spread(_ values: [Double]) -> Double {
        guard let low = values.min(), let high = values.max() else { return 0 }
        return high - low
    }
}
