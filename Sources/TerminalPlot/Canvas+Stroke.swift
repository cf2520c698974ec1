import Pictures

extension Canvas {
    /// Draws a straight stroke between two points in pixel coordinates (fractions
    /// allowed, far outside the grid allowed). The part inside the grid is rasterised
    /// with Bresenham's algorithm, so the stroke is 8-connected: every pixel column
    /// between its ends (and every row, for steep strokes) has a set pixel. A
    /// non-finite coordinate draws nothing.
    public mutating func drawLine(from a: (x: Double, y: Double), to b: (x: Double, y: Double), ink: Ink) {
        let maxX = Double(pixelWidth - 1), maxY = Double(pixelHeight - 1)
        let inside = a.x >= 0 && a.x <= maxX && a.y >= 0 && a.y <= maxY && b.x >= 0 && b.x <= maxX && b.y >= 0 && b.y <= maxY
        guard let (p, q) = inside ? (a, b) : clip(a, b) else { return }
        // Both ends are within [0, max] here: adding ½ and truncating rounds half up, as
        // `rounded()` does for non-negative numbers, without a call into libm.
        rasterize(from: (Int(bounded: p.x + 0.5), Int(bounded: p.y + 0.5)), to: (Int(bounded: q.x + 0.5), Int(bounded: q.y + 0.5)), ink: ink)
    }

    /// Sets the pixels of the 8-connected Bresenham line from pixel `a` to pixel `b`, both
    /// ends included (the part of `drawLine` after clipping and rounding); `a` is left out
    /// when `skippingStart` (a stroke that has set it already).
    @inline(__always)
    mutating func rasterize(from a: (x: Int, y: Int), to b: (x: Int, y: Int), ink: Ink, skippingStart: Bool = false) {
        var x0 = a.x, y0 = a.y
        let x1 = b.x, y1 = b.y
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var error = dx + dy
        // A step to a neighbouring pixel (most steps of a dense stroke) sets its ends.
        if dx <= 1 && dy >= -1 {
            if !skippingStart { setPixel(x: x0, y: y0, ink: ink) }
            if dx != 0 || dy != 0 { setPixel(x: x1, y: y1, ink: ink) }
            return
        }
        var skipping = skippingStart
        // At most dx + |dy| + 1 iterations: both are bounded by the grid after clipping.
        while true {
            if !skipping { setPixel(x: x0, y: y0, ink: ink) }
            skipping = false
            if x0 == x1 && y0 == y1 { break }
            let e2 = 2 * error
            if e2 >= dy { error += dy; x0 += sx }
            if e2 <= dx { error += dx; y0 += sy }
        }
    }

    /// Draws a polyline through points in pixel coordinates. A point with a non-finite
    /// coordinate breaks the stroke; a lone point between breaks becomes one pixel.
    public mutating func drawPolyline(_ points: [(x: Double, y: Double)], ink: Ink) { strokePolyline(points, ink: ink) }

    /// `drawPolyline`, for each canvas to call on itself (so it runs specialised). A
    /// segment that starts and ends in the pixel the last one ended in sets nothing new
    /// and is skipped: a dense series has many (600 points across 116 pixels). Each point
    /// inside the grid is rounded to its pixel once, and a segment between two such
    /// points is rasterised from those pixels: what `drawLine` does with them.
    ///
    /// Every pixel of one stroke is set with the same ink, so what the stroke leaves is
    /// decided by the set of pixels it touches, in whatever order and however often: a
    /// segment that starts on the pixel the stroke set last does not set it again.
    public mutating func strokePolyline(_ points: [(x: Double, y: Double)], ink: Ink) {
        let maxX = Double(pixelWidth - 1), maxY = Double(pixelHeight - 1)
        // The previous point, whether it is inside the grid and then its pixel, and
        // whether it began the stroke's current run (a lone point unless one follows).
        var hasPrevious = false, previousInside = false, previousIsAlone = false
        var previous = (x: 0.0, y: 0.0)
        var previousPixel = (x: 0, y: 0)
        // The pixel this stroke set last, when known.
        var lastSetKnown = false
        var lastSet = (x: 0, y: 0)
        for point in points {
            // Inside [0, max] (so finite): adding ½ and truncating rounds, as in `drawLine`.
            if point.x >= 0 && point.x <= maxX && point.y >= 0 && point.y <= maxY {
                let pixel = (x: Int(bounded: point.x + 0.5), y: Int(bounded: point.y + 0.5))
                if !hasPrevious {
                    previousIsAlone = true
                } else if previousInside {
                    if previousIsAlone || pixel != previousPixel {
                        rasterize(from: previousPixel, to: pixel, ink: ink,
                                  skippingStart: lastSetKnown && lastSet == previousPixel)
                        lastSetKnown = true
                        lastSet = pixel
                    }
                    previousIsAlone = false
                } else {
                    drawLine(from: previous, to: point, ink: ink)
                    lastSetKnown = false
                    previousIsAlone = false
                }
                previousPixel = pixel
                previousInside = true
            } else if point.x.isFinite && point.y.isFinite {
                if hasPrevious {
                    drawLine(from: previous, to: point, ink: ink)
                    lastSetKnown = false
                    previousIsAlone = false
                } else {
                    previousIsAlone = true
                }
                previousInside = false
            } else {
                // A break: a lone point before it is drawn as one pixel.
                if hasPrevious && previousIsAlone {
                    drawLine(from: previous, to: previous, ink: ink)
                    lastSetKnown = false
                }
                hasPrevious = false
                continue
            }
            previous = point
            hasPrevious = true
        }
        if hasPrevious && previousIsAlone { drawLine(from: previous, to: previous, ink: ink) }
    }

    /// Liang–Barsky clipping of a segment to the pixel rectangle [0, w−1] × [0, h−1].
    /// `nil` when the segment misses the rectangle or a coordinate is not finite.
    private func clip(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double))
        -> ((x: Double, y: Double), (x: Double, y: Double))?
    {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let maxX = Double(pixelWidth - 1), maxY = Double(pixelHeight - 1)
        let dx = b.x - a.x, dy = b.y - a.y
        guard dx.isFinite, dy.isFinite else { return nil }
        var t0 = 0.0, t1 = 1.0
        // Each edge: p·t ≤ q keeps the point inside (unrolled: this runs per segment).
        func edge(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let r = q / p
            if r.isNaN { return false }
            if p < 0 {
                if r > t1 { return false }
                if r > t0 { t0 = r }
            } else {
                if r < t0 { return false }
                if r < t1 { t1 = r }
            }
            return true
        }
        guard edge(-dx, a.x), edge(dx, maxX - a.x), edge(-dy, a.y), edge(dy, maxY - a.y) else { return nil }
        func at(_ t: Double) -> (x: Double, y: Double) {
            (x: min(max(a.x + t * dx, 0), maxX), y: min(max(a.y + t * dy, 0), maxY))
        }
        return (at(t0), at(t1))
    }
}
