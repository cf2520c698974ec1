/// UIKit's relative initial velocity: a gesture's velocity divided by the distance still to
/// go, v/(to − from), in "whole distances per second"; 0 when from == to.
public func relativeVelocity(_ velocity: Double, from: Double, to: Double) -> Double {
    let distance = to - from
    return distance == 0 ? 0 : velocity / distance
}

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

/// Index of the candidate angle closest to `a` (radians), measuring angular distance
/// modulo a full turn: |remainder(c − a, 2π)| in [0, π]. First one on a tie; nil if empty.
public func closestAngle(to a: Double, in candidates: [Double]) -> Int? {
    var best: (index: Int, distance: Double)?
    for (index, c) in candidates.enumerated() {
        let distance = abs((c - a).remainder(dividingBy: 2 * Double.pi))
        guard !distance.isNaN else { continue }
        if let current = best, distance >= current.distance { continue }
        best = (index, distance)
    }
    return best?.index
}
