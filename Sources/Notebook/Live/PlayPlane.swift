import FluidMotion
import Pictures

/// A motion in the plane for `play`: a 2-D trace, or the path of a `pipRelease` (the
/// window flung to its corner). Drawn in a box of terminal cells with the path's trail (`·`),
/// its end (`◇`) and the moving card (`●`), y growing downwards as on a screen.
///
/// The scale is the same on both axes, counting a cell as twice as tall as it is wide (the
/// usual terminal cell), so a diagonal fling looks diagonal: s = max(w / (columns − 1),
/// h / (2 (rows − 1))) units per column, with w × h the path's bounding box.
public struct PlayPlane: Sendable {
    public var name: String
    public let x: Trace<Double>
    public let y: Trace<Double>

    public init(name: String, path: Trace<Point2>) {
        self.name = name
        self.x = path.xs
        self.y = path.ys
    }

    /// Seconds of motion: the last sample's time.
    public var duration: Double { x.end }

    /// The position at `t` seconds (holding the first sample before the start, the last after).
    public func position(at t: Double) -> Point2 { Point2(x: x.value(at: t), y: y.value(at: t)) }

    /// Where a point of the path goes in a box `width` × `height` (in the box's own units,
    /// 0 at its top-left): the path's bounding box scaled by one factor s on both axes (a unit
    /// of y counted as `aspect` units of x: 2 for terminal cells, twice as tall as wide),
    /// as large as fits, centred. Works on half coordinates (x/2 − min/2), so a path
    /// spanning ±1e308 scales without its width overflowing to infinity; a point with a
    /// non-finite coordinate has no place (nil).
    func placement(width: Double, height: Double, aspect: Double = 1) -> (Point2) -> (x: Double, y: Double)? {
        let xs = x.samples.filter(\.isFinite), ys = y.samples.filter(\.isFinite)
        let minX = xs.min() ?? 0, maxX = xs.max() ?? 0, minY = ys.min() ?? 0, maxY = ys.max() ?? 0
        let halfWidth = maxX / 2 - minX / 2, halfHeight = maxY / 2 - minY / 2
        // Half the scale: path units per box unit, over 2.
        let half = max(halfWidth / max(width, 1e-300), halfHeight / (aspect * max(height, 1e-300)), 1e-300)
        let left = (width - halfWidth / half) / 2, top = (height - halfHeight / (aspect * half)) / 2
        return { p in
            guard p.x.isFinite, p.y.isFinite else { return nil }
            return (left + (p.x / 2 - minX / 2) / half, top + (p.y / 2 - minY / 2) / (aspect * half))
        }
    }

    /// The box at `t`: `rows` lines of `columns` cells (each at least 1).
    func rows(at t: Double, columns: Int, rows: Int, unicode: Bool) -> [String] {
        let columns = max(columns, 1), rows = max(rows, 1)
        let place = placement(width: Double(max(columns - 1, 1)), height: Double(max(rows - 1, 1)), aspect: 2)
        func cell(_ p: Point2) -> (Int, Int)? {
            guard let at = place(p) else { return nil }
            let c = Int(bounded: at.x.rounded()), r = Int(bounded: at.y.rounded())
            return (min(max(c, 0), columns - 1), min(max(r, 0), rows - 1))
        }
        var grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        let steps = 96
        for i in 0...steps {
            let time = x.start + (duration - x.start) * Double(i) / Double(steps)
            if let (c, r) = cell(position(at: time)) { grid[r][c] = unicode ? "·" : "." }
        }
        if let (c, r) = cell(position(at: duration)) { grid[r][c] = unicode ? "◇" : "+" }
        if let (c, r) = cell(position(at: t)) { grid[r][c] = unicode ? "●" : "o" }
        return grid.map { $0.joined() }
    }
}
