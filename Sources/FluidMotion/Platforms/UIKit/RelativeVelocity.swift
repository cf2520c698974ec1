/// UIKit's relative initial velocity: a gesture's velocity divided by the distance still to
/// go, v/(to − from), in "whole distances per second"; 0 when from == to.
public func relativeVelocity(_ velocity: Double, from: Double, to: Double) -> Double {
    let distance = to - from
    return distance == 0 ? 0 : velocity / distance
}
