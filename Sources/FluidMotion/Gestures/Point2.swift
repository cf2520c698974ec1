/// A point in the plane (points).
public struct Point2: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Index of the candidate at the smallest Euclidean distance from `p` (the first one on a
/// tie); nil if there are no candidates (or none at a comparable, non-NaN distance).
public func nearest(to p: Point2, in candidates: [Point2]) -> Int? {
    var best: (index: Int, distance: Double)?
    for (index, c) in candidates.enumerated() {
        let dx = c.x - p.x, dy = c.y - p.y
        // Scale before squaring so huge coordinates do not overflow to a tie at ∞.
        let scale = max(abs(dx), abs(dy))
        let distance = scale == 0 ? 0 : scale * ((dx / scale) * (dx / scale) + (dy / scale) * (dy / scale)).squareRoot()
        guard !distance.isNaN else { continue }
        if let current = best, distance >= current.distance { continue }
        best = (index, distance)
    }
    return best?.index
}
