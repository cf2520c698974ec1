/// Where a picture's legend goes: inside the first panel, over no data.
///
/// The data are the first panel's series (their polylines, widened by the 2 px stroke and a
/// 3 px margin) and its dashed reference lines (the target, the settle time). Places are
/// tried in order: along the panel's bottom from the right edge leftwards, then along its top
/// from the right, every 8 px, each 8 px inside the frame. The first place whose box no data
/// segment crosses wins; so a legend that covered nothing at the bottom right stays there,
/// pixel for pixel. When every place is crossed, the place crossed by the fewest segments.
enum LegendPlace {
    /// A segment of data, in pixels.
    struct Segment {
        var x1, y1, x2, y2: Double
    }

    /// The top-left corner of a `width` × `height` legend in `frame`, clear of `data`.
    static func corner(width: Double, height: Double, in frame: PlotScene.Box, avoiding data: [Segment]) -> (x: Double, y: Double) {
        let inset = 8.0, margin = 3.0 + 1.0
        let right = frame.x + frame.width - width - inset, left = frame.x + inset
        let rows = [frame.y + frame.height - height - inset, frame.y + inset]
        var best: (x: Double, y: Double, crossed: Int)?
        for y in rows {
            var x = right
            while x >= left - 0.5 {
                let box = PlotScene.Box(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
                let crossed = data.reduce(0) { $0 + (crosses($1, box) ? 1 : 0) }
                if crossed == 0 { return (x, y) }
                if best == nil || crossed < best!.crossed { best = (x, y, crossed) }
                x -= 8
            }
        }
        return best.map { ($0.x, $0.y) } ?? (right, rows[0])
    }

    /// Whether `segment` passes through `box` (Liang–Barsky clipping: the part of the segment
    /// inside the box's four half-planes is not empty). A segment with a non-finite end never does.
    static func crosses(_ segment: Segment, _ box: PlotScene.Box) -> Bool {
        guard segment.x1.isFinite, segment.y1.isFinite, segment.x2.isFinite, segment.y2.isFinite else { return false }
        let dx = segment.x2 - segment.x1, dy = segment.y2 - segment.y1
        var t0 = 0.0, t1 = 1.0
        let edges = [(-dx, segment.x1 - box.x), (dx, box.x + box.width - segment.x1),
                     (-dy, segment.y1 - box.y), (dy, box.y + box.height - segment.y1)]
        for (p, q) in edges {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
                if t0 > t1 { return false }
            }
        }
        return true
    }
}
