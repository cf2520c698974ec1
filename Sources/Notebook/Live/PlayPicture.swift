import FluidMotion
import Pictures
import TerminalPlot

/// What `play` shows, painted frame by frame: for a file (`play …, to: "drawer.gif"`), or
/// live at a terminal that draws pictures.
///
/// Layout, in pixels: `width` wide (640 for files); a lane 56 tall per motion (its name at
/// the left, in the first 128 px); the track runs from x = 152 to x = width − 24 (616 at
/// 640), where progress p sits at
///
///     x(p) = 152 + (p − lowest)/(highest − lowest) · (width − 176)
///
/// with `lowest`…`highest` the progress every lane reaches (0 and 1 included, as in the
/// terminal), and the start (p = 0) and the target (p = 1) marked by grey ticks. Each lane
/// shows its motion as a 28 px card centred at x(p) (`position`), a bar from x(0) to x(p)
/// (`scale`), a needle turned p · 90° clockwise from pointing right (`rotation`), or the
/// whole track at opacity p clamped to 0…1 (`opacity`), in the plot palette's colour. A
/// motion in the plane gets a 240 px box under the lanes: its path in grey, its end as a
/// ring, the card at its place, scaled equally on both axes.
///
/// Frames: one every 1/`fps` s of wall time (`slow:` stretches it) from 0 to the motion's
/// window, then the rest frame held half a second; the animation loops.
///
/// Colours: the model's (`PlayModel.colours`), light for files. The ink, the ticks (grey
/// 136 on light), the track (220), the plane's box (246) and path (190) are its background
/// moved towards its ink (`PlotColours.shade`), so a dark terminal gets the same shades dark.
public struct PlayPicture: Sendable {
    public let model: PlayModel
    /// Only this lane (play's A/B), or every lane.
    public var only: Int?
    /// Pixels across (640 for files; a terminal's own width when narrower), 320 to 1,600.
    public let width: Int
    static let laneHeight = 56, trackLeft = 152.0, planeHeight = 240
    var trackRight: Double { Double(width) - 24 }

    public init(model: PlayModel, only: Int? = nil, width: Int = 640) {
        self.model = model
        self.only = only
        self.width = min(max(width, 320), 1600)
    }

    var lanes: [(index: Int, lane: PlayModel.Lane)] {
        model.lanes.enumerated().filter { only == nil || $0.offset == only }.map { ($0.offset, $0.element) }
    }

    public var height: Int { 16 + lanes.count * Self.laneHeight + (model.plane == nil ? 0 : Self.planeHeight + 16) }

    /// How many frames an animation at `fps` has: one every 1/`fps` s of wall time from 0
    /// to the end (the last at the end itself), which is then held as the rest frame. A
    /// motion whose wall time is not finite has one frame.
    func frameCount(fps: Double) -> Int {
        max(Int(bounded: (model.wallDuration * fps).rounded(.up)), 0) + 1
    }

    /// Frame `number` (0 ..< `frameCount(fps:)`) at `fps`: the motion at wall time
    /// `number`/`fps`, held at the end.
    func frame(number: Int, fps: Double) -> RGBAImage {
        frame(wallTime: min(Double(number) / fps, model.wallDuration))
    }

    func x(_ p: Double) -> Double {
        let span = model.highest - model.lowest
        guard p.isFinite, span > 0 else { return Self.trackLeft }
        return Self.trackLeft + (p - model.lowest) / span * (trackRight - Self.trackLeft)
    }

    func frame(wallTime: Double) -> RGBAImage { frame(time: model.motionTime(at: wallTime)) }

    /// The picture at motion time `t`.
    public func frame(time t: Double) -> RGBAImage {
        let colours = model.colours
        var image = RGBAImage(width: width, height: height, fill: RGBA(hex: colours.background) ?? .white)
        let grey = colours.shade(119 / 204), track = colours.shade(35 / 204), ink = colours.shade(1)
        for (row, (i, lane)) in lanes.enumerated() {
            let colour = RGBA(hex: PlotScene.palette[i % PlotScene.palette.count]) ?? ink
            let mid = 16 + Double(row * Self.laneHeight) + Double(Self.laneHeight) / 2
            image.draw(text: String(lane.name.prefix(20)), x: 8, baseline: Int(bounded: mid) + 4, colour: ink)
            image.draw(lineFrom: Self.trackLeft, mid, to: trackRight, mid, Stroke(colour: track, width: 2))
            for end in [0.0, 1.0] { image.draw(lineFrom: x(end), mid - 18, to: x(end), mid + 18, Stroke(colour: grey, width: 1.5)) }
            let p = lane.progress(at: t)
            switch model.property {
            case .position:
                image.fill(roundedRect: x(p) - 14, mid - 14, width: 28, height: 28, radius: 7, colour)
            case .scale:
                let a = x(0), b = x(p)
                image.fill(roundedRect: min(a, b), mid - 12, width: max(abs(b - a), 1), height: 24, radius: 4, colour)
            case .rotation:
                let angle = (p.isFinite ? p : 0) * Double.pi / 2, cx = x(0) + 24
                image.fill(circleAt: cx, mid, radius: 5, ink)
                image.draw(lineFrom: cx, mid, to: cx + 22 * cos(angle), mid + 22 * sin(angle), Stroke(colour: colour, width: 4))
            case .opacity:
                let q = p.isFinite ? min(max(p, 0), 1) : 0
                image.fill(roundedRect: Self.trackLeft, mid - 14, width: trackRight - Self.trackLeft, height: 28, radius: 6, colour, opacity: q)
            }
        }
        if let plane = model.plane { paint(plane, at: t, into: &image) }
        return image
    }

    /// The plane's box: the path's bounding box scaled equally on both axes into the box.
    func paint(_ plane: PlayPlane, at t: Double, into image: inout RGBAImage) {
        let top = Double(16 + lanes.count * Self.laneHeight + 8), left = 24.0
        let boxWidth = Double(width) - 48, boxHeight = Double(Self.planeHeight) - 16
        let box = model.colours.shade(9 / 204)
        image.fill(roundedRect: left, top, width: boxWidth, height: boxHeight, radius: 8, box)
        image.draw(text: String(plane.name.prefix(60)), x: Int(bounded: left) + 8, baseline: Int(bounded: top) + 14, colour: model.colours.shade(1))
        let margin = 20.0
        let fit = plane.placement(width: boxWidth - 2 * margin, height: boxHeight - 2 * margin)
        func place(_ p: Point2) -> (x: Double, y: Double) {
            let at = fit(p) ?? (x: .nan, y: .nan)
            return (left + margin + at.x, top + margin + at.y)
        }
        let steps = 200
        let path = (0...steps).map { place(plane.position(at: plane.x.start + (plane.duration - plane.x.start) * Double($0) / Double(steps))) }
        image.draw(polyline: path, Stroke(colour: model.colours.shade(65 / 204), width: 1.5))
        let end = place(plane.position(at: plane.duration))
        image.fill(circleAt: end.x, end.y, radius: 9, model.colours.shade(119 / 204))
        image.fill(circleAt: end.x, end.y, radius: 7, box)
        let now = place(plane.position(at: t))
        image.fill(roundedRect: now.x - 14, now.y - 10, width: 28, height: 20, radius: 5, RGBA(hex: PlotScene.palette[0]) ?? RGBA(0, 0, 0))
    }
}
