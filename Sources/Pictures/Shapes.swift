extension RGBAImage {
    /// Fills a rectangle with rounded corners (corner radius `radius`, px) in `colour` at
    /// `opacity`, anti-aliased: a pixel's coverage is clamp(½ − d, 0, 1) with d the signed
    /// distance of its centre to the shape's edge (negative inside). A radius of half the
    /// smaller side makes a pill; a square of radius half its side, a circle.
    public mutating func fill(roundedRect x: Double, _ y: Double, width w: Double, height h: Double, radius: Double, _ colour: RGBA, opacity: Double = 1) {
        guard w > 0, h > 0, opacity > 0 else { return }
        let r = min(max(radius, 0), w / 2, h / 2)
        let cx = x + w / 2, cy = y + h / 2, hx = w / 2 - r, hy = h / 2 - r
        let x0 = max(0, Int(bounded: (x - 1).rounded(.down))), x1 = min(width, Int(bounded: (x + w + 1).rounded(.up)))
        let y0 = max(0, Int(bounded: (y - 1).rounded(.down))), y1 = min(height, Int(bounded: (y + h + 1).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        for py in y0..<y1 {
            for px in x0..<x1 {
                // Distance to a box shrunk by r, less r: the rounded box's signed distance.
                let qx = abs(Double(px) + 0.5 - cx) - hx, qy = abs(Double(py) + 0.5 - cy) - hy
                let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                let d = outside + min(max(qx, qy), 0) - r
                let coverage = min(max(0.5 - d, 0), 1)
                if coverage > 0 { blend(x: px, y: py, colour, coverage: coverage * opacity) }
            }
        }
    }

    /// A filled circle of radius `r` about (cx, cy), anti-aliased as `fill(roundedRect:)`.
    public mutating func fill(circleAt cx: Double, _ cy: Double, radius r: Double, _ colour: RGBA, opacity: Double = 1) {
        fill(roundedRect: cx - r, cy - r, width: 2 * r, height: 2 * r, radius: r, colour, opacity: opacity)
    }
}
