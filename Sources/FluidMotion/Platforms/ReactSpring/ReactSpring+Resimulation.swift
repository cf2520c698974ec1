/// react-spring's own model, run from the printed numbers of an export
/// (`ReactSpringPlatform.exportedCode`) to measure its deviation.
extension ExportResimulation {
    /// react-spring's integrator (`SpringValue.advance`): 1 ms semi-implicit Euler steps in
    /// units per millisecond, a = (−tension·10⁻⁶·(x − to) − friction·10⁻³·v)/mass;
    /// v += a·1; x += v·1. Returns the positions at 0, 1, 2 … `milliseconds` ms of a step from
    /// 0 to 1 with initial velocity `velocityPerMillisecond`.
    public static func reactSpringSteps(tension: Double, friction: Double, mass: Double,
                                        velocityPerMillisecond: Double, milliseconds: Int) -> [Double] {
        var x = 0.0, v = velocityPerMillisecond
        var positions = [x]
        positions.reserveCapacity(milliseconds + 1)
        for _ in 0..<max(0, milliseconds) {
            let acceleration = (-tension * 0.000001 * (x - 1) - friction * 0.001 * v) / mass
            v += acceleration
            x += v
            positions.append(x)
        }
        return positions
    }
}
