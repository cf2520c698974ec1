/// Anti-aliased lines and polylines, and filled rectangles, drawn into an `RGBAImage`.
///
/// A line `width` px wide from P to Q covers the points within width/2 of the segment PQ
/// (round caps and joins). A pixel's coverage is estimated from the distance d of its centre
/// (x + ½, y + ½) to the segment: clamp(width/2 + ½ − d, 0, 1), so a 1 px line lying on a
/// pixel boundary covers the two pixels beside it by half each, as vector renderers draw
/// it. Along a polyline each pixel takes its largest coverage from any segment, so joins are
/// not painted twice. Dashes are 6 px on, 4 px off along the polyline's length (a segment longer
/// than 65,536 px, beyond any picture, is drawn solid).
public struct Stroke: Sendable {
    public var colour: RGBA
    public var width: Double
    public var dashed: Bool

    public init(colour: RGBA, width: Double = 1, dashed: Bool = false) {
        self.colour = colour
        self.width = width
        self.dashed = dashed
    }
}

/// A rectangle of pixels: columns x0..<x1, rows y0..<y1.
public struct PixelBox: Sendable, Equatable {
    public var x0, y0, x1, y1: Int
    public init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
    /// The pixels a box of real coordinates touches, rounded outwards.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(x0: Int(bounded: x.rounded(.down)), y0: Int(bounded: y.rounded(.down)),
                  x1: Int(bounded: (x + width).rounded(.up)), y1: Int(bounded: (y + height).rounded(.up)))
    }
    func clamped(to other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
}

extension RGBAImage {
    /// A straight line from (x1, y1) to (x2, y2).
    public mutating func draw(lineFrom x1: Double, _ y1: Double, to x2: Double, _ y2: Double, _ stroke: Stroke, clip: PixelBox? = nil) {
        draw(polyline: [(x1, y1), (x2, y2)], stroke, clip: clip)
    }

    /// Connected segments through `points`, painted only inside `clip` (and the picture).
    public mutating func draw(polyline points: [(x: Double, y: Double)], _ stroke: Stroke, clip: PixelBox? = nil) {
        let points = points.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = points.first, stroke.width > 0 else { return }
        let reach = stroke.width / 2 + 1
        var box = PixelBox(x0: Int(bounded: first.x), y0: Int(bounded: first.y), x1: Int(bounded: first.x), y1: Int(bounded: first.y))
        for p in points {
            box.x0 = min(box.x0, Int(bounded: (p.x - reach).rounded(.down))); box.x1 = max(box.x1, Int(bounded: (p.x + reach).rounded(.up)))
            box.y0 = min(box.y0, Int(bounded: (p.y - reach).rounded(.down))); box.y1 = max(box.y1, Int(bounded: (p.y + reach).rounded(.up)))
        }
        box = box.clamped(to: PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        if let clip { box = box.clamped(to: clip) }
        guard !box.isEmpty else { return }
        // Coverage is kept only over each row's span of columns the segments can reach (their
        // boxes widened by the stroke), not over the whole box: a curve across a wide
        // picture touches a thin band of it.
        let segments = Self.segments(points, dashed: stroke.dashed)
        let halfWidth = stroke.width / 2
        let rows = box.y1 - box.y0
        var spanStart = [Int](repeating: Int.max, count: rows), spanEnd = [Int](repeating: Int.min, count: rows)
        for segment in segments {
            guard let reach = Self.reach(segment, halfWidth: halfWidth, box: box) else { continue }
            for y in reach.y0..<reach.y1 {
                spanStart[y - box.y0] = min(spanStart[y - box.y0], reach.x0)
                spanEnd[y - box.y0] = max(spanEnd[y - box.y0], reach.x1)
            }
        }
        // Each row's offset into one buffer of all the spans.
        var offsets = [Int](repeating: 0, count: rows + 1)
        for r in 0..<rows { offsets[r + 1] = offsets[r] + (spanEnd[r] > spanStart[r] ? spanEnd[r] - spanStart[r] : 0) }
        var coverage = [Float](repeating: 0, count: offsets[rows])
        let spans = CoverageSpans(top: box.y0, start: spanStart, offsets: offsets)
        for segment in segments { Self.cover(segment, halfWidth: halfWidth, box: box, spans: spans, into: &coverage) }
        for r in 0..<rows where offsets[r + 1] > offsets[r] {
            for i in offsets[r]..<offsets[r + 1] {
                let c = coverage[i]
                if c > 0 { blend(x: spanStart[r] + i - offsets[r], y: box.y0 + r, stroke.colour, coverage: Double(c)) }
            }
        }
    }

    /// Fills the pixels whose centres lie inside `box` with `colour` at `opacity`.
    public mutating func fill(_ box: PixelBox, _ colour: RGBA, opacity: Double = 1) {
        let box = box.clamped(to: PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        guard !box.isEmpty, opacity > 0 else { return }
        let width = self.width
        if min(opacity, 1) * Double(colour.alpha) / 255 >= 1 {
            // Opaque: `blend` would give the colour itself (old + (new − old)·1), so write
            // it, a pixel's four bytes at a time.
            let pixel = RGBA(colour.red, colour.green, colour.blue, 255).word
            bytes.withUnsafeMutableBytes { b in
                for y in box.y0..<box.y1 {
                    var i = (y * width + box.x0) * 4
                    for _ in box.x0..<box.x1 {
                        b.storeBytes(of: pixel, toByteOffset: i, as: UInt32.self)
                        i += 4
                    }
                }
            }
            return
        }
        // Translucent: a box is mostly one colour underneath, so each pixel like the last
        // takes the last one's blend (`blend`'s result depends on the old pixel alone).
        var last: (old: RGBA, new: RGBA)?
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let old = self[x, y]
                if let last, last.old == old {
                    let i = (y * width + x) * 4
                    bytes[i] = last.new.red; bytes[i + 1] = last.new.green; bytes[i + 2] = last.new.blue; bytes[i + 3] = last.new.alpha
                } else {
                    blend(x: x, y: y, colour, coverage: opacity)
                    last = (old, self[x, y])
                }
            }
        }
    }

