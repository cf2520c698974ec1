/// SwiftUI's part of an easing in a session exported as Swift: an `Animation` of the curve
/// over the app's duration, `.timingCurve(x1, y1, x2, y2, duration:)`, and the same curve as
/// a `UnitCurve` (iOS 17), for `value(at:)` or a custom animation. Both are `Sendable`
/// values Apple declares with no global actor.
extension SwiftUIPlatform {
    @Sendable static func easingCode(_ name: String, _ declared: String, _ timing: CubicBezierTiming) -> EasingExportCode {
        let n = timing.exportNumbers.map(\.text)
        return EasingExportCode(
            declarations: [declared, name + "Curve"],
            claim: timing.exportClaim("SwiftUI's timing curve of the printed control points"),
            lines: ["/// An animation along \(timing.bezierText) over `duration` seconds.",
                    "public static func \(declared)(duration: TimeInterval) -> Animation {",
                    "    .timingCurve(\(n[0]), \(n[1]), \(n[2]), \(n[3]), duration: duration)",
                    "}",
                    "/// The same curve as a value, for `\(name)Curve.value(at:)`.",
                    "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)",
                    "public static var \(name)Curve: UnitCurve {",
                    "    .bezier(startControlPoint: UnitPoint(x: \(n[0]), y: \(n[1])), endControlPoint: UnitPoint(x: \(n[2]), y: \(n[3])))",
                    "}"])
    }
}
