/// UIKit's part of an easing in a session exported as Swift: a `UICubicTimingParameters`
/// factory of the curve's control points, for a `UIViewPropertyAnimator` of the app's
/// duration. Apple declares the class `@MainActor`, so the factory is too.
extension UIKitPlatform {
    @Sendable static func easingCode(_ name: String, _ declared: String, _ timing: CubicBezierTiming) -> EasingExportCode {
        let n = timing.exportNumbers.map(\.text)
        return EasingExportCode(
            declarations: [name + "TimingParameters"],
            claim: timing.exportClaim("UIKit's cubic timing parameters of the printed control points"),
            lines: ["/// New timing parameters along \(timing.bezierText), for a UIViewPropertyAnimator of your duration.",
                    "@MainActor public static func \(name)TimingParameters() -> UICubicTimingParameters {",
                    "    UICubicTimingParameters(controlPoint1: CGPoint(x: \(n[0]), y: \(n[1])), controlPoint2: CGPoint(x: \(n[2]), y: \(n[3])))",
                    "}"])
    }
}