    typealias Segment = (ax: Double, ay: Double, bx: Double, by: Double)

    /// The longest segment drawn dashed, in pixels; longer ones are drawn solid.
    static let maximumDashedLength = 65_536.0

    /// The polyline's segments, or only its dashes' pieces (6 on, 4 off along its length).
    static func segments(_ points: [(x: Double, y: Double)], dashed: Bool) -> [Segment] {
        var all: [Segment] = []
        if points.count == 1 { return [(points[0].x, points[0].y, points[0].x, points[0].y)] }
        var travelled = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            // A segment longer than any picture (or of a length that overflowed) is drawn
            // solid: its dashes would be millions of pieces off the edge.
            guard dashed, length <= maximumDashedLength else { all.append((a.x, a.y, b.x, b.y)); continue }
            guard length > 0 else { continue }
            var s = 0.0
            while s < length {
                let phase = (travelled + s).truncatingRemainder(dividingBy: 10)
                let step = min(length - s, phase < 6 ? 6 - phase : 10 - phase)
                if phase < 6 {
                    let t0 = s / length, t1 = (s + step) / length
                    all.append((a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1))
                }
                s += max(step, 1e-9)
            }
            travelled += length
        }
        return all
    }

    /// Where a polyline's coverage is kept: row `top + r` holds columns
    /// `start[r] ..< start[r] + offsets[r + 1] − offsets[r]` at `offsets[r]` of the buffer.
    struct CoverageSpans {
        let top: Int
        let start: [Int]
        let offsets: [Int]
    }

    /// The pixels a segment's coverage can reach (its box widened by the half width and a
    /// pixel), within `box`; nil when none.
    static func reach(_ s: Segment, halfWidth h: Double, box: PixelBox) -> PixelBox? {
        let x0 = max(box.x0, Int(bounded: (min(s.ax, s.bx) - h - 1).rounded(.down))), x1 = min(box.x1, Int(bounded: (max(s.ax, s.bx) + h + 1).rounded(.up)))
        let y0 = max(box.y0, Int(bounded: (min(s.ay, s.by) - h - 1).rounded(.down))), y1 = min(box.y1, Int(bounded: (max(s.ay, s.by) + h + 1).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// Raises each pixel's coverage within the segment's reach to this segment's:
    /// clamp(h + ½ − d, 0, 1), d the distance of the pixel's centre to the segment.
    static func cover(_ s: Segment, halfWidth h: Double, box: PixelBox, spans: CoverageSpans, into coverage: inout [Float]) {
        guard let reach = reach(s, halfWidth: h, box: box) else { return }
        let dx = s.bx - s.ax, dy = s.by - s.ay, lengthSquared = dx * dx + dy * dy
        coverage.withUnsafeMutableBufferPointer { coverage in
            for y in reach.y0..<reach.y1 {
                let cy = Double(y) + 0.5
                let row = y - spans.top, base = spans.offsets[row] - spans.start[row]
                for x in reach.x0..<reach.x1 {
                    let cx = Double(x) + 0.5
                    var t = lengthSquared > 0 ? ((cx - s.ax) * dx + (cy - s.ay) * dy) / lengthSquared : 0
                    t = min(max(t, 0), 1)
                    let ex = cx - (s.ax + t * dx), ey = cy - (s.ay + t * dy)
                    let c = Float(min(max(h + 0.5 - (ex * ex + ey * ey).squareRoot(), 0), 1))
                    if c > coverage[base + x] { coverage[base + x] = c }
                }
            }
        }
    }
}
