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
