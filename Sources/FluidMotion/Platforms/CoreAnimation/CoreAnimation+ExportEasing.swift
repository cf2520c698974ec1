/// Core Animation's part of an easing in a session exported as Swift: a
/// `CAMediaTimingFunction` factory of the curve's control points (Floats, as Core Animation
/// takes them), for an animation's `timingFunction`. Apple declares the class with no global
/// actor and not `Sendable`, so each call makes a new one.
extension CoreAnimationPlatform {
    @Sendable static func easingCode(_ name: String, _ declared: String, _ timing: CubicBezierTiming) -> EasingExportCode {
        let n = timing.exportNumbers.map(\.text)
        return EasingExportCode(
            declarations: [name + "TimingFunction"],
            claim: timing.exportClaim("Core Animation's timing function of the printed control points, as Floats"),
            lines: ["/// A new timing function along \(timing.bezierText), for an animation's timingFunction.",
                    "public static func \(name)TimingFunction() -> CAMediaTimingFunction {",
                    "    CAMediaTimingFunction(controlPoints: \(n[0]), \(n[1]), \(n[2]), \(n[3]))",
                    "}"])
    }
}
