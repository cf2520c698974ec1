import FluidMotion

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

    /// The box at `t`: `rows` lines of `columns` cells (each at least 1).
    func rows(at t: Double, columns: Int, rows: Int, unicode: Bool) -> [String] {
        let columns = max(columns, 1), rows = max(rows, 1)
        let xs = x.samples, ys = y.samples
        let minX = xs.min() ?? 0, maxX = xs.max() ?? 0, minY = ys.min() ?? 0, maxY = ys.max() ?? 0
        let scale = max((maxX - minX) / Double(max(columns - 1, 1)), (maxY - minY) / (2 * Double(max(rows - 1, 1))), 1e-300)
        // Centre the path's box in the cells.
        let usedColumns = (maxX - minX) / scale, usedRows = (maxY - minY) / (2 * scale)
        let left = (Double(columns - 1) - usedColumns) / 2, top = (Double(rows - 1) - usedRows) / 2
        func cell(_ p: Point2) -> (Int, Int)? {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            let c = Int((left + (p.x - minX) / scale).rounded()), r = Int((top + (p.y - minY) / (2 * scale)).rounded())
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
