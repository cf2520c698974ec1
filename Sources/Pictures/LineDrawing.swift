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
        // Coverage is kept only where some segment can reach (its box widened by the
        // stroke): per row, the union of those column ranges as merged intervals, not the
        // whole box. A curve across a wide picture touches a thin band of it, a frame four
        // thin edges.
        let segments = Self.segments(points, dashed: stroke.dashed)
        let halfWidth = stroke.width / 2
        let reaches = segments.map { Self.reach($0, halfWidth: halfWidth, box: box) }
        let spans = CoverageSpans(reaches.compactMap { $0 }, box: box)
        var coverage = [Float](repeating: 0, count: spans.count)
        for (segment, reach) in zip(segments, reaches) {
            if let reach { Self.cover(segment, halfWidth: halfWidth, reach: reach, spans: spans, into: &coverage) }
        }
        // A pixel like the last (the same colour under the same coverage: along a grid line
        // or a dash over the background) takes the last one's blend, which depends on
        // those alone.
        var last: (old: RGBA, coverage: Float, new: RGBA)?
        for interval in spans.intervals {
            for x in interval.x0..<interval.x1 {
                let c = coverage[interval.offset + x - interval.x0]
                guard c > 0 else { continue }
                let old = self[x, interval.y]
                if let last, last.coverage == c, last.old == old {
                    self[x, interval.y] = last.new
                } else {
                    blend(x: x, y: interval.y, stroke.colour, coverage: Double(c))
                    last = (old, c, self[x, interval.y])
                }
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

    /// Where a polyline's coverage is kept: for each row the merged column intervals its
    /// segments reach, in row order then column order, each at `offset` of one buffer.
    struct CoverageSpans {
        struct Interval {
            var y: Int, x0: Int, x1: Int, offset: Int
        }
        private(set) var intervals: [Interval] = []
        /// Row `top + r`'s intervals are `intervals[first[r] ..< first[r + 1]]`.
        private var first: [Int]
        let top: Int
        /// Floats the buffer holds.
        private(set) var count = 0

        init(_ reaches: [PixelBox], box: PixelBox) {
            top = box.y0
            let rows = box.y1 - box.y0
            // The pieces (a reach's columns in one row) sorted by row, counted into place,
            // then by column within each row (a row holds a few).
            var starts = [Int](repeating: 0, count: rows + 1)
            for r in reaches { for y in r.y0..<r.y1 { starts[y - top + 1] += 1 } }
            for r in 0..<rows { starts[r + 1] += starts[r] }
            var next = starts
            var pieces = [(y: Int, x0: Int, x1: Int)](repeating: (0, 0, 0), count: starts[rows])
            for r in reaches {
                for y in r.y0..<r.y1 {
                    pieces[next[y - top]] = (y, r.x0, r.x1)
                    next[y - top] += 1
                }
            }
            for r in 0..<rows where starts[r + 1] - starts[r] > 1 {
                for i in (starts[r] + 1)..<starts[r + 1] {
                    let piece = pieces[i]
                    var j = i
                    while j > starts[r], pieces[j - 1].x0 > piece.x0 { pieces[j] = pieces[j - 1]; j -= 1 }
                    pieces[j] = piece
                }
            }
            first = [Int](repeating: 0, count: rows + 1)
            for piece in pieces {
                if let last = intervals.last, last.y == piece.y, piece.x0 <= last.x1 {
                    if piece.x1 > last.x1 {
                        count += piece.x1 - last.x1
                        intervals[intervals.count - 1].x1 = piece.x1
                    }
                } else {
                    intervals.append(Interval(y: piece.y, x0: piece.x0, x1: piece.x1, offset: count))
                    count += piece.x1 - piece.x0
                }
            }
            // first[r]: the first interval of row top + r or below.
            var i = 0
            for r in 0...(box.y1 - box.y0) {
                while i < intervals.count, intervals[i].y < top + r { i += 1 }
                first[r] = i
            }
        }

        /// Where column `x` of row `y` sits in the buffer, less `x` (x must lie in one of
        /// the row's intervals, as every column a segment reaches does).
        func base(x: Int, y: Int) -> Int {
            var i = first[y - top]
            while i + 1 < first[y - top + 1], intervals[i].x1 <= x { i += 1 }
            return intervals[i].offset - intervals[i].x0
        }
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
    ///
    /// A level or upright segment (a grid line, a tick, a frame's edge, a dash) is covered
    /// by its rows' or columns' distance where the centre lies beside it, |cy − ay| (|cx −
    /// ax|), one value a row, the general formula only at its two caps. The general
    /// formula's foot of the perpendicular (ax + t·dx) differs from cx by an ulp or so,
    /// which the coverage, rounded to a Float, does not see (`DrawingTests` compares them
    /// Float for Float on 600 seeded segments); a coverage on a Float's rounding boundary
    /// could differ by its last bit, which no 8-bit pixel shows.
    static func cover(_ s: Segment, halfWidth h: Double, reach: PixelBox, spans: CoverageSpans, into coverage: inout [Float]) {
        let dx = s.bx - s.ax, dy = s.by - s.ay, lengthSquared = dx * dx + dy * dy
        /// The general formula at a pixel centre.
        func covering(_ cx: Double, _ cy: Double) -> Float {
            var t = lengthSquared > 0 ? ((cx - s.ax) * dx + (cy - s.ay) * dy) / lengthSquared : 0
            t = min(max(t, 0), 1)
            let ex = cx - (s.ax + t * dx), ey = cy - (s.ay + t * dy)
            return Float(min(max(h + 0.5 - (ex * ex + ey * ey).squareRoot(), 0), 1))
        }
        let level = dy == 0 && dx != 0, upright = dx == 0 && dy != 0
        let low = level ? min(s.ax, s.bx) : min(s.ay, s.by), high = level ? max(s.ax, s.bx) : max(s.ay, s.by)
        coverage.withUnsafeMutableBufferPointer { coverage in
            for y in reach.y0..<reach.y1 {
                let cy = Double(y) + 0.5
                // A segment's reach lies inside one merged interval of each of its rows.
                let base = spans.base(x: reach.x0, y: y)
                if level {
                    let beside = Float(min(max(h + 0.5 - abs(cy - s.ay), 0), 1))
                    for x in reach.x0..<reach.x1 {
                        let cx = Double(x) + 0.5
                        let c = cx >= low && cx <= high ? beside : covering(cx, cy)
                        if c > coverage[base + x] { coverage[base + x] = c }
                    }
                } else if upright, cy >= low, cy <= high {
                    for x in reach.x0..<reach.x1 {
                        let c = Float(min(max(h + 0.5 - abs(Double(x) + 0.5 - s.ax), 0), 1))
                        if c > coverage[base + x] { coverage[base + x] = c }
                    }
                } else {
                    for x in reach.x0..<reach.x1 {
                        let c = covering(Double(x) + 0.5, cy)
                        if c > coverage[base + x] { coverage[base + x] = c }
                    }
                }
            }
        }
    }
}
