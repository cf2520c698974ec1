/// Android's part of an easing in a session exported as Kotlin: a `PathInterpolator` of the
/// curve's control points (API 21), for a view animation or an `ObjectAnimator` of the app's
/// duration.
extension AndroidPlatform {
    static let easingImports = ["android.view.animation.PathInterpolator"]

    @Sendable static func easingCode(_ name: String, _ declared: String, _ timing: CubicBezierTiming) -> EasingExportCode {
        let n = timing.exportNumbers.map { $0.text + "f" }
        return EasingExportCode(
            declarations: [name + "Interpolator()"],
            claim: timing.exportClaim("Android's PathInterpolator of the printed control points, as Floats"),
            lines: ["/** A new interpolator along \(timing.bezierText). */",
                    "fun \(name)Interpolator(): PathInterpolator = PathInterpolator(\(n[0]), \(n[1]), \(n[2]), \(n[3]))"])
    }
}
